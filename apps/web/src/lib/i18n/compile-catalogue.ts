import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/**
 * Parses every message of a catalogue into the ICU AST react-intl formats from, so the production bundle can
 * ship without the message parser (build/precompile-messages.ts). Blank messages are left out: they count as
 * missing and fall back to English, exactly as withEnglishFallback treats them in source form.
 */
export function compileCatalogue(catalogue: Readonly<Record<string, string | undefined>>): Record<string, MessageFormatElement[]> {
  const compiled: Record<string, MessageFormatElement[]> = {};
  for (const [key, text] of Object.entries(catalogue)) {
    if (text === undefined || text.trim() === '') continue;
    compiled[key] = parse(text);
  }
  return compiled;
}
