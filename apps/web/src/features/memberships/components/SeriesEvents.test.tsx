import { renderToStaticMarkup } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { checkoutCatalogue } from '../../../i18n/checkout/checkout-catalogue';
import { en } from '../../../i18n/en';
import { he } from '../../../i18n/he';
import { providedMessages } from '../../../lib/i18n/provided-messages';
import { SeriesEvents } from './SeriesEvents';

const event = (id: number, day: number) => ({
  PresentationId: id,
  IsRequired: day !== 21,
  MembershipPayableAmount: 0,
  featureName: `Concert ${String(day)}`,
  locationName: 'Tel Aviv',
  venueName: 'Hall A',
  dateTime: `2026-11-${String(day)} 20:00`,
  startsAt: `2026-11-${String(day)}T18:00:00.000Z`,
});

function render(locale: 'he' | 'en', count: number): string {
  return renderToStaticMarkup(
    <IntlProvider locale={locale} messages={providedMessages({ ...(locale === 'he' ? he : en), ...checkoutCatalogue(locale) })}>
      <SeriesEvents events={Array.from({ length: count }, (_, i) => event(7000 + i, 21 + i))} locale={locale} />
    </IntlProvider>,
  );
}

describe('the events of a series membership', () => {
  it('starts at the first event, where Previous cannot move and Next can', () => {
    const html = render('en', 3);
    expect(html).toContain('Event 1 of 3');
    expect(html).toContain('Concert 21');
    expect(html).toMatch(/data-testid="series-previous" aria-disabled="true"/);
    expect(html).toMatch(/data-testid="series-next" aria-disabled="false"/);
  });

  it('cannot move either way in a series of one, in Hebrew too', () => {
    const html = render('he', 1);
    expect(html).toContain('אירוע 1 מתוך 1');
    expect(html).toMatch(/data-testid="series-next" aria-disabled="true"/);
  });
});
