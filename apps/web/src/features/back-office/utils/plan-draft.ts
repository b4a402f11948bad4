import {
  SEATPLAN_DOCUMENT_FORMAT,
  SeatPlanDocumentSchema,
  type DesignerRow,
  type DesignerSeat,
  type DesignerSection,
  type SeatPlanDocument,
} from '@kupa/contracts';

// The seat-plan designer's document edits (issue 13, ADR 0015): pure functions from one document to the next. The
// server builds the seats from the document; the designer only ever changes the document.

/** Where a seat of the preview sits in the document: its section, its row and its position in the row. */
export interface SeatAddress {
  section: number;
  row: number;
  position: number;
}

export const NO_SETTINGS: Omit<DesignerSeat, 'position'> = {
  premium: false,
  accessible: false,
  companion: false,
  limitedView: false,
  blocked: false,
  sofa: null,
  ticketGroupId: null,
};

export function newRow(label: string, ticketGroupId: number): DesignerRow {
  return { label, positions: 10, offset: 0, curve: 0, numbering: 'rtl', firstNumber: 1, gaps: [], ticketGroupId, seats: [] };
}

export function newSection(kind: DesignerSection['kind'], ticketGroupId: number): DesignerSection {
  return kind === 'general'
    ? { nameHe: 'עמידה', nameEn: 'Standing', kind, capacity: 100, ticketGroupId, rows: [] }
    : { nameHe: 'אולם', nameEn: 'Hall', kind, capacity: null, ticketGroupId: null, rows: [newRow('1', ticketGroupId)] };
}

/** A new plan: one reserved section with one row of ten seats. */
export function newPlanDocument(name: string, ticketGroupId: number): SeatPlanDocument {
  return {
    format: SEATPLAN_DOCUMENT_FORMAT,
    name,
    screenLabelHe: 'מסך',
    screenLabelEn: 'Screen',
    sections: [newSection('reserved', ticketGroupId)],
  };
}

const replaceAt = <T>(list: readonly T[], i: number, item: T): T[] => list.map((x, j) => (j === i ? item : x));
const removeAt = <T>(list: readonly T[], i: number): T[] => list.filter((_, j) => j !== i);

export function updateSection(doc: SeatPlanDocument, s: number, patch: Partial<DesignerSection>): SeatPlanDocument {
  const section = doc.sections[s];
  return section ? { ...doc, sections: replaceAt(doc.sections, s, { ...section, ...patch }) } : doc;
}

export function addSection(doc: SeatPlanDocument, kind: DesignerSection['kind'], ticketGroupId: number): SeatPlanDocument {
  return { ...doc, sections: [...doc.sections, newSection(kind, ticketGroupId)] };
}

export function removeSection(doc: SeatPlanDocument, s: number): SeatPlanDocument {
  return { ...doc, sections: removeAt(doc.sections, s) };
}

/** The label a new row of the section takes: one more than the highest numeric label, else the row count plus one. */
export function nextRowLabel(section: DesignerSection): string {
  const numbers = section.rows.map((r) => Number(r.label)).filter((n) => Number.isInteger(n));
  return String(numbers.length > 0 ? Math.max(...numbers) + 1 : section.rows.length + 1);
}

export function addRow(doc: SeatPlanDocument, s: number, row: DesignerRow): SeatPlanDocument {
  const section = doc.sections[s];
  return section ? updateSection(doc, s, { rows: [...section.rows, row] }) : doc;
}

/** Changes a row; seat settings at positions the row no longer has (beyond its end or in a gap) are dropped. */
export function updateRow(doc: SeatPlanDocument, s: number, r: number, row: DesignerRow): SeatPlanDocument {
  const section = doc.sections[s];
  if (!section?.rows[r]) return doc;
  const gaps = new Set(row.gaps);
  const seats = row.seats.filter((seat) => seat.position <= row.positions && !gaps.has(seat.position));
  return updateSection(doc, s, { rows: replaceAt(section.rows, r, { ...row, seats }) });
}

export function removeRow(doc: SeatPlanDocument, s: number, r: number): SeatPlanDocument {
  const section = doc.sections[s];
  return section ? updateSection(doc, s, { rows: removeAt(section.rows, r) }) : doc;
}

/** The document address of a preview seat (the preview numbers sections from 1, rows by grid Y from 1). */
export function seatAddressOf(doc: SeatPlanDocument, seat: { sectionId: number; x: number; y: number }): SeatAddress | null {
  const section = seat.sectionId - 1;
  const row = doc.sections[section]?.rows[seat.y - 1];
  if (!row) return null;
  const position = seat.x - row.offset;
  return position >= 1 && position <= row.positions ? { section, row: seat.y - 1, position } : null;
}

export function seatSettingsAt(doc: SeatPlanDocument, at: SeatAddress): DesignerSeat {
  const found = doc.sections[at.section]?.rows[at.row]?.seats.find((s) => s.position === at.position);
  return found ?? { ...NO_SETTINGS, position: at.position };
}

const isPlain = (seat: DesignerSeat) => Object.entries(NO_SETTINGS).every(([key, value]) => seat[key as keyof DesignerSeat] === value);

/** Sets the settings of the seats given (a seat with none left is removed from the row's list). */
function withSeats(doc: SeatPlanDocument, s: number, r: number, changed: DesignerSeat[]): SeatPlanDocument {
  const row = doc.sections[s]?.rows[r];
  if (!row) return doc;
  const positions = new Set(changed.map((c) => c.position));
  const seats = [...row.seats.filter((seat) => !positions.has(seat.position)), ...changed.filter((c) => !isPlain(c))].sort(
    (a, b) => a.position - b.position,
  );
  return updateRow(doc, s, r, { ...row, seats });
}

export function setSeatSettings(doc: SeatPlanDocument, at: SeatAddress, settings: DesignerSeat): SeatPlanDocument {
  return withSeats(doc, at.section, at.row, [{ ...settings, position: at.position, sofa: seatSettingsAt(doc, at).sofa }]);
}

/** The seat's sofa: the seat and the next one become a sofa's left and right halves, or both halves stop being one. */
export function setSofaPair(doc: SeatPlanDocument, at: SeatAddress, on: boolean): SeatPlanDocument {
  const here = seatSettingsAt(doc, at);
  const partnerPosition = on ? at.position + 1 : at.position + (here.sofa === 'R' ? -1 : 1);
  const partner = seatSettingsAt(doc, { ...at, position: partnerPosition });
  if (!on) return withSeats(doc, at.section, at.row, [{ ...here, sofa: null }, ...(partner.sofa ? [{ ...partner, sofa: null }] : [])]);
  return withSeats(doc, at.section, at.row, [
    { ...here, sofa: 'L' },
    { ...partner, sofa: 'R' },
  ]);
}

/** "5, 12" as gap positions; null when a part is not a whole number above 0. */
export function parseGaps(text: string): number[] | null {
  const parts = text
    .split(/[\s,]+/)
    .map((p) => p.trim())
    .filter(Boolean);
  const numbers = parts.map(Number);
  return numbers.every((n) => Number.isInteger(n) && n > 0) ? [...new Set(numbers)].sort((a, b) => a - b) : null;
}

/** An imported JSON file as a document, or the path of its first problem ('' when it is not JSON at all). */
export function parseImported(text: string): { document: SeatPlanDocument } | { problem: string } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { problem: '' };
  }
  const result = SeatPlanDocumentSchema.safeParse(json);
  if (result.success) return { document: result.data };
  return { problem: result.error.issues[0]?.path.join('.') ?? '' };
}

/** The file name of an exported plan. */
export function exportFileName(name: string): string {
  const safe = name.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-+|-+$/g, '');
  return `${safe || 'seatplan'}.json`;
}

/** Seats a document describes (reserved rows less their gaps, plus general-admission capacity). */
export function seatCountOf(doc: SeatPlanDocument): number {
  return doc.sections.reduce(
    (sum, section) =>
      sum +
      (section.kind === 'general'
        ? (section.capacity ?? 0)
        : section.rows.reduce((n, row) => n + row.positions - new Set(row.gaps).size, 0)),
    0,
  );
}
