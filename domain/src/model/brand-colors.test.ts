import { describe, expect, it } from 'vitest';
import { brandColors, colorContrastWarning, contrastRatio, textOn } from './brand-colors';
import { hslTextToHex } from './color';
import { DEFAULT_COLORS } from './constants';

describe('brandColors', () => {
  it('uses the spec’s defaults when a colour is unset or malformed', () => {
    const { light } = brandColors({ primary: 'not a colour' });
    expect(light.primary).toBe(hslTextToHex(DEFAULT_COLORS.primary));
    expect(light.secondary).toBe(hslTextToHex(DEFAULT_COLORS.secondary));
    expect(light.accent).toBe(hslTextToHex(DEFAULT_COLORS.accent));
  });

  it('takes the settings’ colours as they are in light mode, lighter tints in dark mode', () => {
    const { light, dark } = brandColors({ primary: '210 60% 30%', accent: '45 90% 70%' });
    expect(light.primary).toBe('#1f4d7a');
    expect(dark.primary).toBe(hslTextToHex('210 60% 62%'));
    // Stars on white need a darker accent; in dark mode the accent itself is light enough.
    expect(light.accentStrong).toBe(hslTextToHex('45 90% 38%'));
    expect(dark.accentStrong).toBe(dark.accent);
    expect(light.deep).toBe(hslTextToHex('210 60% 13%'));
  });

  it('puts white text on a dark colour and near-black text on a light one', () => {
    expect(textOn('#1f4d7a')).toBe('#ffffff');
    expect(textOn('#f5d37a')).toBe('rgba(0, 0, 0, 0.87)');
    expect(brandColors({ primary: '210 60% 30%' }).light.onPrimary).toBe('#ffffff');
  });
});

describe('colorContrastWarning', () => {
  it('accepts the default colours', () => {
    expect(colorContrastWarning('primary', DEFAULT_COLORS.primary)).toBeNull();
    expect(colorContrastWarning('accent', DEFAULT_COLORS.accent)).toBeNull();
    expect(colorContrastWarning('secondary', DEFAULT_COLORS.secondary)).toBeNull();
  });

  it('warns about a light primary and a dark accent, with the ratio', () => {
    expect(colorContrastWarning('primary', '150 45% 70%')).toMatch(
      /^Low contrast: links and headings in it on white pages reach 1\.\d:1, below the 4\.5:1 .* Pick a darker shade\.$/,
    );
    expect(colorContrastWarning('accent', '220 60% 20%')).toMatch(/Pick a lighter shade\.$/);
  });

  it('says nothing about text that is not a colour yet', () => {
    expect(colorContrastWarning('primary', '150 45')).toBeNull();
  });

  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
  });
});
