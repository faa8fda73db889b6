import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createServer, type Plugin, type ResolvedConfig, type Rolldown } from 'vite';
import type { PrerenderedPage } from '../../src/app/prerenderedPages.ts';

type Chunk = Rolldown.OutputChunk;

/** What src/app/prerender.tsx gives the build. */
type Prerenderer = typeof import('../../src/app/prerender.tsx');

const REDIRECTS_FILE = '_redirects';

/**
 * Writes one HTML file per page of src/app/prerenderedPages.ts, each showing its page before any
 * JavaScript has run:
 * - the page's first paint, drawn by the app's own views at build time (src/app/prerender.tsx),
 *   inert until the app takes over and draws it live (React replaces it in its first commit);
 * - the app's stylesheet (and the page's) inlined, so the first paint waits for no other request;
 * - `modulepreload` links for the page's code, and the gateways' when the page asks the backend
 *   first thing, so they download beside the app's code instead of after it.
 * Also writes `_redirects` (Netlify and Cloudflare Pages read it; see docs/faults.md for others),
 * and makes `vite preview` serve the files by it.
 */
export function prerenderPages(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'gharseva:prerender-pages',
    // `vite preview` resolves its config as a server: it needs the rewrites, not the dev server.
    apply: (_config, env) => env.command === 'build' || env.isPreview === true,
    configResolved(resolved) {
      config = resolved;
    },
    async writeBundle(options, bundle) {
      const chunks = Object.values(bundle).filter((item): item is Chunk => item.type === 'chunk');
      // Another page built with this config (the bare React floor of the bundle budget).
      if (!chunks.some((chunk) => chunk.moduleIds.some((id) => id.endsWith('/src/app/main.tsx'))))
        return;
      const outDir = options.dir ?? resolve(config.root, config.build.outDir);
      const server = await createServer({
        configFile: config.configFile ?? false,
        root: config.root,
        mode: config.mode,
        logLevel: 'error',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false, watch: null },
        optimizeDeps: { noDiscovery: true, include: [] },
      });
      try {
        const app = (await server.ssrLoadModule('/src/app/prerender.tsx')) as Prerenderer;
        await writePages(app, { bundle, chunks, outDir, base: config.base, root: config.root });
      } finally {
        await server.close();
      }
    },
    configurePreviewServer(server) {
      const outDir = resolve(server.config.root, server.config.build.outDir);
      const rules = readRedirects(join(outDir, REDIRECTS_FILE));
      server.middlewares.use((request, response, next) => {
        if (request.method !== 'GET' && request.method !== 'HEAD') return next();
        const url = new URL(request.url ?? '/', 'http://preview');
        let path: string;
        try {
          path = decodeURIComponent(url.pathname);
        } catch {
          return next();
        }
        if (isFile(join(outDir, path))) return next();
        // Hosts with "clean URLs" serve /cart from cart.html by themselves; so does Vite.
        if (path !== '/' && isFile(join(outDir, `${path}.html`))) return next();
        const rule = rules.find((candidate) => matches(candidate.from, path));
        if (!rule) return next();
        if (rule.status === 200) {
          request.url = `${rule.to}${url.search}`;
          return next();
        }
        response.statusCode = rule.status;
        response.setHeader('Content-Type', 'text/html; charset=utf-8');
        response.end(request.method === 'HEAD' ? undefined : readFileSync(join(outDir, rule.to)));
      });
    },
  };
}

interface Build {
  readonly bundle: Rolldown.OutputBundle;
  readonly chunks: readonly Chunk[];
  readonly outDir: string;
  readonly base: string;
  readonly root: string;
}

async function writePages(app: Prerenderer, build: Build): Promise<void> {
  const pages = app.PRERENDERED_PAGES;
  for (const path of app.routePaths()) {
    const pattern = path.replace(/\/:[^/]+/g, '/*');
    if (path !== '*' && !pages.some((page) => [page.path, ...page.alsoServes].includes(pattern)))
      throw new Error(`prerenderPages: no page of src/app/prerenderedPages.ts serves ${path}`);
  }
  const template = readFileSync(join(build.outDir, 'index.html'), 'utf8');
  const entry = closure(
    build,
    build.chunks.filter((chunk) => chunk.isEntry),
  );
  // The app's own stylesheet moves into each page; no file asks for it any more.
  const entryCss = [...entry].flatMap((file) => cssOf(build, file));
  const withoutStylesheets = template.replace(
    /\s*<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g,
    (tag: string, href: string) => (entryCss.includes(href.slice(build.base.length)) ? '' : tag),
  );
  const gateways = app.GATEWAY_MODULES[app.backendMode()];
  for (const page of pages) {
    const starts = [...page.modules, ...(page.asksBackend ? [gateways] : [])].map((module) =>
      chunkOf(build, module),
    );
    const preloads = [...closure(build, starts)].filter((file) => !entry.has(file));
    const css = [
      ...entryCss,
      ...(page.draws === 'page'
        ? preloads.flatMap((file) => cssOf(build, file)).filter((file) => !entryCss.includes(file))
        : []),
    ];
    const style = css.map((file) => readFileSync(join(build.outDir, file), 'utf8')).join('\n');
    const head = [
      `<style>${style}</style>`,
      ...preloads.map(
        (file) => `<link rel="modulepreload" crossorigin href="${build.base}${file}">`,
      ),
    ].join('\n    ');
    const markup = await app.renderFirstPaint(page);
    const html = withoutStylesheets
      .replace('\n  </head>', `\n    ${head}\n  </head>`)
      .replace(
        '<div id="root"></div>',
        `<div id="root"><div class="first-paint" inert>${markup}</div></div>`,
      );
    if (html === withoutStylesheets) throw new Error('prerenderPages: index.html has no #root');
    writeFileSync(join(build.outDir, page.file), html);
  }
  writeFileSync(join(build.outDir, REDIRECTS_FILE), redirects(pages));
}

/** The chunk whose code starts at `module` (a path from the project root). */
function chunkOf(build: Build, module: string): Chunk {
  const id = resolve(build.root, module);
  const chunk = build.chunks.find((candidate) => candidate.facadeModuleId === id);
  if (!chunk)
    throw new Error(
      `prerenderPages: ${module} (src/app/prerenderedPages.ts) is no chunk of the build`,
    );
  return chunk;
}

/** The files of `chunks` and, transitively, of their static imports. */
function closure(build: Build, chunks: readonly Chunk[]): Set<string> {
  const files = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    const chunk = build.bundle[file];
    if (chunk?.type === 'chunk') chunk.imports.forEach(visit);
  };
  chunks.forEach((chunk) => visit(chunk.fileName));
  return files;
}

function cssOf(build: Build, file: string): string[] {
  const chunk = build.bundle[file];
  return chunk?.type === 'chunk' ? [...(chunk.viteMetadata?.importedCss ?? [])] : [];
}

interface Rule {
  readonly from: string;
  readonly to: string;
  readonly status: number;
}

/** The rewrites, most specific first: each page's own address, then the `*` ones. */
function redirects(pages: readonly PrerenderedPage[]): string {
  const rules: Rule[] = pages.flatMap((page) =>
    [page.path, ...page.alsoServes].map((from) => ({
      from,
      to: `/${page.file}`,
      status: page.status ?? 200,
    })),
  );
  const ordered = [
    ...rules.filter((rule) => !rule.from.endsWith('*')),
    ...rules
      .filter((rule) => rule.from.endsWith('*'))
      .sort((a, b) => b.from.length - a.from.length),
  ];
  return `${ordered.map((rule) => `${rule.from} ${rule.to} ${rule.status}`).join('\n')}\n`;
}

function readRedirects(file: string): Rule[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter((parts) => parts.length === 3 && parts[0]?.startsWith('/'))
    .map(([from = '', to = '', status = '200']) => ({ from, to, status: Number(status) }));
}

function matches(from: string, path: string): boolean {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return from.endsWith('/*')
    ? trimmed.startsWith(from.slice(0, -1)) || trimmed === from.slice(0, -2)
    : trimmed === from;
}

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}
