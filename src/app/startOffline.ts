import type { Container } from 'inversify';
import { holdInstallPrompt } from '../adapters/worker/BrowserInstallPrompt';
import { registerAppWorker } from '../adapters/worker/WorkboxAppWorker';
import { Features } from '../presenters/Features';
import { AppUpdate } from '../presenters/offline/AppUpdate';
import { InstallOffer } from '../presenters/offline/InstallOffer';
import { resolve } from './binding';
import { TOKENS } from './tokens';

/**
 * After the app's first drawing (src/app/main.tsx): binds the `offline` feature, holds the
 * browser's offer to install the app for the menu, and registers the service worker, so that
 * nothing of it competes with the first load.
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
  registerAppWorker({
    newVersionWaits: (takeOver) => update.newVersionWaits(takeOver),
    reload: () => navigator.reload(location.pathname + location.search + location.hash),
  });
}
