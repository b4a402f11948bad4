import { TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { ar } from '../../i18n/ar';
import { en } from '../../i18n/en';
import { he } from '../../i18n/he';
import { pl } from '../../i18n/pl';
import { ru } from '../../i18n/ru';
import { compileCatalogue } from './compile-catalogue';

/** The argument names a message uses, e.g. {price} and the plural's {count}. */
function argumentsOf(elements: readonly MessageFormatElement[]): string[] {
  const names = new Set<string>();
  const walk = (list: readonly MessageFormatElement[]) => {
    for (const el of list) {
      if (el.type === TYPE.literal || el.type === TYPE.pound) continue;
      names.add(el.value);
      if (el.type === TYPE.plural || el.type === TYPE.select) for (const option of Object.values(el.options)) walk(option.value);
      if (el.type === TYPE.tag) walk(el.children);
    }
  };
  walk(elements);
  return [...names].sort();
}

describe('compileCatalogue', () => {
  it('parses every message of every catalogue', () => {
    for (const catalogue of [en, he, ru, ar, pl]) expect(() => compileCatalogue(catalogue)).not.toThrow();
  });

  it('keeps plain text as one literal and drops blank messages', () => {
    expect(compileCatalogue({ a: 'Hello', b: '  ', c: undefined })).toEqual({ a: [{ type: TYPE.literal, value: 'Hello' }] });
  });

  it('finds the same placeholders in every translation as in English', () => {
    const english = compileCatalogue(en);
    for (const catalogue of [he, ru, ar, pl]) {
      for (const [key, ast] of Object.entries(compileCatalogue(catalogue))) {
        expect(argumentsOf(ast), key).toEqual(argumentsOf(english[key] ?? []));
      }
    }
  });

  it('uses no ASCII apostrophe, which ICU treats as an escape', () => {
    for (const catalogue of [en, he, ru, ar, pl]) {
      for (const [key, text] of Object.entries(catalogue)) expect(text, key).not.toContain("'");
    }
  });
});
