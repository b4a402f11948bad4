/** A share as a whole percentage, half rounded up (spec 9: percentages are rounded to whole numbers); nothing of nothing is 0. */
export function wholePercent(part: number, whole: number): number {
  if (whole <= 0) return 0;
  return Math.round((part * 100) / whole);
}

/**
 * The share of seats taken (sold or held), 0..1 with three decimals (spec 9: seat-taken ratio with 3 decimals).
 * It can exceed 1 only if more seats were sold than the capacity allows, which the report then shows as it is.
 */
export function takenRatio(sold: number, held: number, capacity: number): number {
  if (capacity <= 0) return 0;
  // Rounds on integers so that 0.6665 is not turned into 0.666 by binary floating point.
  return Math.round(((sold + held) * 1000) / capacity) / 1000;
}
