/** The byte order mark that makes Excel read a CSV file as UTF-8 (Hebrew would show as mojibake without it). */
export const UTF8_BOM = '\uFEFF';

/** Quotes a field when it holds a separator, a quote, a line break or edge spaces (RFC 4180); quotes are doubled. */
export function csvField(text: string): string {
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * Text that a spreadsheet would run as a formula (=, +, -, @, tab, carriage return first) gets a leading
 * apostrophe, so an exported name can never execute (OWASP CSV injection). Only text cells pass through this:
 * numbers are written by us and may well be negative.
 */
export function neutralizeFormula(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** A CSV document: BOM, the header row, then the rows; comma separated, CRLF line ends (Excel's defaults). */
export function buildCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const lines = [header, ...rows].map((cells) => cells.map(csvField).join(','));
  return `${UTF8_BOM}${lines.join('\r\n')}\r\n`;
}

/** A file name from its parts: lower-case letters, digits and dashes only, ending in .csv. */
export function csvFileName(...parts: readonly (string | number)[]): string {
  const base = parts
    .map((p) =>
      String(p)
        .toLowerCase()
        .replace(/[^a-z0-9-]+/g, '-'),
    )
    .join('-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
  return `${base || 'export'}.csv`;
}
