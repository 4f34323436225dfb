import { useEffect, type RefObject } from 'react';

/**
 * Keeps toasts (components/app-toaster.tsx, top right) below `header` while the calling page is shown: the edit
 * hub's Reload and Logout buttons sit in that corner. Follows the header's height as it wraps on a phone. The first
 * measure is the observer's own first report, made once the page is laid out: measuring in the effect made the browser
 * lay the hub out then, inside the render's task (decision 098).
 */
export function useToastsBelow(header: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = header.current;
    if (!element) return;
    const root = document.documentElement.style;
    const follow = () => root.setProperty('--kado-toast-top', `${Math.ceil(element.getBoundingClientRect().bottom)}px`);
    const observer = new ResizeObserver(follow);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.removeProperty('--kado-toast-top');
    };
  }, [header]);
}
