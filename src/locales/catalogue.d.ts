/** A language's catalogue, compiled by the build (scripts/vite/poCatalogues.ts). */
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
