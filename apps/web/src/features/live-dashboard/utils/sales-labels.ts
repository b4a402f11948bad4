import type { LiveMessageKey } from '../../../i18n/live/en';

const CHANNEL_KINDS: Record<string, LiveMessageKey> = {
  web: 'live.channel.web',
  pos: 'live.channel.pos',
  kiosk: 'live.channel.kiosk',
};

const PRODUCT_CATEGORIES: Record<string, LiveMessageKey> = {
  snack: 'live.category.snack',
  drink: 'live.category.drink',
  combo: 'live.category.combo',
  glasses: 'live.category.glasses',
  addon: 'live.category.addon',
};

/** The message of a sales channel kind (web, pos = box office, kiosk); anything else is "other". */
export function channelKindKey(kind: string): LiveMessageKey {
  return CHANNEL_KINDS[kind] ?? 'live.channel.other';
}

/** The message of a product category code, or null for a category the catalogue does not know (shown as sent). */
export function productCategoryKey(category: string): LiveMessageKey | null {
  return PRODUCT_CATEGORIES[category] ?? null;
}
