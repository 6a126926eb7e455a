import { useEffect } from 'react';
import { HEIGHT_MESSAGE } from '../embed/embed-frame';

/**
 * Inside another site's frame, tells the parent the page's height whenever it changes, so the
 * embed script sizes the frame to fit (no inner scroll bar). Any origin may listen: the height
 * is no secret, and the embedding page's origin is not known here.
 */
export function usePostHeight(enabled: boolean) {
  useEffect(() => {
    if (!enabled || window.parent === window) return;
    const root = document.getElementById('root');
    if (!root) return;
    let last = 0;
    const post = () => {
      const height = Math.ceil(root.getBoundingClientRect().height);
      if (height === last) return;
      last = height;
      window.parent.postMessage({ type: HEIGHT_MESSAGE, height }, '*');
    };
    const observer = new ResizeObserver(post);
    observer.observe(root);
    post();
    return () => observer.disconnect();
  }, [enabled]);
}
