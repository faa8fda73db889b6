import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Scrolls to `#anchor` links once the target exists: lazily loaded pages and data that arrives
 * later draw the anchor after navigation has finished.
 */
export function HashScroller() {
  const { hash, key } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const id = decodedOrAsIs(hash.slice(1));
    const scroll = () => {
      const target = document.getElementById(id);
      if (!target) return false;
      target.scrollIntoView({ block: 'start' });
      return true;
    };
    if (scroll()) return;
    const observer = new MutationObserver(() => {
      if (scroll()) observer.disconnect();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const stop = window.setTimeout(() => observer.disconnect(), 5000);
    return () => {
      observer.disconnect();
      window.clearTimeout(stop);
    };
  }, [hash, key]);
  return null;
}

/** `#%` and other broken escapes name no anchor, and must not break the page. */
function decodedOrAsIs(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
