import type { Navigator } from '../presenters/Navigator';

type NavigateFunction = (path: string, options?: { replace?: boolean }) => void | Promise<void>;

/**
 * The presenters' `Navigator` over react-router: the router hands its navigate function over
 * once it exists; until then, and for `reload`, the browser's location is used.
 */
export class RouterNavigator implements Navigator {
  private navigate: NavigateFunction | undefined;

  constructor(private readonly location: Pick<Location, 'assign'>) {}

  attach(navigate: NavigateFunction): void {
    this.navigate = navigate;
  }

  go(path: string, options?: { readonly replace?: boolean }): void {
    if (this.navigate) void this.navigate(path, options?.replace ? { replace: true } : undefined);
    else this.location.assign(path);
  }

  reload(path: string): void {
    this.location.assign(path);
  }

  openExternal(url: string): void {
    this.location.assign(url);
  }
}
