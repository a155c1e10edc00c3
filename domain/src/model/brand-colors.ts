/**
 * The brand palette of both modes, made from the settings' primary, secondary and accent colours
 * ('H S% L%', the spec's defaults when unset or malformed): one rule for the public pages (as CSS
 * variables in the head) and the admin's MUI theme. Dark mode takes lighter tints; text on a colour
 * is picked for 4.5:1 contrast; stars and icons on white use a darker accent (3:1).
 */
import { hslTextToHex, isHslText } from './color';
import { DEFAULT_COLORS } from './constants';

interface Hsl {
  h: number;
  s: number;
  l: number;
}

function toHsl(text: string | undefined, fallback: string): Hsl {
  const source = text && isHslText(text) ? text : fallback;
  const [h = 0, s = 0, l = 0] = source.trim().split(/\s+/).map(parseFloat);
  return { h, s, l };
}

function hex({ h, s, l }: Hsl): string {
  const clamp = (n: number) => Math.min(100, Math.max(0, n));
  return hslTextToHex(`${h % 360} ${clamp(s)}% ${clamp(l)}%`) ?? '#000000';
}

function channels(color: string): [number, number, number] {
  const n = parseInt(color.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** WCAG relative luminance of '#rrggbb'. */
function luminance(color: string): number {
  const [r, g, b] = channels(color).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** White text when it reaches 4.5:1 on `background`, else near-black (as MUI's contrastText). */
export function textOn(background: string): string {
  const ratio = 1.05 / (luminance(background) + 0.05);
  return ratio >= 4.5 ? '#ffffff' : 'rgba(0, 0, 0, 0.87)';
}

/** The colour with each channel scaled by (1 - amount), as MUI's darken(). */
function darken(color: string, amount: number): string {
  return `#${channels(color)
    .map((v) =>
      Math.round(v * (1 - amount))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** Dark mode needs lighter tints of the brand colours to keep text contrast on dark surfaces. */
const atLeast = (c: Hsl, minLightness: number): Hsl => ({ ...c, l: Math.max(c.l, minLightness) });

export interface ModeColors {
  primary: string;
  primaryDark: string;
  onPrimary: string;
  secondary: string;
  accent: string;
  /** A darker accent for stars and icons on white (3:1). */
  accentStrong: string;
  deep: string;
}

export interface BrandColors {
  light: ModeColors;
  dark: ModeColors;
}

function modeColors(primary: Hsl, secondary: Hsl, accent: Hsl, deepLightness: number): ModeColors {
  const primaryHex = hex(primary);
  return {
    primary: primaryHex,
    primaryDark: darken(primaryHex, 0.3),
    onPrimary: textOn(primaryHex),
    secondary: hex(secondary),
    accent: hex(accent),
    accentStrong: hex(accent),
    deep: hex({ ...primary, l: deepLightness }),
  };
}

/** The settings' theme colours, each as text 'H S% L%' ('' or malformed = the default). */
export interface BrandColorInput {
  primary?: string;
  secondary?: string;
  accent?: string;
}

export function brandColors(colors: BrandColorInput = {}): BrandColors {
  const primary = toHsl(colors.primary, DEFAULT_COLORS.primary);
  const secondary = toHsl(colors.secondary, DEFAULT_COLORS.secondary);
  const accent = toHsl(colors.accent, DEFAULT_COLORS.accent);
  const light = modeColors(primary, secondary, accent, 13);
  light.accentStrong = hex({ ...accent, l: Math.min(accent.l, 38) });
  const dark = modeColors(atLeast(primary, 62), atLeast(secondary, 62), atLeast(accent, 55), 9);
  return { light, dark };
}

/** The WCAG contrast ratio of two '#rrggbb' colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** The public pages' text on the accent colour (its buttons), as --on-accent in base.css. */
const ON_ACCENT = '#1d1a12';
/** The light pages' surfaces, where the primary colour is the links' and headings' colour. */
const LIGHT_SURFACE = '#ffffff';

/**
 * Why a settings colour would leave text below AA (4.5:1) on the public pages, in a sentence for
 * the settings screen (null: it reads well). The primary colour is link and heading text on white
 * pages; the accent is the background of the Book Now buttons under dark text. Dark mode lightens
 * both on its own (brandColors), so only light mode can fail.
 */
export function colorContrastWarning(
  role: 'primary' | 'secondary' | 'accent',
  text: string,
): string | null {
  if (!isHslText(text)) return null;
  const color = hex(toHsl(text, text));
  const [ratio, where] =
    role === 'accent'
      ? [contrastRatio(color, ON_ACCENT), 'the dark text of Book Now buttons on it']
      : role === 'primary'
        ? [contrastRatio(color, LIGHT_SURFACE), 'links and headings in it on white pages']
        : [null, ''];
  if (ratio === null || ratio >= 4.5) return null;
  return `Low contrast: ${where} reach ${ratio.toFixed(1)}:1, below the 4.5:1 people need to read them. Pick a ${role === 'accent' ? 'lighter' : 'darker'} shade.`;
}
