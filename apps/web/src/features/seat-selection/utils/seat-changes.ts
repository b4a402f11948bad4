import type { SeatChange } from '@kupa/contracts';

const STATES: ReadonlySet<string> = new Set(['locked', 'released', 'sold']);

/**
 * The changes of an `event: seats` message of the live stream (SeatChangeEvent), checked by hand to keep zod out of
 * the bundle; null for anything that is not an event of this presentation.
 */
export function parseSeatChanges(data: string, presentationId: number): SeatChange[] | null {
  let body: unknown;
  try {
    body = JSON.parse(data);
  } catch {
    return null;
  }
  if (typeof body !== 'object' || body === null || !('presentationId' in body) || !('changes' in body)) return null;
  if (body.presentationId !== presentationId || !Array.isArray(body.changes)) return null;
  const changes: SeatChange[] = [];
  for (const change of body.changes as unknown[]) {
    if (typeof change !== 'object' || change === null || !('seat' in change) || !('state' in change)) continue;
    const { seat, state } = change;
    if (typeof seat === 'string' && typeof state === 'string' && STATES.has(state))
      changes.push({ seat, state: state as SeatChange['state'] });
  }
  return changes;
}
