/** Splits a list so IN (...) lists and multi-row inserts stay under the engines' bind-parameter limits. */
export function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
