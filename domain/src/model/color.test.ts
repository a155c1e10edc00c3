import { describe, expect, it } from 'vitest';
import { hexToHslText, hslTextToHex, isHslText } from './color';
import { DEFAULT_COLORS } from './constants';

describe('hslTextToHex', () => {
  it.each([
    ['0 0% 0%', '#000000'],
    ['0 0% 100%', '#ffffff'],
    ['0 100% 50%', '#ff0000'],
    ['120 100% 50%', '#00ff00'],
    ['240 100% 50%', '#0000ff'],
    ['360 100% 50%', '#ff0000'],
    ['150 45% 25%', '#235c40'],
    ['200 60% 40%', '#297aa3'],
    ['40 90% 55%', '#f4af25'],
  ])('%s -> %s', (text, hex) => {
    expect(hslTextToHex(text)).toBe(hex);
  });

  it('tolerates extra spaces and decimals', () => {
    expect(hslTextToHex('  150   45%  25%  ')).toBe('#235c40');
    expect(hslTextToHex('150.0 45.0% 25.0%')).toBe('#235c40');
    expect(hslTextToHex('210.5 33.3% 47.9%')).toMatch(/^#[0-9a-f]{6}$/);
  });

  it.each([
    'abc',
    '',
    '361 50% 50%',
    '10 50 50',
    '10 50% 50',
    '10 101% 50%',
    '10 50% 100.1%',
    '-10 50% 50%',
    '10, 50%, 50%',
    'hsl(10 50% 50%)',
    '10 50% 50% 1',
    '#ff0000',
  ])('rejects %j', (text) => {
    expect(hslTextToHex(text)).toBeNull();
    expect(isHslText(text)).toBe(false);
  });
});

describe('hexToHslText', () => {
  it.each([
    ['#000000', '0 0% 0%'],
    ['#ffffff', '0 0% 100%'],
    ['#FF0000', '0 100% 50%'],
    ['#0f0', '120 100% 50%'],
    ['#00f', '240 100% 50%'],
    ['#808080', '0 0% 50%'],
    ['#ff8000', '30 100% 50%'],
    ['#235c40', '151 45% 25%'],
  ])('%s -> %s', (hex, text) => {
    expect(hexToHslText(hex)).toBe(text);
  });

  it.each(['#12', '123456', '#1234', '#12345g', '', 'red', '#1234567'])('rejects %j', (hex) => {
    expect(hexToHslText(hex)).toBeNull();
  });
});

describe('round trip', () => {
  const parse = (t: string) => t.split(/\s+/).map((p) => parseFloat(p));

  const within1 = (text: string) => {
    const back = hexToHslText(hslTextToHex(text) ?? '');
    expect(back, text).not.toBeNull();
    const [h, s, l] = parse(text) as [number, number, number];
    const [h2, s2, l2] = parse(back ?? '') as [number, number, number];
    const dh = Math.min(Math.abs(h2 - h), 360 - Math.abs(h2 - h));
    expect(dh, `${text} -> ${back}`).toBeLessThanOrEqual(1);
    expect(Math.abs(s2 - s), `${text} -> ${back}`).toBeLessThanOrEqual(1);
    expect(Math.abs(l2 - l), `${text} -> ${back}`).toBeLessThanOrEqual(1);
  };

  it('keeps the default colours within 1 unit', () => {
    for (const text of Object.values(DEFAULT_COLORS)) within1(text);
  });

  it('hsl -> hex -> hsl stays within 1 unit for picker-range colours', () => {
    for (let h = 0; h < 360; h += 15) {
      for (const s of [30, 45, 60, 75, 90, 100]) {
        for (const l of [25, 40, 50, 60, 75]) {
          within1(`${h} ${s}% ${l}%`);
        }
      }
    }
  });

  it('hex -> hsl -> hex stays within a few RGB units', () => {
    for (const hex of [
      '#235c40',
      '#1e90ff',
      '#c0392b',
      '#f1c40f',
      '#8e44ad',
      '#2c3e50',
      '#abcdef',
    ]) {
      const back = hslTextToHex(hexToHslText(hex) ?? '') ?? '';
      for (const i of [1, 3, 5]) {
        const a = parseInt(hex.slice(i, i + 2), 16);
        const b = parseInt(back.slice(i, i + 2), 16);
        expect(Math.abs(a - b), `${hex} -> ${back}`).toBeLessThanOrEqual(3);
      }
    }
  });
});
