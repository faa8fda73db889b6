import { observer } from 'mobx-react-lite';
import searchIcon from 'primeicons/raw-svg/search.svg?paths';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { messages } from '../../core/shared/messages';
import { SearchLauncher } from '../../presenters/search/SearchLauncher';
import type { SearchPresenter } from '../../presenters/search/SearchPresenter';
import { usePresenter } from '../ContainerContext';
import { Icon } from '../shared/Icon';

const resultsCode = () => import('./SearchResults');
const SearchResults = lazy(() => resultsCode().then((m) => ({ default: m.SearchResults })));

interface SearchFieldProps {
  /** In the home page's hero, or in the search sheet. */
  readonly place: 'hero' | 'sheet';
  /** The sheet's Escape: the sheet closes (in the hero, Escape closes the list). */
  readonly onEscape?: () => void;
}

/**
 * The search field, a WAI-ARIA combobox: its results are a listbox the arrow keys move through,
 * Enter opens the chosen one, Escape closes the list. Only this field is in the page's first
 * download: the search itself (its index, presenter and results) downloads when it is first
 * focused, and what was typed meanwhile is kept.
 */
export const SearchField = observer(function SearchField({ place, onEscape }: SearchFieldProps) {
  const launcher = usePresenter(SearchLauncher);
  const [search, setSearch] = useState<SearchPresenter>();
  const [draft, setDraft] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const starting = useRef(false);
  const listId = useId();
  const vm = search?.viewModel;

  // The sheet opens for typing: its field takes the focus at once.
  useEffect(() => {
    if (place === 'sheet') input.current?.focus();
  }, [place]);

  const start = () => {
    if (search || starting.current) return;
    starting.current = true;
    void Promise.all([launcher.presenter(), resultsCode()])
      .then(([made]) => {
        const typed = input.current?.value;
        if (typed) made.type(typed);
        if (document.activeElement === input.current) made.focus();
        setSearch(made);
      })
      // Not downloaded (offline): the next focus tries again.
      .catch(() => {
        starting.current = false;
      });
  };

  return (
    <div
      className={`search search--${place}`}
      role={place === 'hero' ? 'search' : undefined}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) search?.collapse();
      }}
    >
      <Icon icon={searchIcon} size={18} className="search__icon" />
      <input
        ref={input}
        className="search__input"
        type="text"
        role="combobox"
        aria-label={messages.search.label}
        aria-autocomplete="list"
        aria-expanded={vm?.expanded ?? false}
        aria-controls={search ? listId : undefined}
        aria-activedescendant={vm?.active ? `${listId}-${vm.active}` : undefined}
        placeholder={messages.search.placeholder}
        autoComplete="off"
        autoCorrect="off"
        spellCheck={false}
        enterKeyHint="search"
        value={vm ? vm.text : draft}
        onFocus={() => {
          start();
          search?.focus();
        }}
        onPointerDown={start}
        onChange={(event) => {
          if (search) search.type(event.target.value);
          else setDraft(event.target.value);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && onEscape) onEscape();
          else if (!search?.press(event.key)) return;
          event.preventDefault();
        }}
      />
      {search && (
        <Suspense fallback={null}>
          <SearchResults search={search} listId={listId} />
        </Suspense>
      )}
      <p className="visually-hidden" role="status">
        {vm?.announcement}
      </p>
    </div>
  );
});
