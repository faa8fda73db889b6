import { useHref } from 'react-router-dom';
import '../styles/search.css';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { searchMessages } from '../../core/search/searchMessages';
import type { SearchPresenter } from '../../presenters/search/SearchPresenter';
import { ServiceImage } from '../shared/ServiceImage';

interface SearchResultsProps {
  readonly search: SearchPresenter;
  /** The listbox's id, which the field's combobox controls; each option's id starts with it. */
  readonly listId: string;
}

/** The search's popup: the results as a listbox, what to try when nothing is found, and how far the index is. */
export const SearchResults = observer(function SearchResults({
  search,
  listId,
}: SearchResultsProps) {
  const vm = search.viewModel;
  // Opened by the search itself; the address is for a new tab, in the language open.
  const allServicesHref = useHref(vm.allServices?.href ?? '/');
  const optionId = (key: string) => `${listId}-${key}`;

  // The result the arrows are on stays in view in a list that scrolls.
  useEffect(() => {
    if (vm.active)
      document.getElementById(optionId(vm.active))?.scrollIntoView({ block: 'nearest' });
  });

  return (
    <div className="search__popup" hidden={!vm.expanded}>
      {vm.nothingFound && (
        <p className="search__nothing">
          <strong>{vm.nothingFound.message}</strong> {vm.nothingFound.hint}
        </p>
      )}
      {vm.heading && (
        <p className="search__heading" id={`${listId}-heading`}>
          {vm.heading}
        </p>
      )}
      <ul
        id={listId}
        role="listbox"
        className="search__list"
        {...(vm.heading
          ? { 'aria-labelledby': `${listId}-heading` }
          : { 'aria-label': searchMessages.listLabel })}
      >
        {vm.results.map((result) => (
          // The keys are the combobox's (arrows and Enter, through aria-activedescendant).
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events
          <li
            key={result.key}
            id={optionId(result.key)}
            role="option"
            aria-selected={result.key === vm.active}
            className={`search__option ${result.key === vm.active ? 'is-active' : ''}`}
            // The field keeps the focus: a click picks, it does not blur the combobox first.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => search.pick(result.key)}
          >
            <ServiceImage src={result.icon} size={32} />
            <span className="search__text">
              <span className="search__name">{result.name}</span>
              <span className="search__where">
                {result.kind}
                {result.path && ` · ${result.path}`}
              </span>
            </span>
            {result.price && <span className="search__price">{result.price}</span>}
          </li>
        ))}
      </ul>
      {vm.allServices && (
        <a
          className="search__all"
          href={allServicesHref}
          onClick={(event) => {
            event.preventDefault();
            search.showAllServices();
          }}
        >
          {vm.allServices.label}
        </a>
      )}
      {vm.note && <p className="search__note">{vm.note}</p>}
    </div>
  );
});
