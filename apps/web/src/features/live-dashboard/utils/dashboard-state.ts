import { isLocalDate } from '@kupa/domain';

export type DrillBy = 'venue' | 'feature';

/** What the attendance dashboard shows (spec 4: selected date, location, drill-by and presentation box). */
export interface DashboardState {
  /** The selected business date; null means today (the URL leaves it out). */
  date: string | null;
  locationId: number | null;
  drillBy: DrillBy;
  /** The venue or feature whose presentation box is open. */
  id: number | null;
}

export const DASHBOARD_PARAMS = { date: 'date', location: 'location', drillBy: 'drillBy', id: 'id' } as const;

export function parseId(text: string | null): number | null {
  if (text === null || !/^[1-9]\d{0,9}$/.test(text)) return null;
  const n = Number(text);
  return Number.isSafeInteger(n) ? n : null;
}

/**
 * Reads the dashboard from the URL (?date=YYYY-MM-DD&location=1&drillBy=venue&id=4), so a view can be shared and
 * reloaded. Anything malformed is dropped, and so is whatever has lost its parent: an id needs a location.
 */
export function parseDashboardState(params: URLSearchParams): DashboardState {
  const dateText = params.get(DASHBOARD_PARAMS.date);
  const date = dateText !== null && isLocalDate(dateText) ? dateText : null;
  const locationId = parseId(params.get(DASHBOARD_PARAMS.location));
  const drillBy: DrillBy = params.get(DASHBOARD_PARAMS.drillBy) === 'feature' ? 'feature' : 'venue';
  const id = locationId === null ? null : parseId(params.get(DASHBOARD_PARAMS.id));
  return { date, locationId, drillBy, id };
}

/**
 * Writes the dashboard into a copy of the URL's parameters, keeping the others (?lang=). Defaults stay out
 * (no date = today, drillBy only with a location) so that links stay short.
 */
export function serializeDashboardState(state: DashboardState, base: URLSearchParams = new URLSearchParams()): URLSearchParams {
  const next = new URLSearchParams(base);
  for (const key of Object.values(DASHBOARD_PARAMS)) next.delete(key);
  if (state.date !== null) next.set(DASHBOARD_PARAMS.date, state.date);
  if (state.locationId !== null) {
    next.set(DASHBOARD_PARAMS.location, String(state.locationId));
    next.set(DASHBOARD_PARAMS.drillBy, state.drillBy);
    if (state.id !== null) next.set(DASHBOARD_PARAMS.id, String(state.id));
  }
  return next;
}

/** The state one drill step up or across: a new date clears the location, a new location or drill-by the box. */
export function drillTo(current: DashboardState, change: Partial<DashboardState>): DashboardState {
  const next = { ...current, ...change };
  if (change.date !== undefined && change.date !== current.date && change.locationId === undefined) {
    next.locationId = null;
    next.id = null;
  }
  if (
    (change.locationId !== undefined && change.locationId !== current.locationId) ||
    (change.drillBy !== undefined && change.drillBy !== current.drillBy)
  ) {
    if (change.id === undefined) next.id = null;
  }
  if (next.locationId === null) next.id = null;
  return next;
}
