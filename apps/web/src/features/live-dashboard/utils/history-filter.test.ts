import { describe, expect, it } from 'vitest';
import { parseHistoryView } from './history-filter';

const view = (qs: string) => parseHistoryView(new URLSearchParams(qs), '2026-11-22');

describe('parseHistoryView', () => {
  it('defaults to the last month, dateType 2 and detailLevel 1 (spec 9)', () => {
    expect(view('')).toEqual({
      startDate: '2026-10-22',
      endDate: '2026-11-22',
      dateType: 2,
      detailLevel: 1,
      ticketId: null,
      featureId: null,
      featureCategoryId: null,
      problem: null,
    });
  });

  it('keeps what the URL says', () => {
    expect(view('from=2026-09-01&to=2026-09-30&dateType=1&detailLevel=3&ticketId=6&featureId=4&featureCategoryId=2')).toEqual({
      startDate: '2026-09-01',
      endDate: '2026-09-30',
      dateType: 1,
      detailLevel: 3,
      ticketId: 6,
      featureId: 4,
      featureCategoryId: 2,
      problem: null,
    });
    expect(view('to=2026-08-10')).toMatchObject({ startDate: '2026-07-10', endDate: '2026-08-10' });
  });

  it('ignores unknown values and reports a reversed range', () => {
    expect(view('dateType=7&detailLevel=0&ticketId=x')).toMatchObject({ dateType: 2, detailLevel: 1, ticketId: null });
    expect(view('from=2026-11-20&to=2026-11-01').problem).toEqual({ field: 'to', reason: 'beforeFrom' });
  });
});
