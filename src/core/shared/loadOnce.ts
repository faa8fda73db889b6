/** A load that runs once (see `loadOnce`). */
export interface Once<T> {
  /** The load under way or done; after a failed one, a new attempt. */
  (): Promise<T>;
  /**
   * The latest attempt, a failed one too; undefined before the first. React's `use` must be given
   * the failed attempt again to throw it to the error boundary, rather than a new one to wait for.
   */
  latest(): Promise<T> | undefined;
}

/**
 * Wraps a loader (usually a dynamic `import()`) so it runs once: the first success is remembered;
 * a failure (a chunk that did not download) is not, so the next call tries again. The one way the
 * app loads anything once: a page's code, a feature's bindings, a backend's gateways.
 */
export function loadOnce<T>(load: () => Promise<T>): Once<T> {
  let latest: Promise<T> | undefined;
  let failed = false;
  const once = () => {
    if (latest === undefined || failed) {
      const attempt = load();
      latest = attempt;
      failed = false;
      attempt.catch(() => {
        if (latest === attempt) failed = true;
      });
    }
    return latest;
  };
  return Object.assign(once, { latest: () => latest });
}
