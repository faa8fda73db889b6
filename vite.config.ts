import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { primeiconPaths } from './scripts/vite/primeiconPaths.ts';
import { primeThemeInHouseStyle } from './scripts/vite/primeTheme.ts';
import { offlineApp } from './scripts/vite/offlineApp.ts';
import { poCatalogues } from './scripts/vite/poCatalogues.ts';
import { prerenderPages } from './scripts/vite/prerenderPages.ts';
import { primeThemeUsedFamiliesOnly } from './scripts/vite/primeThemeTrim.ts';
import { securityHeadersPlugin } from './scripts/vite/securityHeaders.ts';

export default defineConfig({
  plugins: [
    react(),
    poCatalogues(),
    primeiconPaths(),
    primeThemeInHouseStyle(),
    primeThemeUsedFamiliesOnly(),
    securityHeadersPlugin(),
    prerenderPages(),
    // After prerenderPages: its service worker precaches the pages that plugin writes.
    offlineApp(),
  ],
  build: {
    target: 'es2022',
    sourcemap: false,
    // .vite/manifest.json: the chunk graph that scripts/bundle-budget.mjs measures.
    manifest: true,
  },
});
