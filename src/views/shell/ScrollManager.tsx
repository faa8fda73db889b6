import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

const RESTORE_FOR_MS = 1500;

/**
 * Scroll position as a reader expects it: a new page starts at the top (or at its #anchor, which
 * HashScroller handles), and Back returns to where the reader was, once the page below has
 * grown tall enough again (pages draw their lists after their data arrives).
 */
export function ScrollManager() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef(new Map<string, number>());
  const currentKey = useRef(location.key);
  const currentAddress = useRef(location.pathname + location.search);
  const firstPage = useRef(true);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const remember = () => positions.current.set(currentKey.current, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, []);

  useLayoutEffect(() => {
    currentKey.current = location.key;
    const address = location.pathname + location.search;
    const samePage = address === currentAddress.current;
    currentAddress.current = address;
    // The page the app opened on is already at the top, and there is nothing to restore yet:
    // scrolling now would only force a layout inside the first render.
    if (firstPage.current) {
      firstPage.current = false;
      return;
    }
    if (navigationType !== 'POP') {
      // A dialog's own history entry (useBackToClose) stays on the page: so does the scroll.
      if (!location.hash && !samePage) window.scrollTo(0, 0);
      return;
    }
    if (samePage) return;
    const target = positions.current.get(location.key) ?? 0;
    const until = performance.now() + RESTORE_FOR_MS;
    let frame = 0;
    const restore = () => {
      window.scrollTo(0, target);
      if (Math.abs(window.scrollY - target) > 1 && performance.now() < until)
        frame = requestAnimationFrame(restore);
    };
    restore();
    return () => cancelAnimationFrame(frame);
  }, [location.key, location.pathname, location.search, location.hash, navigationType]);

  return null;
}
