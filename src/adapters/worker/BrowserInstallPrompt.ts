/** Chromium's event (not in TypeScript's DOM types): the browser would install the app. */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
}

/**
 * Where each page's first script (src/app/firstPaint/pageScript.ts) keeps an offer the browser
 * made before the app's code ran: on a repeat visit it can come that early.
 */
export const EARLY_INSTALL_PROMPT = 'gharsevaInstallPrompt';

export interface InstallPromptEvents {
  readonly offered: (prompt: () => Promise<void>) => void;
  readonly withdrawn: () => void;
}

/**
 * Holds the browser's offer to install the app (`beforeinstallprompt`, Android's Chrome and other
 * Chromium browsers) instead of letting it show its own banner, so the app offers it once, quietly,
 * in its menu: the one made before the app started, and any later; forgets it once the app is
 * installed.
 */
export function holdInstallPrompt(events: InstallPromptEvents): void {
  const hold = (event: Event) => {
    event.preventDefault();
    const offer = event as BeforeInstallPromptEvent;
    events.offered(() =>
      offer.prompt().then(
        () => undefined,
        () => undefined,
      ),
    );
  };
  const early = (window as unknown as Record<string, Event | undefined>)[EARLY_INSTALL_PROMPT];
  if (early) hold(early);
  window.addEventListener('beforeinstallprompt', hold);
  window.addEventListener('appinstalled', () => events.withdrawn());
}
