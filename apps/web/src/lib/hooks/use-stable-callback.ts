import { useCallback, useLayoutEffect, useRef } from 'react';

/** A function whose identity never changes but that always runs the latest `fn` (for handlers passed to memoised parts). */
export function useStableCallback<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
  const ref = useRef(fn);
  useLayoutEffect(() => {
    ref.current = fn;
  });
  return useCallback((...args: A) => ref.current(...args), []);
}
