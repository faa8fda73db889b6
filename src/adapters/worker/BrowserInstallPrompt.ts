/** Chromium's event (not in TypeScript's DOM types): the browser would install the app. */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
}

export interface InstallPromptEvents {
  readonly offered: (prompt: () => Promise<void>) => void;
  readonly withdrawn: () => void;
}

/**
 * Holds the browser's offer to install the app (`beforeinstallprompt`, Android's Chrome and other
 * Chromium browsers) instead of letting it show its own banner, so the app offers it once, quietly,
 * in its menu; forgets it once the app is installed.
 */
export function holdInstallPrompt(events: InstallPromptEvents): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    const offer = event as BeforeInstallPromptEvent;
    events.offered(() =>
      offer.prompt().then(
        () => undefined,
        () => undefined,
      ),
    );
  });
  window.addEventListener('appinstalled', () => events.withdrawn());
}
