import { inLanguage, languageOfAddress } from '../presenters/languageAddress';
import type { Navigator } from '../presenters/Navigator';

type NavigateFunction = (path: string, options?: { replace?: boolean }) => void | Promise<void>;

/**
 * The presenters' `Navigator` over react-router: the router hands over its navigate function and
 * the page prefetcher once it is mounted; until then, and for `reload`, the browser's location
 * is used.
 */
export class RouterNavigator implements Navigator {
  private navigate: NavigateFunction | undefined;
  private prefetcher: ((path: string) => void) | undefined;

  constructor(private readonly location: Pick<Location, 'assign' | 'pathname'>) {}

  attach(navigate: NavigateFunction, prefetcher: (path: string) => void): () => void {
    this.navigate = navigate;
    this.prefetcher = prefetcher;
    return () => {
      if (this.navigate === navigate) this.navigate = undefined;
      if (this.prefetcher === prefetcher) this.prefetcher = undefined;
    };
  }

  go(path: string, options?: { readonly replace?: boolean }): void {
    if (this.navigate) void this.navigate(path, options?.replace ? { replace: true } : undefined);
    else this.location.assign(this.here(path));
  }

  reload(path: string): void {
    this.location.assign(this.here(path));
  }

  openExternal(url: string): void {
    this.location.assign(url);
  }

  prefetch(path: string): void {
    this.prefetcher?.(path);
  }

  /** `path` at the address of the language open (it may already be in it). */
  private here(path: string): string {
    return inLanguage(onThisSite(path), languageOfAddress(this.location.pathname));
  }
}

/**
 * `path` as an address of this site: a path that starts with two slashes (or a backslash, which
 * browsers read as one) would name another host (`//evil.example/about`), so they fold into one.
 */
export function onThisSite(path: string): string {
  return `/${path.replace(/^[/\\]+/, '')}`;
}
