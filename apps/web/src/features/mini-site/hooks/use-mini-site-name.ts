import type { MessageLocale } from '@kupa/domain';
import { useMiniSites } from './use-mini-site';

/** The name of the mini site an order comes through (null: none, or not known yet). */
export function useMiniSiteName(miniSiteId: number | null, lang: MessageLocale): string | null {
  const sites = useMiniSites(lang, miniSiteId !== null);
  return miniSiteId === null ? null : (sites.data?.miniSites.find((s) => s.id === miniSiteId)?.name ?? null);
}
