import { TEXT_OVERRIDE_KEYS, type BusinessTexts, type TextOverride } from '@kupa/contracts';
import { DEFAULT_LOCALE, MESSAGE_LOCALES, type MessageLocale } from '@kupa/domain';

/** The languages checked, in the catalogue's order; Hebrew cannot be unchecked. */
export function toggledLanguage(languages: readonly MessageLocale[], locale: MessageLocale, on: boolean): MessageLocale[] {
  if (locale === DEFAULT_LOCALE) return [...languages];
  const next = new Set(languages);
  if (on) next.add(locale);
  else next.delete(locale);
  return MESSAGE_LOCALES.filter((l) => next.has(l));
}

/** A new row: the first key not yet replaced in the first offered language (or the first key in Hebrew). */
export function newOverride(texts: BusinessTexts): TextOverride {
  for (const locale of texts.languages) {
    const key = TEXT_OVERRIDE_KEYS.find((k) => !texts.overrides.some((o) => o.key === k && o.locale === locale));
    if (key) return { key, locale, text: '' };
  }
  return { key: TEXT_OVERRIDE_KEYS[0], locale: DEFAULT_LOCALE, text: '' };
}

/** The index of the override row a refused field names ("overrides.2.text" → 2), or null. */
export function refusedOverrideOf(field: string | null): number | null {
  const match = field === null ? null : /^overrides\.(\d+)\./.exec(field);
  return match?.[1] === undefined ? null : Number(match[1]);
}
