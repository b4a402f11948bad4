import { renderToStaticMarkup } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { checkoutCatalogue } from '../../../i18n/checkout/checkout-catalogue';
import { en } from '../../../i18n/en';
import { he } from '../../../i18n/he';
import { providedMessages } from '../../../lib/i18n/provided-messages';
import { RenewOffer } from './RenewOffer';

const member = {
  memberNumber: 'M123456789',
  membershipId: 1,
  membershipName: 'Annual',
  startDate: '2025-12-11',
  endDate: '2026-12-10',
  isExpired: false,
  isNotStarted: false,
  allowsHold: true,
  balance: 3,
  pointsBalance: 0,
};

function text(locale: 'he' | 'en', renewing: boolean): string {
  const html = renderToStaticMarkup(
    <IntlProvider locale={locale} messages={providedMessages({ ...(locale === 'he' ? he : en), ...checkoutCatalogue(locale) })}>
      <RenewOffer member={member} renewing={renewing} locale={locale} onChange={() => {}} />
    </IntlProvider>,
  );
  return html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
}

describe('the renewal offer', () => {
  it('names the end date and the member number, and offers Renew', () => {
    const offered = text('en', false);
    expect(offered).toContain('10/12/2026');
    expect(offered).toContain('Renew member M123456789');
    expect(offered).toContain(' Renew ');
  });

  it('says the order renews the member once chosen, in Hebrew too', () => {
    expect(text('en', true)).toContain('This order renews member M123456789.');
    expect(text('he', true)).toContain('ההזמנה הזו מחדשת את מנוי M123456789.');
  });
});
