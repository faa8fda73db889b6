import { createHash } from 'node:crypto';
import { CART_SLOT_PATTERN, CART_SLOTS } from '../../src/app/cartSlots.ts';
import { CART_KEY } from '../../src/adapters/storage/LocalStorageCartStore.ts';
import { GST_PERCENT } from '../../src/core/cart/gstPricing.ts';
import { FIRST_PAINT_TEMPLATE } from './firstPaintScript.ts';

/**
 * The id of the template holding the cart page drawn with slots in one language: `cart-slots-hi`.
 * Its attributes carry what the script chooses between (renderCartSlots in src/app/prerender.tsx).
 */
export const CART_SLOTS_TEMPLATE = 'cart-slots-';

/** Each slot as the script writes it: `'\uE001'`, an escape (the script's text stays ASCII). */
const S = Object.fromEntries(
  Object.entries(CART_SLOTS).map(([name, slot]) => [
    name,
    `\\u${slot.charCodeAt(0).toString(16).toUpperCase()}`,
  ]),
) as Record<keyof typeof CART_SLOTS, string>;

/**
 * The cart page's second inline script, right after its first paint (so it runs before the page
 * is drawn): when the device stores a cart, it puts the cart page in place of the page's shape
 * (what <main> holds), in the visitor's language (the first-paint script has set <html lang> by
 * then), made from the build's drawing with slots: each stored line a copy of its one line, every
 * slot filled as text. The stored cart is checked as the app checks it (LocalStorageCartStore): a
 * cart the app would discard leaves the shape. Money as the app computes and formats it (Money.ts,
 * gstPricing.ts); the e2e tests hold the two drawings to each other, line by line and total by
 * total. Why: the lines are the cart's largest content, and the app's code that draws them takes
 * 3.3 s to arrive on slow 4G, against the first paint's 0.9.
 */
export const CART_FIRST_PAINT_SCRIPT = `(function(){var d=document,l=d.documentElement.lang.split('-')[0],t=d.getElementById('${CART_SLOTS_TEMPLATE}'+l),c=null,i,e;
if(!t||!window.Intl||!Intl.PluralRules)return;try{c=JSON.parse(localStorage.getItem('${CART_KEY}'))}catch(x){return}
if(!(c instanceof Array)||!c.length)return;var n=function(v){return typeof v==='number'&&v%1===0&&v>0},s=function(v){return v==null||typeof v==='string'},ids={};
for(i=0;i<c.length;i++){e=c[i];if(!e||typeof e!=='object'||e instanceof Array||!n(e.Service_Option_Id)||ids[e.Service_Option_Id]||!(e.serviceId==null||n(e.serviceId))||!s(e.serviceName)||typeof e.serviceOptionName!=='string'||!s(e.serviceOptionDescription)||!(e.serviceOptionPrice==null||typeof e.serviceOptionPrice==='number'&&isFinite(e.serviceOptionPrice)&&e.serviceOptionPrice>=0)||!s(e.serviceOptionIcon)||!n(e.quantity))return;ids[e.Service_Option_Id]=1}
var a=function(k){return t.getAttribute('data-'+k)||''},loc=a('locale'),m=new Intl.NumberFormat(loc,{style:'currency',currency:'INR'}),money=function(p){return m.format(p/100)},R=/${CART_SLOT_PATTERN}/g,
put=function(x,v){return x.replace(R,function(k){return v.hasOwnProperty(k)?v[k]:k})},
fill=function(o,v){if(o.nodeType===3){if(o.nodeValue==='${S.description}'&&v['${S.description}']===''){o.parentNode.parentNode.removeChild(o.parentNode);return}o.nodeValue=put(o.nodeValue,v);return}
for(var j=0,at=o.attributes||[];j<at.length;j++){var y=put(at[j].value,v);if(y!==at[j].value)at[j].value=y}for(var k=o.firstChild,z;k;k=z){z=k.nextSibling;fill(k,v)}};
var f=t.content.cloneNode(true),ls=f.querySelectorAll('.cart-line'),p=ls[0],u=p&&p.parentNode,sub=0,units=0,v={},w,q,pr;if(!u)return;
for(i=0;i<ls.length;i++)u.removeChild(ls[i]);for(i=0;i<c.length;i++){sub+=Math.round((c[i].serviceOptionPrice||0)*100)*c[i].quantity;units+=c[i].quantity}
var tax=Math.floor((sub*${GST_PERCENT}+50)/100);v['${S.units}']=new Intl.NumberFormat(loc).format(units);v['${S.total}']=money(sub+tax);v['${S.subtotal}']=money(sub);v['${S.tax}']=money(tax);
v['${S.headline}']=put(a('headline-'+(new Intl.PluralRules(loc).select(units)==='one'?'one':'other')),v);fill(f,v);
for(i=0;i<c.length;i++){e=c[i];q=e.quantity;pr=Math.round((e.serviceOptionPrice||0)*100);w={};w['${S.optionName}']=e.serviceOptionName;
w['${S.serviceName}']=e.serviceName&&e.serviceName.trim()?e.serviceName:a('service');w['${S.description}']=e.serviceOptionDescription||'';w['${S.unitPrice}']=money(pr);w['${S.quantity}']=String(q);w['${S.lineTotal}']=money(pr*q);
w['${S.decreaseLabel}']=put(a(q>1?'decrease-more':'decrease-last'),w);var li=p.cloneNode(true);fill(li,w);u.appendChild(li)}
var r=l==='en'?d.querySelector('#root > .first-paint main'):(r=d.getElementById('${FIRST_PAINT_TEMPLATE}'+l))&&r.content.querySelector('main');if(!r)return;r.innerHTML='';r.appendChild(f)})();`;

/** The CSP source that lets exactly this script run. */
export function cartFirstPaintScriptHash(): string {
  return `'sha256-${createHash('sha256').update(CART_FIRST_PAINT_SCRIPT).digest('base64')}'`;
}
