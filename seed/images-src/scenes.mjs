#!/usr/bin/env node
// The demo illustrations, drawn as SVG. `node scenes.mjs` writes one file per scene into ./svg;
// build.sh then renders them to WebP in web/public/images/seed. All art here is original.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  begin,
  circle,
  clockTower,
  crescent,
  ellipse,
  g,
  glow,
  lantern,
  lg,
  mapleLeaf,
  minaret,
  n,
  onionDome,
  ottomanMosque,
  palm,
  path,
  pilgrim,
  plane,
  poly,
  rect,
  rg,
  ridge,
  rng,
  rolling,
  shallowDome,
  sky,
  star8,
  starPattern,
  stars,
  svg,
  tower,
  umbrella,
} from './lib.mjs';

const W = 960;
const H = 600;

/** A long arcade facade: plinth, pointed arches, cornice and a row of small merlons. */
function arcade(x0, x1, b, h, fill, archFill, archW, { lit } = {}) {
  let o = rect(x0, b - h, x1 - x0, h + 1, fill);
  const gap = archW * 0.62;
  const count = Math.floor((x1 - x0 - gap) / (archW + gap));
  const start = x0 + (x1 - x0 - (count * (archW + gap) - gap)) / 2;
  const bot = b - h * 0.14;
  const ys = b - h * 0.5;
  const top = b - h * 0.8;
  for (let i = 0; i < count; i++) {
    const x = start + i * (archW + gap);
    o += path(
      `M${n(x)} ${n(bot)} L${n(x)} ${n(ys)} Q${n(x)} ${n(top + (ys - top) * 0.25)} ${n(x + archW / 2)} ${n(top)} Q${n(x + archW)} ${n(top + (ys - top) * 0.25)} ${n(x + archW)} ${n(ys)} L${n(x + archW)} ${n(bot)}Z`,
      archFill,
      lit ? `opacity="${lit}"` : '',
    );
  }
  const corn = b - h - h * 0.07;
  o += rect(x0, corn, x1 - x0, h * 0.07 + 1, fill);
  const m = Math.max(h * 0.14, 5);
  for (let x = x0 + m * 0.2; x < x1; x += m)
    o += rect(x, corn - m * 0.45, m * 0.55, m * 0.45 + 1, fill);
  return o;
}

/** A row of Haram-style minarets of varying heights. */
function minaretRow(xs, b, h, w, fill, opts) {
  return xs.map(([x, k = 1]) => minaret(x, b, h * k, w * k, fill, opts)).join('');
}

/** Seagull-like "v" strokes. */
function birds(seed, count, [x0, y0, x1, y1], colour, size = 8) {
  const r = rng(seed);
  let o = '';
  for (let i = 0; i < count; i++) {
    const x = x0 + r() * (x1 - x0);
    const y = y0 + r() * (y1 - y0);
    const s = size * (0.6 + r() * 0.7);
    o += path(
      `M${n(x - s)} ${n(y - s * 0.3)} Q${n(x - s * 0.45)} ${n(y - s * 0.55)} ${n(x)} ${n(y)} Q${n(x + s * 0.45)} ${n(y - s * 0.55)} ${n(x + s)} ${n(y - s * 0.3)}`,
      'none',
      `stroke="${colour}" stroke-width="${n(s * 0.22)}" stroke-linecap="round"`,
    );
  }
  return o;
}

const scenes = {};

// ---------------------------------------------------------------- packages

scenes['dunes-dawn'] = () => {
  let o = sky(W, H, [
    [0, '#9dbfd2'],
    [0.45, '#f1d8b2'],
    [0.7, '#f6bd82'],
  ]);
  o += glow(690, 330, 260, '#fff1c8', 0.8);
  o += circle(690, 330, 34, '#fff4d6');
  o += birds(3, 5, [380, 120, 620, 200], '#8a6a5a', 7);
  const haze = '#d9a984';
  o += clockTower(300, 368, 0.27, haze, { face: '#f3dcc0', accent: '#e2b07a' });
  o += minaretRow([[190], [236, 0.9], [372, 0.92], [418]], 370, 120, 9, haze);
  o += ridge(rolling(11, W, 378, 30, 5), H, '#e8b985');
  o += ridge(
    rolling(12, W, 430, 60, 4),
    H,
    lg([
      [0, '#dba06a'],
      [1, '#cf8d55'],
    ]),
  );
  o += palm(110, 452, 150, '#8c5a3a', 0.1, 4);
  o += palm(160, 458, 110, '#9a6646', -0.12, 5);
  o += ridge(
    rolling(13, W, 520, 70, 3),
    H,
    lg([
      [0, '#c27a44'],
      [1, '#a4602f'],
    ]),
  );
  o += ridge(
    [
      [-40, 600],
      [300, 575],
      [620, 590],
      [1000, 560],
    ],
    H,
    '#93552a',
    'opacity="0.8"',
  );
  return svg(W, H, o);
};

scenes['ramadan-lanterns'] = () => {
  let o = sky(W, H, [
    [0, '#0a1330'],
    [0.55, '#1b2a5e'],
    [1, '#3d3b78'],
  ]);
  o += stars(21, 140, [0, 0, W, 420]);
  o += glow(690, 160, 170, '#f7e6a8', 0.35);
  o += crescent(690, 160, 58, '#f8e7aa', -30, 0.7);
  o += glow(480, 620, 420, '#8a6fd0', 0.35);
  const sil = '#0b1130';
  o += ridge(rolling(22, W, 520, 18, 6), H, '#151d47');
  o += onionDome(480, 520, 78, sil, sil);
  o += rect(370, 470, 220, 60, sil);
  o += onionDome(380, 478, 36, sil) + onionDome(580, 478, 36, sil);
  o += minaretRow([[300], [660], [200, 0.8], [760, 0.8]], 540, 260, 15, sil);
  o += rect(0, 525, W, 80, sil);
  o += arcade(0, W, 600, 70, '#0d1436', '#f2c25b', 22, { lit: 0.22 });
  // a string of lights across the top
  const rope = (x0, x1, sag, y) => {
    let s = path(
      `M${x0} ${y} Q${(x0 + x1) / 2} ${y + sag * 2} ${x1} ${y}`,
      'none',
      'stroke="#c9a24a" stroke-width="1.2" opacity="0.6"',
    );
    for (let t = 0.04; t < 1; t += 0.064) {
      const x = (1 - t) * (1 - t) * x0 + 2 * (1 - t) * t * ((x0 + x1) / 2) + t * t * x1;
      const yy = (1 - t) * (1 - t) * y + 2 * (1 - t) * t * (y + sag * 2) + t * t * y;
      s += glow(x, yy + 3, 9, '#ffd37a', 0.8) + circle(x, yy + 3, 2.2, '#ffe3a3');
    }
    return s;
  };
  o += rope(-20, 420, 40, -4) + rope(520, 980, 34, -6);
  o += lantern(120, 0, 120, 1.35, '#c89a3a', '#ffcf6e', '#ffb347');
  o += lantern(240, 0, 48, 1.0, '#c89a3a', '#ffd98a', '#ffb347');
  o += lantern(860, 0, 86, 1.15, '#c89a3a', '#ffcf6e', '#ffb347');
  return svg(W, H, o);
};

scenes['premium-hotel'] = () => {
  let o = sky(W, H, [
    [0, '#0c2a26'],
    [0.5, '#1d5346'],
    [0.82, '#b58d48'],
    [1, '#e4bb6a'],
  ]);
  o += rect(0, 0, W, H, starPattern(64, '#f0c96a', 0.07));
  o += stars(31, 40, [0, 0, W, 220], '#f6e2b0');
  o += glow(600, 520, 380, '#f4c66b', 0.5);
  const sil = '#0b231f';
  o += tower(60, 560, 110, 330, '#123a33', '#f3c872', 32, { litShare: 0.45 });
  o += tower(180, 560, 90, 260, '#0f312b', '#f3c872', 33, { litShare: 0.4 });
  o += tower(820, 560, 100, 300, '#123a33', '#f3c872', 34, { litShare: 0.45 });
  o += clockTower(560, 560, 0.6, sil, { face: '#f8eccb', accent: '#e8b84f', lights: '#f3c872' });
  o += minaretRow([[300], [360, 0.92], [730, 0.92], [790]], 600, 300, 15, '#0a1f1b', {
    lights: '#f3c872',
  });
  o += rect(0, 560, W, 40, '#0a1f1b');
  o += rect(0, 560, W, 2, '#e6b956', 'opacity="0.7"');
  o += arcade(0, W, 600, 36, '#0a1f1b', '#f3c872', 14, { lit: 0.35 });
  return svg(W, H, o);
};

scenes['family-pilgrims'] = () => {
  let o = sky(W, H, [
    [0, '#f3e1c7'],
    [0.6, '#f4c99a'],
    [1, '#efb37f'],
  ]);
  o += glow(760, 170, 220, '#fff3d6', 0.8);
  const haze = '#dcae86';
  o += ridge(rolling(41, W, 300, 60, 5), H, '#e5be98');
  o += minaretRow([[150, 0.8], [230], [730], [810, 0.8]], 372, 250, 14, haze);
  o += arcade(90, 870, 372, 70, '#d9a47c', '#c58d66', 20);
  o += rect(
    0,
    370,
    W,
    230,
    lg([
      [0, '#f4ebdf'],
      [1, '#e7dac8'],
    ]),
  );
  for (let i = -8; i <= 8; i++)
    o += path(
      `M${480 + i * 30} 370 L${480 + i * 160} 600`,
      'none',
      'stroke="#dccbb4" stroke-width="1.2"',
    );
  for (const y of [400, 440, 495, 565]) o += rect(0, y, W, 1.2, '#dccbb4');
  o += palm(60, 420, 190, '#6a7a4e', 0.08, 42) + palm(905, 425, 180, '#6a7a4e', -0.1, 43);
  const skins = ['#7a4b32', '#a0694a', '#5e3a28', '#c08a64', '#8b5a3e', '#6e4631'];
  const group = [
    [300, 560, 165, 'man', '#f7f3ea'],
    [375, 566, 150, 'woman', '#2f3a38'],
    [445, 572, 96, 'man', '#f7f3ea'],
    [510, 566, 104, 'woman', '#ffffff'],
    [585, 562, 158, 'woman', '#f4efe4'],
    [660, 558, 168, 'man', '#f7f3ea'],
  ];
  group.forEach(([x, b, h, kind, robe], i) => {
    o += pilgrim(x, b, h, {
      kind,
      robe,
      skin: skins[i],
      shade: kind === 'man' ? '#ded5c4' : '#00000022',
    });
  });
  return svg(W, H, o);
};

scenes['winter-flight'] = () => {
  let o = sky(W, H, [
    [0, '#262a58'],
    [0.42, '#6a4f8c'],
    [0.72, '#e29ba0'],
    [0.9, '#f6c49c'],
  ]);
  o += stars(51, 60, [0, 0, W, 200], '#ffffff');
  o += crescent(170, 110, 26, '#fbe9c4', -20, 0.66);
  o += glow(170, 110, 80, '#fbe9c4', 0.25);
  o += path(
    'M120 262 Q360 230 548 196',
    'none',
    `stroke="${lg(
      [
        [0, '#ffffff', 0],
        [1, '#ffffff', 0.7],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 0 },
    )}" stroke-width="3" stroke-linecap="round"`,
  );
  o += plane(600, 186, 1.9, -9, '#24264d', { window: '#f7cfa6', far: '#3a3766' });
  o += ridge(rolling(52, W, 440, 50, 5), H, '#9a6d96');
  o += minaretRow([[700, 0.7], [730], [760, 0.7]], 436, 110, 7, '#7f5a84');
  o += onionDome(745, 430, 20, '#7f5a84');
  o += ridge(
    rolling(53, W, 500, 60, 4),
    H,
    lg([
      [0, '#6e4d7e'],
      [1, '#5a3f6c'],
    ]),
  );
  o += ridge(
    rolling(54, W, 570, 60, 3),
    H,
    lg([
      [0, '#3f2c56'],
      [1, '#2f2145'],
    ]),
  );
  return svg(W, H, o);
};

scenes['istanbul-sunset'] = () => {
  let o = sky(W, H, [
    [0, '#3c2a5c'],
    [0.35, '#a8476a'],
    [0.58, '#ee8a5c'],
    [0.7, '#f9c784'],
  ]);
  o += glow(280, 412, 230, '#ffe1a6', 0.7);
  o += circle(280, 412, 46, '#ffe6b0');
  o += birds(61, 6, [120, 150, 470, 260], '#3a1f40', 9);
  o += ridge(rolling(62, W, 404, 22, 7), 420, '#a0506b');
  o += ottomanMosque(600, 412, 0.78, '#2c1838');
  o +=
    rect(820, 320, 14, 92, '#2c1838') +
    poly(
      [
        [818, 320],
        [827, 296],
        [836, 320],
      ],
      '#2c1838',
    );
  o += rect(
    0,
    410,
    W,
    190,
    lg([
      [0, '#7b3d60'],
      [1, '#2a1b3d'],
    ]),
  );
  const r = rng(63);
  for (let i = 0; i < 40; i++) {
    const y = 418 + Math.pow(r(), 1.3) * 170;
    const w = 20 + r() * 90 * (1 - (y - 410) / 260);
    o += rect(
      280 - w / 2 + (r() - 0.5) * 70,
      y,
      w,
      2.2,
      '#ffd79a',
      `opacity="${n(0.25 + r() * 0.45)}"`,
    );
  }
  o += path('M640 520 L720 520 L708 534 L652 534Z', '#1d1129');
  o +=
    rect(678, 492, 3, 28, '#1d1129') +
    poly(
      [
        [681, 494],
        [706, 516],
        [681, 516],
      ],
      '#1d1129',
    );
  return svg(W, H, o);
};

scenes['clock-tower-day'] = () => {
  let o = sky(W, H, [
    [0, '#7fb9d8'],
    [0.55, '#cfe6ee'],
    [1, '#f6ecdc'],
  ]);
  o += glow(170, 110, 200, '#ffffff', 0.75);
  for (const [x, y, s] of [
    [700, 120, 1],
    [260, 210, 0.7],
  ])
    o += g(
      'fill="#ffffff" opacity="0.75"',
      ellipse(x, y, 70 * s, 16 * s),
      ellipse(x - 30 * s, y - 12 * s, 36 * s, 20 * s),
      ellipse(x + 22 * s, y - 16 * s, 42 * s, 26 * s),
    );
  o += birds(71, 6, [600, 170, 860, 250], '#5d7484', 7);
  o += poly(
    [
      [-20, 600],
      [-20, 400],
      [60, 370],
      [130, 392],
      [200, 330],
      [260, 360],
      [330, 320],
      [400, 380],
      [560, 360],
      [640, 300],
      [700, 330],
      [760, 290],
      [840, 350],
      [900, 330],
      [980, 370],
      [980, 600],
    ],
    '#cdbda5',
  );
  o += poly(
    [
      [-20, 600],
      [-20, 450],
      [80, 430],
      [150, 400],
      [230, 440],
      [320, 420],
      [420, 450],
      [600, 440],
      [700, 400],
      [780, 430],
      [880, 410],
      [980, 440],
      [980, 600],
    ],
    '#b9a48a',
  );
  o += clockTower(480, 560, 0.58, '#8f7f6a', { face: '#fbf6ea', accent: '#d9a63e' });
  o += rect(480 - 62 * 0.58, 560 - 470 * 0.58, 62 * 0.58, 320 * 0.58, '#9c8d78');
  o += minaretRow([[220], [285, 0.9], [675, 0.9], [740]], 600, 290, 15, '#f4efe6');
  o += arcade(0, W, 600, 62, '#efe9de', '#cdbfa8', 18);
  return svg(W, H, o);
};

scenes['summer-sun'] = () => {
  let o = sky(W, H, [
    [0, '#f39a3d'],
    [0.5, '#fbc978'],
    [0.8, '#ffeec8'],
  ]);
  o += glow(480, 360, 300, '#fff8e0', 0.9);
  o += circle(480, 360, 120, '#fff5da');
  const sil = '#9c4f2b';
  o += ridge(rolling(81, W, 470, 30, 6), H, '#eaa45a');
  o += rect(380, 400, 200, 80, sil);
  o += onionDome(480, 404, 70, sil);
  o += onionDome(400, 404, 26, sil) + onionDome(560, 404, 26, sil);
  o += minaretRow([[340], [620]], 480, 250, 14, sil);
  o += ridge(
    rolling(82, W, 520, 50, 4),
    H,
    lg([
      [0, '#d68643'],
      [1, '#c06f33'],
    ]),
  );
  o += palm(120, 560, 220, '#7a3a1f', 0.06, 83) + palm(190, 565, 150, '#7a3a1f', -0.1, 84);
  o += palm(850, 565, 200, '#7a3a1f', -0.08, 85);
  o += ridge(rolling(86, W, 590, 30, 3), H, '#a9592a');
  return svg(W, H, o);
};

// ---------------------------------------------------------------- blogs

scenes['visa-flatlay'] = () => {
  let o = rect(
    0,
    0,
    W,
    H,
    lg(
      [
        [0, '#1f4d4a'],
        [1, '#173b39'],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 1 },
    ),
  );
  o += rect(0, 0, W, H, starPattern(80, '#e8d9b0', 0.08));
  // passport
  o += g(
    'transform="rotate(-9 300 300)"',
    rect(214, 168, 190, 264, '#000', 'rx="12" opacity="0.22" transform="translate(8 10)"'),
    rect(214, 168, 190, 264, '#1d2a4d', 'rx="12"'),
    rect(214, 168, 14, 264, '#17223f', 'rx="6"'),
    mapleLeaf(314, 282, 38, '#d9b25f'),
    circle(314, 282, 54, 'none', 'stroke="#d9b25f" stroke-width="2"'),
    rect(262, 360, 104, 5, '#d9b25f', 'rx="2.5"'),
    rect(280, 374, 68, 4, '#d9b25f', 'rx="2" opacity="0.7"'),
    rect(262, 204, 104, 4, '#d9b25f', 'rx="2" opacity="0.7"'),
  );
  // boarding pass
  o += g(
    'transform="rotate(7 600 210)"',
    rect(430, 150, 340, 130, '#000', 'rx="10" opacity="0.2" transform="translate(8 10)"'),
    rect(430, 150, 340, 130, '#fbf8f1', 'rx="10"'),
    rect(430, 150, 340, 34, '#2f7f6a', 'rx="10"'),
    rect(430, 170, 340, 14, '#2f7f6a'),
    path('M680 150 L680 280', 'none', 'stroke="#c9c2b2" stroke-width="2" stroke-dasharray="5 5"'),
    plane(560, 222, 0.42, 0, '#2f7f6a', { window: '#fbf8f1' }),
    rect(452, 250, 80, 6, '#c9c2b2', 'rx="3"'),
    rect(590, 250, 70, 6, '#c9c2b2', 'rx="3"'),
    rect(452, 206, 48, 12, '#3b4a5a', 'rx="3"'),
    rect(610, 206, 48, 12, '#3b4a5a', 'rx="3"'),
    ...Array.from({ length: 16 }, (_, i) =>
      rect(694 + i * 4.6, 200, i % 3 === 0 ? 3 : 1.6, 60, '#3b4a5a'),
    ),
  );
  // phone with an approved e-visa
  o += g(
    'transform="rotate(-4 690 420)"',
    rect(620, 318, 140, 250, '#000', 'rx="22" opacity="0.22" transform="translate(8 10)"'),
    rect(620, 318, 140, 250, '#151b24', 'rx="22"'),
    rect(630, 334, 120, 218, '#f4f1ea', 'rx="12"'),
    circle(690, 410, 30, '#2f8f5b'),
    path(
      'M676 410 L686 421 L705 399',
      'none',
      'stroke="#fff" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"',
    ),
    rect(650, 458, 80, 7, '#b9b3a6', 'rx="3.5"'),
    rect(662, 474, 56, 6, '#d3cdc0', 'rx="3"'),
    rect(650, 508, 80, 22, '#2f7f6a', 'rx="11"'),
  );
  // pen
  o += g(
    'transform="rotate(38 470 430)"',
    rect(400, 424, 170, 12, '#c99a3f', 'rx="6"'),
    rect(400, 424, 40, 12, '#1d2a4d', 'rx="6"'),
    poly(
      [
        [570, 424],
        [588, 430],
        [570, 436],
      ],
      '#e9d6a8',
    ),
  );
  // tea and dates
  o += circle(140, 500, 62, '#000', 'opacity="0.2" transform="translate(6 8)"');
  o += circle(140, 500, 62, '#f3efe6');
  o += circle(140, 500, 40, '#e6dfd0');
  o += circle(140, 500, 33, '#9a5b2a');
  o += circle(128, 488, 9, '#c07a3e', 'opacity="0.6"');
  o += path(
    'M182 476 Q214 478 206 506 Q200 522 180 516',
    'none',
    'stroke="#f3efe6" stroke-width="9" stroke-linecap="round"',
  );
  o += circle(860, 110, 70, '#000', 'opacity="0.2" transform="translate(6 8)"');
  o += circle(860, 110, 70, '#d8c39a');
  o += circle(860, 110, 58, '#e7d6b4');
  const r = rng(91);
  for (let i = 0; i < 7; i++) {
    const a = (i / 7) * Math.PI * 2 + r();
    const d = i === 0 ? 0 : 30;
    const x = 860 + Math.cos(a) * d;
    const y = 110 + Math.sin(a) * d;
    o += ellipse(
      x,
      y,
      17,
      9,
      '#5b2d17',
      `transform="rotate(${n((a * 180) / Math.PI + 90)} ${n(x)} ${n(y)})"`,
    );
    o += ellipse(
      x - 3,
      y - 2,
      9,
      3,
      '#8a4a28',
      `transform="rotate(${n((a * 180) / Math.PI + 90)} ${n(x)} ${n(y)})" opacity="0.6"`,
    );
  }
  return svg(W, H, o);
};

scenes['packing-flatlay'] = () => {
  let o = rect(
    0,
    0,
    W,
    H,
    lg(
      [
        [0, '#efe5d3'],
        [1, '#e4d6bf'],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 1 },
    ),
  );
  const sh = (x, y, w, h, rx) =>
    rect(x, y, w, h, '#6b5636', `rx="${rx}" opacity="0.16" transform="translate(8 10)"`);
  // prayer mat
  o += g(
    'transform="rotate(-6 190 300)"',
    sh(80, 90, 220, 400, 6),
    rect(80, 90, 220, 400, '#7c2d3a', 'rx="6"'),
    rect(96, 106, 188, 368, 'none', 'stroke="#d9b25f" stroke-width="4"'),
    rect(106, 116, 168, 348, 'none', 'stroke="#d9b25f" stroke-width="1.5" opacity="0.7"'),
    path('M120 450 L120 220 Q120 160 190 140 Q260 160 260 220 L260 450Z', '#963c4a'),
    path(
      'M120 450 L120 220 Q120 160 190 140 Q260 160 260 220 L260 450',
      'none',
      'stroke="#d9b25f" stroke-width="2"',
    ),
    star8(190, 210, 18, '#d9b25f'),
    star8(190, 210, 9, '#963c4a'),
    ...[300, 350, 400].map((y) => star8(190, y, 10, '#d9b25f', 'opacity="0.55"')),
  );
  // open suitcase with folded ihram
  o += sh(360, 110, 360, 250, 18);
  o += rect(360, 110, 360, 250, '#2d5e4b', 'rx="18"');
  o += rect(376, 126, 328, 218, '#e3dccb', 'rx="10"');
  o += rect(392, 142, 150, 92, '#ffffff', 'rx="6"');
  o += rect(392, 182, 150, 2, '#e6e1d6') + rect(392, 206, 150, 2, '#e6e1d6');
  o += rect(556, 142, 132, 92, '#fbfaf6', 'rx="6"');
  o += rect(556, 176, 132, 2, '#e6e1d6') + rect(556, 200, 132, 2, '#e6e1d6');
  o += rect(392, 248, 110, 80, '#c9d8cf', 'rx="10"');
  o += rect(392, 280, 110, 3, '#a9bdb1');
  o += rect(518, 248, 170, 80, '#f4efe4', 'rx="6"');
  o += rect(518, 272, 170, 2, '#e2dbcc') + rect(518, 300, 170, 2, '#e2dbcc');
  o += sh(360, 372, 360, 40, 14);
  o += rect(360, 372, 360, 40, '#264f3f', 'rx="14"');
  o += rect(500, 384, 80, 8, '#d9b25f', 'rx="4"');
  // tasbih (33 beads)
  const cx = 820;
  const cy = 200;
  o += path(`M${cx} ${cy + 62} L${cx} ${cy + 110}`, 'none', 'stroke="#2d5e4b" stroke-width="3"');
  o += path(
    `M${cx - 8} ${cy + 110} L${cx} ${cy + 96} L${cx + 8} ${cy + 110} L${cx + 10} ${cy + 140} L${cx - 10} ${cy + 140}Z`,
    '#2d5e4b',
  );
  for (let i = 0; i < 33; i++) {
    const a = (i / 33) * Math.PI * 2 + Math.PI / 2;
    o += circle(
      cx + Math.cos(a) * 60,
      cy + Math.sin(a) * 56,
      6.4,
      i % 11 === 0 ? '#d9b25f' : '#8a5a34',
    );
  }
  // sandals
  for (const [x, rot] of [
    [420, -12],
    [500, 8],
  ])
    o += g(
      `transform="rotate(${rot} ${x} 500)"`,
      ellipse(x + 4, 510, 30, 70, '#6b5636', 'opacity="0.15"'),
      ellipse(x, 500, 30, 70, '#7a5a3c'),
      ellipse(x, 500, 24, 63, '#9a7450'),
      path(
        `M${x - 25} ${480} Q${x} ${455} ${x + 25} ${480}`,
        'none',
        'stroke="#3f2e1f" stroke-width="9" stroke-linecap="round"',
      ),
    );
  // water bottle and unscented soap
  o += g(
    'transform="rotate(22 780 470)"',
    rect(752, 380, 56, 180, '#6b5636', 'rx="20" opacity="0.15" transform="translate(8 10)"'),
    rect(752, 380, 56, 180, '#7fb3c8', 'rx="20"'),
    rect(760, 392, 14, 150, '#ffffff', 'rx="7" opacity="0.35"'),
    rect(764, 356, 32, 30, '#2b4b5a', 'rx="6"'),
    rect(752, 450, 56, 40, '#f4efe4'),
  );
  o += g(
    'transform="rotate(-10 620 500)"',
    rect(580, 470, 90, 60, '#6b5636', 'rx="14" opacity="0.15" transform="translate(6 8)"'),
    rect(580, 470, 90, 60, '#f7f3ea', 'rx="14"'),
    rect(596, 494, 58, 10, '#e2d9c6', 'rx="5"'),
  );
  return svg(W, H, o);
};

scenes['madinah-green-dome'] = () => {
  let o = sky(W, H, [
    [0, '#84bcd6'],
    [0.6, '#cfe6ec'],
    [1, '#f3ecdf'],
  ]);
  o += glow(820, 90, 220, '#ffffff', 0.6);
  o += birds(101, 5, [120, 90, 360, 170], '#587587', 7);
  const stone = '#efe6d4';
  const shade = '#d6c9b0';
  o += minaretRow(
    [[170], [790]],
    470,
    330,
    20,
    lg(
      [
        [0, '#f4eee2'],
        [1, '#dcd0bb'],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 0 },
    ),
  );
  o += rect(380, 330, 200, 80, stone);
  o += rect(400, 318, 160, 14, shade);
  // the green dome
  o += rect(428, 296, 104, 26, '#2c6e4e');
  o += path(
    'M426 300 C420 240 462 214 480 160 C498 214 540 240 534 300Z',
    lg(
      [
        [0, '#3f8f66'],
        [0.55, '#2d7551'],
        [1, '#1f5a3d'],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 0 },
    ),
  );
  o += path(
    'M446 296 C444 250 466 226 480 178',
    'none',
    'stroke="#7cc29b" stroke-width="3" opacity="0.45"',
  );
  o += rect(478, 140, 4, 24, '#d9a63e') + crescent(480, 132, 8, '#d9a63e', -90, 0.6);
  o += onionDome(330, 408, 22, '#c9ccc7') + onionDome(630, 408, 22, '#c9ccc7');
  o += arcade(40, 920, 470, 100, stone, shade, 30);
  o += rect(40, 368, 880, 6, shade);
  o += rect(
    0,
    470,
    W,
    130,
    lg([
      [0, '#f1e9dc'],
      [1, '#e4d8c4'],
    ]),
  );
  o += palm(70, 560, 210, '#4c7352', 0.08, 102) + palm(130, 570, 150, '#3f6446', -0.1, 103);
  o += palm(880, 565, 200, '#4c7352', -0.08, 104);
  for (const [x, h, kind, robe] of [
    [330, 120, 'man', '#ffffff'],
    [380, 110, 'woman', '#2e3a3a'],
    [600, 116, 'man', '#f4f1e8'],
  ])
    o += pilgrim(x, 560, h, { kind, robe, skin: '#8a5a3c', shade: '#e1d9c9' });
  return svg(W, H, o);
};

scenes['kaaba-tawaf'] = () => {
  let o = rect(
    0,
    0,
    W,
    H,
    rg(
      [
        [0, '#fbf8f1'],
        [0.6, '#f1eadd'],
        [1, '#e2d6c0'],
      ],
      { r: 0.7 },
    ),
  );
  o += rect(0, 0, W, H, starPattern(56, '#b89a5a', 0.12));
  const cx = 480;
  const cy = 300;
  o += circle(cx, cy, 318, '#f7f3ea');
  for (let rad = 110; rad <= 318; rad += 26)
    o += circle(cx, cy, rad, 'none', 'stroke="#e4dac8" stroke-width="1"');
  const r = rng(111);
  // rings of pilgrims walking round
  for (let rad = 84; rad <= 300; rad += 14) {
    const count = Math.round((2 * Math.PI * rad) / 9.5);
    const skip = 0.08 + ((rad - 84) / 216) * 0.35;
    for (let i = 0; i < count; i++) {
      if (r() < skip) continue;
      const a = (i / count) * Math.PI * 2 + r() * 0.04 + rad * 0.01;
      const rr = rad + (r() - 0.5) * 6;
      const x = cx + Math.cos(a) * rr;
      const y = cy + Math.sin(a) * rr;
      if (y < cy - 40 && Math.hypot(x - cx, y - (cy - 46)) < 66) continue;
      const tone = r();
      const fill =
        tone < 0.78 ? '#ffffff' : tone < 0.9 ? '#3a4040' : tone < 0.96 ? '#a9bbb1' : '#cdb78c';
      o += circle(
        x,
        y,
        2.5 + r() * 0.9,
        fill,
        tone < 0.78 ? 'stroke="#cfc4b0" stroke-width="0.8"' : '',
      );
    }
  }
  // arrows showing that tawaf goes anticlockwise
  for (const a0 of [0.35, Math.PI + 0.35]) {
    const rr = 336;
    const a1 = a0 - 0.62;
    const pt = (a) => [cx + Math.cos(a) * rr, cy + Math.sin(a) * rr];
    const [sx, sy] = pt(a0);
    const [ex, ey] = pt(a1);
    o += path(
      `M${n(sx)} ${n(sy)} A${rr} ${rr} 0 0 0 ${n(ex)} ${n(ey)}`,
      'none',
      'stroke="#c9a24a" stroke-width="4" stroke-linecap="round"',
    );
    const tx = Math.sin(a1);
    const ty = -Math.cos(a1);
    o += poly(
      [
        [ex + tx * 14, ey + ty * 14],
        [ex - ty * 8, ey + tx * 8],
        [ex + ty * 8, ey - tx * 8],
      ],
      '#c9a24a',
    );
  }
  // Hijr Ismail, the Kaaba and Maqam Ibrahim
  o += path(
    `M${cx - 40} ${cy - 44} L${cx - 40} ${cy - 60} A56 52 0 0 1 ${cx + 40} ${cy - 60} L${cx + 40} ${cy - 44}`,
    '#fbf8f1',
    'stroke="#ffffff" stroke-width="7"',
  );
  o += path(
    `M${cx - 40} ${cy - 60} A56 52 0 0 1 ${cx + 40} ${cy - 60}`,
    'none',
    'stroke="#cfc4b0" stroke-width="1.5"',
  );
  o += rect(cx - 50, cy - 46, 100, 92, '#000', 'opacity="0.18" transform="translate(6 7)"');
  o += rect(cx - 50, cy - 46, 100, 92, '#141414');
  o += rect(cx - 50, cy - 46, 100, 92, 'none', 'stroke="#cfa850" stroke-width="3.5"');
  o += rect(cx - 41, cy - 37, 82, 74, 'none', 'stroke="#cfa850" stroke-width="1" opacity="0.45"');
  o += circle(cx + 78, cy - 10, 8, '#ffffff', 'stroke="#cfc4b0" stroke-width="1"');
  o += circle(cx + 78, cy - 10, 5, '#cfa850');
  return svg(W, H, o);
};

// ---------------------------------------------------------------- gallery

scenes['toronto-departure'] = () => {
  let o = sky(W, H, [
    [0, '#4d6f99'],
    [0.5, '#b3a6b8'],
    [0.78, '#f2b58a'],
    [0.86, '#f7cf9e'],
  ]);
  o += glow(760, 470, 260, '#ffe2b0', 0.7);
  o += path(
    'M140 360 Q400 260 600 176',
    'none',
    `stroke="${lg(
      [
        [0, '#ffffff', 0],
        [1, '#ffffff', 0.75],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 0 },
    )}" stroke-width="3" stroke-linecap="round"`,
  );
  o += plane(650, 156, 1.8, -20, '#27324d', { window: '#f7cfa6', far: '#3d4868' });
  const city = '#2a3450';
  const r = rng(121);
  let x = 20;
  while (x < W - 20) {
    const w = 28 + r() * 50;
    const h = 40 + r() * (x > 180 && x < 520 ? 150 : 80);
    o += tower(x, 490, w, h, r() < 0.5 ? city : '#333e5d', '#f6cf8e', Math.round(x), {
      litShare: 0.22,
      cap: r() < 0.4,
    });
    x += w + 4 + r() * 10;
  }
  // CN Tower
  const t = 300;
  const b = 492;
  o += poly(
    [
      [t - 13, b],
      [t - 5, b - 300],
      [t + 5, b - 300],
      [t + 13, b],
    ],
    '#222b44',
  );
  o += ellipse(t, b - 305, 26, 8, '#222b44') + rect(t - 20, b - 320, 40, 16, '#222b44', 'rx="6"');
  o += ellipse(t, b - 322, 22, 6, '#222b44');
  o += rect(t - 7, b - 390, 14, 70, '#222b44') + ellipse(t, b - 392, 10, 5, '#222b44');
  o += rect(t - 2, b - 470, 4, 80, '#222b44');
  o += circle(t, b - 470, 2.2, '#ff6b5a');
  o += rect(
    0,
    490,
    W,
    110,
    lg([
      [0, '#57688a'],
      [1, '#2c3854'],
    ]),
  );
  for (let i = 0; i < 30; i++) {
    const y = 496 + Math.pow(r(), 1.2) * 100;
    o += rect(
      760 - 60 + (r() - 0.5) * 160,
      y,
      30 + r() * 90,
      2,
      '#ffd9a3',
      `opacity="${n(0.2 + r() * 0.4)}"`,
    );
  }
  return svg(W, H, o);
};

scenes['madinah-umbrellas'] = () => {
  let o = sky(W, H, [
    [0, '#f6c99e'],
    [0.5, '#fbe3c6'],
    [1, '#fdf1df'],
  ]);
  o += glow(480, 260, 300, '#fff6e2', 0.9);
  o += minaretRow([[120], [840]], 300, 230, 14, '#e7c9a8');
  o += onionDome(480, 262, 40, '#7fa98c', '#c9a24a');
  o += arcade(0, W, 300, 50, '#ecd3b6', '#ddbb98', 14);
  o += rect(
    0,
    298,
    W,
    302,
    lg([
      [0, '#f3e7d9'],
      [1, '#eadccb'],
    ]),
  );
  for (let i = -10; i <= 10; i++)
    o += path(
      `M${480 + i * 40} 300 L${480 + i * 150} 600`,
      'none',
      'stroke="#e2d2bf" stroke-width="1"',
    );
  const rows = [
    [330, 0.35, 9, '#f1e6d6'],
    [380, 0.55, 6, '#f6eee2'],
    [470, 0.85, 4, '#fbf7f0'],
  ];
  for (const [b, s, count, fill] of rows) {
    const step = W / count;
    for (let i = 0; i < count + 1; i++) {
      const x = step * i + (count % 2 ? 0 : step / 2) - (b === 470 ? 40 : 0);
      o += ellipse(x, b, 70 * s, 8 * s, '#b8956e', 'opacity="0.18"');
      o += umbrella(x, b, s, fill, '#d8c7b0', '#d9c7ad');
    }
  }
  const r = rng(131);
  for (let i = 0; i < 22; i++) {
    const y = 480 + r() * 100;
    const h = 40 + (y - 480) * 0.5 + r() * 8;
    o += pilgrim(r() * W, y, h, {
      kind: r() < 0.55 ? 'man' : 'woman',
      robe: r() < 0.7 ? '#ffffff' : '#35403f',
      skin: ['#7a4b32', '#a0694a', '#5e3a28', '#c08a64'][Math.floor(r() * 4)],
      shade: '#e2d9ca',
    });
  }
  return svg(W, H, o);
};

scenes['makkah-night'] = () => {
  let o = sky(W, H, [
    [0, '#071228'],
    [0.6, '#12284d'],
    [1, '#2c4a6e'],
  ]);
  o += stars(141, 90, [0, 0, W, 260], '#dfe9ff');
  o += glow(480, 620, 480, '#fff1cf', 0.55);
  o += ridge(rolling(142, W, 430, 120, 6), H, '#0c1a33');
  o += glow(480, 90, 120, '#9ff0c2', 0.35);
  o += clockTower(480, 560, 0.62, '#0a1527', {
    face: '#d9f7e4',
    accent: '#e8c46a',
    lights: '#ffe3a6',
  });
  o += minaretRow([[200], [262, 0.92], [698, 0.92], [760]], 600, 310, 16, '#101d35', {
    lights: '#ffe3a6',
  });
  o += rect(0, 540, W, 60, '#0e1a30');
  o += arcade(0, W, 600, 60, '#0e1a30', '#ffe3a6', 18, { lit: 0.55 });
  return svg(W, H, o);
};

scenes['jabal-nour'] = () => {
  let o = sky(W, H, [
    [0, '#6d5f94'],
    [0.5, '#d98f7e'],
    [0.8, '#f7c08a'],
  ]);
  o += glow(720, 420, 240, '#ffe2b0', 0.75);
  o += stars(151, 20, [0, 0, W, 140], '#ffffff');
  o += poly(
    [
      [-20, 600],
      [-20, 420],
      [120, 380],
      [220, 400],
      [330, 350],
      [460, 395],
      [560, 372],
      [700, 410],
      [820, 380],
      [980, 420],
      [980, 600],
    ],
    '#9b7895',
  );
  o += poly(
    [
      [-20, 600],
      [-20, 470],
      [90, 450],
      [180, 470],
      [250, 300],
      [300, 230],
      [330, 180],
      [352, 150],
      [372, 168],
      [400, 200],
      [440, 260],
      [500, 330],
      [560, 380],
      [640, 420],
      [760, 440],
      [860, 470],
      [980, 480],
      [980, 600],
    ],
    '#5d4566',
  );
  o += poly(
    [
      [330, 180],
      [352, 150],
      [372, 168],
      [400, 200],
      [420, 240],
      [380, 210],
      [352, 190],
    ],
    '#7a5d7e',
  );
  o += poly(
    [
      [250, 300],
      [300, 230],
      [320, 260],
      [290, 310],
    ],
    '#6b5274',
  );
  o += glow(362, 178, 30, '#ffd58a', 0.9) + circle(362, 178, 3, '#ffe6b0');
  const pathPts = [
    [600, 600],
    [520, 540],
    [470, 500],
    [430, 470],
    [460, 420],
    [420, 380],
    [440, 330],
    [400, 290],
    [410, 250],
    [380, 215],
    [362, 185],
  ];
  for (let i = 0; i < pathPts.length - 1; i++) {
    const [x0, y0] = pathPts[i];
    const [x1, y1] = pathPts[i + 1];
    for (let t = 0; t < 1; t += 0.25)
      o += circle(x0 + (x1 - x0) * t, y0 + (y1 - y0) * t, 1.8, '#fbe7cf', 'opacity="0.75"');
  }
  o += poly(
    [
      [-20, 600],
      [-20, 540],
      [140, 520],
      [300, 560],
      [520, 530],
      [700, 560],
      [980, 520],
      [980, 600],
    ],
    '#3a2a45',
  );
  return svg(W, H, o);
};

scenes['date-farm'] = () => {
  let o = sky(W, H, [
    [0, '#cfe3d5'],
    [0.6, '#f4ecd2'],
    [1, '#f7e2b5'],
  ]);
  o += glow(250, 200, 220, '#fff8e3', 0.8);
  o += ridge(rolling(161, W, 380, 40, 6), H, '#c8c6a0');
  const r = rng(162);
  for (let i = 0; i < 11; i++)
    o += palm(i * 95 + r() * 40, 420, 120 + r() * 40, '#9fb08a', (r() - 0.5) * 0.2, 170 + i);
  o += rect(
    0,
    418,
    W,
    182,
    lg([
      [0, '#e6d5b0'],
      [1, '#d4bd8f'],
    ]),
  );
  for (let i = 0; i < 6; i++)
    o += palm(60 + i * 170 + r() * 40, 470, 200 + r() * 40, '#5e8059', (r() - 0.5) * 0.15, 180 + i);
  for (const [x, h, lean, seed] of [
    [110, 420, 0.06, 191],
    [840, 400, -0.07, 192],
  ]) {
    o += palm(x, 600, h, '#2f5236', lean, seed);
    const tx = x + lean * h;
    const ty = 600 - h;
    for (const dx of [-22, 18]) {
      o += path(
        `M${n(tx)} ${n(ty + 6)} Q${n(tx + dx)} ${n(ty + 20)} ${n(tx + dx * 1.3)} ${n(ty + 40)}`,
        'none',
        'stroke="#c98d3a" stroke-width="3"',
      );
      for (let k = 0; k < 14; k++)
        o += ellipse(
          tx + dx * 1.3 + (r() - 0.5) * 22,
          ty + 44 + r() * 36,
          4.5,
          6,
          r() < 0.5 ? '#b4562a' : '#8f3f1e',
        );
    }
  }
  // baskets of dates
  for (const [x, y] of [
    [400, 560],
    [540, 575],
  ]) {
    o += ellipse(x + 6, y + 30, 80, 14, '#6b5636', 'opacity="0.2"');
    o += path(
      `M${x - 78} ${y - 8} L${x + 78} ${y - 8} L${x + 60} ${y + 34} L${x - 60} ${y + 34}Z`,
      '#b88a4e',
    );
    for (let k = 0; k < 4; k++) o += rect(x - 72 + k * 3, y + k * 10, 144 - k * 6, 2, '#9a7038');
    for (let k = 0; k < 26; k++)
      o += ellipse(x - 64 + r() * 128, y - 10 - r() * 14, 8, 5, r() < 0.5 ? '#6a2e16' : '#8a3f1e');
  }
  return svg(W, H, o);
};

scenes['quba-mosque'] = () => {
  let o = sky(W, H, [
    [0, '#6eaad3'],
    [0.65, '#cfe6f2'],
    [1, '#eef6f7'],
  ]);
  o += glow(150, 90, 160, '#ffffff', 0.7);
  const white = '#fbfaf6';
  const shade = '#ddd7c9';
  o += minaretRow(
    [[230], [730]],
    470,
    300,
    20,
    lg(
      [
        [0, '#ffffff'],
        [1, '#e3ddd0'],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 0 },
    ),
  );
  o += rect(280, 360, 400, 110, white);
  for (let i = 0; i < 6; i++) o += shallowDome(320 + i * 64, 362, 22, shade, 0.95);
  o += rect(420, 300, 120, 62, white);
  o += path(
    'M410 302 A70 66 0 0 1 550 302Z',
    lg(
      [
        [0, '#ffffff'],
        [1, '#dcd5c6'],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 0 },
    ),
  );
  o += rect(478, 208, 4, 30, '#c9a24a') + crescent(480, 202, 7, '#c9a24a', -90, 0.6);
  o += arcade(120, 840, 470, 80, white, '#d4ddd9', 28);
  o += rect(
    0,
    468,
    W,
    132,
    lg([
      [0, '#efe6d6'],
      [1, '#e0d2b9'],
    ]),
  );
  o += palm(70, 540, 220, '#4f7d4f', 0.08, 201) + palm(140, 550, 150, '#456f46', -0.1, 202);
  o += palm(880, 545, 210, '#4f7d4f', -0.08, 203);
  o += palm(820, 555, 140, '#456f46', 0.1, 204);
  return svg(W, H, o);
};

// ---------------------------------------------------------------- hero (16:9)

scenes['hero'] = () => {
  const w = 1600;
  const h = 900;
  let o = sky(w, h, [
    [0, '#10163a'],
    [0.3, '#2e2857'],
    [0.56, '#7a4468'],
    [0.72, '#d9825c'],
    [0.84, '#f4b46c'],
  ]);
  o += stars(301, 160, [0, 0, w, 420]);
  o += glow(1120, 860, 640, '#ffc27a', 0.5);
  o += ridge(rolling(302, w, 720, 90, 8), h, '#4a2c4e');
  o += clockTower(1130, 830, 0.86, '#1a1230', {
    face: '#fbf1d6',
    accent: '#f0c060',
    lights: '#ffd48a',
  });
  o += tower(1400, 830, 110, 330, '#1f1636', '#ffd48a', 303, { litShare: 0.35 });
  o += tower(740, 830, 110, 260, '#1f1636', '#ffd48a', 304, { litShare: 0.3 });
  o += minaretRow([[560], [640, 0.92], [880, 0.95], [1340, 0.9], [1550]], 900, 440, 22, '#150f28', {
    lights: '#ffd48a',
  });
  o += rect(0, 820, w, 80, '#150f28');
  o += arcade(0, w, 900, 92, '#150f28', '#ffd48a', 26, { lit: 0.45 });
  // soft shade on the left so a headline reads well
  o += rect(
    0,
    0,
    w,
    h,
    lg(
      [
        [0, '#0b0f24', 0.45],
        [0.55, '#0b0f24', 0.08],
        [1, '#0b0f24', 0],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 0 },
    ),
  );
  o += glow(330, 190, 200, '#fbe9c2', 0.3);
  o += crescent(330, 190, 56, '#fbe9c2', -28, 0.68);
  return svg(w, h, o);
};

// ---------------------------------------------------------------- avatars (square)

function avatar(bg, bg2, { kind, skin, cloth, cover, cap, beard }) {
  const s = 480;
  let o = rect(
    0,
    0,
    s,
    s,
    lg(
      [
        [0, bg],
        [1, bg2],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 1 },
    ),
  );
  o += circle(400, 90, 120, '#ffffff', 'opacity="0.12"');
  o += path('M60 480 C70 380 150 330 240 330 C330 330 410 380 420 480Z', cloth);
  o += rect(212, 270, 56, 80, skin, 'rx="20"');
  if (kind === 'woman') {
    o += path(
      'M120 480 C120 360 140 300 160 250 C170 140 310 140 320 250 C340 300 360 360 360 480Z',
      cover,
    );
    o += ellipse(240, 230, 62, 76, skin);
    o += path('M172 214 C176 150 304 150 308 214 C290 180 190 180 172 214Z', cover);
  } else {
    o += ellipse(240, 220, 70, 84, skin);
    if (beard)
      o += path(
        'M172 230 C176 300 210 312 240 312 C270 312 304 300 308 230 C296 262 270 272 240 272 C210 272 184 262 172 230Z',
        beard,
      );
    if (cap) o += path('M168 196 C170 136 310 136 312 196 C280 180 200 180 168 196Z', cap);
    else o += path('M170 210 C160 130 320 120 310 210 C300 170 190 170 170 210Z', '#2b2320');
  }
  return svg(s, s, o);
}

scenes['avatar-1'] = () =>
  avatar('#cfe3d6', '#9cc5ad', {
    kind: 'man',
    skin: '#9a6547',
    cloth: '#f4f1ea',
    cap: '#ffffff',
    beard: '#2b2320',
  });
scenes['avatar-2'] = () =>
  avatar('#f3dcc3', '#e7b98f', {
    kind: 'woman',
    skin: '#c48d68',
    cloth: '#2f4f4a',
    cover: '#3d6b63',
  });
scenes['avatar-3'] = () =>
  avatar('#cddcec', '#97b4d2', {
    kind: 'man',
    skin: '#6e4631',
    cloth: '#3b4a6b',
    beard: '#d9d4cc',
    cap: '#e9e4da',
  });
scenes['avatar-4'] = () =>
  avatar('#ecd3dc', '#cf9fb2', {
    kind: 'woman',
    skin: '#8b5a3e',
    cloth: '#6a3b4f',
    cover: '#f1e9e4',
  });

// ---------------------------------------------------------------- logo

scenes['logo'] = () => {
  let o = circle(32, 32, 31, '#235c40');
  o += circle(32, 32, 27.5, 'none', 'stroke="#e9b949" stroke-width="1.2" opacity="0.7"');
  o += crescent(28, 32, 18, '#f2b930', -20, 0.56);
  o += star8(40, 28, 7.5, '#f2b930');
  return svg(64, 64, o).replace('width="100%" height="100%" ', 'width="64" height="64" ');
};

// ---------------------------------------------------------------- write

const here = dirname(fileURLToPath(import.meta.url));
const outDir = join(here, 'svg');
mkdirSync(outDir, { recursive: true });
for (const [name, draw] of Object.entries(scenes)) {
  begin();
  writeFileSync(join(outDir, `${name}.svg`), draw());
}
console.log(`wrote ${Object.keys(scenes).length} SVG files to ${outDir}`);
