import type { ScheduleResponse } from '@kupa/contracts';

/** A hall as the schedule's choices name it: its location, then its own name, in the page's language. */
export function venueLabel(venue: ScheduleResponse['venues'][number], he: boolean): string {
  return he ? `${venue.locationHe} · ${venue.nameHe}` : `${venue.locationEn} · ${venue.nameEn}`;
}
