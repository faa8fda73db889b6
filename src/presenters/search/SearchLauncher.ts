import type { SearchPresenter } from './SearchPresenter';

/**
 * What a page holds of the search before its code is in: a way to get a field's presenter, which
 * downloads the search (its index, presenter and results) the first time a field is used.
 */
export class SearchLauncher {
  constructor(private readonly makePresenter: () => Promise<SearchPresenter>) {}

  /** A presenter for one search field; rejects when the search's code cannot be downloaded. */
  presenter(): Promise<SearchPresenter> {
    return this.makePresenter();
  }
}
