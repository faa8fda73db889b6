import { makeAutoObservable } from 'mobx';
import type { InstallOffer } from './InstallOffer';
import { offlineMessages } from './offlineMessages';

/** The phone menu's "Install app", shown only while the browser offers to install it. */
export class InstallEntryPresenter {
  constructor(private readonly offer: InstallOffer) {
    makeAutoObservable(this);
  }

  get viewModel(): { readonly label: string } | undefined {
    return this.offer.available ? { label: offlineMessages.install } : undefined;
  }

  install(): void {
    void this.offer.install();
  }
}
