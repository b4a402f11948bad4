import { renderToStaticMarkup } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { providedMessages } from '../../../lib/i18n/provided-messages';
import { en } from '../../../i18n/en';
import { he } from '../../../i18n/he';
import type { HeldSeat } from '../utils/seat-store';
import { SelectionSummary } from './SelectionSummary';

const GA_SECTION = 24;
const place = (x: number): HeldSeat => ({
  key: `${GA_SECTION}_${x}_1`,
  sectionId: GA_SECTION,
  rowName: '3',
  seatName: String(x),
  ticketGroupId: 21,
  ticketGroupName: 'Regular',
  expiresAt: '2026-11-21T18:00:00.000Z',
  linked: [],
});

function summaryText(held: HeldSeat[], placeSections: ReadonlySet<number>, locale: 'he' | 'en'): string {
  const html = renderToStaticMarkup(
    <IntlProvider locale={locale} messages={providedMessages(locale === 'he' ? he : en)}>
      <SelectionSummary
        held={held}
        sectionNames={new Map([[GA_SECTION, 'Floor']])}
        placeSections={placeSections}
        ticketGroups={undefined}
        maxSeats={4}
        busy={false}
        onRelease={() => {}}
        onContinue={() => {}}
      />
    </IntlProvider>,
  );
  return html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
}

describe('the selection summary', () => {
  it('names general-admission places by number, never by the row and seat the server drew them from', () => {
    const text = summaryText([place(5), place(2)], new Set([GA_SECTION]), 'en');
    expect(text).toContain('Open seating, place 1');
    expect(text).toContain('Open seating, place 2');
    expect(text).not.toMatch(/Row 3/);
    const hebrew = summaryText([place(5)], new Set([GA_SECTION]), 'he');
    expect(hebrew).toContain('ישיבה חופשית, מקום 1');
    expect(hebrew).not.toMatch(/שורה/);
  });

  it('names reserved seats by row and seat', () => {
    expect(summaryText([place(5)], new Set(), 'en')).toContain('Row 3, seat 5');
  });
});
