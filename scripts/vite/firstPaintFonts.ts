import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { firstPaintFamily } from '../../src/adapters/i18n/scriptFont.ts';

/**
 * The fonts a page's first paint in Hindi or Telugu is drawn in: for each face of the script's
 * font (Noto, 50 to 54 KB a face for Devanagari), a subset holding exactly the glyphs that page's
 * first paint is drawn with (7 to 15 KB). The first paint waits for its font (its letters would
 * move when it arrived), so every kilobyte of it came before the page's first contentful paint:
 * Hindi and Telugu pages painted 500 ms after English ones on slow 4G.
 *
 * Exactly: shaping Indic text substitutes glyphs (conjuncts, vowel signs' forms) in steps, so a
 * subset of the text's letters alone draws it wrongly, and one closed over every substitution
 * those letters might take part in is half the font again. Instead, HarfBuzz (the shaper Chromium
 * uses) shapes each run of the script's letters with the full face, every glyph of every step is
 * kept, and nothing else; then each run is shaped again with the subset, and the build fails
 * unless it draws the same outlines at the same positions. Such a subset draws only that text:
 * the first paint alone uses it, under its own family name, never the app. Each Hindi or Telugu
 * page carries its own inline (firstPaintStages.ts).
 */

/** A face the app's stylesheet declares for a script's font (src/views/styles/fonts.css), as built. */
export interface ScriptFace {
  readonly family: string;
  readonly weight: string;
  /** Its unicode-range, as written. */
  readonly unicodeRange: string;
  /** Its `local()` sources, as written: the device's own copy. */
  readonly local: string;
  /** Its file's address in the build. */
  readonly url: string;
}

/** The faces a stylesheet declares for `family`, in its order. */
export function scriptFaces(css: string, family: string): ScriptFace[] {
  return [...css.matchAll(/@font-face\s*\{([^}]*)\}/g)].flatMap(([, body = '']) => {
    const named = /font-family:\s*(["']?)([^;"']+)\1/.exec(body)?.[2];
    if (named !== family) return [];
    const weight = /font-weight:\s*(\d+)/.exec(body)?.[1] ?? '400';
    const unicodeRange = /unicode-range:\s*([^;]+)/.exec(body)?.[1]?.trim() ?? '';
    const src = /src:\s*([^;]+)/.exec(body)?.[1] ?? '';
    const local = [...src.matchAll(/local\([^)]*\)/g)].map(([source]) => source).join(',');
    const url = /url\(\s*(["']?)([^)"']+)\1\s*\)/.exec(src)?.[2];
    if (!url || !unicodeRange)
      throw new Error(`firstPaintFonts: a face of ${family} has no file or range`);
    return [{ family, weight, unicodeRange, local, url }];
  });
}

/**
 * The @font-face rule of a first paint's face of `face`, its file at `url` (inline, a `data:`
 * address). Nothing is drawn in a fallback meanwhile (`block`): the inline file is in as the page
 * is parsed, and letters drawn in another font would move when it came. Where it cannot be used,
 * the whole face, which the service worker keeps once the app has used it.
 */
export function firstPaintFaceRule(face: ScriptFace, url: string): string {
  const sources = [face.local, `url(${url}) format("woff2")`, `url(${face.url}) format("woff2")`]
    .filter(Boolean)
    .join(',');
  return `@font-face{font-family:"${firstPaintFamily(face.family)}";font-style:normal;font-weight:${face.weight};font-display:block;unicode-range:${face.unicodeRange};src:${sources}}`;
}

/**
 * The text a first paint (parsed) draws: each text node's, and the placeholders and values of its
 * fields. Not its other attributes (labels for screen readers, titles): those are never drawn in
 * the page's font. Each apart: a browser shapes each on its own.
 */
export function drawnText(drawn: Node): string {
  const texts: string[] = [];
  const visit = (node: Node): void => {
    if (node.nodeType === node.TEXT_NODE) texts.push(node.nodeValue ?? '');
    if (node.nodeType === node.ELEMENT_NODE) {
      const element = node as Element;
      if (element.localName === 'style' || element.localName === 'script') return;
      for (const field of ['placeholder', 'value']) texts.push(element.getAttribute(field) ?? '');
    }
    node.childNodes.forEach(visit);
  };
  visit(drawn);
  return texts.join(' ');
}

/** Whether a code point is in a CSS unicode-range (`U+0900-097F, U+20B9`). */
export function inUnicodeRange(unicodeRange: string): (codePoint: number) => boolean {
  const ranges = unicodeRange.split(',').map((part) => {
    const match = /^\s*U\+([0-9a-f]+)(?:-([0-9a-f]+))?\s*$/i.exec(part);
    if (!match?.[1]) throw new Error(`firstPaintFonts: cannot read the unicode-range ${part}`);
    const from = parseInt(match[1], 16);
    return [from, match[2] ? parseInt(match[2], 16) : from] as const;
  });
  return (codePoint) => ranges.some(([from, to]) => codePoint >= from && codePoint <= to);
}

/**
 * The runs of `text` a face draws: the longest stretches of its range's characters (a browser
 * draws the space between words in the Latin font, so each word is shaped on its own), each once.
 */
export function runsOf(text: string, inRange: (codePoint: number) => boolean): string[] {
  const runs = new Set<string>();
  let run = '';
  for (const character of text) {
    if (inRange(character.codePointAt(0) ?? 0)) run += character;
    else {
      if (run) runs.add(run);
      run = '';
    }
  }
  if (run) runs.add(run);
  return [...runs];
}

type HarfBuzz = typeof import('harfbuzzjs');
type Font = InstanceType<HarfBuzz['Font']>;

/** HarfBuzz's shaper, loaded once. */
let harfBuzz: Promise<HarfBuzz> | undefined;

/** HarfBuzz's subsetter (a WebAssembly module of its own in harfbuzzjs), loaded once. */
let subsetter: Promise<Subsetter> | undefined;

interface Subsetter {
  readonly memory: WebAssembly.Memory;
  malloc(size: number): number;
  free(pointer: number): void;
  hb_blob_create(data: number, length: number, mode: number, user: number, destroy: number): number;
  hb_blob_destroy(blob: number): void;
  hb_blob_get_data(blob: number, length: number): number;
  hb_blob_get_length(blob: number): number;
  hb_face_create(blob: number, index: number): number;
  hb_face_destroy(face: number): void;
  hb_face_reference_blob(face: number): number;
  hb_set_add(set: number, value: number): void;
  hb_subset_input_create_or_fail(): number;
  hb_subset_input_destroy(input: number): void;
  hb_subset_input_unicode_set(input: number): number;
  hb_subset_input_glyph_set(input: number): number;
  hb_subset_input_set_flags(input: number, flags: number): void;
  hb_subset_or_fail(face: number, input: number): number;
}

const HB_MEMORY_MODE_WRITABLE = 2;
/** Keep the given glyphs and no others the layout tables could substitute them with. */
const HB_SUBSET_FLAGS_NO_LAYOUT_CLOSURE = 0x200;

async function loadSubsetter(): Promise<Subsetter> {
  const file = createRequire(import.meta.url).resolve('harfbuzzjs/dist/harfbuzz-subset.wasm');
  const { instance } = await WebAssembly.instantiate(readFileSync(file));
  return instance.exports as unknown as Subsetter;
}

/** An sfnt font of exactly `glyphs` (their glyph ids renumbered) and `codePoints`' cmap entries. */
async function subsetGlyphs(
  font: Uint8Array,
  glyphs: Iterable<number>,
  codePoints: Iterable<number>,
): Promise<Uint8Array> {
  const hb = await (subsetter ??= loadSubsetter());
  const data = hb.malloc(font.length);
  new Uint8Array(hb.memory.buffer).set(font, data);
  const blob = hb.hb_blob_create(data, font.length, HB_MEMORY_MODE_WRITABLE, 0, 0);
  const face = hb.hb_face_create(blob, 0);
  hb.hb_blob_destroy(blob);
  const input = hb.hb_subset_input_create_or_fail();
  try {
    for (const codePoint of codePoints)
      hb.hb_set_add(hb.hb_subset_input_unicode_set(input), codePoint);
    for (const glyph of glyphs) hb.hb_set_add(hb.hb_subset_input_glyph_set(input), glyph);
    hb.hb_subset_input_set_flags(input, HB_SUBSET_FLAGS_NO_LAYOUT_CLOSURE);
    const subset = hb.hb_subset_or_fail(face, input);
    if (!subset) throw new Error('firstPaintFonts: HarfBuzz could not subset the font');
    const result = hb.hb_face_reference_blob(subset);
    const start = hb.hb_blob_get_data(result, 0);
    const bytes = new Uint8Array(hb.memory.buffer).slice(
      start,
      start + hb.hb_blob_get_length(result),
    );
    hb.hb_blob_destroy(result);
    hb.hb_face_destroy(subset);
    return bytes;
  } finally {
    hb.hb_subset_input_destroy(input);
    hb.hb_face_destroy(face);
    hb.free(data);
  }
}

/** A HarfBuzz buffer holding `run`, as a browser shapes it: its script guessed, its page's language. */
function bufferOf(hb: HarfBuzz, run: string, language: string) {
  const buffer = new hb.Buffer();
  buffer.addText(run);
  buffer.guessSegmentProperties();
  buffer.setLanguage(language);
  return buffer;
}

/** How a run is drawn: each glyph's outline and cluster, and its position. */
function drawing(hb: HarfBuzz, font: Font, run: string, language: string): string {
  const buffer = bufferOf(hb, run, language);
  hb.shape(font, buffer);
  const positions = buffer.getGlyphPositions();
  return JSON.stringify(
    buffer
      .getGlyphInfos()
      .map((glyph, index) => [font.glyphToPath(glyph.codepoint), glyph.cluster, positions[index]]),
  );
}

/** Every glyph shaping a run with `font` passes through, from the letters' own to the last form. */
function glyphsShaping(hb: HarfBuzz, font: Font, run: string, language: string): number[] {
  const buffer = bufferOf(hb, run, language);
  const steps = hb.shapeWithTrace(font, buffer, [], 0, hb.TracePhase.DONT_STOP);
  const glyphs = steps
    .filter((step) => step.glyphs)
    .flatMap((step) => (step.t as { g: number }[]).map((glyph) => glyph.g));
  return [...glyphs, ...buffer.getGlyphInfos().map((glyph) => glyph.codepoint)];
}

/** A script's face as HarfBuzz reads it, with what shaping each run with it gave (pages share most runs). */
interface FullFace {
  readonly sfnt: Uint8Array;
  readonly font: Font;
  readonly shaped: Map<string, { glyphs: number[]; drawing: string }>;
}

/** The faces read so far, by their WOFF2 file's content. */
const fullFaces = new Map<string, Promise<FullFace>>();

async function fullFace(hb: HarfBuzz, woff2: Uint8Array): Promise<FullFace> {
  const key = createHash('sha256').update(woff2).digest('hex');
  let face = fullFaces.get(key);
  if (!face) {
    face = import('wawoff2').then(async ({ decompress }) => {
      // A copy: wawoff2 answers with a view of its own memory, which its next call overwrites.
      const sfnt = (await decompress(woff2)).slice();
      const font = new hb.Font(new hb.Face(new hb.Blob(sfnt.slice().buffer)));
      return { sfnt, font, shaped: new Map() };
    });
    fullFaces.set(key, face);
  }
  return face;
}

/**
 * A WOFF2 subset of `woff2` (a script's face) that draws `runs` (in `language`, a BCP 47 tag)
 * exactly as the face does, and nothing else. Throws if it would draw any run otherwise.
 */
export function firstPaintFace(
  woff2: Uint8Array,
  runs: readonly string[],
  language: string,
): Promise<Uint8Array> {
  // Pages drawing the same text (the pages drawn as a shape: a header and a footer) share a subset.
  const key = createHash('sha256')
    .update(woff2)
    .update(JSON.stringify([language, [...runs].sort()]))
    .digest('hex');
  let subset = subsets.get(key);
  if (!subset) subsets.set(key, (subset = subsetFace(woff2, runs, language)));
  return subset;
}

const subsets = new Map<string, Promise<Uint8Array>>();

async function subsetFace(
  woff2: Uint8Array,
  runs: readonly string[],
  language: string,
): Promise<Uint8Array> {
  const hb = await (harfBuzz ??= import('harfbuzzjs'));
  const full = await fullFace(hb, woff2);
  const shaped = (run: string) => {
    const key = `${language} ${run}`;
    let result = full.shaped.get(key);
    if (!result) {
      result = {
        glyphs: glyphsShaping(hb, full.font, run, language),
        drawing: drawing(hb, full.font, run, language),
      };
      full.shaped.set(key, result);
    }
    return result;
  };
  const glyphs = new Set([0, ...runs.flatMap((run) => shaped(run).glyphs)]);
  const codePoints = new Set(runs.flatMap((run) => [...run].map((c) => c.codePointAt(0) ?? 0)));
  const subset = await subsetGlyphs(full.sfnt, glyphs, codePoints);
  const subsetFont = new hb.Font(new hb.Face(new hb.Blob(subset.slice().buffer)));
  for (const run of runs)
    if (drawing(hb, subsetFont, run, language) !== shaped(run).drawing)
      throw new Error(`firstPaintFonts: the first paint's subset would draw "${run}" otherwise`);
  const { compress } = await import('wawoff2');
  return (await compress(subset)).slice();
}
