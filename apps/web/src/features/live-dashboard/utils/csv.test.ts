import { describe, expect, it } from 'vitest';
import { buildCsv, csvField, csvFileName, neutralizeFormula, UTF8_BOM } from './csv';

describe('csvField', () => {
  it('leaves plain text alone', () => {
    expect(csvField('Hall 1')).toBe('Hall 1');
    expect(csvField('אולם 1')).toBe('אולם 1');
    expect(csvField('')).toBe('');
  });

  it('quotes separators, quotes, line breaks and edge spaces, doubling quotes', () => {
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('The "Big" One')).toBe('"The ""Big"" One"');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('cr\r')).toBe('"cr\r"');
    expect(csvField(' padded')).toBe('" padded"');
  });
});

describe('neutralizeFormula', () => {
  it('defuses text that a spreadsheet would run', () => {
    expect(neutralizeFormula('=SUM(A1:A2)')).toBe("'=SUM(A1:A2)");
    expect(neutralizeFormula('+972')).toBe("'+972");
    expect(neutralizeFormula('-x')).toBe("'-x");
    expect(neutralizeFormula('@cmd')).toBe("'@cmd");
    expect(neutralizeFormula('Hall = 1')).toBe('Hall = 1');
  });
});

describe('buildCsv', () => {
  it('starts with the UTF-8 BOM, then the header row, with CRLF line ends', () => {
    const csv = buildCsv(
      ['תאריך', 'נמכרו'],
      [
        ['2026-11-22', '1600'],
        ['2026-11-23', '1048'],
      ],
    );
    expect(csv.startsWith(UTF8_BOM)).toBe(true);
    expect(csv).toBe(`${UTF8_BOM}תאריך,נמכרו\r\n2026-11-22,1600\r\n2026-11-23,1048\r\n`);
  });

  it('escapes every cell, header included', () => {
    expect(buildCsv(['Name, full'], [['Say "hi"']])).toBe(`${UTF8_BOM}"Name, full"\r\n"Say ""hi"""\r\n`);
  });

  it('writes only the header for no rows', () => {
    expect(buildCsv(['a', 'b'], [])).toBe(`${UTF8_BOM}a,b\r\n`);
  });
});

describe('csvFileName', () => {
  it('keeps a safe, readable name', () => {
    expect(csvFileName('kupa', 'cinema-monitor', '2026-11-22')).toBe('kupa-cinema-monitor-2026-11-22.csv');
    expect(csvFileName('Top products', 7)).toBe('top-products-7.csv');
    expect(csvFileName('אולם')).toBe('export.csv');
  });
});
