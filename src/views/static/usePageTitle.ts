import { useEffect } from 'react';
import { siteCopy } from '../../core/shared/siteCopy';

/** Names the browser tab after the page, and gives the previous title back on the way out. */
export function usePageTitle(page: string): void {
  useEffect(() => {
    const previous = document.title;
    document.title = siteCopy.pageTitle(page);
    return () => {
      document.title = previous;
    };
  }, [page]);
}
