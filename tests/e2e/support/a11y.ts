import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.0, 2.1 and 2.2, levels A and AA: what every screen and dialog state must meet. */
export const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Waits until no animation runs (dialogs fading in, toasts sliding): axe reads colours mid-fade otherwise. */
export async function untilAnimationsEnd(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
}

/** What `expectNoAxeViolations` audits. */
export interface AxeScope {
  /** A CSS selector: only that part of the page is audited (a page's own content, say). */
  readonly within?: string;
}

/**
 * Once animations have ended, axe finds no WCAG 2.2 A or AA violation, contrast included, on the
 * whole page as it is now (navbar and footer too), or only `within` a part of it.
 */
export async function expectNoAxeViolations(
  page: Page,
  screen: string,
  { within }: AxeScope = {},
): Promise<void> {
  await untilAnimationsEnd(page);
  const axe = new AxeBuilder({ page }).withTags(WCAG_22_AA);
  const results = await (within === undefined ? axe : axe.include(within)).analyze();
  const found = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(found, `${screen} has no WCAG 2.2 A/AA violations`).toEqual([]);
}

/**
 * WCAG 2.5.8 (target size, minimum) measured on the page: every visible control is at least
 * 24 × 24 px, or its 24 px circle touches no other control (the spacing exception), or it is a link
 * inside a sentence (the inline exception). Returns nothing; fails with the controls that miss.
 */
export async function expectTouchTargets(page: Page, screen: string): Promise<void> {
  const missing = await page.evaluate(() => {
    const selector =
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="menuitem"], [role="link"], [tabindex]:not([tabindex="-1"])';
    const isShown = (element: Element) => {
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      return (
        style.visibility !== 'hidden' &&
        style.display !== 'none' &&
        box.width > 1 &&
        box.height > 1 &&
        !element.closest('[aria-hidden="true"], [inert], .visually-hidden')
      );
    };
    // A link in running text: inline, inside a paragraph-like block that holds other text too.
    const isInline = (element: Element) => {
      if (getComputedStyle(element).display !== 'inline') return false;
      const block = element.closest('p, li, dd, address, label, legend, td');
      return (
        !!block &&
        (block.textContent ?? '').trim().length > (element.textContent ?? '').trim().length
      );
    };
    // While a modal dialog is open, only its controls can be reached.
    const modal = [...document.querySelectorAll('[aria-modal="true"]')].at(-1);
    // A "stretched" link (its ::after covers a positioned card) is as big as the card.
    const targetBox = (element: Element) => {
      const after = getComputedStyle(element, '::after');
      if (after.content !== 'none' && after.position === 'absolute') {
        let holder = element.parentElement;
        while (holder && getComputedStyle(holder).position === 'static')
          holder = holder.parentElement;
        if (holder) return holder.getBoundingClientRect();
      }
      return element.getBoundingClientRect();
    };
    const targets = [...document.querySelectorAll(selector)]
      .filter((element) => isShown(element) && (!modal || modal.contains(element)))
      .map((element) => {
        const box = targetBox(element);
        return { element, box, cx: box.x + box.width / 2, cy: box.y + box.height / 2 };
      });
    const small = targets.filter(
      (target) =>
        (target.box.width < 23.5 || target.box.height < 23.5) && !isInline(target.element),
    );
    const circleHits = (cx: number, cy: number, box: DOMRect) => {
      const x = Math.max(box.left, Math.min(cx, box.right));
      const y = Math.max(box.top, Math.min(cy, box.bottom));
      return Math.hypot(cx - x, cy - y) < 12;
    };
    const nested = (a: Element, b: Element) => a.contains(b) || b.contains(a);
    return small
      .filter((target) =>
        targets.some(
          (other) =>
            other !== target &&
            !nested(other.element, target.element) &&
            (circleHits(target.cx, target.cy, other.box) ||
              (small.includes(other) &&
                Math.hypot(target.cx - other.cx, target.cy - other.cy) < 24)),
        ),
      )
      .map(
        ({ element, box }) =>
          `<${element.tagName.toLowerCase()}> "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}" ${Math.round(box.width)}×${Math.round(box.height)}`,
      );
  });
  expect(missing, `${screen}: controls under 24 × 24 px too close to others`).toEqual([]);
}

/** Nothing is wider than the window: no sideways scrolling (WCAG 1.4.10 reflow at 320 px). */
export async function expectNoSidewaysScroll(page: Page, screen: string): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${screen} scrolls sideways by ${overflow}px`).toBeLessThanOrEqual(0);
}

/** The shell's polite live region, where status changes are announced. */
export function liveRegion(page: Page) {
  return page.getByRole('status', { name: 'Status updates' });
}
