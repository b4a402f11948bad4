import type { MessageLocale } from '@kupa/domain';
import { useQuery } from '@tanstack/react-query';
import { getVodTitles } from '../api/vod-calls';

export function useVodTitles(lang: MessageLocale) {
  return useQuery({ queryKey: ['vod-titles', lang], queryFn: ({ signal }) => getVodTitles(lang, signal) });
}
