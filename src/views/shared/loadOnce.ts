/**
 * Wraps a loader (usually a dynamic `import()`) so it runs once: the first success is remembered;
 * a failure (a chunk that did not download) is forgotten, so the next call tries again.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}
