import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { deploymentSettings } from './scripts/vite/deploymentSettings.ts';
import { hostRewrites } from './scripts/vite/hostRewrites.ts';
import { primeiconPaths } from './scripts/vite/primeiconPaths.ts';
import { primeThemeInHouseStyle } from './scripts/vite/primeTheme.ts';
import { offlineApp } from './scripts/vite/offlineApp.ts';
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
    hostRewrites(),
    // After those: its service worker precaches the pages and follows the rewrites they write.
    offlineApp(),
  ],
  build: {
    target: 'es2022',
    sourcemap: false,
    // .vite/manifest.json: the chunk graph that scripts/bundle-budget.mjs measures.
    manifest: true,
    // No polyfill for <link rel="modulepreload"> (0.3 KiB gzip in every first load): the browsers
    // without it (Safari before 17, Firefox before 115) load the same modules a moment later,
    // when the app imports them (docs/decisions.md).
    modulePreload: { polyfill: false },
  },
});
