import { observer } from 'mobx-react-lite';
import { Badge } from 'primereact/badge';
import { Menu } from 'primereact/menu';
import type { MenuItem } from 'primereact/menuitem';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router-dom';
import bars from 'primeicons/raw-svg/bars.svg?paths';
import times from 'primeicons/raw-svg/times.svg?paths';
import cartIcon from 'primeicons/raw-svg/shopping-cart.svg?paths';
import chevronDown from 'primeicons/raw-svg/chevron-down.svg?paths';
import userIcon from 'primeicons/raw-svg/user.svg?paths';
import { TOKENS } from '../../app/tokens';
import { messages } from '../../core/shared/messages';
import { usePresenter } from '../ContainerContext';
import { Icon } from '../shared/Icon';
import { SocialLinks } from './SocialLinks';

/** The top bar of every page (SPEC §2 layout shell); collapses into a menu button on phones. */
export const Navbar = observer(function Navbar() {
  const presenter = usePresenter(TOKENS.navbarPresenter);
  const vm = presenter.viewModel;
  const navigate = useNavigate();
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [pagesOpen, setPagesOpen] = useState(false);
  const userMenu = useRef<Menu>(null);
  const navId = useId();
  const pagesId = useId();
  const userMenuId = useId();

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

  const userItems: MenuItem[] = [
    { label: messages.nav.myProfile, command: () => navigate('/signup') },
    { label: messages.nav.myBookings, command: () => navigate('/my-bookings') },
    { label: messages.nav.logout, command: () => presenter.logout() },
  ];

  return (
    <header className="navbar">
      <div className="navbar__inner container">
        <Link to="/" className="navbar__brand">
          {vm.brand}
        </Link>
        {vm.isDemo && (
          <span className="navbar__demo" title={messages.nav.demoHint}>
            {messages.nav.demoTag}
          </span>
        )}
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
        <nav id={navId} aria-label="Main" className={`navbar__nav ${menuOpen ? 'is-open' : ''}`}>
          <ul className="navbar__links">
            <li>
              <NavLink to="/home">{messages.nav.home}</NavLink>
            </li>
            <li>
              <NavLink to="/about">{messages.nav.about}</NavLink>
            </li>
            <li>
              <NavLink to="/service" end={false}>
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
                  <NavLink to="/feature">{messages.nav.features}</NavLink>
                </li>
                <li>
                  <NavLink to="/team">{messages.nav.team}</NavLink>
                </li>
              </ul>
            </li>
            <li>
              <NavLink to="/contact">{messages.nav.contact}</NavLink>
            </li>
          </ul>
          <SocialLinks className="navbar__social" />
        </nav>
        <div className="navbar__actions">
          <Link to="/cart" className="navbar__cart icon-button" aria-label={vm.cartLabel}>
            <Icon icon={cartIcon} size={24} />
            {vm.cartBadge && (
              <Badge
                value={vm.cartBadge}
                severity="danger"
                className="navbar__badge"
                aria-hidden="true"
              />
            )}
          </Link>
          {vm.isLoggedIn ? (
            <>
              <Menu model={userItems} popup ref={userMenu} id={userMenuId} popupAlignment="right" />
              <button
                type="button"
                className="icon-button"
                aria-label={messages.nav.accountMenu}
                aria-haspopup="menu"
                aria-controls={userMenuId}
                onClick={(event) => userMenu.current?.toggle(event)}
              >
                <Icon icon={userIcon} size={24} />
              </button>
            </>
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
