import { describe, expect, it } from 'vitest';
import { linesToList, listToLines, splitParagraphs } from './text';

describe('linesToList / listToLines', () => {
  it('splits one per line, trims and drops blank lines', () => {
    expect(linesToList('  Visa\n\nFlights  \r\n   \nHotel\r')).toEqual([
      'Visa',
      'Flights',
      'Hotel',
    ]);
    expect(linesToList('')).toEqual([]);
    expect(linesToList('\n \n\t\n')).toEqual([]);
    expect(linesToList(undefined)).toEqual([]);
  });

  it('joins with newlines and round-trips', () => {
    expect(listToLines(['Visa', 'Flights'])).toBe('Visa\nFlights');
    expect(listToLines([])).toBe('');
    expect(listToLines(null)).toBe('');
    expect(linesToList(listToLines(['a', 'b c']))).toEqual(['a', 'b c']);
  });
});

describe('splitParagraphs', () => {
  it('splits on blank lines, trims and drops empties', () => {
    expect(splitParagraphs('First.\n\nSecond line\ncontinues.\n\n\n\n  Third.  ')).toEqual([
      'First.',
      'Second line\ncontinues.',
      'Third.',
    ]);
  });

  it('treats whitespace-only lines and CRLF as blank lines', () => {
    expect(splitParagraphs('A\r\n   \r\nB\n\t\nC')).toEqual(['A', 'B', 'C']);
  });

  it('returns [] for empty input', () => {
    expect(splitParagraphs('')).toEqual([]);
    expect(splitParagraphs('\n\n  \n')).toEqual([]);
    expect(splitParagraphs(null)).toEqual([]);
  });
});
