import type { Navigator } from '../../src/presenters/Navigator';

/** Remembers where presenters went. */
export class RecordingNavigator implements Navigator {
  readonly visited: string[] = [];
  readonly reloaded: string[] = [];

  go(path: string): void {
    this.visited.push(path);
  }

  reload(path: string): void {
    this.reloaded.push(path);
  }

  get current(): string | undefined {
    return this.visited.at(-1);
  }
}
