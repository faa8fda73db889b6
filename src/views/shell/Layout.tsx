import { observer } from 'mobx-react-lite';
import { useEffect, useState, type ReactNode } from 'react';
import { messages } from '../../core/shared/messages';
import { late } from '../shared/late';
import { MountWhenWanted } from '../shared/MountWhenWanted';
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

/** Offline, a copy on the phone, a new version: after the first drawing (src/app/startOffline.ts). */
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
        <AfterFirstDrawing>
          <StatusStrip.View />
        </AfterFirstDrawing>
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

/** Mounts `children` in the frame after the page's first drawing: not in the first paint's way. */
function AfterFirstDrawing({ children }: { readonly children: ReactNode }) {
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setDrawn(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  return <MountWhenWanted when={drawn}>{children}</MountWhenWanted>;
}
