import type { Container } from 'inversify';
import { reaction } from 'mobx';
import { holdInstallPrompt } from '../adapters/worker/BrowserInstallPrompt';
import { registerAppWorker } from '../adapters/worker/WorkboxAppWorker';
import { Features } from '../presenters/Features';
import { AppUpdate } from '../presenters/offline/AppUpdate';
import { InstallOffer } from '../presenters/offline/InstallOffer';
import { LanguagePresenter } from '../presenters/shell/LanguagePresenter';
import { resolve } from './binding';
import { TOKENS } from './tokens';

/**
 * After the app's first drawing (src/app/main.tsx): binds the `offline` feature, holds the
 * browser's offer to install the app for the menu, and registers the service worker, so that
 * nothing of it competes with the first load. The worker hears the language spoken, now and at
 * each switch, and keeps that language's pages.
 */
export async function startOffline(container: Container): Promise<void> {
  await container.get(Features).load('offline');
  const offer = resolve(container, InstallOffer);
  holdInstallPrompt({
    offered: (prompt) => offer.offered(prompt),
    withdrawn: () => offer.withdrawn(),
  });
  const update = resolve(container, AppUpdate);
  const navigator = resolve(container, TOKENS.navigator);
  const worker = registerAppWorker({
    newVersionWaits: (takeOver) => update.newVersionWaits(takeOver),
    reload: () => navigator.reload(location.pathname + location.search + location.hash),
  });
  const language = resolve(container, LanguagePresenter);
  reaction(() => language.language, worker.speaks, { fireImmediately: true });
}
