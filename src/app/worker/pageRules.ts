/**
 * One address (or `/service/*`, every address under one) and the page file that serves it, with
 * the status it is served with: the rules of `_redirects`, which the build writes from the route
 * table (scripts/vite/hostRewrites.ts) and the service worker follows offline.
 */
export interface PageRule {
  readonly from: string;
  readonly to: string;
  readonly status: number;
}

/** Whether `path` is an address of `from` (a trailing slash is the same address). */
export function matches(from: string, path: string): boolean {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return from.endsWith('/*')
    ? trimmed.startsWith(from.slice(0, -1)) || trimmed === from.slice(0, -2)
    : trimmed === from;
}

/** The rule that serves `path`, as a host reads `_redirects`: the first that matches. */
export function pageFor(rules: readonly PageRule[], path: string): PageRule | undefined {
  return rules.find((rule) => matches(rule.from, path));
}
