import { useEffect, useRef } from 'react';

/** A heading that takes the focus when it appears (the login's or the area's, after logging in or out). */
export function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return ref;
}
