import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { JSDOM } from 'jsdom';
import type { Manifest, Plugin, ResolvedConfig } from 'vite';
import type { AppRoute } from '../../src/app/routes.ts';
import { LANGUAGES, type Language } from '../../src/core/shared/language.ts';
import { siteOriginFromEnv } from '../../src/app/siteOrigin.ts';
import { withAppAtBuildTime } from './appAtBuildTime.ts';
import { pageAddressOf, STAGES, type Build, type PageDrawing } from './firstPaintStages.ts';
import { fileOf } from './hostRewrites.ts';
import { inlineScripts } from './inlineScripts.ts';
import { robots, sitemap } from './sitemap.ts';

/** What src/app/prerender.tsx gives the build. */
type Prerenderer = typeof import('../../src/app/prerender.tsx');
type RouteTable = typeof import('../../src/app/routes.ts');

const PRERENDERER = '/src/app/prerender.tsx';

/**
 * Writes one HTML file per route of src/app/routes.ts and language (scripts/vite/hostRewrites.ts's
 * `fileOf`), each showing its page before any JavaScript has run: the page drawn by the app's own
 * views at build time (src/app/prerender.tsx) in that language, then made into the file from the
 * built index.html by the stages of
 * firstPaintStages.ts, on the document as the HTML standard parses it (jsdom). Which chunks the
 * page's first live drawing needs, it learns by running the loaders of that code and looking up
 * the modules they import in the build's manifest.
 */
export function prerenderPages(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'gharseva:prerender-pages',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async writeBundle(options) {
      // Another page built with this config (the bare React floor of the bundle budget).
      if (!existsSync(join(config.root, PRERENDERER))) return;
      const outDir = options.dir ?? resolve(config.root, config.build.outDir);
      const manifest = JSON.parse(
        readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'),
      ) as Manifest;
      const build: Build = {
        manifest,
        outDir,
        base: config.base,
        scripts: await inlineScripts(),
        siteOrigin: siteOriginFromEnv(config.env),
      };
      // Read before index.html, the home page's file, is written over.
      const template = readFileSync(join(outDir, 'index.html'), 'utf8');
      // A document of no window: its stylesheets are not parsed (a second of CSS for nothing).
      const parser = new new JSDOM().window.DOMParser();
      await withAppAtBuildTime(config, async (app) => {
        const prerenderer = await app.import<Prerenderer>(PRERENDERER);
        const { ROUTES } = await app.import<RouteTable>('/src/app/routes.ts');
        for (const route of ROUTES) {
          // Before the drawings, which load the same code: each loader keeps what it loaded.
          const modules: string[] = [];
          for (const loader of prerenderer.codeOf(route))
            modules.push(await app.importedBy(loader));
          // One after the other: the core's voice is one.
          for (const language of LANGUAGES) {
            const page = await drawing(prerenderer, route, language, modules);
            const document = parser.parseFromString(template, 'text/html');
            for (const stage of STAGES) await stage(document, page, build);
            const file = join(outDir, fileOf(route, language));
            mkdirSync(dirname(file), { recursive: true });
            writeFileSync(file, `<!DOCTYPE html>${document.documentElement.outerHTML}`);
          }
        }
        writeFileSync(join(outDir, 'sitemap.xml'), sitemap(ROUTES, build.siteOrigin));
        writeFileSync(join(outDir, 'robots.txt'), robots(build.siteOrigin));
      });
    },
  };
}

/** `route` drawn in `language`, with the modules of the code its first live drawing needs. */
async function drawing(
  prerenderer: Prerenderer,
  route: AppRoute,
  language: Language,
  modules: readonly string[],
): Promise<PageDrawing> {
  // Where the build draws the route: its first address without a parameter.
  const path = pageAddressOf(route) ?? '/404';
  return {
    route,
    language,
    modules,
    drawn: await prerenderer.renderFirstPaint(route, path, language),
    cart:
      route.firstPaint === 'cart'
        ? await prerenderer.renderCartSlots(route, path, language)
        : undefined,
  };
}
