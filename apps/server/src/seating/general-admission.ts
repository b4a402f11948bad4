import type { SeatCell } from '@kupa/domain';
import type { SeatingPresentation } from './seating-presentation';
import type { SeatplanLayout } from './seatplan-layout';

/** General admission: the presentation is not reserved, or the seat lies in a non-reserved section (api-compat `r`: 0). */
export function isGeneralAdmission(presentation: SeatingPresentation, layout: SeatplanLayout, sectionId: number): boolean {
  return !presentation.reserved || layout.sectionReserved.get(sectionId) === false;
}

/**
 * The places a general-admission sale draws from: the plan's sellable seats (or those of the non-reserved section),
 * limited to the first ga_capacity. Capacity is thereby kept by the seats' own uniqueness, with no counter row.
 */
export function generalAdmissionPlaces(presentation: SeatingPresentation, layout: SeatplanLayout, sectionId: number): SeatCell[] {
  const wholePlan = !presentation.reserved;
  const key = `ga:${wholePlan ? 'plan' : sectionId}:${wholePlan ? (presentation.gaCapacity ?? 'all') : 'all'}`;
  return layout.memo(key, () => {
    const places = layout.index.seats.filter((s) => !s.blocked && (wholePlan || s.sectionId === sectionId));
    return wholePlan && presentation.gaCapacity !== null ? places.slice(0, Math.max(0, presentation.gaCapacity)) : places;
  });
}
