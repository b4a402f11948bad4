import type { MessageLocale } from '@kupa/domain';
import { useQuery } from '@tanstack/react-query';
import { isApiError } from '../../../lib/api/api-error';
import { getMiniSite, getMiniSites } from '../api/get-mini-site';

export function useMiniSite(url: string, lang: MessageLocale) {
  return useQuery({
    queryKey: ['miniSite', url, lang],
    queryFn: ({ signal }) => getMiniSite(url, lang, signal),
    // An unknown mini site stays unknown: no retries of a 404.
    retry: (count, error) => !(isApiError(error) && error.code === 'MINI_SITE_NOT_FOUND') && count < 2,
  });
}

export function useMiniSites(lang: MessageLocale, enabled = true) {
  return useQuery({ queryKey: ['miniSites', lang], queryFn: ({ signal }) => getMiniSites(lang, signal), enabled });
}
