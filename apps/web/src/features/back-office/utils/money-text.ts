/** Agorot as staff type them in shekels ("52", "52.5" for 5250), or '' for none. */
export function shekelsText(agorot: number | null): string {
  if (agorot === null) return '';
  return agorot % 100 === 0 ? String(agorot / 100) : (agorot / 100).toFixed(2);
}

/** Shekels typed in a field as agorot: null when empty, NaN when not an amount with at most two decimals. */
export function agorotOf(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return NaN;
  return Math.round(Number(trimmed) * 100);
}

/** A whole number typed in a field, null when empty, NaN when it is not one. */
export function wholeNumberOf(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return /^-?\d+$/.test(trimmed) ? Number(trimmed) : NaN;
}
