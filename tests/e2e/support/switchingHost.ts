import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webmanifest': 'application/manifest+json',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
};

/** A host serving one build, which a new deployment replaces at the same origin. */
export interface SwitchingHost {
  /** e.g. http://127.0.0.1:41735 */
  readonly origin: string;
  /** From now on, every request is answered from `outDir`: a new version is deployed. */
  deploy(outDir: string): void;
  stop(): Promise<void>;
}

/**
 * Serves a production build as a host does (a file as it is, `/` its index.html, another address
 * its `.html` file, else 404.html with 404), with `Cache-Control: no-cache` so the browser asks
 * again every time, on a port the OS picks; `deploy` switches it to another build.
 */
export async function startSwitchingHost(outDir: string): Promise<SwitchingHost> {
  let root = resolve(outDir);
  const server: Server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://host').pathname));
    const candidates = path === '/' ? ['index.html'] : [path, `${path}.html`];
    const file = candidates.map((name) => join(root, name)).find(isFile);
    const served = file ?? join(root, '404.html');
    response.writeHead(file ? 200 : 404, {
      'Content-Type': TYPES[extname(served)] ?? 'application/octet-stream',
      'Cache-Control': 'no-cache',
    });
    response.end(readFileSync(served));
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('The host has no port');
  return {
    origin: `http://127.0.0.1:${address.port}`,
    deploy: (next) => {
      root = resolve(next);
    },
    stop: () => new Promise((stopped) => server.close(() => stopped())),
  };
}

function isFile(path: string): boolean {
  return existsSync(path) && statSync(path).isFile();
}
