/** Moves between screens. Presenters own this port; src/app implements it over the router. */
export interface Navigator {
  /** Shows the screen at `path` (may carry a query and a #anchor). */
  go(path: string, options?: { readonly replace?: boolean }): void;
  /** Loads `path` afresh, dropping everything held in memory (used after logout). */
  reload(path: string): void;
  /** Hands a link the app does not serve (e.g. `mailto:`) to the browser. */
  openExternal(url: string): void;
  /** Starts loading the code of the screen at `path`, because the customer is likely to go there. */
  prefetch(path: string): void;
}
