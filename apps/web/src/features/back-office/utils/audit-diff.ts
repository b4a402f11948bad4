/** One changed field of an audit entry: its path and its value before and after, as text. */
export interface DiffRow {
  field: string;
  before: string;
  after: string;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function textOf(value: unknown): string {
  if (value === undefined) return '';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

function collect(before: unknown, after: unknown, path: string, rows: DiffRow[]): void {
  if (isPlainObject(before) || isPlainObject(after)) {
    const b = isPlainObject(before) ? before : {};
    const a = isPlainObject(after) ? after : {};
    if (!isPlainObject(before) && before !== null && before !== undefined) rows.push({ field: path, before: textOf(before), after: '' });
    for (const key of [...new Set([...Object.keys(b), ...Object.keys(a)])]) collect(b[key], a[key], path ? `${path}.${key}` : key, rows);
    return;
  }
  const beforeText = before === null ? '' : textOf(before);
  const afterText = after === null ? '' : textOf(after);
  if (beforeText !== afterText) rows.push({ field: path, before: beforeText, after: afterText });
}

/**
 * The fields an audit entry's before and after differ in (nested objects by dotted path; arrays compared whole),
 * in the order the entity lists them: what the log shows as the change. Empty when nothing was recorded.
 */
export function auditDiff(before: unknown, after: unknown): DiffRow[] {
  const rows: DiffRow[] = [];
  if ((before === null || before === undefined) && (after === null || after === undefined)) return rows;
  collect(before, after, '', rows);
  return rows;
}
