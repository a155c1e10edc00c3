import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';

describe('CSV', () => {
  it('quotes cells and defuses formulas', () => {
    expect(csvCell('a "b"')).toBe('"a ""b"""');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell(null)).toBe('""');
    expect(toCsv(['a', 'b'], [[1, '+1 416']])).toBe(`"a","b"\r\n"1","'+1 416"\r\n`);
  });

  it('leaves a negative amount a number, and still defuses what only starts like one', () => {
    expect(csvCell('-50.00')).toBe('"-50.00"');
    expect(csvCell(-25.5)).toBe('"-25.5"');
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
