import type { ReactNode } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router-dom';
import { messages } from '../../core/shared/messages';
import { BusyOverlay } from './BusyOverlay';
import { Footer } from './Footer';
import { HashScroller } from './HashScroller';
import { Navbar } from './Navbar';

interface LayoutProps {
  /** What the composition root adds to every page: the toast host, the dialogs. */
  readonly children?: ReactNode;
}

/** The shared layout of every route (SPEC §2). */
export function Layout({ children }: LayoutProps) {
  const navigation = useNavigation();
  return (
    <>
      <a className="skip-link" href="#main">
        {messages.nav.skipToContent}
      </a>
      {navigation.state === 'loading' && <div className="route-progress" aria-hidden="true" />}
      <Navbar />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <BusyOverlay />
      {children}
      <ScrollRestoration />
      <HashScroller />
    </>
  );
}
