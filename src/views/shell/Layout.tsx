import { observer } from 'mobx-react-lite';
import { Suspense, type ReactNode } from 'react';
import { messages } from '../../core/shared/messages';
import { late } from '../shared/late';
import { BusyOverlay } from './BusyOverlay';
import { CartBar } from './CartBar';
import { Footer } from './Footer';
import { HashScroller } from './HashScroller';
import { LiveRegion } from './LiveRegion';
import { RouteFocus } from './RouteFocus';
import { Navbar } from './Navbar';
import { ScrollManager } from './ScrollManager';

interface LayoutProps {
  /** The current page. */
  readonly children: ReactNode;
  /** What the composition root adds over every page: the toasts, the login dialog. */
  readonly overlays?: ReactNode;
}

/** Offline, a copy on the phone, a new version: its code downloads as the app takes over the page. */
const StatusStrip = late(
  () => import('../offline/StatusStrip').then((m) => m.StatusStrip),
  'offline',
);

/** The shared layout of every route (SPEC §2). */
export const Layout = observer(function Layout({ children, overlays }: LayoutProps) {
  return (
    <>
      <a className="skip-link" href="#main">
        {messages.nav.skipToContent}
      </a>
      <Navbar />
      <main id="main" tabIndex={-1}>
        <Suspense fallback={null}>
          <StatusStrip.View />
        </Suspense>
        {children}
      </main>
      <Footer />
      <CartBar />
      <LiveRegion />
      <BusyOverlay />
      {overlays}
      <ScrollManager />
      <RouteFocus />
      <HashScroller />
    </>
  );
});

