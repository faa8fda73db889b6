import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { Catalogue, WalkCatalogue } from '../../core/catalog/WalkCatalogue';
import type { CatalogCache } from './CatalogCache';
import { figureMessages } from '../../core/catalog/figureMessages';

export interface CatalogueFiguresViewModel {
  readonly status: 'loading' | 'ready' | 'unavailable';
  /** The figures, formatted: "6", with what each counts. */
  readonly figures: readonly { readonly label: string; readonly value: string }[];
  /** Where the figures come from, or why there are none. */
  readonly note: string;
}

/**
 * The about page's counters (SPEC §2): figures the app really knows, counted from the catalogue
 * it offers: kinds of work, services, and options with their prices.
 */
export class CatalogueFiguresPresenter {
  private catalogue: Catalogue | 'loading' | 'unavailable' = 'loading';

  constructor(
    private readonly walkCatalogue: WalkCatalogue,
    private readonly cache: CatalogCache,
  ) {
    const kept = cache.catalogueIn(cache.language());
    if (kept) this.catalogue = kept;
    makeAutoObservable<CatalogueFiguresPresenter, 'catalogue'>(this, {
      catalogue: observableRef,
    });
  }

  get viewModel(): CatalogueFiguresViewModel {
    const catalogue = this.catalogue;
    if (catalogue === 'loading' || catalogue === 'unavailable')
      return {
        status: catalogue,
        figures: [],
        note: catalogue === 'loading' ? figureMessages.counting : figureMessages.unavailable,
      };
    const count = new Intl.NumberFormat('en-IN');
    return {
      status: 'ready',
      figures: [
        {
          label: figureMessages.kinds,
          value: count.format(catalogue.categories.filter((each) => each.hasServices).length),
        },
        {
          label: figureMessages.services,
          value: count.format(catalogue.services.filter((each) => each.hasOptions).length),
        },
        { label: figureMessages.options, value: count.format(catalogue.options.length) },
      ],
      note: figureMessages.source,
    };
  }

  /** Counts the catalogue, once a session. */
  async load(): Promise<void> {
    const language = this.cache.language();
    const kept = this.cache.catalogueIn(language);
    if (kept) {
      this.catalogue = kept;
      return;
    }
    const walked = await this.walkCatalogue.execute();
    runInAction(() => {
      if (!walked.ok) {
        this.catalogue = 'unavailable';
        return;
      }
      if (walked.value.missingParts === 0) this.cache.keepCatalogue(language, walked.value);
      this.catalogue = walked.value;
    });
  }
}
