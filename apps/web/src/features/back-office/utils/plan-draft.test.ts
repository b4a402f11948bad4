import { describe, expect, it } from 'vitest';
import {
  addRow,
  newPlanDocument,
  newRow,
  parseGaps,
  parseImported,
  seatAddressOf,
  seatSettingsAt,
  setSeatSettings,
  setSofaPair,
  updateRow,
} from './plan-draft';

const doc = addRow(newPlanDocument('Hall 7', 1), 0, { ...newRow('2', 1), offset: 2, positions: 6 });

describe('plan-draft', () => {
  it('finds a preview seat in the document by section, grid row and position (the row offset taken off)', () => {
    expect(seatAddressOf(doc, { sectionId: 1, x: 4, y: 2 })).toEqual({ section: 0, row: 1, position: 2 });
    expect(seatAddressOf(doc, { sectionId: 1, x: 2, y: 2 })).toBeNull();
    expect(seatAddressOf(doc, { sectionId: 2, x: 1, y: 1 })).toBeNull();
  });

  it('keeps only seats with settings, and pairs a sofa with the next seat', () => {
    const at = { section: 0, row: 0, position: 3 };
    const accessible = setSeatSettings(doc, at, { ...seatSettingsAt(doc, at), accessible: true });
    expect(accessible.sections[0]?.rows[0]?.seats).toEqual([expect.objectContaining({ position: 3, accessible: true, sofa: null })]);
    const sofa = setSofaPair(accessible, { ...at, position: 5 }, true);
    expect(sofa.sections[0]?.rows[0]?.seats.map((s) => [s.position, s.sofa])).toEqual([
      [3, null],
      [5, 'L'],
      [6, 'R'],
    ]);
    const apart = setSofaPair(sofa, { ...at, position: 6 }, false);
    expect(apart.sections[0]?.rows[0]?.seats.map((s) => s.position)).toEqual([3]);
    const plain = setSeatSettings(apart, at, { ...seatSettingsAt(apart, at), accessible: false });
    expect(plain.sections[0]?.rows[0]?.seats).toEqual([]);
  });

  it('drops seat settings a shorter row or a new aisle no longer has', () => {
    const row = { ...newRow('1', 1), seats: [{ ...seatSettingsAt(doc, { section: 0, row: 0, position: 9 }), premium: true }] };
    const withSeat = updateRow(doc, 0, 0, row);
    expect(updateRow(withSeat, 0, 0, { ...row, positions: 8 }).sections[0]?.rows[0]?.seats).toEqual([]);
    expect(updateRow(withSeat, 0, 0, { ...row, gaps: [9] }).sections[0]?.rows[0]?.seats).toEqual([]);
  });

  it('reads aisles as a list of positions', () => {
    expect(parseGaps('12, 5 5')).toEqual([5, 12]);
    expect(parseGaps('')).toEqual([]);
    expect(parseGaps('5, x')).toBeNull();
    expect(parseGaps('0')).toBeNull();
  });

  it('imports a document with the server rules, naming the first problem', () => {
    expect(parseImported(JSON.stringify(doc))).toEqual({ document: doc });
    expect(parseImported('{')).toEqual({ problem: '' });
    const twice = { ...doc, sections: [{ ...doc.sections[0], rows: [newRow('1', 1), newRow('1', 1)] }] };
    expect(parseImported(JSON.stringify(twice))).toEqual({ problem: 'sections.0.rows.1.label' });
  });
});
