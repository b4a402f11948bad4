import type { SalesFigures } from '@kupa/contracts';
import { renderToStaticMarkup } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { en } from '../../../../i18n/en';
import { he } from '../../../../i18n/he';
import { liveEn } from '../../../../i18n/live/en';
import { liveHe } from '../../../../i18n/live/he';
import { LocaleContext } from '../../../../lib/i18n/locale-context';
import { providedMessages } from '../../../../lib/i18n/provided-messages';
import { FiguresSummary } from './FiguresSummary';

const FIGURES: SalesFigures = {
  Presentations: 1,
  Capacity: 100,
  SoldQuantity: 2,
  HeldQuantity: 0,
  FreeQuantity: 98,
  SoldPercent: 2,
  HeldPercent: 0,
  TakenPercent: 2,
  TakenRatio: 0.02,
  TicketsTotal: 90,
  ServiceChargeTotal: 11,
  ProductsQuantity: 0,
  ProductsTotal: 0,
  BookingFeesTotal: 9.66,
  Total: 110.66,
};

function summaryText(locale: 'he' | 'en'): string {
  const messages = locale === 'he' ? { ...he, ...liveHe } : { ...en, ...liveEn };
  const html = renderToStaticMarkup(
    <LocaleContext.Provider value={{ locale, linkLang: null }}>
      <IntlProvider locale={`${locale}-IL`} messages={providedMessages(messages)}>
        <FiguresSummary figures={FIGURES} />
      </IntlProvider>
    </LocaleContext.Provider>,
  );
  return html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
}

describe('the headline figures', () => {
  it('show the booking fees and say that the total revenue includes them, in English and Hebrew', () => {
    const english = summaryText('en');
    expect(english).toMatch(/Booking fees ₪\s?9\.66/);
    expect(english).toContain('Total revenue is what customers paid: tickets, handling fees, booking fees and products.');
    const hebrew = summaryText('he');
    expect(hebrew).toContain('דמי הזמנה');
    expect(hebrew).toContain('סך ההכנסות הוא מה שהלקוחות שילמו: כרטיסים, דמי טיפול, דמי הזמנה ומוצרים.');
  });
});
