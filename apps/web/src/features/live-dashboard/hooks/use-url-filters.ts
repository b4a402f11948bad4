import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { withParams, type ParamValue } from '../utils/url-params';

/**
 * A page's filters live in the URL (shareable, reloadable, kept by Back). Each change is a history entry, so Back
 * returns to the previous selection.
 */
export function useUrlFilters() {
  const [params, setParams] = useSearchParams();
  const update = useCallback(
    (changes: Readonly<Record<string, ParamValue>>) => {
      setParams((prev) => withParams(prev, changes), { preventScrollReset: true });
    },
    [setParams],
  );
  return [params, update] as const;
}
