import { createHash } from 'node:crypto';

/** Where the build writes a page's first paint in another language: `/first-paint/hi/cart.json`. */
export const FIRST_PAINT_DIR = 'first-paint';

/**
 * The first thing each page's HTML runs (inline in <head>, before anything is drawn). For a
 * visitor whose language (stored under `lang`, else the browser's) is Hindi or Telugu, it sets
 * <html lang>, hides the English first paint and puts in its place the page's first paint drawn in
 * that language at build time, fetched at once beside the app's code and shown as soon as the page
 * is parsed (not at DOMContentLoaded, which waits for the app's code). The app then takes over as
 * for English. Same rules as `startingLanguage` in src/core/shared/language.ts; e2e tests hold
 * both to them. Kept to ES5 and a few hundred bytes: every page carries it.
 */
export const FIRST_PAINT_LANGUAGE_SCRIPT = `(function(){var l=null;try{l=localStorage.getItem('lang')}catch(e){}
if(l!=='en'&&l!=='hi'&&l!=='te'){l='en';var p=navigator.languages||[];for(var i=0;i<p.length;i++){var t=String(p[i]).toLowerCase().split('-')[0];if(t==='hi'||t==='te'){l=t;break}}}
if(l==='en')return;var d=document.documentElement,s=document.currentScript;d.lang=l+'-IN';d.className+=' first-paint-pending';
var done=function(){d.className=d.className.replace(' first-paint-pending','')};
fetch(s.getAttribute('data-base')+l+'/'+s.getAttribute('data-page')+'.json').then(function(r){if(!r.ok)throw r;return r.json()}).then(function(f){
var put=function(){var e=document.querySelector('#root > .first-paint');if(e){e.innerHTML=f.markup;document.title=f.title;done()}else if(document.readyState==='loading')setTimeout(put,5);else done()};put()})['catch'](done)})();`;

/** The CSP source that lets exactly this script run. */
export function firstPaintLanguageHash(): string {
  return `'sha256-${createHash('sha256').update(FIRST_PAINT_LANGUAGE_SCRIPT).digest('base64')}'`;
}

/** Hides the English first paint while the visitor's language is on its way. */
export const FIRST_PAINT_PENDING_STYLE =
  '.first-paint-pending #root > .first-paint{visibility:hidden}';
