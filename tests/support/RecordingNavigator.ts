import type { Navigator } from '../../src/presenters/Navigator';

/** Remembers where presenters went. */
export class RecordingNavigator implements Navigator {
  readonly visited: string[] = [];
  readonly reloaded: string[] = [];
  readonly external: string[] = [];
  readonly prefetched: string[] = [];

  go(path: string): void {
    this.visited.push(path);
  }

  reload(path: string): void {
    this.reloaded.push(path);
  }

  openExternal(url: string): void {
    this.external.push(url);
  }

  prefetch(path: string): void {
    this.prefetched.push(path);
  }

  get current(): string | undefined {
    return this.visited.at(-1);
  }
}
