import { readFileSync } from 'node:fs';
import { optimize } from 'svgo';
import type { Plugin } from 'vite';

const SUFFIX = '.svg?paths';

/**
 * `import cart from 'primeicons/raw-svg/shopping-cart.svg?paths'` gives `{ viewBox, paths }`, so
 * views draw PrimeIcons as inline SVG in `currentColor`: no icon font to download on first paint,
 * and only the icons used end up in the bundle. SVGO shortens the path data first: two decimals
 * of a 14- to 32-unit box are far below a pixel at the sizes drawn (16–48 px).
 */
export function primeiconPaths(): Plugin {
  return {
    name: 'gharseva:primeicon-paths',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (!source.endsWith(SUFFIX)) return null;
      const resolved = await this.resolve(source.slice(0, -'?paths'.length), importer, {
        skipSelf: true,
      });
      return resolved ? `${resolved.id}?paths` : null;
    },
    load(id) {
      if (!id.endsWith(SUFFIX)) return null;
      const { data: optimized } = optimize(readFileSync(id.slice(0, -'?paths'.length), 'utf8'), {
        multipass: true,
        floatPrecision: 2,
      });
      // What is drawn, not what clips: X's clip box would otherwise fill its square.
      const svg = optimized.replace(/<(defs|clipPath)\b[\s\S]*?<\/\1>/g, '');
      const viewBox = /viewBox="([^"]+)"/.exec(svg)?.[1] ?? '0 0 24 24';
      const paths = [...svg.matchAll(/<path[^>]*\sd="([^"]+)"/g)].map((match) => match[1]);
      return `export default ${JSON.stringify({ viewBox, paths })};`;
    },
  };
}
