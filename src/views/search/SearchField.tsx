import { observer } from 'mobx-react-lite';
import searchIcon from 'primeicons/raw-svg/search.svg?paths';
import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { messages } from '../../core/shared/messages';
import { useContainer } from '../ContainerContext';
import { Icon } from '../shared/Icon';
import { late } from '../shared/late';

export interface SearchFieldProps {
  /** In the home page's hero, or in the search sheet. */
  readonly place: 'hero' | 'sheet';
  /** The sheet's Escape: the sheet closes (in the hero, Escape closes the list). */
  readonly onEscape?: () => void;
}

/** What the field is, whether the search's code is in or not. */
export function fieldAttributes() {
  return {
    className: 'search__input',
    type: 'text',
    'aria-label': messages.search.label,
    'aria-autocomplete': 'list',
    placeholder: messages.search.placeholder,
    autoComplete: 'off',
    autoCorrect: 'off',
    spellCheck: false,
    enterKeyHint: 'search',
  } as const;
}

const Search = late(() => import('./SearchCombobox').then((m) => m.SearchCombobox), 'search');

/**
 * The search field. Only a plain field is in the page's first download: the search itself (its
 * index, presenter and results) downloads when the field is first focused or touched, then takes
 * the field's place with what was typed meanwhile and the focus.
 */
export const SearchField = observer(function SearchField({ place, onEscape }: SearchFieldProps) {
  const container = useContainer();
  const [loaded, setLoaded] = useState(() => Search.isLoaded(container));
  const [typed, setTyped] = useState('');
  const [focused, setFocused] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  // The sheet opens for typing: its field takes the focus at once.
  useEffect(() => {
    if (place === 'sheet') input.current?.focus();
  }, [place]);

  if (loaded)
    return (
      <Search.View
        place={place}
        onEscape={onEscape}
        typed={typed}
        focused={focused || place === 'sheet'}
      />
    );

  // Drawn at once, as a key press would be: the combobox then hears its presenter before the next
  // key (an observer hears it only from its passive effect, which an ordinary update runs after
  // paint; a key typed before it was undone by the controlled field, 3 runs in 30 at 4x CPU).
  // Not downloaded (offline): the next focus tries again.
  const start = () =>
    void Search.load(container).then(
      () => flushSync(() => setLoaded(true)),
      () => undefined,
    );
  return (
    <div className={`search search--${place}`} role={place === 'hero' ? 'search' : undefined}>
      <Icon icon={searchIcon} size={18} className="search__icon" />
      <input
        ref={input}
        {...fieldAttributes()}
        role="combobox"
        aria-expanded={false}
        // Its listbox comes with the search's code.
        aria-controls={undefined}
        value={typed}
        onFocus={() => {
          setFocused(true);
          start();
        }}
        onBlur={() => setFocused(false)}
        onPointerDown={start}
        onChange={(event) => setTyped(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && onEscape) onEscape();
        }}
      />
      <p className="visually-hidden" role="status" />
    </div>
  );
});
