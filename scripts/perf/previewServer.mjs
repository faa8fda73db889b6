#!/usr/bin/env node
// `vite preview` of a production build for the lab (lab.mjs starts it): the project's preview
// middleware (each address its page's HTML file, the security headers), served either as
// `vite preview` serves by default, plain HTTP/1.1, or as a host serves it in production, over
// HTTPS with HTTP/2. The certificate is self-signed (@vitejs/plugin-basic-ssl); the lab's
// Chromium ignores certificate errors. Usage: previewServer.mjs <outDir> <port> <http1|h2>
import basicSsl from '@vitejs/plugin-basic-ssl';
import { preview } from 'vite';

const [outDir, port, protocol = 'http1'] = process.argv.slice(2);
if (!outDir || !port || !['http1', 'h2'].includes(protocol)) {
  console.error('Usage: previewServer.mjs <outDir> <port> <http1|h2>');
  process.exit(2);
}
await preview({
  logLevel: 'error',
  build: { outDir },
  // With `preview.https` set, Vite serves HTTP/2 (and HTTP/1.1 to clients that ask for it).
  plugins:
    protocol === 'h2' ? [basicSsl({ certDir: 'node_modules/.cache/gharseva-lab-cert' })] : [],
  preview: { host: '127.0.0.1', port: Number(port), strictPort: true },
});
