import { makeAutoObservable, observableRef } from 'mobx';

/**
 * The browser's offer to install the app on the home screen (Android's `beforeinstallprompt`),
 * held for the phone menu's "Install app": never shown on its own.
 */
export class InstallOffer {
  /** Asks the browser to show its install dialog; set while the browser offers it. */
  private prompt: (() => Promise<void>) | undefined = undefined;

  constructor() {
    makeAutoObservable<this, 'prompt'>(this, { prompt: observableRef });
  }

  get available(): boolean {
    return this.prompt !== undefined;
  }

  offered(prompt: () => Promise<void>): void {
    this.prompt = prompt;
  }

  /** Installed (elsewhere too): nothing to offer any more. */
  withdrawn(): void {
    this.prompt = undefined;
  }

  /** The browser's dialog; its offer is good once, whatever the customer answers. */
  async install(): Promise<void> {
    const prompt = this.prompt;
    this.prompt = undefined;
    await prompt?.();
  }
}
