/** A move through a series membership's events (spec 4 Series memberships: in sequence, within bounds). */
export type SeriesMove = 'next' | 'previous';

/** The event shown after a move: one step, never before the first or past the last. */
export function seriesStep(index: number, count: number, move: SeriesMove): number {
  if (count <= 0) return 0;
  const current = Math.min(Math.max(0, index), count - 1);
  return move === 'next' ? Math.min(current + 1, count - 1) : Math.max(current - 1, 0);
}

/** Whether a move can go anywhere from `index` (its button is offered only then). */
export function canMove(index: number, count: number, move: SeriesMove): boolean {
  return count > 0 && seriesStep(index, count, move) !== Math.min(Math.max(0, index), count - 1);
}
