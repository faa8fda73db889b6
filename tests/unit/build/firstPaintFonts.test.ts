import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as hb from 'harfbuzzjs';
import { decompress } from 'wawoff2';
import { JSDOM } from 'jsdom';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  drawnText,
  firstPaintFace,
  firstPaintFaceRule,
  inUnicodeRange,
  runsOf,
  scriptFaces,
} from '../../../scripts/vite/firstPaintFonts';

const require = createRequire(import.meta.url);
const DEVANAGARI = readFileSync(
  require.resolve('@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2'),
);
// Conjuncts (क्ष, श्र, त्र), a reph (र्), a nasal sign and vowel signs that change form.
const RUNS = ['क्षेत्र', 'श्रीमान', 'प्लंबिंग', 'कार्य', 'बिजली'];

/** How HarfBuzz draws `text` with `font`: each glyph's outline and its position. */
function drawn(font: hb.Font, text: string) {
  const buffer = new hb.Buffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  buffer.setLanguage('hi-IN');
  hb.shape(font, buffer);
  const positions = buffer.getGlyphPositions();
  return buffer
    .getGlyphInfos()
    .map((glyph, index) => ({ outline: font.glyphToPath(glyph.codepoint), ...positions[index] }));
}

async function fontOf(woff2: Uint8Array): Promise<hb.Font> {
  const sfnt = (await decompress(woff2)).slice();
  return new hb.Font(new hb.Face(new hb.Blob(sfnt.buffer)));
}

describe('firstPaintFace', () => {
  let whole: hb.Font;
  let subset: Uint8Array;
  let subsetFont: hb.Font;
  beforeAll(async () => {
    whole = await fontOf(DEVANAGARI);
    subset = await firstPaintFace(DEVANAGARI, RUNS, 'hi-IN');
    subsetFont = await fontOf(subset);
  });

  it('draws each run of the text as the whole face does: the same outlines at the same places', () => {
    for (const run of RUNS) expect(drawn(subsetFont, run)).toEqual(drawn(whole, run));
  });

  it('holds little more than those glyphs: a fraction of the whole face', () => {
    expect(subset.length).toBeLessThan(DEVANAGARI.length / 4);
  });

  it('cannot draw a conjunct the text does not have', () => {
    const outlines = drawn(subsetFont, 'ज्ञ').map((glyph) => glyph.outline);

    expect(outlines).not.toEqual(drawn(whole, 'ज्ञ').map((glyph) => glyph.outline));
  });
});

describe('drawnText', () => {
  it('is the text of the first paint and the placeholders and values of its fields, not its styles', () => {
    const drawn = new JSDOM(
      '<h1 class="hero">नल &amp; बिजली</h1><input placeholder="खोजें" value="एसी"/><a aria-label="मुखपृष्ठ" href="/">घर</a><style>.नहीं{}</style>',
    ).window.document.body;

    expect(drawnText(drawn).split(/\s+/).filter(Boolean).sort()).toEqual(
      ['&', 'एसी', 'खोजें', 'घर', 'नल', 'बिजली'].sort(),
    );
  });
});

describe('runsOf', () => {
  it('is each stretch of the range’s letters once, split where another character stands', () => {
    const devanagari = inUnicodeRange('U+0900-097F, U+20B9');

    expect(runsOf('नल, नल ₹299 बिजली-नल', devanagari)).toEqual(['नल', '₹', 'बिजली']);
  });
});

describe('scriptFaces', () => {
  const css =
    '.a{color:red}@font-face{font-family:Noto Sans Telugu;font-style:normal;font-weight:700;font-display:swap;unicode-range:U+C00-C7F,U+200C-200D;src:local(Noto Sans Telugu Bold),local(NotoSansTelugu-Bold),url(/assets/noto-sans-telugu-700-x1.woff2)format("woff2")}@font-face{font-family:"Noto Sans Devanagari";font-weight:400;unicode-range:U+900-97F;src:url(/assets/d.woff2)}';

  it('reads the faces of one family from a built stylesheet', () => {
    expect(scriptFaces(css, 'Noto Sans Telugu')).toEqual([
      {
        family: 'Noto Sans Telugu',
        weight: '700',
        unicodeRange: 'U+C00-C7F,U+200C-200D',
        local: 'local(Noto Sans Telugu Bold),local(NotoSansTelugu-Bold)',
        url: '/assets/noto-sans-telugu-700-x1.woff2',
      },
    ]);
  });

  it('gives the first paint’s face the same weight, range and device copy, its own inline file, no fallback drawn meanwhile, and the whole face’s where that cannot be used', () => {
    const [face] = scriptFaces(css, 'Noto Sans Telugu');

    expect(firstPaintFaceRule(face!, 'data:font/woff2;base64,d09GMg==')).toBe(
      '@font-face{font-family:"Noto Sans Telugu First Paint";font-style:normal;font-weight:700;font-display:block;unicode-range:U+C00-C7F,U+200C-200D;src:local(Noto Sans Telugu Bold),local(NotoSansTelugu-Bold),url(data:font/woff2;base64,d09GMg==) format("woff2"),url(/assets/noto-sans-telugu-700-x1.woff2) format("woff2")}',
    );
  });
});
