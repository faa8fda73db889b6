import '../styles/search.css';
import arrowLeft from 'primeicons/raw-svg/arrow-left.svg?paths';
import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { messages } from '../../core/shared/messages';
import { Icon } from '../shared/Icon';
import { SearchField } from './SearchField';

/**
 * The search the navbar's icon opens, on every page: a full-width sheet on a phone, a panel at the
 * top of a wider screen. A modal dialog: Tab stays inside it; Escape, its back arrow and the mask
 * call `onClose`.
 */
export function SearchSheet({ onClose: close }: { readonly onClose: () => void }) {
  // (The navbar, which stays, lets Back and a result that moves the page on close it too.)
  const sheet = useRef<HTMLDivElement>(null);
  // Tab cycles through the sheet's own controls.
  useEffect(() => {
    const keepFocusInside = (event: KeyboardEvent) => {
      if (event.key !== 'Tab' || !sheet.current) return;
      const focusable = [
        ...sheet.current.querySelectorAll<HTMLElement>('button, input, a[href]'),
      ].filter((element) => !element.closest('[hidden]'));
      const first = focusable[0];
      const last = focusable.at(-1);
      if (event.shiftKey && document.activeElement === first) {
        last?.focus();
        event.preventDefault();
      } else if (!event.shiftKey && document.activeElement === last) {
        first?.focus();
        event.preventDefault();
      }
    };
    document.addEventListener('keydown', keepFocusInside);
    return () => document.removeEventListener('keydown', keepFocusInside);
  }, []);

  // Over everything, the navbar and the cart bar too.
  return createPortal(
    <div className="search-sheet">
      <div className="search-sheet__mask" aria-hidden="true" onClick={close} />
      <div
        ref={sheet}
        className="search-sheet__panel"
        role="dialog"
        aria-modal="true"
        aria-label={messages.search.label}
      >
        <button
          type="button"
          className="icon-button search-sheet__close"
          aria-label={messages.search.close}
          onClick={close}
        >
          <Icon icon={arrowLeft} size={20} />
        </button>
        <SearchField place="sheet" onEscape={close} />
      </div>
    </div>,
    document.body,
  );
}
