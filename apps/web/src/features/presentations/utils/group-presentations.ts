import type { Presentation } from '@kupa/contracts';

export interface DateGroup {
  /** Business date, "YYYY-MM-DD" (local). */
  date: string;
  presentations: Presentation[];
}

export interface FeatureGroup {
  featureId: number;
  featureName: string;
  posterUrl: string;
  ratingName: string | null;
  durationInMinutes: number;
  dates: DateGroup[];
}

const startOf = (p: Presentation) => Date.parse(p.startsAt);

/** Chronological order; presentations starting together are ordered by name, then id, so the list is stable. */
export function compareByStart(a: Presentation, b: Presentation): number {
  return startOf(a) - startOf(b) || a.featureName.localeCompare(b.featureName) || a.id - b.id;
}

/** "By date and presentation" (spec 2, the default list mode): business dates in order, showtimes in order. */
export function groupByDate(presentations: readonly Presentation[]): DateGroup[] {
  const groups = new Map<string, Presentation[]>();
  for (const p of [...presentations].sort(compareByStart)) {
    const group = groups.get(p.businessDate);
    if (group) group.push(p);
    else groups.set(p.businessDate, [p]);
  }
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([date, list]) => ({ date, presentations: list }));
}

/** "By feature and date" (spec 2): one group per film or event, soonest first, each with its dates and times. */
export function groupByFeature(presentations: readonly Presentation[]): FeatureGroup[] {
  const byFeature = new Map<number, Presentation[]>();
  for (const p of [...presentations].sort(compareByStart)) {
    const list = byFeature.get(p.featureId);
    if (list) list.push(p);
    else byFeature.set(p.featureId, [p]);
  }
  const groups: FeatureGroup[] = [];
  for (const [featureId, list] of byFeature) {
    const first = list[0];
    if (!first) continue;
    groups.push({
      featureId,
      featureName: first.featureName,
      posterUrl: first.posterUrl,
      ratingName: first.ratingName,
      durationInMinutes: first.durationInMinutes,
      dates: groupByDate(list),
    });
  }
  // byFeature kept the order of each feature's first (soonest) showtime.
  return groups;
}

/**
 * Video on demand is watched whenever the buyer likes, so the "by date" view lists it apart from the dated
 * showtimes (its start is only when streaming opens). Both parts keep chronological order.
 */
export function splitVideoOnDemand(presentations: readonly Presentation[]): { showtimes: Presentation[]; videoOnDemand: Presentation[] } {
  const sorted = [...presentations].sort(compareByStart);
  return { showtimes: sorted.filter((p) => !p.isVod), videoOnDemand: sorted.filter((p) => p.isVod) };
}

/** Presentations of one business date, or all when date is null. */
export function onDate(presentations: readonly Presentation[], date: string | null): Presentation[] {
  return date === null ? [...presentations] : presentations.filter((p) => p.businessDate === date);
}
