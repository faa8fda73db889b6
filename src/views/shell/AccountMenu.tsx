import { observer } from 'mobx-react-lite';
import userIcon from 'primeicons/raw-svg/user.svg?paths';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { accountMenuCopy } from './accountMenuCopy';
import { Icon } from '../shared/Icon';
import { links } from '../../presenters/links';
import { AccountMenuPresenter } from '../../presenters/shell/AccountMenuPresenter';
import { usePresenter } from '../ContainerContext';

/**
 * The logged-in customer's menu (SPEC §2: My Profile, My Bookings, Logout), as an ARIA menu
 * button: opening moves focus to the first item, arrows move between items, Escape closes and
 * returns focus to the button, Tab or a click elsewhere closes it.
 */
export const AccountMenu = observer(function AccountMenu() {
  const presenter = usePresenter(AccountMenuPresenter);
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  const menuId = useId();

  const items = [
    { label: accountMenuCopy.myProfile, run: () => navigate(links.profile) },
    { label: accountMenuCopy.myBookings, run: () => navigate(links.myBookings) },
    { label: accountMenuCopy.logout, run: () => void presenter.logout() },
  ];

  useEffect(() => {
    if (!open) return;
    menu.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const closeOutside = (event: Event) => {
      const target = event.target as Node;
      if (!menu.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  const close = (focusButton: boolean) => {
    setOpen(false);
    if (focusButton) button.current?.focus();
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const entries = [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const current = entries.indexOf(document.activeElement as HTMLElement);
    const focusAt = (index: number) => entries[(index + entries.length) % entries.length]?.focus();
    if (event.key === 'ArrowDown') focusAt(current + 1);
    else if (event.key === 'ArrowUp') focusAt(current - 1);
    else if (event.key === 'Home') focusAt(0);
    else if (event.key === 'End') focusAt(entries.length - 1);
    else if (event.key === 'Escape') close(true);
    else if (event.key === 'Tab') setOpen(false);
    else return;
    if (event.key !== 'Tab') event.preventDefault();
  };

  return (
    <div className="navbar__account">
      <button
        type="button"
        ref={button}
        className="icon-button"
        aria-label={accountMenuCopy.accountMenu}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((isOpen) => !isOpen)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !open) {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        <Icon icon={userIcon} size={24} />
      </button>
      <ul
        id={menuId}
        ref={menu}
        role="menu"
        aria-label={accountMenuCopy.accountMenu}
        className="account-menu"
        hidden={!open}
        onKeyDown={onMenuKeyDown}
      >
        {items.map((item) => (
          <li key={item.label} role="none">
            <button
              type="button"
              role="menuitem"
              tabIndex={-1}
              onClick={() => {
                close(false);
                item.run();
              }}
            >
              {item.label}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
});
