import type { VoucherView } from '@kupa/contracts';
import { renderToStaticMarkup } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { checkoutEn } from '../../../i18n/checkout/en';
import { checkoutHe } from '../../../i18n/checkout/he';
import { en } from '../../../i18n/en';
import { he } from '../../../i18n/he';
import { LocaleContext } from '../../../lib/i18n/locale-context';
import { providedMessages } from '../../../lib/i18n/provided-messages';
import { VoucherDocument } from './VoucherDocument';

/** The voucher page's text as it shows (markup stripped). */
function voucherText(voucher: VoucherView, locale: 'he' | 'en'): string {
  const messages = locale === 'he' ? { ...he, ...checkoutHe } : { ...en, ...checkoutEn };
  const html = renderToStaticMarkup(
    <LocaleContext.Provider value={{ locale, linkLang: null }}>
      <IntlProvider locale={locale} messages={providedMessages(messages)}>
        <VoucherDocument voucher={voucher} />
      </IntlProvider>
    </LocaleContext.Provider>,
  );
  return html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
}

const value: VoucherView = {
  reference: 'ABCD-EFGH-JKMN',
  name: 'Gift card',
  kind: 'value',
  state: 'partiallyUsed',
  initialValue: 150,
  balance: 130,
  quantity: null,
  redeemed: 0,
  startDate: '2026-11-21',
  endDate: '2027-11-21',
  currencyCode: 'ILS',
  terms: 'Not exchangeable for cash.',
};
const tickets: VoucherView = { ...value, kind: 'tickets', state: 'active', initialValue: null, balance: null, quantity: 2, redeemed: 1 };

describe('a voucher page', () => {
  it('shows the code, value, balance, dates and state of a value voucher', () => {
    const text = voucherText(value, 'en');
    expect(text).toContain('ABCD-EFGH-JKMN');
    expect(text).toContain('Partially used');
    expect(text).toMatch(/Value ₪150\.00 .*Balance ₪130\.00/);
    expect(text).toMatch(/Valid until .*21\/11\/2027/);
    expect(text).toContain('Not exchangeable for cash.');
    expect(text).toContain('Show this page at the box office');
  });

  it('shows the tickets left of a tickets voucher, in Hebrew', () => {
    const text = voucherText(tickets, 'he');
    expect(text).toContain('נותרו 1 מתוך 2');
    expect(text).toContain('פעיל');
    expect(text).not.toContain('יתרה');
  });

  it('names each state of spec 4 and does not invite using a voucher that cannot pay', () => {
    for (const [state, words] of [
      ['used', 'Used'],
      ['expired', 'Expired'],
      ['forReplacement', 'For replacement'],
      ['cancelled', 'Cancelled'],
    ] as const) {
      const text = voucherText({ ...value, state }, 'en');
      expect(text).toContain(words);
      expect(text).not.toContain('Show this page at the box office');
    }
  });
});
