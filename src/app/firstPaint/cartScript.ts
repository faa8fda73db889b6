import { CART_KEY, parseStoredCart } from '../../adapters/storage/storedCart';
import type { CartItem } from '../../core/cart/CartItem';
import { LANGUAGES, PAGE_LANG, speakThrough, type Language } from '../../core/shared/language';
import { cartLineView, cartTotalsView } from '../../presenters/cart/cartView';
import {
  cartWords,
  fillSlots,
  LINE_SLOTS,
  slotValues,
  TOTALS_SLOTS,
  type DrawnCartWords,
} from './cartSlots';
import { cartTemplateId, FIRST_PAINT } from './pageParts';

/**
 * The cart page's second inline script, right after its first paint (so it runs before the page
 * is drawn), bundled by the build (scripts/vite/inlineScripts.ts): when the device stores a cart,
 * it puts the cart page in place of the page's shape (what <main> holds), in the page's language
 * (its file's: <html lang>). It reads the cart as the app's store does
 * (storedCart.ts: a cart the app would discard leaves the shape) and makes its view as the app's
 * presenter does (cartView.ts), in the words the build drew into the page (cartSlots.ts); the
 * markup is the views', drawn with slots, a copy of the line (the list item with the option's
 * name in it) for each stored line. Why: the
 * lines are the cart's largest content, and the app's code that draws them takes 3.3 s to arrive
 * on slow 4G, against the first paint's 0.9.
 */
function drawStoredCart(): void {
  const language = LANGUAGES.find((each) => PAGE_LANG[each] === document.documentElement.lang);
  if (!language) return;
  const drawn = cartTemplate(language);
  const items = storedCart();
  const main = document.querySelector(`${FIRST_PAINT} main`);
  if (!drawn || !items?.length || !main) return;
  speakThrough({ language: () => language, say: () => undefined });
  const words = cartWords(JSON.parse(drawn.dataset.words ?? '') as DrawnCartWords);
  const page = fill(
    document.importNode(drawn.content, true),
    slotValues(TOTALS_SLOTS, cartTotalsView(items, words.totals)),
  );
  const line = [...page.querySelectorAll('li')].find((each) =>
    each.textContent?.includes(LINE_SLOTS.optionName),
  );
  if (!line) return;
  for (const item of items)
    line.before(fill(line.cloneNode(true), slotValues(LINE_SLOTS, cartLineView(item, words.line))));
  line.remove();
  main.textContent = '';
  main.append(page);
}

function cartTemplate(language: Language): HTMLTemplateElement | undefined {
  const template = document.getElementById(cartTemplateId(language));
  return template instanceof HTMLTemplateElement ? template : undefined;
}

function storedCart(): CartItem[] | undefined {
  try {
    const raw = localStorage.getItem(CART_KEY);
    return raw === null ? undefined : parseStoredCart(raw);
  } catch {
    return undefined;
  }
}

/**
 * `node` with every slot in its text and attributes filled, as text. An element whose whole text
 * is the slot of a value the view leaves out (a line without a description) goes, as the view
 * draws no element for it.
 */
function fill<N extends Node>(node: N, values: Readonly<Record<string, string | undefined>>): N {
  if (node.nodeType === Node.TEXT_NODE) {
    const text = node.nodeValue ?? '';
    if (text in values && values[text] === undefined) node.parentElement?.remove();
    else node.nodeValue = fillSlots(text, values);
    return node;
  }
  if (node instanceof Element)
    for (const attribute of node.attributes) attribute.value = fillSlots(attribute.value, values);
  for (const child of [...node.childNodes]) fill(child, values);
  return node;
}

drawStoredCart();
