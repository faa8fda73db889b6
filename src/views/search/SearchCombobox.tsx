import { observer } from 'mobx-react-lite';
import searchIcon from 'primeicons/raw-svg/search.svg?paths';
import { useId, useLayoutEffect, useRef } from 'react';
import { SearchPresenter } from '../../presenters/search/SearchPresenter';
import { usePresenter } from '../ContainerContext';
import { Icon } from '../shared/Icon';
import { fieldAttributes, type SearchFieldProps } from './SearchField';
import { SearchResults } from './SearchResults';

interface SearchComboboxProps extends SearchFieldProps {
  /** What was typed in the field before the search's code was in. */
  readonly typed: string;
  /** Whether that field had the focus: the combobox takes it over. */
  readonly focused: boolean;
}

/**
 * The search field, a WAI-ARIA combobox: its results are a listbox the arrow keys move through,
 * Enter opens the chosen one, Escape closes the list.
 */
export const SearchCombobox = observer(function SearchCombobox({
  place,
  onEscape,
  typed,
  focused,
}: SearchComboboxProps) {
  const search = usePresenter(SearchPresenter, (made) => {
    if (typed) made.type(typed);
  });
  const input = useRef<HTMLInputElement>(null);
  const listId = useId();
  const vm = search.viewModel;

  // In the commit that replaces the first field: a key pressed after it finds this one focused
  // (an effect after paint left the focus on the page for a moment, and keys typed then were lost).
  useLayoutEffect(() => {
    if (focused) input.current?.focus();
  }, [focused]);

  return (
    <div
      className={`search search--${place}`}
      role={place === 'hero' ? 'search' : undefined}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) search.collapse();
      }}
    >
      <Icon icon={searchIcon} size={18} className="search__icon" />
      <input
        ref={input}
        {...fieldAttributes()}
        role="combobox"
        aria-expanded={vm.expanded}
        aria-controls={listId}
        aria-activedescendant={vm.active ? `${listId}-${vm.active}` : undefined}
        value={vm.text}
        onFocus={() => search.focus()}
        onChange={(event) => search.type(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && onEscape) onEscape();
          else if (!search.press(event.key)) return;
          event.preventDefault();
        }}
      />
      <SearchResults search={search} listId={listId} />
      <p className="visually-hidden" role="status">
        {vm.announcement}
      </p>
    </div>
  );
});
