import type { Connection } from '../../presenters/shell/Connection';

/** `navigator.onLine` and the window's `online` and `offline` events. */
export class BrowserConnection implements Connection {
  get online(): boolean {
    return window.navigator.onLine;
  }

  subscribe(listener: () => void): () => void {
    window.addEventListener('online', listener);
    window.addEventListener('offline', listener);
    return () => {
      window.removeEventListener('online', listener);
      window.removeEventListener('offline', listener);
    };
  }
}
