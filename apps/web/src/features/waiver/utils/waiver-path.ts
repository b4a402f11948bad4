/** The waiver page of an order, by its e-ticket document key. */
export function waiverPath(documentKey: string): string {
  return `/waiver/${encodeURIComponent(documentKey)}`;
}
