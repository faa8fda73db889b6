import type { Plugin, ResolvedConfig, Rolldown } from 'vite';

type Bundle = Rolldown.OutputBundle;
type Chunk = Rolldown.OutputChunk;

/**
 * The home page is its own lazy chunk like every page, but most visits start there: the built
 * index.html asks for its code (and the code and CSS only it needs) beside the entry chunk's, so
 * the home page costs no extra round trip after the entry has run. `pagePath` is the page's module,
 * relative to the project root.
 */
export function preloadHomePage(pagePath = 'src/views/catalog/HomePage.tsx'): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'gharseva:preload-home-page',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return;
        const chunks = Object.values(bundle).filter((item): item is Chunk => item.type === 'chunk');
        const home = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(`/${pagePath}`));
        if (!home) {
          // Another page built with this config (the bare React floor of the bundle budget) has
          // no home page; the app without one has lost its page.
          const isApp = chunks.some((chunk) => chunk.facadeModuleId?.endsWith('/src/app/main.tsx'));
          if (isApp) throw new Error(`preloadHomePage: no chunk for ${pagePath}`);
          return;
        }
        // What the entry needs is already in the page (its script and Vite's own preloads).
        const entryFiles = new Set<string>();
        for (const entry of chunks.filter((chunk) => chunk.isEntry))
          collect(bundle, entry.fileName, entryFiles);
        const homeFiles = new Set<string>();
        collect(bundle, home.fileName, homeFiles);
        const href = (file: string) => `${config.base}${file}`;
        return [...homeFiles]
          .filter((file) => !entryFiles.has(file))
          .flatMap((file) => {
            const chunk = bundle[file] as Chunk;
            const css = [...(chunk.viteMetadata?.importedCss ?? [])].map((cssFile) => ({
              tag: 'link',
              attrs: { rel: 'stylesheet', crossorigin: true, href: href(cssFile) },
              injectTo: 'head' as const,
            }));
            return [
              ...css,
              {
                tag: 'link',
                attrs: { rel: 'modulepreload', crossorigin: true, href: href(file) },
                injectTo: 'head' as const,
              },
            ];
          });
      },
    },
  };
}

/** `file` and, transitively, the chunks it imports statically. */
function collect(bundle: Bundle, file: string, into: Set<string>): void {
  if (into.has(file)) return;
  into.add(file);
  const chunk = bundle[file];
  if (chunk?.type === 'chunk')
    for (const imported of chunk.imports) collect(bundle, imported, into);
}
