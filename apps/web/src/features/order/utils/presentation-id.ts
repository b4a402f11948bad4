/** The numeric id in /order/{presentationId}, or null when the path segment is not a positive whole number. */
export function parsePresentationId(raw: string | undefined): number | null {
  if (raw === undefined || !/^\d{1,15}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}
