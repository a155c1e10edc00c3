// Drawing helpers for the demo illustrations: every function returns an SVG fragment string.
// Gradients are collected per scene through `defs` (call `begin()` before drawing a scene).

let uid = 0;
let defs = [];

/** Starts a new scene: clears the collected <defs>. */
export function begin() {
  uid = 0;
  defs = [];
}

/** Wraps a scene's body in an <svg> root with the defs collected since begin(). */
export function svg(w, h, body) {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="100%" height="100%" ` +
    `preserveAspectRatio="xMidYMid slice">\n<defs>${defs.join('')}</defs>\n${body}\n</svg>\n`
  );
}

const nid = (p) => `${p}${++uid}`;
export const n = (v) => Math.round(v * 10) / 10;

/** Deterministic pseudo-random numbers (mulberry32) so regenerated images are identical. */
export function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function rgb(hex) {
  const v = parseInt(hex.slice(1), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

/** Mixes two #rrggbb colours: t=0 gives a, t=1 gives b. */
export function mix(a, b, t) {
  const [r1, g1, b1] = rgb(a);
  const [r2, g2, b2] = rgb(b);
  const c = (x, y) =>
    Math.round(x + (y - x) * t)
      .toString(16)
      .padStart(2, '0');
  return `#${c(r1, r2)}${c(g1, g2)}${c(b1, b2)}`;
}

/** Linear gradient; stops are [offset, colour, opacity?]. Default direction top to bottom. */
export function lg(stops, { x1 = 0, y1 = 0, x2 = 0, y2 = 1 } = {}) {
  const i = nid('lg');
  defs.push(
    `<linearGradient id="${i}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">` +
      stops
        .map(([o, c, op = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${op}"/>`)
        .join('') +
      `</linearGradient>`,
  );
  return `url(#${i})`;
}

/** Radial gradient; stops are [offset, colour, opacity?]. */
export function rg(stops, { cx = 0.5, cy = 0.5, r = 0.5 } = {}) {
  const i = nid('rg');
  defs.push(
    `<radialGradient id="${i}" cx="${cx}" cy="${cy}" r="${r}">` +
      stops
        .map(([o, c, op = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${op}"/>`)
        .join('') +
      `</radialGradient>`,
  );
  return `url(#${i})`;
}

export const rect = (x, y, w, h, fill = '', extra = '') =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}"${fill ? ` fill="${fill}"` : ''}${extra ? ` ${extra}` : ''}/>`;

export const circle = (cx, cy, r, fill = '', extra = '') =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}"${fill ? ` fill="${fill}"` : ''}${extra ? ` ${extra}` : ''}/>`;

export const ellipse = (cx, cy, rx, ry, fill = '', extra = '') =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}"${fill ? ` fill="${fill}"` : ''}${extra ? ` ${extra}` : ''}/>`;

export const path = (d, fill = '', extra = '') =>
  `<path d="${d}"${fill ? ` fill="${fill}"` : ''}${extra ? ` ${extra}` : ''}/>`;

export const poly = (pts, fill = '', extra = '') =>
  `<polygon points="${pts.map(([x, y]) => `${n(x)},${n(y)}`).join(' ')}"${fill ? ` fill="${fill}"` : ''}${extra ? ` ${extra}` : ''}/>`;

export const g = (attrs, ...children) => `<g ${attrs}>${children.flat().join('')}</g>`;

/** A full-canvas sky gradient. */
export const sky = (w, h, stops) => rect(0, 0, w, h, lg(stops));

/** A soft radial glow. */
export const glow = (cx, cy, r, colour, opacity = 0.6) =>
  circle(
    cx,
    cy,
    r,
    rg([
      [0, colour, opacity],
      [0.45, colour, opacity * 0.35],
      [1, colour, 0],
    ]),
  );

/** Small stars scattered over [x0,x1]x[y0,y1]; a few get a four-point sparkle. */
export function stars(seed, count, [x0, y0, x1, y1], colour = '#ffffff') {
  const r = rng(seed);
  let out = '';
  for (let i = 0; i < count; i++) {
    const x = x0 + r() * (x1 - x0);
    const y = y0 + Math.pow(r(), 1.4) * (y1 - y0);
    const size = 0.5 + r() * 1.3;
    const op = 0.35 + r() * 0.6;
    if (r() < 0.06) {
      const s = size * 4;
      out += path(
        `M${n(x)} ${n(y - s)} Q${n(x)} ${n(y)} ${n(x + s)} ${n(y)} Q${n(x)} ${n(y)} ${n(x)} ${n(y + s)} Q${n(x)} ${n(y)} ${n(x - s)} ${n(y)} Q${n(x)} ${n(y)} ${n(x)} ${n(y - s)}Z`,
        colour,
        `opacity="${n(op)}"`,
      );
    } else {
      out += circle(x, y, size, colour, `opacity="${n(op)}"`);
    }
  }
  return out;
}

/** A crescent of radius r whose horns point right before rotation. */
export function crescent(cx, cy, r, fill, rot = -25, thickness = 0.62) {
  return path(
    `M${n(cx)} ${n(cy - r)} A${n(r)} ${n(r)} 0 1 0 ${n(cx)} ${n(cy + r)} A${n(r * thickness)} ${n(r)} 0 1 1 ${n(cx)} ${n(cy - r)}Z`,
    fill,
    `transform="rotate(${rot} ${n(cx)} ${n(cy)})"`,
  );
}

/** A thin rod with a small crescent on top (the finial of a dome or minaret). */
export function finial(x, y, len, fill) {
  const r = Math.max(len * 0.28, 1.2);
  return (
    rect(x - Math.max(len * 0.05, 0.6), y - len, Math.max(len * 0.1, 1.2), len, fill) +
    crescent(x, y - len - r * 0.9, r, fill, -90, 0.6)
  );
}

const onion = (cx, y, rw, hh) =>
  `M${n(cx - rw)} ${n(y)} C${n(cx - rw * 1.12)} ${n(y - hh * 0.55)} ${n(cx - rw * 0.18)} ${n(y - hh * 0.72)} ${n(cx)} ${n(y - hh)} C${n(cx + rw * 0.18)} ${n(y - hh * 0.72)} ${n(cx + rw * 1.12)} ${n(y - hh * 0.55)} ${n(cx + rw)} ${n(y)}Z`;

/** A Haram-style minaret: square base, balconies, onion cap and crescent finial. */
export function minaret(x, b, h, w, fill, { lights } = {}) {
  let s = '';
  s += rect(x - w * 0.62, b - h * 0.3, w * 1.24, h * 0.3 + 1, fill);
  s += rect(x - w * 0.5, b - h * 0.62, w, h * 0.33, fill);
  s += rect(x - w * 0.78, b - h * 0.645, w * 1.56, Math.max(w * 0.28, 1.5), fill);
  s += rect(x - w * 0.42, b - h * 0.8, w * 0.84, h * 0.17, fill);
  s += rect(x - w * 0.66, b - h * 0.82, w * 1.32, Math.max(w * 0.26, 1.5), fill);
  s += rect(x - w * 0.32, b - h * 0.9, w * 0.64, h * 0.09, fill);
  s += path(onion(x, b - h * 0.895, w * 0.42, h * 0.075), fill);
  s += finial(x, b - h * 0.968, h * 0.032, fill);
  if (lights) {
    s += rect(
      x - w * 0.78,
      b - h * 0.645,
      w * 1.56,
      Math.max(w * 0.12, 1),
      lights,
      'opacity="0.9"',
    );
    s += rect(x - w * 0.66, b - h * 0.82, w * 1.32, Math.max(w * 0.11, 1), lights, 'opacity="0.9"');
  }
  return s;
}

/** An Ottoman pencil minaret: slender shaft, two balconies, tall cone. */
export function pencilMinaret(x, b, h, w, fill) {
  let s = '';
  s += rect(x - w * 0.65, b - h * 0.12, w * 1.3, h * 0.12 + 1, fill);
  s += rect(x - w * 0.5, b - h * 0.8, w, h * 0.7, fill);
  s += rect(x - w * 0.85, b - h * 0.56, w * 1.7, Math.max(w * 0.35, 1.5), fill);
  s += rect(x - w * 0.8, b - h * 0.72, w * 1.6, Math.max(w * 0.32, 1.5), fill);
  s += poly(
    [
      [x - w * 0.56, b - h * 0.8],
      [x, b - h * 0.985],
      [x + w * 0.56, b - h * 0.8],
    ],
    fill,
  );
  s += finial(x, b - h * 0.98, h * 0.025, fill);
  return s;
}

/** An onion dome on a drum. */
export function onionDome(cx, b, r, fill, finialFill = fill) {
  return (
    rect(cx - r * 0.92, b - r * 0.32, r * 1.84, r * 0.32 + 1, fill) +
    path(onion(cx, b - r * 0.3, r, r * 1.45), fill) +
    finial(cx, b - r * 1.72, r * 0.35, finialFill)
  );
}

/** A shallow Ottoman dome with a small lantern. */
export function shallowDome(cx, b, r, fill, flat = 0.82) {
  return (
    path(`M${n(cx - r)} ${n(b)} A${n(r)} ${n(r * flat)} 0 0 1 ${n(cx + r)} ${n(b)}Z`, fill) +
    finial(cx, b - r * flat + 1, r * 0.28, fill)
  );
}

/** An Ottoman mosque silhouette: central dome, semi-domes, side domes and six minarets. */
export function ottomanMosque(cx, b, s, fill) {
  let o = '';
  o += rect(cx - 210 * s, b - 70 * s, 420 * s, 70 * s + 1, fill);
  o += rect(cx - 160 * s, b - 112 * s, 320 * s, 44 * s, fill);
  for (const dx of [-178, 178]) o += shallowDome(cx + dx * s, b - 70 * s, 24 * s, fill);
  for (const dx of [-118, 118]) o += shallowDome(cx + dx * s, b - 112 * s, 52 * s, fill, 0.78);
  for (const dx of [-78, 78]) o += pencilMinaret(cx + dx * s, b - 112 * s, 62 * s, 8 * s, fill);
  o += rect(cx - 88 * s, b - 146 * s, 176 * s, 36 * s, fill);
  o += shallowDome(cx, b - 146 * s, 96 * s, fill, 0.8);
  for (const [dx, h] of [
    [-252, 330],
    [252, 330],
    [-312, 270],
    [312, 270],
  ])
    o += pencilMinaret(cx + dx * s, b, h * s, 11 * s, fill);
  return o;
}

/** A stylised clock-tower hotel complex with its podium and flanking towers. */
export function clockTower(x, b, s, fill, { face = '#f7e9c0', accent = '#e9b949', lights } = {}) {
  let o = '';
  const R = (x0, y0, w, h) => rect(x + x0 * s, b - y0 * s, w * s, h * s + 1, fill);
  o += R(-260, 150, 520, 150);
  o += R(-240, 250, 72, 100) + R(-160, 310, 84, 160) + R(-70, 230, 140, 80);
  o += R(84, 330, 84, 180) + R(176, 240, 70, 90);
  for (const [x0, y0, w] of [
    [-240, 250, 72],
    [-160, 310, 84],
    [84, 330, 84],
    [176, 240, 70],
  ])
    o += poly(
      [
        [x + x0 * s, b - y0 * s],
        [x + (x0 + w / 2) * s, b - (y0 + 16) * s],
        [x + (x0 + w) * s, b - y0 * s],
      ],
      fill,
    );
  o += R(-62, 470, 124, 320);
  o += R(-72, 592, 144, 122);
  o += poly(
    [
      [x - 72 * s, b - 592 * s],
      [x - 50 * s, b - 640 * s],
      [x + 50 * s, b - 640 * s],
      [x + 72 * s, b - 592 * s],
    ],
    fill,
  );
  o += R(-38, 700, 76, 62);
  o += poly(
    [
      [x - 24 * s, b - 700 * s],
      [x - 5 * s, b - 800 * s],
      [x + 5 * s, b - 800 * s],
      [x + 24 * s, b - 700 * s],
    ],
    fill,
  );
  o += rect(x - 2 * s, b - 830 * s, 4 * s, 32 * s, accent);
  o += crescent(x, b - 842 * s, 11 * s, accent, -90, 0.6);
  const cy = b - 531 * s;
  o += circle(x, cy, 52 * s, accent, 'opacity="0.9"');
  o += circle(x, cy, 47 * s, face);
  o += rect(x - 1.6 * s, cy - 38 * s, 3.2 * s, 38 * s, fill);
  o += rect(
    x - 1.6 * s,
    cy - 1.6 * s,
    28 * s,
    3.2 * s,
    fill,
    `transform="rotate(30 ${n(x)} ${n(cy)})"`,
  );
  if (lights) {
    const r = rng(Math.round(x + b));
    for (let yy = 160; yy < 460; yy += 14)
      for (let xx = -52; xx < 52; xx += 13)
        if (r() < 0.45)
          o += rect(
            x + xx * s,
            b - yy * s,
            4 * s,
            5 * s,
            lights,
            `opacity="${n(0.4 + r() * 0.6)}"`,
          );
    for (const [x0, y0, w] of [
      [-240, 250, 72],
      [-160, 310, 84],
      [84, 330, 84],
      [176, 240, 70],
      [-260, 150, 520],
    ])
      for (let yy = y0 - 12; yy > 20; yy -= 14)
        for (let xx = x0 + 6; xx < x0 + w - 6; xx += 12)
          if (r() < 0.3)
            o += rect(
              x + xx * s,
              b - yy * s,
              4 * s,
              5 * s,
              lights,
              `opacity="${n(0.35 + r() * 0.6)}"`,
            );
  }
  return o;
}

/** A date palm: curved tapered trunk and drooping fronds. */
export function palm(x, b, h, fill, lean = 0.08, seed = 1) {
  const r = rng(seed);
  const tx = x + lean * h;
  const ty = b - h;
  const cx = x + lean * h * 0.15;
  const cy = b - h * 0.5;
  let o = path(
    `M${n(x - h * 0.035)} ${n(b)} Q${n(cx - h * 0.03)} ${n(cy)} ${n(tx - h * 0.016)} ${n(ty)} L${n(tx + h * 0.016)} ${n(ty)} Q${n(cx + h * 0.03)} ${n(cy)} ${n(x + h * 0.035)} ${n(b)}Z`,
    fill,
  );
  const angles = [-172, -150, -128, -104, -80, -56, -32, -10, 12, 168, 190];
  for (const a0 of angles) {
    const a = ((a0 + (r() - 0.5) * 12) * Math.PI) / 180;
    const L = h * (0.36 + r() * 0.12);
    const droop = L * 0.42 * Math.abs(Math.cos(a)) + (Math.sin(a) > 0 ? L * 0.2 : 0);
    const ex = tx + Math.cos(a) * L;
    const ey = ty + Math.sin(a) * L + droop;
    const mx = (tx + ex) / 2;
    const my = (ty + ey) / 2 - L * 0.22;
    const dx = ex - tx;
    const dy = ey - ty;
    const len = Math.hypot(dx, dy) || 1;
    const nx = (-dy / len) * L * 0.09;
    const ny = (dx / len) * L * 0.09;
    o += path(
      `M${n(tx)} ${n(ty)} Q${n(mx + nx)} ${n(my + ny)} ${n(ex)} ${n(ey)} Q${n(mx - nx * 0.4)} ${n(my - ny * 0.4)} ${n(tx)} ${n(ty)}Z`,
      fill,
    );
  }
  o += circle(tx, ty + h * 0.02, h * 0.03, fill);
  return o;
}

/** A hanging lantern with a warm glow; (x, top) is where its chain starts. */
export function lantern(x, top, len, s, body, glass, glowColour = glass) {
  const y = top + len;
  let o = '';
  o += glow(x, y + 42 * s, 90 * s, glowColour, 0.45);
  o += rect(x - 0.8 * s, top, 1.6 * s, len, body);
  o += circle(x, y, 3.5 * s, 'none', `stroke="${body}" stroke-width="${n(1.6 * s)}"`);
  o += path(
    `M${n(x - 16 * s)} ${n(y + 16 * s)} L${n(x)} ${n(y + 2 * s)} L${n(x + 16 * s)} ${n(y + 16 * s)}Z`,
    body,
  );
  o += rect(x - 18 * s, y + 15 * s, 36 * s, 4 * s, body);
  o += path(
    `M${n(x - 14 * s)} ${n(y + 19 * s)} L${n(x + 14 * s)} ${n(y + 19 * s)} L${n(x + 21 * s)} ${n(y + 42 * s)} L${n(x + 14 * s)} ${n(y + 66 * s)} L${n(x - 14 * s)} ${n(y + 66 * s)} L${n(x - 21 * s)} ${n(y + 42 * s)}Z`,
    glass,
    `stroke="${body}" stroke-width="${n(2.4 * s)}" stroke-linejoin="round"`,
  );
  o += path(
    `M${n(x)} ${n(y + 19 * s)} L${n(x)} ${n(y + 66 * s)} M${n(x - 21 * s)} ${n(y + 42 * s)} L${n(x + 21 * s)} ${n(y + 42 * s)}`,
    'none',
    `stroke="${body}" stroke-width="${n(1.4 * s)}" opacity="0.7"`,
  );
  o += path(
    `M${n(x - 8 * s)} ${n(y + 33 * s)} Q${n(x)} ${n(y + 22 * s)} ${n(x + 8 * s)} ${n(y + 33 * s)}`,
    'none',
    `stroke="${body}" stroke-width="${n(1.2 * s)}" opacity="0.6"`,
  );
  o += rect(x - 17 * s, y + 66 * s, 34 * s, 4 * s, body);
  o += path(
    `M${n(x - 12 * s)} ${n(y + 70 * s)} L${n(x + 12 * s)} ${n(y + 70 * s)} L${n(x)} ${n(y + 84 * s)}Z`,
    body,
  );
  o += circle(x, y + 87 * s, 2.4 * s, body);
  return o;
}

/**
 * A pilgrim as simple shapes: 'man' (white ihram, one shoulder bare) or 'woman' (long robe and
 * head covering). (x, b) is the feet; h the height.
 */
export function pilgrim(
  x,
  b,
  h,
  { kind = 'man', robe = '#f6f1e7', skin = '#8a5a3c', shade = '#d9d0c0' } = {},
) {
  let o = ellipse(x, b, h * 0.2, h * 0.025, '#000', 'opacity="0.12"');
  if (kind === 'man') {
    o += path(
      `M${n(x - h * 0.15)} ${n(b)} L${n(x - h * 0.135)} ${n(b - h * 0.74)} Q${n(x - h * 0.13)} ${n(b - h * 0.8)} ${n(x - h * 0.07)} ${n(b - h * 0.81)} L${n(x + h * 0.07)} ${n(b - h * 0.81)} Q${n(x + h * 0.13)} ${n(b - h * 0.8)} ${n(x + h * 0.135)} ${n(b - h * 0.74)} L${n(x + h * 0.15)} ${n(b)}Z`,
      skin,
    );
    o += path(
      `M${n(x - h * 0.15)} ${n(b)} L${n(x - h * 0.135)} ${n(b - h * 0.74)} Q${n(x - h * 0.13)} ${n(b - h * 0.8)} ${n(x - h * 0.07)} ${n(b - h * 0.81)} L${n(x + h * 0.02)} ${n(b - h * 0.81)} L${n(x + h * 0.14)} ${n(b - h * 0.5)} L${n(x + h * 0.15)} ${n(b)}Z`,
      robe,
    );
    o += path(
      `M${n(x - h * 0.145)} ${n(b - h * 0.42)} L${n(x + h * 0.147)} ${n(b - h * 0.42)} L${n(x + h * 0.15)} ${n(b - h * 0.39)} L${n(x - h * 0.146)} ${n(b - h * 0.39)}Z`,
      shade,
    );
    o += rect(x - h * 0.035, b - h * 0.86, h * 0.07, h * 0.06, skin);
    o += circle(x, b - h * 0.91, h * 0.075, skin);
  } else {
    o += path(
      `M${n(x - h * 0.17)} ${n(b)} C${n(x - h * 0.16)} ${n(b - h * 0.42)} ${n(x - h * 0.16)} ${n(b - h * 0.72)} ${n(x - h * 0.1)} ${n(b - h * 0.84)} C${n(x - h * 0.08)} ${n(b - h * 1.01)} ${n(x + h * 0.08)} ${n(b - h * 1.01)} ${n(x + h * 0.1)} ${n(b - h * 0.84)} C${n(x + h * 0.16)} ${n(b - h * 0.72)} ${n(x + h * 0.16)} ${n(b - h * 0.42)} ${n(x + h * 0.17)} ${n(b)}Z`,
      robe,
    );
    o += ellipse(x, b - h * 0.875, h * 0.045, h * 0.058, skin);
    o += path(
      `M${n(x - h * 0.1)} ${n(b - h * 0.84)} Q${n(x)} ${n(b - h * 0.7)} ${n(x + h * 0.1)} ${n(b - h * 0.84)}`,
      'none',
      `stroke="${shade}" stroke-width="${n(h * 0.012)}"`,
    );
  }
  return o;
}

/** An airliner seen from the side, nose to the right; rot in degrees. */
export function plane(x, y, s, rot, fill, { window = '#ffffff', far = fill } = {}) {
  const body =
    path('M-8 -6 L-26 -24 L-18 -24 L10 -6Z', far, 'opacity="0.75"') +
    path('M-62 0 Q-64 -6 -52 -8 L52 -8 Q70 -7 76 0 Q70 6 52 6.5 L-52 6.5 Q-62 5 -62 0Z', fill) +
    path('M-50 -8 L-64 -32 L-55 -32 L-34 -8Z', fill) +
    path('M-56 -2 L-72 -2 L-66 4 L-52 4Z', fill) +
    path('M6 1 L-22 30 L-12 30 L26 1Z', fill) +
    ellipse(2, 12, 10, 4.2, fill) +
    Array.from({ length: 14 }, (_, i) =>
      rect(-40 + i * 6.2, -4.2, 2.6, 2.8, window, 'opacity="0.85"'),
    ).join('') +
    path('M58 -5 Q66 -4.5 69 -1.5 L60 -1.5Z', window, 'opacity="0.85"');
  return g(`transform="translate(${n(x)} ${n(y)}) rotate(${rot}) scale(${s})"`, body);
}

/** Smooth closed landscape band through points, down to the bottom edge. */
export function ridge(points, bottom, fill, extra = '') {
  let d = `M${n(points[0][0])} ${n(points[0][1])}`;
  for (let i = 0; i < points.length - 1; i++) {
    const p0 = points[i - 1] ?? points[i];
    const p1 = points[i];
    const p2 = points[i + 1];
    const p3 = points[i + 2] ?? p2;
    d += ` C${n(p1[0] + (p2[0] - p0[0]) / 6)} ${n(p1[1] + (p2[1] - p0[1]) / 6)} ${n(p2[0] - (p3[0] - p1[0]) / 6)} ${n(p2[1] - (p3[1] - p1[1]) / 6)} ${n(p2[0])} ${n(p2[1])}`;
  }
  const last = points[points.length - 1];
  d += ` L${n(last[0])} ${n(bottom)} L${n(points[0][0])} ${n(bottom)}Z`;
  return path(d, fill, extra);
}

/** Random rolling points for a dune or hill line. */
export function rolling(seed, w, y, amp, steps = 6) {
  const r = rng(seed);
  const pts = [];
  for (let i = 0; i <= steps; i++) pts.push([(-0.05 + (i / steps) * 1.1) * w, y - r() * amp]);
  return pts;
}

/** A tower block with a grid of windows, some lit. */
export function tower(x, b, w, h, fill, lit, seed, { litShare = 0.35, cap = true } = {}) {
  const r = rng(seed);
  let o = rect(x, b - h, w, h + 1, fill);
  if (cap) o += rect(x + w * 0.15, b - h - h * 0.04, w * 0.7, h * 0.04 + 1, fill);
  const cw = Math.max(w / 11, 3.2);
  for (let yy = b - h + 10; yy < b - 8; yy += cw * 1.5)
    for (let xx = x + cw * 0.7; xx < x + w - cw; xx += cw * 1.4)
      if (r() < litShare)
        o += rect(xx, yy, cw * 0.7, cw * 0.8, lit, `opacity="${n(0.45 + r() * 0.55)}"`);
  return o;
}

/** An open courtyard umbrella (as in the Prophet's Mosque), seen from the side. */
export function umbrella(x, b, s, fill, pole, rib) {
  let o = rect(x - 2.6 * s, b - 120 * s, 5.2 * s, 120 * s, pole);
  let d = `M${n(x - 78 * s)} ${n(b - 112 * s)} Q${n(x - 40 * s)} ${n(b - 124 * s)} ${n(x)} ${n(b - 150 * s)} Q${n(x + 40 * s)} ${n(b - 124 * s)} ${n(x + 78 * s)} ${n(b - 112 * s)}`;
  for (let k = 4; k > 0; k--) {
    const x0 = x - 78 * s + (156 * s * k) / 4;
    const x1 = x - 78 * s + (156 * s * (k - 1)) / 4;
    d += ` Q${n((x0 + x1) / 2)} ${n(b - 104 * s)} ${n(x1)} ${n(b - 112 * s)}`;
  }
  o += path(d + 'Z', fill);
  for (const k of [1, 2, 3])
    o += path(
      `M${n(x)} ${n(b - 150 * s)} L${n(x - 78 * s + (156 * s * k) / 4)} ${n(b - 111 * s)}`,
      'none',
      `stroke="${rib}" stroke-width="${n(1.2 * s)}" opacity="0.7"`,
    );
  return o;
}

/** An eight-pointed star (two overlapping squares). */
export function star8(cx, cy, r, fill, extra = '') {
  const pts = [];
  for (let i = 0; i < 16; i++) {
    const a = (Math.PI / 8) * i - Math.PI / 2;
    const rr = i % 2 === 0 ? r : r * 0.76;
    pts.push([cx + Math.cos(a) * rr, cy + Math.sin(a) * rr]);
  }
  return poly(pts, fill, extra);
}

/** A subtle tiled geometric pattern of eight-pointed stars, as an overlay fill. */
export function starPattern(size, colour, opacity = 0.08) {
  const i = nid('pt');
  const h = size / 2;
  defs.push(
    `<pattern id="${i}" width="${size}" height="${size}" patternUnits="userSpaceOnUse">` +
      `<g fill="none" stroke="${colour}" stroke-width="1" opacity="${opacity}">` +
      `<rect x="${n(h - size * 0.22)}" y="${n(h - size * 0.22)}" width="${n(size * 0.44)}" height="${n(size * 0.44)}"/>` +
      `<rect x="${n(h - size * 0.22)}" y="${n(h - size * 0.22)}" width="${n(size * 0.44)}" height="${n(size * 0.44)}" transform="rotate(45 ${h} ${h})"/>` +
      `<path d="M0 0 L${n(size * 0.18)} ${n(size * 0.18)} M${size} 0 L${n(size * 0.82)} ${n(size * 0.18)} M0 ${size} L${n(size * 0.18)} ${n(size * 0.82)} M${size} ${size} L${n(size * 0.82)} ${n(size * 0.82)}"/>` +
      `</g></pattern>`,
  );
  return `url(#${i})`;
}

/** A simplified maple leaf centred on (cx, cy), about 2r across. */
export function mapleLeaf(cx, cy, r, fill) {
  const pts = [
    [50, 4],
    [58, 21],
    [67, 17],
    [63, 42],
    [79, 27],
    [82, 35],
    [95, 32],
    [89, 50],
    [96, 54],
    [71, 71],
    [74, 81],
    [53, 77],
    [53, 96],
    [47, 96],
    [47, 77],
    [26, 81],
    [29, 71],
    [4, 54],
    [11, 50],
    [5, 32],
    [18, 35],
    [21, 27],
    [37, 42],
    [33, 17],
    [42, 21],
  ];
  return poly(
    pts.map(([x, y]) => [cx + ((x - 50) / 50) * r, cy + ((y - 50) / 50) * r]),
    fill,
  );
}
