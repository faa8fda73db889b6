import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { deploymentSettings } from './scripts/vite/deploymentSettings.ts';
import { primeiconPaths } from './scripts/vite/primeiconPaths.ts';
import { primeThemeInHouseStyle } from './scripts/vite/primeTheme.ts';
import { poCatalogues } from './scripts/vite/poCatalogues.ts';
import { prerenderPages } from './scripts/vite/prerenderPages.ts';
import { primeThemeUsedFamiliesOnly } from './scripts/vite/primeThemeTrim.ts';
import { securityHeadersPlugin } from './scripts/vite/securityHeaders.ts';

export default defineConfig({
  plugins: [
    deploymentSettings(),
    react(),
    poCatalogues(),
    primeiconPaths(),
    primeThemeInHouseStyle(),
    primeThemeUsedFamiliesOnly(),
    securityHeadersPlugin(),
    prerenderPages(),
  ],
  build: {
    target: 'es2022',
    sourcemap: false,
    // .vite/manifest.json: the chunk graph that scripts/bundle-budget.mjs measures.
    manifest: true,
  },
});
