import { createHash } from 'node:crypto';
import { firstPaintFamily } from './firstPaintFonts.ts';
import { SCRIPT_FONT } from '../../src/adapters/i18n/scriptFont.ts';
import { EARLY_INSTALL_PROMPT } from '../../src/adapters/worker/BrowserInstallPrompt.ts';

/** The id of the template holding a page's first paint in another language: `first-paint-hi`. */
export const FIRST_PAINT_TEMPLATE = 'first-paint-';
/** The id of the template holding the app's code: its module script and modulepreload links. */
export const APP_CODE_TEMPLATE = 'app-code';
/**
 * The longest a Hindi or Telugu page's first paint waits for its font (the device's own copy of
 * the script's font answers at once; elsewhere the page's subset of it downloads, 7 to 15 KB a
 * face): shown before, its letters would be drawn in a fallback and move when the font arrives.
 */
const FONT_WAIT_MS = 1000;

/**
 * How many of the app's code elements (its module script first, then the modulepreload links of
 * the page's code) go into <head> per task: each starts a request, 8 ms of the main thread at a
 * phone's speed (4× CPU); the cart's 27 in one task blocked it for 60 to 140 ms, four at a time
 * take about 30, two about 15.
 */
const APP_CODE_BATCH = 2;

/**
 * The first thing each page's HTML runs (inline in <head>, allowed by its hash in the CSP). Two
 * jobs, both so that the page's first paint waits for nothing but its own HTML:
 * - For a visitor whose language (stored under `lang`, else the browser's) is Hindi or Telugu, it
 *   sets <html lang>, hides the English first paint, starts loading the first paint's font (the
 *   page's subset of the script's font, firstPaintFonts.ts; it runs after the stylesheet, which
 *   declares it) and, once the page is parsed and that font is in (or FONT_WAIT_MS passed), puts
 *   in its place the page's first paint in that language, drawn at build time into a template of
 *   the same file.
 *   Same rules as `startingLanguage` in src/core/shared/language.ts; e2e tests hold both to them.
 * - It starts the app's code (the template `app-code`: its module script and the modulepreload
 *   links of the page's code) once the page is parsed and its first contentful paint is on screen
 *   (where the browser cannot say, after the next frame): fetched from <head>, that code competed
 *   with the first paint for the network and the main thread. It puts them in APP_CODE_BATCH at a
 *   time, a task each. For a Hindi or Telugu visitor it starts loading the whole script's font at
 *   the same moment: the app draws in it.
 * - It holds the browser's offer to install the app (`beforeinstallprompt`, which can come before
 *   the app's code has run) for the app's menu, instead of the browser's own banner
 *   (src/adapters/worker/BrowserInstallPrompt.ts).
 * Kept to ES5 and a few hundred bytes: every page carries it.
 */
export const FIRST_PAINT_SCRIPT = `(function(){var d=document,h=d.documentElement,l=null;try{l=localStorage.getItem('lang')}catch(e){}
addEventListener('beforeinstallprompt',function(e){e.preventDefault();window.${EARLY_INSTALL_PROMPT}=e});
if(l!=='en'&&l!=='hi'&&l!=='te'){l='en';var p=navigator.languages||[];for(var i=0;i<p.length;i++){var t=String(p[i]).toLowerCase().split('-')[0];if(t==='hi'||t==='te'){l=t;break}}}
var f=null,g=null;if(l!=='en'){h.lang=l+'-IN';h.className+=' first-paint-pending';var n=l==='hi'?${families('hi')}:${families('te')},x=l==='hi'?'\\u0915':'\\u0C15';
if(d.fonts&&d.fonts.load&&window.Promise){g=function(m){return Promise.all([d.fonts.load('400 1em "'+m+'"',x),d.fonts.load('700 1em "'+m+'"',x)])};f=g(n[1])}}
var shown=0,show=function(){if(shown)return;shown=1;var t=d.getElementById('${FIRST_PAINT_TEMPLATE}'+l),e=d.querySelector('#root > .first-paint');if(t&&e){e.innerHTML=t.innerHTML;d.title=t.getAttribute('data-title')}h.className=h.className.replace(' first-paint-pending','')};
var run=function(){if(g)g(n[0]).then(null,function(){});var c=d.getElementById('${APP_CODE_TEMPLATE}');if(!c)return;c.parentNode.removeChild(c);var k=[].slice.call(d.importNode(c.content,true).childNodes),i=0,next=function(){for(var e=i+${APP_CODE_BATCH};i<k.length&&i<e;i++)d.head.appendChild(k[i]);if(i<k.length)setTimeout(next,0)};next()};
d.addEventListener('DOMContentLoaded',function(){if(l!=='en'){if(f){f.then(show,show);setTimeout(show,${FONT_WAIT_MS})}else show()}var P=window.PerformanceObserver;
if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0)new P(function(e,o){if(e.getEntriesByName('first-contentful-paint').length){o.disconnect();run()}}).observe({type:'paint',buffered:true});
else requestAnimationFrame(function(){setTimeout(run,0)})})})();`;

/** A script font's family and its first paint's, as the script writes them: `["Noto Sans Telugu","Noto Sans Telugu First Paint"]`. */
function families(language: keyof typeof SCRIPT_FONT): string {
  const { family } = SCRIPT_FONT[language];
  return JSON.stringify([family, firstPaintFamily(family)]);
}

/** The CSP source that lets exactly this script run. */
export function firstPaintScriptHash(): string {
  return `'sha256-${createHash('sha256').update(FIRST_PAINT_SCRIPT).digest('base64')}'`;
}

/** Leaves the English first paint out (not even laid out) until the visitor's language replaces it. */
export const FIRST_PAINT_PENDING_STYLE = '.first-paint-pending #root > .first-paint{display:none}';
