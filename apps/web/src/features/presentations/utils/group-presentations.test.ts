import { describe, expect, it } from 'vitest';
import { groupByDate, groupByFeature, onDate, splitVideoOnDemand } from './group-presentations';
import { testPresentation as p } from '../../../lib/presentation/test-presentation';

const late = p({ id: 3, featureId: 10, featureName: 'Zeta', businessDate: '2026-11-23', startsAt: '2026-11-23T19:30:00Z' });
const early = p({ id: 1, featureId: 20, featureName: 'Alpha', businessDate: '2026-11-23', startsAt: '2026-11-23T08:00:00Z' });
// Local 00:30 on the 24th belongs to the business date of the 24th, though it is still the 23rd in UTC.
const afterMidnight = p({ id: 4, featureId: 20, featureName: 'Alpha', businessDate: '2026-11-24', startsAt: '2026-11-23T22:30:00Z' });
const nextDay = p({ id: 2, featureId: 10, featureName: 'Zeta', businessDate: '2026-11-24', startsAt: '2026-11-24T18:00:00Z' });
const sameTimeB = p({ id: 6, featureName: 'Beta', featureId: 30, businessDate: '2026-11-24', startsAt: '2026-11-24T18:00:00Z' });

describe('groupByDate', () => {
  it('groups by business date in date order with showtimes in time order', () => {
    const groups = groupByDate([nextDay, late, afterMidnight, early, sameTimeB]);
    expect(groups.map((g) => g.date)).toEqual(['2026-11-23', '2026-11-24']);
    expect(groups[0]?.presentations.map((x) => x.id)).toEqual([1, 3]);
    // Same start: by name (Beta before Zeta).
    expect(groups[1]?.presentations.map((x) => x.id)).toEqual([4, 6, 2]);
  });

  it('gives no groups for no presentations', () => {
    expect(groupByDate([])).toEqual([]);
  });
});

describe('groupByFeature', () => {
  it('puts each feature once, soonest first, with its dates and times', () => {
    const groups = groupByFeature([nextDay, late, afterMidnight, early]);
    expect(groups.map((g) => g.featureName)).toEqual(['Alpha', 'Zeta']);
    const alpha = groups[0];
    expect(alpha?.dates.map((d) => [d.date, d.presentations.map((x) => x.id)])).toEqual([
      ['2026-11-23', [1]],
      ['2026-11-24', [4]],
    ]);
    expect(groups[1]?.dates.map((d) => d.date)).toEqual(['2026-11-23', '2026-11-24']);
    expect(alpha).toMatchObject({ featureId: 20, posterUrl: '/api/features/10/image', durationInMinutes: 120 });
  });
});

describe('onDate', () => {
  it('keeps one business date, or everything', () => {
    const all = [late, early, nextDay];
    expect(onDate(all, '2026-11-24').map((x) => x.id)).toEqual([2]);
    expect(onDate(all, null)).toHaveLength(3);
  });
});

describe('splitVideoOnDemand', () => {
  it('keeps dated showtimes and video on demand apart, each in time order', () => {
    const vod = p({ id: 9, isVod: true, venueTypeId: 101, businessDate: '2026-11-23', startsAt: '2026-11-23T06:00:00Z' });
    const { showtimes, videoOnDemand } = splitVideoOnDemand([late, vod, early]);
    expect(showtimes.map((x) => x.id)).toEqual([1, 3]);
    expect(videoOnDemand.map((x) => x.id)).toEqual([9]);
  });
});
