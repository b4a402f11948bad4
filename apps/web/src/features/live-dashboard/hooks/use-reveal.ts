import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * Brings a drill-down step into view and moves the keyboard focus to its heading when it opens or changes after a
 * click in the page (the link that opened it sits higher up), smoothly unless reduced motion is asked for. On the
 * page's first address (a shared or reloaded link) the page starts at the top as usual.
 */
export function useReveal<T extends HTMLElement>(key: string | null) {
  const ref = useRef<T>(null);
  const firstAddress = useLocation().key === 'default';
  useEffect(() => {
    const target = ref.current;
    if (key === null || !target || firstAddress) return;
    const smooth = typeof window.matchMedia === 'function' && !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    target.focus({ preventScroll: true });
    target.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
  }, [key, firstAddress]);
  return ref;
}
