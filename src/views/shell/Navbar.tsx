import { observer } from 'mobx-react-lite';
import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import bars from 'primeicons/raw-svg/bars.svg?paths';
import times from 'primeicons/raw-svg/times.svg?paths';
import cartIcon from 'primeicons/raw-svg/shopping-cart.svg?paths';
import chevronDown from 'primeicons/raw-svg/chevron-down.svg?paths';
import userIcon from 'primeicons/raw-svg/user.svg?paths';
import searchIcon from 'primeicons/raw-svg/search.svg?paths';
import { messages } from '../../core/shared/messages';
import { usePresenter } from '../ContainerContext';
import { Icon } from '../shared/Icon';
import { late } from '../shared/late';
import { BrandMark } from './BrandMark';
import { LanguageSwitch } from './LanguageSwitch';
import { SocialLinks } from './SocialLinks';
import { NavbarPresenter } from '../../presenters/shell/NavbarPresenter';
import { links } from '../../presenters/links';
import { useBackToClose } from '../shared/useBackToClose';
import { MountWhenWanted } from '../shared/MountWhenWanted';

/**
 * A logged-in customer's menu: most first visits have no session, so it is not in the first
 * download (the pages that need a session preload it: src/app/prerender.tsx).
 */
export const AccountMenu = late(
  () => import('./AccountMenu').then((m) => m.AccountMenu),
  'account',
);
const SearchSheet = late(() => import('../search/SearchSheet').then((m) => m.SearchSheet));
const InstallEntry = late(
  () => import('../offline/InstallEntry').then((m) => m.InstallEntry),
  'offline',
);

/** The top bar of every page (SPEC §2 layout shell); collapses into a menu button on phones. */
export const Navbar = observer(function Navbar() {
  const presenter = usePresenter(NavbarPresenter);
  const vm = presenter.viewModel;
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  useBackToClose(menuOpen, () => setMenuOpen(false));
  const [pagesOpen, setPagesOpen] = useState(false);
  // Open at once when the app opens at the search's address (the installed app's Search shortcut).
  const [searchOpen, setSearchOpen] = useState(
    () => location.pathname + location.search === links.search,
  );
  // Back, or a search result that moves the page on, closes the search sheet.
  useBackToClose(searchOpen, () => setSearchOpen(false));
  const searchButton = useRef<HTMLButtonElement>(null);
  const navId = useId();
  const pagesId = useId();

  const pagesItem = useRef<HTMLLIElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    setMenuOpen(false);
    setPagesOpen(false);
  }, [location.pathname]);

  // Escape folds the open phone menu and hands focus back to its toggle.
  useEffect(() => {
    if (!menuOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      setPagesOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [menuOpen]);

  // The Pages dropdown closes when the visitor clicks or tabs anywhere else.
  useEffect(() => {
    if (!pagesOpen) return;
    const closeOutside = (event: Event) => {
      if (!pagesItem.current?.contains(event.target as Node)) setPagesOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    document.addEventListener('focusin', closeOutside);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('focusin', closeOutside);
    };
  }, [pagesOpen]);

  return (
    <header className="navbar">
      <div className="navbar__inner container">
        <div className="navbar__identity">
          <Link to={links.root} className="navbar__brand">
            <BrandMark size={30} />
            <span>{vm.brand}</span>
          </Link>
          {vm.isDemo && (
            <span className="navbar__demo" title={messages.nav.demoHint}>
              {messages.nav.demoTag}
            </span>
          )}
        </div>
        <button
          type="button"
          ref={toggle}
          className="navbar__toggle icon-button"
          aria-expanded={menuOpen}
          aria-controls={navId}
          aria-label={messages.nav.menu}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <Icon icon={menuOpen ? times : bars} size={22} />
        </button>
        <nav
          id={navId}
          aria-label={messages.nav.main}
          className={`navbar__nav ${menuOpen ? 'is-open' : ''}`}
        >
          <ul className="navbar__links">
            <li>
              <NavLink replace={menuOpen} to={links.home}>
                {messages.nav.home}
              </NavLink>
            </li>
            <li>
              <NavLink replace={menuOpen} to={links.about}>
                {messages.nav.about}
              </NavLink>
            </li>
            <li>
              <NavLink replace={menuOpen} to={links.services} end={false}>
                {messages.nav.services}
              </NavLink>
            </li>
            <li className="navbar__pages" ref={pagesItem}>
              <button
                type="button"
                className="navbar__pages-toggle"
                aria-expanded={pagesOpen}
                aria-controls={pagesId}
                onClick={() => setPagesOpen((open) => !open)}
                onKeyDown={(event) => {
                  if (event.key === 'Escape') setPagesOpen(false);
                }}
              >
                {messages.nav.pages} <Icon icon={chevronDown} size={12} />
              </button>
              <ul id={pagesId} className="navbar__submenu" hidden={!pagesOpen}>
                <li>
                  <NavLink replace={menuOpen} to={links.features}>
                    {messages.nav.features}
                  </NavLink>
                </li>
                <li>
                  <NavLink replace={menuOpen} to={links.team}>
                    {messages.nav.team}
                  </NavLink>
                </li>
              </ul>
            </li>
            <li>
              <NavLink replace={menuOpen} to={links.contact}>
                {messages.nav.contact}
              </NavLink>
            </li>
          </ul>
          <LanguageSwitch place="menu" />
          <MountWhenWanted when={menuOpen}>
            <InstallEntry.View />
          </MountWhenWanted>
          <SocialLinks className="navbar__social" />
        </nav>
        <div className="navbar__actions">
          <button
            type="button"
            className="icon-button"
            aria-label={messages.search.open}
            aria-haspopup="dialog"
            // Its code starts downloading when it is pointed at.
            onPointerEnter={() => void SearchSheet.code().catch(() => undefined)}
            ref={searchButton}
            onClick={() => setSearchOpen(true)}
          >
            <Icon icon={searchIcon} size={22} />
          </button>
          {searchOpen && (
            <Suspense fallback={null}>
              <SearchSheet.View
                onClose={() => {
                  setSearchOpen(false);
                  searchButton.current?.focus();
                }}
              />
            </Suspense>
          )}
          <LanguageSwitch place="bar" />
          <Link to={links.cart} className="navbar__cart icon-button" aria-label={vm.cartLabel}>
            <Icon icon={cartIcon} size={24} />
            {vm.cartBadge && (
              <span className="navbar__badge" aria-hidden="true">
                {vm.cartBadge}
              </span>
            )}
          </Link>
          {vm.isLoggedIn ? (
            <Suspense
              fallback={
                <span className="icon-button" aria-hidden="true">
                  <Icon icon={userIcon} size={24} />
                </span>
              }
            >
              <AccountMenu.View />
            </Suspense>
          ) : (
            <button
              type="button"
              className="icon-button"
              aria-label={messages.nav.logIn}
              onClick={() => presenter.openLogin()}
            >
              <Icon icon={userIcon} size={24} />
            </button>
          )}
        </div>
      </div>
    </header>
  );
});
