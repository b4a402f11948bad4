import { isVideoOnDemandVenueType } from '../presentation-rules';

export interface CapacityFacts {
  venueTypeId: number;
  isReserved: boolean;
  /** The general-admission limit of the presentation, if any. */
  gaCapacity: number | null;
  /** Sellable seats of the presentation's seat plan (else the venue's default plan), if it has one. */
  planCapacity: number | null;
}

/**
 * Seats a presentation can sell, as the attendance figures count them: a reserved hall's sellable seats, a
 * general-admission limit (else the plan's places), and null for video on demand, which has no hall to fill
 * (spec 3: venue types 101 to 104) and therefore stays out of attendance.
 */
export function presentationCapacity(f: CapacityFacts): number | null {
  if (isVideoOnDemandVenueType(f.venueTypeId)) return null;
  if (f.isReserved) return f.planCapacity ?? 0;
  return f.gaCapacity ?? f.planCapacity ?? 0;
}
