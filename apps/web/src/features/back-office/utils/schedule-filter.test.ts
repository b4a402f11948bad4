import { describe, expect, it } from 'vitest';
import { noScheduleFilter, scheduleFilterOf, scheduleFilterProblem, scheduleQueryOf, withScheduleFilter } from './schedule-filter';

const TODAY = '2026-12-01';

describe('schedule filter', () => {
  it('reads the address, ignoring a state it does not know', () => {
    const filter = scheduleFilterOf(new URLSearchParams('business=1&featureId=7&status=sold'), TODAY);
    expect(filter).toEqual({ ...noScheduleFilter(TODAY), featureId: '7' });
  });

  it('writes only what narrows, keeping the business and language', () => {
    const params = withScheduleFilter(new URLSearchParams('business=1&lang=en&q=old'), { ...noScheduleFilter(TODAY), venueId: '3' }, TODAY);
    expect(params.toString()).toBe('business=1&lang=en&venueId=3');
  });

  it('asks for a month without a last date, and for the last date instead of days with one', () => {
    expect(scheduleQueryOf(noScheduleFilter(TODAY))).toMatchObject({ from: TODAY, days: 31, to: undefined, status: undefined });
    expect(scheduleQueryOf({ ...noScheduleFilter(TODAY), to: '2026-12-05', q: ' jazz ' })).toMatchObject({
      to: '2026-12-05',
      days: undefined,
      q: 'jazz',
    });
  });

  it('names the field the list call would refuse', () => {
    expect(scheduleFilterProblem(noScheduleFilter(TODAY))).toBeNull();
    expect(scheduleFilterProblem({ ...noScheduleFilter(TODAY), from: '2026-13-01' })).toBe('from');
    expect(scheduleFilterProblem({ ...noScheduleFilter(TODAY), to: '2026-11-30' })).toBe('to');
    expect(scheduleFilterProblem({ ...noScheduleFilter(TODAY), to: '2027-02-01' })).toBe('to');
  });
});
