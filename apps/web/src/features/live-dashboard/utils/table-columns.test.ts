import { describe, expect, it } from 'vitest';
import { UTF8_BOM } from './csv';
import { isNumericKind, tableCsv, type TableColumn } from './table-columns';

interface Row {
  name: string;
  sold: number;
  percent: number;
  ratio: number;
  total: number;
}

const columns: TableColumn<Row>[] = [
  { id: 'name', label: 'live.col.venue', kind: 'text', value: (r) => r.name },
  { id: 'sold', label: 'live.col.sold', kind: 'integer', value: (r) => r.sold },
  { id: 'percent', label: 'live.col.occupancy', kind: 'percent', value: (r) => r.percent },
  { id: 'ratio', label: 'live.col.takenRatio', kind: 'ratio', value: (r) => r.ratio },
  { id: 'total', label: 'live.col.total', kind: 'money', value: (r) => r.total },
  { id: 'actions', label: 'live.col.actions', kind: 'text', value: () => null, noExport: true },
];

const headers: Record<string, string> = { name: 'אולם', sold: 'נמכרו', percent: 'תפוסה %', ratio: 'יחס תפוסה', total: 'סה"כ' };

describe('tableCsv', () => {
  it('has the BOM, translated headers, unformatted numbers, and leaves action columns out', () => {
    const csv = tableCsv(
      columns,
      [{ name: 'אולם 1, הגדול', sold: 1600, percent: 15, ratio: 0.1, total: 139473.8 }],
      (c) => headers[c.id] ?? c.id,
      'Asia/Jerusalem',
    );
    expect(csv).toBe(`${UTF8_BOM}אולם,נמכרו,תפוסה %,יחס תפוסה,"סה""כ"\r\n"אולם 1, הגדול",1600,15,0.100,139473.80\r\n`);
  });

  it('defuses formulas in text cells only', () => {
    const csv = tableCsv(columns, [{ name: '=HYPERLINK("x")', sold: -2, percent: 0, ratio: 0, total: -5 }], (c) => c.id, 'Asia/Jerusalem');
    expect(csv.split('\r\n')[1]).toBe(`"'=HYPERLINK(""x"")",-2,0,0.000,-5.00`);
  });
});

describe('isNumericKind', () => {
  it('tells figures from text', () => {
    expect(['integer', 'percent', 'ratio', 'money'].every((k) => isNumericKind(k as never))).toBe(true);
    expect(isNumericKind('text')).toBe(false);
    expect(isNumericKind('date')).toBe(false);
  });
});
