import { describe, expect, it } from 'vitest';
import { csvCellValue, figureFormat } from './figure-format';

// Hebrew output carries direction marks and no-break spaces; compare the visible text.
const visible = (s: string) => s.replace(/[\u200e\u200f\u061c]/g, '').replace(/[\u00a0\u202f]/g, ' ');
const TZ = 'Asia/Jerusalem';

describe('figureFormat', () => {
  const en = figureFormat('en', TZ);
  const he = figureFormat('he', TZ);

  it('shows whole percentages without decimals (spec 9)', () => {
    expect(en.percent(45)).toBe('45%');
    expect(en.percent(0)).toBe('0%');
    expect(en.percent(100)).toBe('100%');
    expect(en.percent(29)).toBe('29%'); // 29 / 100 is 0.28999… in binary; still 29%
    expect(visible(he.percent(15))).toBe('15%');
  });

  it('shows the seat-taken ratio with exactly three decimals (spec 9)', () => {
    expect(en.ratio(0.453)).toBe('0.453');
    expect(en.ratio(0.1)).toBe('0.100');
    expect(en.ratio(0)).toBe('0.000');
    expect(en.ratio(1.25)).toBe('1.250');
  });

  it('groups integers and shows ILS with two decimals', () => {
    expect(en.integer(11168)).toBe('11,168');
    expect(en.money(334203.5)).toBe('₪334,203.50');
    expect(visible(he.money(45))).toBe('45.00 ₪');
  });

  it('shows local dates and times without moving them, and instants in the venue zone', () => {
    expect(en.date('2026-11-22')).toBe('Sunday, 22/11/2026');
    expect(en.dateTime('2026-11-22 20:30')).toBe('Sunday, 22/11/2026, 20:30');
    expect(en.instant('2026-11-21T23:32:05.284Z')).toBe('Sunday, 22/11/2026, 01:32');
  });

  it('formats a cell by its kind, blank for null', () => {
    expect(en.cell('integer', 1600)).toBe('1,600');
    expect(en.cell('percent', 15)).toBe('15%');
    expect(en.cell('ratio', 0.147)).toBe('0.147');
    expect(en.cell('text', 'Hall 1')).toBe('Hall 1');
    expect(en.cell('date', '2026-11-22')).toBe('Sunday, 22/11/2026');
    expect(en.cell('money', null)).toBe('');
  });
});

describe('csvCellValue', () => {
  it('leaves numbers unformatted, money with two decimals and the ratio with three', () => {
    expect(csvCellValue('integer', 11168, TZ)).toBe('11168');
    expect(csvCellValue('percent', 45, TZ)).toBe('45');
    expect(csvCellValue('money', 334203.5, TZ)).toBe('334203.50');
    expect(csvCellValue('ratio', 0.1, TZ)).toBe('0.100');
  });

  it('keeps data dates and writes instants as local date and time', () => {
    expect(csvCellValue('date', '2026-11-22', TZ)).toBe('2026-11-22');
    expect(csvCellValue('dateTime', '2026-11-22 20:30', TZ)).toBe('2026-11-22 20:30');
    expect(csvCellValue('instant', '2026-11-21T23:32:05.284Z', TZ)).toBe('2026-11-22 01:32');
    expect(csvCellValue('text', null, TZ)).toBe('');
  });
});
