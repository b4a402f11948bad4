import { renderToStaticMarkup } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { providedMessages } from '../../../lib/i18n/provided-messages';
import { checkoutEn } from '../../../i18n/checkout/en';
import { checkoutHe } from '../../../i18n/checkout/he';
import { en } from '../../../i18n/en';
import { he } from '../../../i18n/he';
import type { EDocumentTicket } from '../utils/edocument-types';
import { TicketCard } from './TicketCard';

/** The ticket's text as the e-ticket page shows it (markup stripped). */
function ticketText(ticket: EDocumentTicket, locale: 'he' | 'en'): string {
  const messages = locale === 'he' ? { ...he, ...checkoutHe } : { ...en, ...checkoutEn };
  const html = renderToStaticMarkup(
    <IntlProvider locale={locale} messages={providedMessages(messages)}>
      <TicketCard ticket={ticket} number={1} state="valid" showQr={false} />
    </IntlProvider>,
  );
  return html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
}

const reserved: EDocumentTicket = {
  ticketIdentifier: 'secret-1',
  name: 'Regular',
  price: 45,
  serviceCharge: 5.5,
  sectionName: 'Hall',
  rowName: '3',
  seatName: '5',
  status: 'valid',
  addons: [],
};
// As the server answers a general-admission ticket: no section, row or seat (seatplanId null).
const generalAdmission: EDocumentTicket = { ...reserved, sectionName: null, rowName: null, seatName: null };

describe('an e-ticket card', () => {
  it('names the row and seat of a reserved seat', () => {
    expect(ticketText(reserved, 'en')).toMatch(/Row 3 .*Seat 5/);
  });

  it('says free seating, with no row or seat, for a general-admission ticket, in English and Hebrew', () => {
    const en = ticketText(generalAdmission, 'en');
    expect(en).toContain('Free seating');
    expect(en).not.toMatch(/Row|Seat \d/);
    const he = ticketText(generalAdmission, 'he');
    expect(he).toContain('ישיבה חופשית');
    expect(he).not.toMatch(/שורה|כיסא/);
  });
});
