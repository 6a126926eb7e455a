import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** How long a page may take to show its heading (its chunk and first read) before focus gives up. */
const WAIT_FOR_HEADING_MS = 5_000;

/**
 * After moving to another page, focus goes to the new page's heading (h1), so a screen reader
 * announces where the person landed and the next Tab starts from the page, not from the link
 * that was followed. The first page of a visit keeps the browser's own start, where the first
 * Tab reaches the skip link.
 */
export function useFocusHeadingOnNavigate(main: React.RefObject<HTMLElement | null>) {
  const { pathname } = useLocation();
  const firstPage = useRef(true);
  useEffect(() => {
    if (firstPage.current) {
      firstPage.current = false;
      return;
    }
    // Tabs inside a page change the address too; arrow keys there keep their focus.
    if (document.activeElement?.closest('[role="tablist"]')) return;
    const since = Date.now();
    let frame = 0;
    const focusHeading = () => {
      // A dialog opened meanwhile keeps the focus it took: a keyboard user is typing there.
      if (document.activeElement?.closest('[role="dialog"]')) return;
      const heading = main.current?.querySelector<HTMLElement>('h1');
      if (heading) {
        heading.tabIndex = -1;
        heading.focus();
        return;
      }
      if (Date.now() - since < WAIT_FOR_HEADING_MS) frame = requestAnimationFrame(focusHeading);
    };
    frame = requestAnimationFrame(focusHeading);
    return () => cancelAnimationFrame(frame);
  }, [pathname, main]);
}
