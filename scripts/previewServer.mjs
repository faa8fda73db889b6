#!/usr/bin/env node
// `vite preview` of a production build, for scripts/servers.ts: the project's preview middleware
// (each address its page's HTML file, the security headers), served either as `vite preview`
// serves by default, plain HTTP/1.1, or as a host serves it in production, over HTTPS with
// HTTP/2 (a self-signed certificate from @vitejs/plugin-basic-ssl; the lab's Chromium ignores
// certificate errors). It listens on a port the OS picks and prints `serving at <origin>`; it
// ends when its stdin closes, so it never outlives the process that started it.
// Usage: previewServer.mjs <outDir> [http1|h2]
import basicSsl from '@vitejs/plugin-basic-ssl';
import { preview } from 'vite';

const [outDir, protocol = 'http1'] = process.argv.slice(2);
if (!outDir || !['http1', 'h2'].includes(protocol)) {
  console.error('Usage: previewServer.mjs <outDir> [http1|h2]');
  process.exit(2);
}
const server = await preview({
  logLevel: 'error',
  build: { outDir },
  // With `preview.https` set, Vite serves HTTP/2 (and HTTP/1.1 to clients that ask for it).
  plugins:
    protocol === 'h2' ? [basicSsl({ certDir: 'node_modules/.cache/gharseva-lab-cert' })] : [],
  preview: { host: '127.0.0.1', port: 0, strictPort: true, open: false },
});
const { port } = server.httpServer.address();
console.log(`serving at ${protocol === 'h2' ? 'https' : 'http'}://127.0.0.1:${port}`);

const stop = () => void server.close().then(() => process.exit(0));
process.stdin.on('end', stop);
process.stdin.on('close', stop);
process.stdin.resume();
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
