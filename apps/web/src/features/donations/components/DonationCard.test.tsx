import type { DonationChoice } from '@kupa/contracts';
import { renderToStaticMarkup } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { checkoutEn } from '../../../i18n/checkout/en';
import { checkoutHe } from '../../../i18n/checkout/he';
import { en } from '../../../i18n/en';
import { he } from '../../../i18n/he';
import { LocaleContext } from '../../../lib/i18n/locale-context';
import { providedMessages } from '../../../lib/i18n/provided-messages';
import { DonationCard } from './DonationCard';

const DONATION: DonationChoice = {
  id: 7,
  businessId: 1,
  code: 'FUND',
  name: 'Community fund',
  description: 'Screenings for teenagers',
  currency: 'ILS',
  amounts: [
    { id: 71, amount: 18 },
    { id: 72, amount: 36 },
  ],
  customAmount: { id: 79, min: 10, max: 5000 },
};

function render(donation: DonationChoice, locale: 'he' | 'en'): string {
  const messages = locale === 'he' ? { ...he, ...checkoutHe } : { ...en, ...checkoutEn };
  return renderToStaticMarkup(
    <MemoryRouter>
      <LocaleContext.Provider value={{ locale, linkLang: locale }}>
        <IntlProvider locale={locale} messages={providedMessages(messages)}>
          <DonationCard donation={donation} />
        </IntlProvider>
      </LocaleContext.Provider>
    </MemoryRouter>,
  );
}

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('the donation card', () => {
  it('offers each fixed amount as a choice of one group, another amount, and the custom range', () => {
    const html = render(DONATION, 'en');
    expect(html.match(/type="radio"/g)).toHaveLength(3);
    expect(new Set([...html.matchAll(/name="([^"]+)"/g)].map((m) => m[1])).size).toBe(1);
    expect(text(html)).toContain('₪18.00');
    expect(text(html)).toContain('₪36.00');
    expect(text(html)).toContain('Another amount');
    expect(text(html)).toContain('From ₪10.00 to ₪5,000.00');
    // The custom amount's input is labelled and described by its range.
    expect(html).toContain('for="donation-7-custom"');
    expect(html).toContain('aria-describedby="donation-7-range"');
  });

  it('speaks Hebrew, and leaves out the custom amount when the donation has none', () => {
    const html = render({ ...DONATION, customAmount: null }, 'he');
    expect(text(html)).toContain('סכום התרומה');
    expect(text(html)).toContain('המשך לתרומה');
    expect(html).not.toContain('donation-custom-amount');
    expect(html.match(/type="radio"/g)).toHaveLength(2);
  });
});
