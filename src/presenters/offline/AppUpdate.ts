import { makeAutoObservable, observableRef } from 'mobx';

/**
 * A newer version of the app that the phone has downloaded and that waits for the customer: it
 * never takes over on its own. The service worker's adapter (src/adapters/worker) reports it.
 */
export class AppUpdate {
  /** Switches to the new version and loads the page again; set while one waits. */
  takeOver: (() => void) | undefined = undefined;

  constructor() {
    makeAutoObservable(this, { takeOver: observableRef });
  }

  newVersionWaits(takeOver: () => void): void {
    this.takeOver = takeOver;
  }
}
