import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the element's content is wider than the element and not scrolled to its end: a table
 * on a phone, with columns still out of sight to the right.
 */
export function useMoreToTheRight(element: RefObject<HTMLElement | null>): boolean {
  const [more, setMore] = useState(false);
  useEffect(() => {
    const node = element.current;
    if (!node) return;
    // A pixel of rounding is not a hidden column.
    const measure = () => setMore(node.scrollLeft + node.clientWidth < node.scrollWidth - 1);
    measure();
    const resizes = new ResizeObserver(measure);
    resizes.observe(node);
    if (node.firstElementChild) resizes.observe(node.firstElementChild);
    node.addEventListener('scroll', measure, { passive: true });
    return () => {
      resizes.disconnect();
      node.removeEventListener('scroll', measure);
    };
  }, [element]);
  return more;
}
