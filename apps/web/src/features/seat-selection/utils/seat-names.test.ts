import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { ar } from '../../../i18n/ar';
import { en } from '../../../i18n/en';
import { he } from '../../../i18n/he';
import { withEnglishFallback } from '../../../lib/i18n/messages';
import { createSeatNamer, type Translate } from './seat-names';

function translator(locale: string, messages: Record<string, string>): Translate {
  const intl = createIntl({ locale, messages });
  return (id, values) => intl.formatMessage({ id }, values);
}

const seat = {
  sectionId: 1,
  rowName: '5',
  seatName: '12',
  premium: false,
  accessible: false,
  companion: false,
  limitedView: false,
  sofa: null,
};
const oneSection = new Map([[1, 'Hall']]);

describe('accessible seat names', () => {
  it('name a seat by row, seat, qualities and state in English', () => {
    const name = createSeatNamer(translator('en', en), oneSection);
    expect(name({ ...seat, premium: true }, 'available')).toBe('Row 5 seat 12, premium, available');
    expect(name(seat, 'taken')).toBe('Row 5 seat 12, taken');
    expect(name({ ...seat, accessible: true }, 'selected')).toBe('Row 5 seat 12, wheelchair space, selected');
    expect(name({ ...seat, limitedView: true, sofa: 'L' }, 'available')).toBe('Row 5 seat 12, limited view, sofa for two, available');
  });

  it('speak Hebrew in Hebrew', () => {
    const name = createSeatNamer(translator('he', he), oneSection);
    expect(name({ ...seat, premium: true }, 'available')).toBe('שורה 5 כיסא 12, פרמיום, פנוי');
    expect(name({ ...seat, rowName: 'יא', seatName: '3' }, 'taken')).toBe('שורה יא כיסא 3, תפוס');
  });

  it('start with the section when the plan has several', () => {
    const name = createSeatNamer(
      translator('en', en),
      new Map([
        [1, 'Stalls'],
        [2, 'Gallery'],
      ]),
    );
    expect(name({ ...seat, sectionId: 2 }, 'available')).toBe('Gallery, Row 5 seat 12, available');
  });

  it('match plain formatting for names that look like placeholders, and use a partial catalogue with English fallback', () => {
    const name = createSeatNamer(translator('en', en), oneSection);
    expect(name({ ...seat, rowName: "{row} 'A'", seatName: '$&' }, 'available')).toBe("Row {row} 'A' seat $&, available");
    const arabic = createSeatNamer(translator('ar', withEnglishFallback(ar)), oneSection);
    expect(arabic({ ...seat, premium: true }, 'available')).toBe('الصف 5 المقعد 12، premium، متاح');
  });
});
