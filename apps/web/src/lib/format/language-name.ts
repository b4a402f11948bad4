const displayNames = new Map<string, Intl.DisplayNames>();

/** The name of a language code ("fr") in the page's language ("צרפתית", "French"); unknown codes are shown as given. */
export function languageName(code: string, locale: string): string {
  let names = displayNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale], { type: 'language', fallback: 'code' });
    displayNames.set(locale, names);
  }
  try {
    return names.of(code) ?? code;
  } catch {
    return code;
  }
}
