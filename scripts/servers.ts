// The servers the tests and benchmarks start: a production build served by `vite preview`, the
// reference provider, and the app built in HTTP mode against it. Each listens on a port the OS
// picks (port 0) and hands back its origin, so two checkouts on one machine never meet.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import {
  DEFAULT_API_KEY,
  startReferenceProvider,
  type RunningProvider,
} from '../tests/provider/referenceProvider.ts';

const ROOT = resolve(import.meta.dirname, '..');

export interface RunningServer {
  /** e.g. http://127.0.0.1:41735 */
  readonly origin: string;
  /** Ends the server (and only it). */
  stop(): Promise<void>;
}

/** How a build is served: plain HTTP/1.1 as `vite preview` does, or HTTPS with HTTP/2 as hosts do. */
export type Protocol = 'http1' | 'h2';

/**
 * Serves `outDir` (a production build) with the project's preview middleware (each address its
 * page's HTML file, the security headers) in a child process (scripts/previewServer.mjs), on a
 * port the OS picks; resolves with its origin once it accepts connections.
 */
export async function startPreview(
  outDir: string,
  { protocol = 'http1' }: { protocol?: Protocol } = {},
): Promise<RunningServer> {
  const dir = resolve(outDir);
  if (!existsSync(join(dir, 'index.html')))
    throw new Error(`No build in ${dir}: build it first (npm run build, or set PERF_DIST).`);
  // The child reads its stdin until this process goes away, so it never outlives it.
  const child = spawn(process.execPath, [join(ROOT, 'scripts/previewServer.mjs'), dir, protocol], {
    cwd: ROOT,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const stop = (): Promise<void> =>
    new Promise((done) => {
      if (child.exitCode !== null || child.signalCode !== null) return done();
      child.once('exit', () => done());
      child.kill('SIGTERM');
    });
  const origin = await new Promise<string>((found, failed) => {
    const timer = setTimeout(() => {
      void stop();
      failed(new Error(`vite preview of ${dir} did not start within 60 s: ${stderr}`));
    }, 60_000);
    createInterface({ input: child.stdout }).on('line', (line) => {
      const match = /^serving at (\S+)$/.exec(line.trim());
      if (!match?.[1]) return;
      clearTimeout(timer);
      found(match[1]);
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      failed(new Error(`vite preview of ${dir} stopped (exit ${code}): ${stderr}`));
    });
  });
  return { origin, stop };
}

/**
 * The reference provider (tests/provider), in this process, on a port the OS picks, with the key
 * the HTTP-mode builds of buildApp send, the contract extensions asked for, secure or not, and
 * the secret its state endpoint asks for, if any.
 */
export function startProvider({
  sessions = false,
  secure = false,
  slots = false,
  visit = false,
  payments = false,
  ratings = false,
  catalogueLanguages = false,
  stateSecret,
}: {
  readonly sessions?: boolean;
  readonly secure?: boolean;
  readonly slots?: boolean;
  readonly visit?: boolean;
  readonly payments?: boolean;
  readonly ratings?: boolean;
  /** Answer in the language asked (the catalogue-languages extension). */
  readonly catalogueLanguages?: boolean;
  readonly stateSecret?: string;
} = {}): Promise<RunningProvider> {
  return startReferenceProvider({
    port: 0,
    apiKey: DEFAULT_API_KEY,
    sessions,
    secure,
    slots,
    visit,
    payments,
    ratings,
    catalogueLanguages,
    ...(stateSecret ? { stateSecret } : {}),
  });
}

/**
 * A production build into `outDir`: demo mode, or HTTP mode against `apiBaseUrl` with the
 * reference provider's key. `env` adds build settings (e.g. VITE_API_TIMEOUT_MS). Rejects, with
 * the build's own output, when the build fails.
 */
export function buildApp(
  outDir: string,
  { apiBaseUrl, env = {} }: { apiBaseUrl?: string; env?: Readonly<Record<string, string>> } = {},
): Promise<void> {
  const settings: Record<string, string> = {
    ...(apiBaseUrl ? { VITE_API_BASE_URL: apiBaseUrl, VITE_API_KEY: DEFAULT_API_KEY } : {}),
    ...env,
  };
  const child = spawn(
    process.execPath,
    [
      join(ROOT, 'node_modules/vite/bin/vite.js'),
      'build',
      '--outDir',
      resolve(outDir),
      '--emptyOutDir',
      '--logLevel',
      'error',
    ],
    {
      cwd: ROOT,
      // A demo build must not pick up an API base from the caller's environment.
      env: { ...process.env, VITE_API_BASE_URL: '', ...settings },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((done, failed) => {
    child.once('error', failed);
    child.once('close', (code) =>
      code === 0 ? done() : failed(new Error(`The build of ${outDir} failed:\n${output}`)),
    );
  });
}
