import { makeAutoObservable } from 'mobx';
import { priceWithGst } from '../../core/cart/gstPricing';
import { MOST_ASKED_SEARCHES } from '../../core/search/mostAsked';
import type { SearchHit } from '../../core/search/SearchHit';
import { searchMessages } from '../../core/search/searchMessages';
import { messages } from '../../core/shared/messages';
import { formatMoney } from '../../core/shared/Money';
import { safeImageUrl } from '../../core/shared/safeImageUrl';
import { links } from '../links';
import type { Navigator } from '../Navigator';
import type { SearchIndex } from './SearchIndex';

/** At most this many results: a phone's screen above its keyboard. */
const RESULTS = 8;

export interface SearchResultView {
  /** Unique among the results ("o34" for option 34): the option element's id is made from it. */
  readonly key: string;
  readonly name: string;
  /** What it is: "Option". */
  readonly kind: string;
  /** Where it sits: "Air Conditioning & Heating › Split AC"; empty for a category. */
  readonly path: string;
  /** An option's price: "₹706.82 with GST". */
  readonly price?: string;
  /** Its service's picture, when it has a safe one. */
  readonly icon?: string;
}

export interface SearchViewModel {
  readonly text: string;
  /** Whether the list of results is showing. */
  readonly expanded: boolean;
  readonly results: readonly SearchResultView[];
  /** Over the results when they are the most asked-for services, not what was typed. */
  readonly heading?: string;
  /** The key of the result the arrows are on. */
  readonly active?: string;
  /** "Nothing found for “xyz”." and what to try instead. */
  readonly nothingFound?: { readonly message: string; readonly hint: string };
  /** How far the index is, or what it is missing: a quiet line under the results. */
  readonly note?: string;
  /** The link to every service, with nothing found. */
  readonly allServices?: { readonly label: string; readonly href: string };
  /** What a screen reader hears when the results change: "5 results". */
  readonly announcement: string;
}

/**
 * One search field (SPEC: search, DESIGN.md): what is typed, the results from the session's
 * index as it fills, the result the arrow keys are on, and where picking one goes: a category to
 * its services, a service to its options dialog, an option to that dialog with it in view.
 */
export class SearchPresenter {
  private text = '';
  private expanded = false;
  private activeIndex = -1;

  constructor(
    private readonly index: SearchIndex,
    private readonly navigator: Navigator,
  ) {
    makeAutoObservable(this);
  }

  get viewModel(): SearchViewModel {
    const hits = this.shown;
    const results = hits.map(resultView);
    const typed = this.text.trim();
    const status = this.index.status;
    const nothingFound = typed !== '' && this.found.length === 0 && status === 'ready';
    const active = this.activeIndex >= 0 ? results[this.activeIndex]?.key : undefined;
    return {
      text: this.text,
      expanded:
        this.expanded && (results.length > 0 || nothingFound || this.note.note !== undefined),
      results,
      ...(this.suggesting && results.length > 0 ? { heading: searchMessages.mostAsked } : {}),
      ...(active ? { active } : {}),
      ...(nothingFound
        ? {
            nothingFound: {
              message: searchMessages.nothingFound(typed),
              hint: searchMessages.nothingFoundHint,
            },
            allServices: { label: searchMessages.allServices, href: links.services },
          }
        : {}),
      ...this.note,
      announcement: this.announcement(nothingFound, results.length),
    };
  }

  /** The field has the focus: the index starts (or reads again what it missed), the list shows. */
  focus(): void {
    this.expanded = true;
    void this.index.build();
  }

  type(text: string): void {
    this.text = text;
    this.expanded = true;
    this.activeIndex = -1;
  }

  /**
   * A key pressed in the field (the combobox pattern): Down and Up move, Enter opens the chosen
   * result, Escape closes the list. Whether the key was used.
   */
  press(key: string): boolean {
    if (key === 'ArrowDown' || key === 'ArrowUp') {
      this.move(key === 'ArrowDown' ? 1 : -1);
      return true;
    }
    if (key === 'Enter') return this.pick();
    return key === 'Escape' && this.escape();
  }

  /** Down (+1) or Up (-1): to the next result, round from the last to the first. */
  move(step: 1 | -1): void {
    const count = this.shown.length;
    if (!this.expanded) {
      this.expanded = true;
      this.activeIndex = step > 0 ? 0 : count - 1;
      return;
    }
    if (count === 0) return;
    this.activeIndex =
      this.activeIndex < 0 ? (step > 0 ? 0 : count - 1) : (this.activeIndex + step + count) % count;
  }

  /** Opens the result the arrows are on (or `key`'s); whether there was one to open. */
  pick(key?: string): boolean {
    const hits = this.shown;
    const hit = key
      ? hits.find((each) => resultKey(each) === key)
      : this.expanded
        ? hits[this.activeIndex]
        : undefined;
    if (!hit) return false;
    this.expanded = false;
    this.activeIndex = -1;
    this.navigator.go(linkTo(hit));
    return true;
  }

  /** Nothing found: the full list of services instead. */
  showAllServices(): void {
    this.collapse();
    this.navigator.go(links.services);
  }

  /** Escape: the list closes; with the list closed, the text clears. Whether it did either. */
  escape(): boolean {
    if (this.expanded && (this.text !== '' || this.shown.length > 0)) {
      this.collapse();
      return true;
    }
    if (this.text !== '') {
      this.type('');
      this.expanded = false;
      return true;
    }
    this.collapse();
    return false;
  }

  collapse(): void {
    this.expanded = false;
    this.activeIndex = -1;
  }

  /** What the typed text finds. */
  private get found(): readonly SearchHit[] {
    const typed = this.text.trim();
    return typed ? this.index.find(typed, RESULTS) : [];
  }

  /** Nothing typed, or nothing found: the most asked-for services instead. */
  private get suggesting(): boolean {
    return this.found.length === 0;
  }

  private get shown(): readonly SearchHit[] {
    return this.suggesting ? this.mostAsked : this.found;
  }

  /** The first service each of the most asked-for searches finds. */
  private get mostAsked(): readonly SearchHit[] {
    const services: SearchHit[] = [];
    for (const search of MOST_ASKED_SEARCHES) {
      const service = this.index.find(search).find((hit) => hit.kind === 'service');
      if (service && !services.some((each) => each.id === service.id)) services.push(service);
    }
    return services;
  }

  private get note(): Pick<SearchViewModel, 'note'> {
    const { status, progress, missingParts } = this.index;
    if (status === 'building')
      return {
        note:
          progress.total > 0
            ? searchMessages.building(progress.done, progress.total)
            : searchMessages.starting,
      };
    if (status === 'unavailable') return { note: searchMessages.unavailable };
    if (status === 'ready' && missingParts > 0) return { note: searchMessages.partial };
    return {};
  }

  private announcement(nothingFound: boolean, count: number): string {
    if (!this.expanded) return '';
    if (nothingFound) return searchMessages.nothingFound(this.text.trim());
    if (this.text.trim() === '')
      return count > 0 ? `${searchMessages.mostAsked}: ${searchMessages.count(count)}` : '';
    return searchMessages.count(count);
  }
}

function resultKey(hit: SearchHit): string {
  return `${hit.kind[0]}${hit.id}`;
}

function resultView(hit: SearchHit): SearchResultView {
  const icon = safeImageUrl(hit.picture);
  return {
    key: resultKey(hit),
    name: hit.name,
    kind: searchMessages.kinds[hit.kind],
    path: hit.path.join(' › '),
    ...(hit.price !== undefined
      ? { price: messages.services.priceWithGst(formatMoney(priceWithGst(hit.price))) }
      : {}),
    ...(icon ? { icon } : {}),
  };
}

function linkTo(hit: SearchHit): string {
  if (hit.kind === 'category') return links.servicesOf(hit.categoryId);
  if (hit.kind === 'service') return links.serviceOptionsOf(hit.categoryId, hit.id);
  return links.serviceOptionsOf(hit.categoryId, hit.serviceId ?? 0, hit.id);
}
