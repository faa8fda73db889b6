import { defineConfig } from 'vitest/config';
import { poCatalogues } from './scripts/vite/poCatalogues.ts';
import { primeiconPaths } from './scripts/vite/primeiconPaths.ts';

export default defineConfig({
  // The catalogues, and the icons of the views the first paint's tests draw.
  plugins: [poCatalogues(), primeiconPaths()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
          // A worker runs its files without loading every module afresh for each (about 4× faster:
          // loading, not testing, took most of the time). It holds because no test leaves global
          // state behind: one that changes the core's voice or the clock puts it back.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'contract',
          include: ['tests/contract/**/*.test.ts'],
          environment: 'node',
          // The Pact mock server is a native process per test file; keep files sequential.
          fileParallelism: false,
          testTimeout: 30_000,
          // Its teardown puts a type rule beside each regex on a text field of the pact.
          globalSetup: ['tests/contract/globalSetup.ts'],
        },
      },
    ],
  },
});
