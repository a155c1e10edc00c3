import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';

describe('CSV', () => {
  it('quotes cells and defuses formulas', () => {
    expect(csvCell('a "b"')).toBe('"a ""b"""');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell(null)).toBe('""');
    expect(toCsv(['a', 'b'], [['1', '+1 416']])).toBe(`"a","b"\r\n"1","'+1 416"\r\n`);
  });

  it('writes a number unquoted, so every spreadsheet reads it as one', () => {
    expect(toCsv(['n'], [[2], [-25.5], [0]])).toBe(`"n"\r\n2\r\n-25.5\r\n0\r\n`);
    expect(csvCell(Number.NaN)).toBe('"NaN"');
  });

  it('leaves a negative amount a number, and still defuses what only starts like one', () => {
    expect(csvCell('-50.00')).toBe('"-50.00"');
    expect(csvCell('-12')).toBe('"-12"');
    for (const formula of [
      '-50+1',
      '-1e3',
      '-50.00)',
      "-2+3+cmd|' /C calc'!A0",
      '--5',
      '-.5',
      '-5.',
    ]) {
      expect(csvCell(formula)).toBe(`"'${formula.replace(/"/g, '""')}"`);
    }
  });
});
