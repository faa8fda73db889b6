import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * After moving to another page, the keyboard focus goes to the top of the new page's content
 * (`main`), as a page load would put it: the link that was followed is gone, and the next Tab
 * should reach the new page's first control, not start again at the navbar. The first page and
 * #anchor links (HashScroller) keep the browser's own behaviour.
 */
export function RouteFocus() {
  const { pathname, hash } = useLocation();
  const firstPage = useRef(true);
  useEffect(() => {
    if (firstPage.current) {
      firstPage.current = false;
      return;
    }
    if (hash) return;
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [pathname, hash]);
  return null;
}
