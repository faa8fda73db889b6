import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import type { AppRoute } from '../../src/app/routes.ts';
import { LANGUAGES, type Language } from '../../src/core/shared/language.ts';
import { LANGUAGE_BASE } from '../../src/presenters/languageAddress.ts';
import { withAppAtBuildTime } from './appAtBuildTime.ts';
import { matches, type PageRule } from '../../src/app/worker/pageRules.ts';
import { HOSTING_DIR, hostingRecipes } from './hostingRecipes.ts';
import { pageLanguages } from './pageLanguages.ts';
import {
  everyAddressHeaders,
  HEADERS_FILE,
  headersFile,
  readHeadersFile,
} from './securityHeaders.ts';

export const REDIRECTS_FILE = '_redirects';

/**
 * Which page file serves which address, from the route table: writes `_redirects` (Netlify and
 * Cloudflare Pages read it), adds each language's `Content-Language` to `_headers`, writes from
 * both the recipes for nginx, Apache and CloudFront in `hosting/`, and makes `vite preview`
 * serve the files by it. The page files are
 * prerenderPages.ts's.
 */
export function hostRewrites(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'gharseva:host-rewrites',
    // `vite preview` resolves its config as a server: it needs the rewrites.
    apply: (_config, env) => env.command === 'build' || env.isPreview === true,
    configResolved(resolved) {
      config = resolved;
    },
    async writeBundle(options) {
      // Another page built with this config (the bare React floor of the bundle budget).
      if (resolve(config.root) !== ROOT) return;
      const outDir = options.dir ?? resolve(config.root, config.build.outDir);
      const rules = rewrites(
        await withAppAtBuildTime(config, async (app) => {
          const { ROUTES } =
            await app.import<typeof import('../../src/app/routes.ts')>('/src/app/routes.ts');
          return ROUTES;
        }),
      );
      writeFileSync(join(outDir, REDIRECTS_FILE), redirects(rules));
      const headers = everyAddressHeaders(
        readHeadersFile(readFileSync(join(outDir, HEADERS_FILE), 'utf8')),
      );
      // Each language's pages say which it is, at the addresses the rewrites give them.
      writeFileSync(join(outDir, HEADERS_FILE), headersFile(headers, pageLanguages(rules)));
      mkdirSync(join(outDir, HOSTING_DIR), { recursive: true });
      for (const [file, text] of Object.entries(hostingRecipes(headers, rules)))
        writeFileSync(join(outDir, HOSTING_DIR, file), text);
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

const ROOT = resolve(import.meta.dirname, '../..');

/**
 * The HTML file of a route in `language`: `index.html` for home, `404.html` for the rest, else its
 * first segment's name; Hindi's and Telugu's in a folder of their base (`te/cart.html`).
 */
export function fileOf(route: Pick<AppRoute, 'paths'>, language: Language = 'en'): string {
  const [first = '*'] = route.paths;
  const name = first === '/' ? 'index' : (first !== '*' && first.split('/')[1]) || '404';
  return `${LANGUAGE_BASE[language].slice(1)}${LANGUAGE_BASE[language] ? '/' : ''}${name}.html`;
}

/** The addresses the route's file in `language` answers, as host rules write them (`/te/service/*`). */
function served(route: Pick<AppRoute, 'paths'>, language: Language): string[] {
  const base = LANGUAGE_BASE[language];
  return route.paths.map((path) => {
    if (path === '*') return `${base}/*`;
    if (path === '/') return base || '/';
    return `${base}${path.replace(/\/:[^/]+$/, '/*')}`;
  });
}

/**
 * The rewrites, most specific first: each page's own addresses in each language, then the `*`
 * ones, longest first (a language's not-found page before English's).
 */
export function rewrites(routes: readonly Pick<AppRoute, 'paths'>[]): PageRule[] {
  const rules: PageRule[] = LANGUAGES.flatMap((language) =>
    routes.flatMap((route) =>
      served(route, language).map((from) => ({
        from,
        to: `/${fileOf(route, language)}`,
        status: route.paths.includes('*') ? 404 : 200,
      })),
    ),
  );
  return [
    ...rules.filter((rule) => !rule.from.endsWith('*')),
    ...rules
      .filter((rule) => rule.from.endsWith('*'))
      .sort((a, b) => b.from.length - a.from.length),
  ];
}

/** `_redirects`, the format Netlify and Cloudflare Pages read. */
function redirects(rules: readonly PageRule[]): string {
  return `${rules.map((rule) => `${rule.from} ${rule.to} ${rule.status}`).join('\n')}\n`;
}

/** The rules of a `_redirects` file the build wrote (none when there is no file). */
export function readRedirects(file: string): PageRule[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter((parts) => parts.length === 3 && parts[0]?.startsWith('/'))
    .map(([from = '', to = '', status = '200']) => ({ from, to, status: Number(status) }));
}

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}
