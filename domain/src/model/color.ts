/**
 * Theme colours are stored as text 'H S% L%' (e.g. '150 45% 25%'), the form
 * CSS custom properties use. Colour pickers work in '#rrggbb'; these convert.
 */

const NUM = String.raw`(\d+(?:\.\d+)?|\.\d+)`;
const HSL_TEXT = new RegExp(String.raw`^\s*${NUM}\s+${NUM}%\s+${NUM}%\s*$`);

interface Hsl {
  h: number;
  s: number;
  l: number;
}

function parseHslText(text: string): Hsl | null {
  const m = HSL_TEXT.exec(text);
  if (!m) return null;
  const h = Number(m[1]);
  const s = Number(m[2]);
  const l = Number(m[3]);
  if (h > 360 || s > 100 || l > 100) return null;
  return { h, s, l };
}

/** True for 'H S% L%' with hue 0-360 and saturation/lightness 0-100 (decimals and extra spaces allowed). */
export function isHslText(text: unknown): text is string {
  return typeof text === 'string' && parseHslText(text) !== null;
}

/** '150 45% 25%' -> '#235c40' (lowercase), or null when the text is malformed or out of range. */
export function hslTextToHex(text: string): string | null {
  const hsl = parseHslText(text);
  if (!hsl) return null;
  const h = (hsl.h % 360) / 60;
  const s = hsl.s / 100;
  const l = hsl.l / 100;
  const c = (1 - Math.abs(2 * l - 1)) * s;
  const x = c * (1 - Math.abs((h % 2) - 1));
  const m = l - c / 2;
  const [r, g, b] =
    h < 1
      ? [c, x, 0]
      : h < 2
        ? [x, c, 0]
        : h < 3
          ? [0, c, x]
          : h < 4
            ? [0, x, c]
            : h < 5
              ? [x, 0, c]
              : [c, 0, x];
  const hex = (v: number) =>
    Math.round((v + m) * 255)
      .toString(16)
      .padStart(2, '0');
  return `#${hex(r)}${hex(g)}${hex(b)}`;
}

/** '#235c40' or '#fff' (any case) -> 'H S% L%' with rounded integers, or null when malformed. */
export function hexToHslText(hex: string): string | null {
  const m = /^\s*#([0-9a-f]{3}|[0-9a-f]{6})\s*$/i.exec(hex);
  if (!m?.[1]) return null;
  let digits = m[1];
  if (digits.length === 3) digits = [...digits].map((d) => d + d).join('');
  const r = parseInt(digits.slice(0, 2), 16) / 255;
  const g = parseInt(digits.slice(2, 4), 16) / 255;
  const b = parseInt(digits.slice(4, 6), 16) / 255;
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  const d = max - min;
  let h = 0;
  let s = 0;
  if (d !== 0) {
    s = d / (1 - Math.abs(2 * l - 1));
    if (max === r) h = ((g - b) / d) % 6;
    else if (max === g) h = (b - r) / d + 2;
    else h = (r - g) / d + 4;
    h *= 60;
    if (h < 0) h += 360;
  }
  const hr = Math.round(h) % 360;
  return `${hr} ${Math.round(s * 100)}% ${Math.round(l * 100)}%`;
}
