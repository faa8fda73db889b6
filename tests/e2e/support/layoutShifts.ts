import type { Page } from '@playwright/test';

/** One layout shift: its score, and what moved (element, class, its box before → after). */
export interface LayoutShift {
  readonly value: number;
  readonly moved: readonly string[];
}

declare global {
  interface Window {
    __layoutShifts?: LayoutShift[];
  }
}

/**
 * Starts recording the page's layout shifts (the browser's own `layout-shift` entries, those a
 * customer's input did not cause); call before the navigation to measure.
 */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    interface Shift extends PerformanceEntry {
      readonly value: number;
      readonly hadRecentInput: boolean;
      readonly sources: readonly {
        readonly node?: Node | null;
        readonly previousRect: DOMRectReadOnly;
        readonly currentRect: DOMRectReadOnly;
      }[];
    }
    const box = (rect: DOMRectReadOnly) =>
      [rect.x, rect.y, rect.width, rect.height].map(Math.round).join(',');
    const shifts: LayoutShift[] = [];
    window.__layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[])
        if (!entry.hadRecentInput)
          shifts.push({
            value: entry.value,
            moved: entry.sources.map(
              (source) =>
                `${source.node instanceof Element ? `${source.node.tagName}.${source.node.className}` : source.node?.nodeName} ${box(source.previousRect)} → ${box(source.currentRect)}`,
            ),
          });
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The page's layout shifts so far. */
export async function layoutShifts(page: Page): Promise<LayoutShift[]> {
  return page.evaluate(() => window.__layoutShifts ?? []);
}
