import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import { build, type Rolldown } from 'vite';

/** The first paint's scripts, each inline in the pages that run it (src/app/firstPaint). */
export interface InlineScripts {
  /** Every page's, at the end of <head>: its language, the app's code, the install offer. */
  readonly page: string;
  /** The cart page's, right after its first paint: the stored cart. */
  readonly cart: string;
}

const ROOT = resolve(import.meta.dirname, '../..');

/**
 * Below the app's ES2022: a browser too old for the app still draws its first paint (ES2017 would
 * add 1.3 KB of object spread helpers to the cart's).
 */
const TARGET = 'es2018';

let bundled: Promise<InlineScripts> | undefined;

/**
 * The scripts, each its TypeScript module bundled into one self-contained, minified function
 * that runs where it stands: the core's own rules in it, no framework. Bundled once for the
 * build, so that the pages and the CSP's hashes (securityHeaders.ts) have the same text.
 */
export function inlineScripts(): Promise<InlineScripts> {
  bundled ??= Promise.all([
    bundle('src/app/firstPaint/pageScript.ts'),
    bundle('src/app/firstPaint/cartScript.ts'),
  ]).then(([page, cart]) => ({ page, cart }));
  return bundled;
}

async function bundle(entry: string): Promise<string> {
  const built = await build({
    configFile: false,
    root: ROOT,
    logLevel: 'warn',
    build: {
      write: false,
      minify: true,
      target: TARGET,
      lib: { entry, formats: ['iife'], name: 'firstPaint' },
    },
  });
  const outputs = (Array.isArray(built) ? built : [built]) as Rolldown.RolldownOutput[];
  const [chunk, ...more] = outputs.flatMap((output) => output.output);
  if (chunk?.type !== 'chunk' || more.length > 0)
    throw new Error(`inlineScripts: ${entry} did not bundle into one script`);
  const code = chunk.code.trim();
  // Inline, the text must not end its <script> element early.
  if (/<\/script/i.test(code)) throw new Error(`inlineScripts: ${entry} writes "</script"`);
  return code;
}

/** The CSP source that lets exactly `script` run inline. */
export function scriptHash(script: string): string {
  return `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
}
