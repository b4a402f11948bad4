import type { MessageLocale } from '@kupa/domain';
import { useQuery } from '@tanstack/react-query';
import { getDonations } from '../api/get-donations';

export function useDonations(lang: MessageLocale) {
  return useQuery({ queryKey: ['donations', lang], queryFn: ({ signal }) => getDonations(lang, signal) });
}
