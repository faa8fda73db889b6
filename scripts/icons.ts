// `npm run icons`: draws the installed app's icons (public/app-icons/) from the logo mark, the
// house and heart of public/favicon.svg, in Debian's Chromium (Playwright), so they are made the
// same way every time; the PNGs are committed. Run it again when the mark changes.
// - icon-192.png, icon-512.png: the mark as it is (rounded square, transparent corners);
// - icon-maskable-512.png: terracotta to the edges, the house and heart within the middle 80 %
//   (the safe zone a phone's mask never cuts);
// - apple-touch-icon.png (180 px): iOS's home screen, square and opaque (iOS rounds it).
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';

const ROOT = resolve(import.meta.dirname, '..');
const OUT = join(ROOT, 'public', 'app-icons');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The mark's two shapes, read from the favicon: the house, then the heart. */
const mark = readFileSync(join(ROOT, 'public', 'favicon.svg'), 'utf8');
const [house, heart] = [...mark.matchAll(/<path d="([^"]+)"/g)].map((match) => match[1]);
if (!house || !heart)
  throw new Error('icons: public/favicon.svg no longer has the house and the heart');
const colour = /<rect[^>]*fill="([^"]+)"/.exec(mark)?.[1] ?? '#c2410c';

/** The mark on a 32-unit square: `corner` its rounding, `scale` the house and heart's size. */
function icon({ corner, scale }: { corner: number; scale: number }): string {
  const shapes = `<path d="${house}" fill="#fff"/><path d="${heart}" fill="${colour}"/>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">` +
    `<rect width="32" height="32" rx="${corner}" fill="${colour}"/>` +
    `<g transform="translate(16 16) scale(${scale}) translate(-16 -16)">${shapes}</g></svg>`
  );
}

const ICONS = [
  { file: 'icon-192.png', size: 192, svg: icon({ corner: 8, scale: 1 }) },
  { file: 'icon-512.png', size: 512, svg: icon({ corner: 8, scale: 1 }) },
  // The house reaches 12.1 units from the centre at scale 1; the safe zone's radius is 12.8.
  { file: 'icon-maskable-512.png', size: 512, svg: icon({ corner: 0, scale: 0.8 }) },
  { file: 'apple-touch-icon.png', size: 180, svg: icon({ corner: 0, scale: 0.9 }) },
];

const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
try {
  for (const { file, size, svg } of ICONS) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`,
    );
    await page.screenshot({ path: join(OUT, file), omitBackground: true });
    await page.close();
    console.log(`public/app-icons/${file} (${size} × ${size})`);
  }
} finally {
  await browser.close();
}
