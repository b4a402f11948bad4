import { parse } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { en } from '../en';
import { liveEn } from '../live/en';
import { checkoutAr } from './ar';
import { checkoutCatalogue } from './checkout-catalogue';
import { checkoutEn } from './en';
import { checkoutHe } from './he';
import { checkoutPl } from './pl';
import { checkoutRu } from './ru';

type Element = ReturnType<typeof parse>[number];

/** The argument names a message uses (plural and select branches included), from its parsed form. */
function argumentNames(elements: Element[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if ('value' in element && typeof element.value === 'string' && element.type !== 0) into.add(element.value);
    if ('options' in element) for (const option of Object.values(element.options)) argumentNames(option.value, into);
    if ('children' in element) argumentNames(element.children, into);
  }
  return into;
}

describe('checkout messages', () => {
  it('have identical keys in Hebrew and English, none empty, none shared with the site or the dashboard', () => {
    expect(Object.keys(checkoutHe).sort()).toEqual(Object.keys(checkoutEn).sort());
    for (const [key, text] of Object.entries(checkoutHe)) expect(text.trim(), key).not.toBe('');
    for (const key of Object.keys(checkoutEn)) {
      expect(Object.keys(en), key).not.toContain(key);
      expect(Object.keys(liveEn), key).not.toContain(key);
    }
  });

  it('are valid ICU messages with the same placeholders in every language', () => {
    const names = (text: string) => [...argumentNames(parse(text))].sort();
    for (const key of Object.keys(checkoutEn) as (keyof typeof checkoutEn)[]) {
      expect(() => parse(checkoutEn[key]), key).not.toThrow();
      expect(() => parse(checkoutHe[key]), key).not.toThrow();
      expect(names(checkoutHe[key]), key).toEqual(names(checkoutEn[key]));
      for (const partial of [checkoutRu, checkoutAr, checkoutPl]) {
        const text = partial[key];
        if (text !== undefined) expect(names(text), key).toEqual(names(checkoutEn[key]));
      }
    }
  });

  it('fill the partial locales from English and keep their translations', () => {
    expect(checkoutCatalogue('he')['customer.validation.required']).toBe(checkoutHe['customer.validation.required']);
    expect(checkoutCatalogue('ru')['customer.validation.required']).toBe(checkoutRu['customer.validation.required']);
    expect(checkoutCatalogue('pl')['payment.card.number']).toBe(checkoutEn['payment.card.number']);
  });
});
