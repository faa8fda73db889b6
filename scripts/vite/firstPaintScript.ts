import { createHash } from 'node:crypto';

/** The id of the template holding a page's first paint in another language: `first-paint-hi`. */
export const FIRST_PAINT_TEMPLATE = 'first-paint-';
/** The id of the template holding the app's code: its module script and modulepreload links. */
export const APP_CODE_TEMPLATE = 'app-code';

/**
 * The first thing each page's HTML runs (inline in <head>, allowed by its hash in the CSP). Two
 * jobs, both so that the page's first paint waits for nothing but its own HTML:
 * - For a visitor whose language (stored under `lang`, else the browser's) is Hindi or Telugu, it
 *   sets <html lang>, hides the English first paint and, once the page is parsed, puts in its place
 *   the page's first paint in that language, drawn at build time into a template of the same file.
 *   Same rules as `startingLanguage` in src/core/shared/language.ts; e2e tests hold both to them.
 * - It starts the app's code (the template `app-code`: its module script and the modulepreload
 *   links of the page's code) once the page is parsed and its first contentful paint is on screen
 *   (where the browser cannot say, after the next frame): fetched from <head>, that code competed
 *   with the first paint for the network and the main thread.
 * Kept to ES5 and a few hundred bytes: every page carries it.
 */
export const FIRST_PAINT_SCRIPT = `(function(){var d=document,h=d.documentElement,l=null;try{l=localStorage.getItem('lang')}catch(e){}
if(l!=='en'&&l!=='hi'&&l!=='te'){l='en';var p=navigator.languages||[];for(var i=0;i<p.length;i++){var t=String(p[i]).toLowerCase().split('-')[0];if(t==='hi'||t==='te'){l=t;break}}}
if(l!=='en'){h.lang=l+'-IN';h.className+=' first-paint-pending'}
var show=function(){var f=d.getElementById('${FIRST_PAINT_TEMPLATE}'+l),e=d.querySelector('#root > .first-paint');if(f&&e){e.innerHTML=f.innerHTML;d.title=f.getAttribute('data-title')}h.className=h.className.replace(' first-paint-pending','')};
var run=function(){var c=d.getElementById('${APP_CODE_TEMPLATE}');if(c){d.head.appendChild(d.importNode(c.content,true));c.parentNode.removeChild(c)}};
d.addEventListener('DOMContentLoaded',function(){if(l!=='en')show();var P=window.PerformanceObserver;
if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0)new P(function(e,o){if(e.getEntriesByName('first-contentful-paint').length){o.disconnect();run()}}).observe({type:'paint',buffered:true});
else requestAnimationFrame(function(){setTimeout(run,0)})})})();`;

/** The CSP source that lets exactly this script run. */
export function firstPaintScriptHash(): string {
  return `'sha256-${createHash('sha256').update(FIRST_PAINT_SCRIPT).digest('base64')}'`;
}

/** Leaves the English first paint out (not even laid out) until the visitor's language replaces it. */
export const FIRST_PAINT_PENDING_STYLE = '.first-paint-pending #root > .first-paint{display:none}';
