// The drawing kit for the seed's "studio render" part images (see ../images.ts): shapes, colours and the
// shared gradients. Every drawing is an SVG fragment in a local frame of about -200..200 on both axes,
// centred on the origin, lit from the top left, with fills from the gradients artDefs() declares and no text.

type ArtParams = { accent: string; alt: number };
/**
 * foot: [half width, local y] of the ground contact (for the soft shadow); focus: the close-up centre;
 * tilt: how much of a view's rotation the part takes (0, the default, for parts standing upright);
 * lie: the part lies flat (a tool), so its own `shadow` turns with it; solo: too big to show as a pair.
 */
export type Art = {
  draw: (p: ArtParams) => string;
  foot: [number, number];
  focus: [number, number];
  tilt?: number;
  lie?: boolean;
  shadow?: string;
  solo?: boolean;
};

// ---- colour and SVG helpers ----------------------------------------------------------------------
const hex = (c: string) => [1, 3, 5].map((i) => parseInt(c.slice(i, i + 2), 16));
/** Mixes towards white (t > 0) or black (t < 0). */
export function shade(c: string, t: number): string {
  const [r, g, b] = hex(c);
  const f = (v: number) =>
    Math.round(t >= 0 ? v + (255 - v) * t : v * (1 + t))
      .toString(16)
      .padStart(2, '0');
  return `#${f(r!)}${f(g!)}${f(b!)}`;
}
export const n = (v: number) => Math.round(v * 10) / 10;
const at = (a: Record<string, string | number | undefined>) =>
  Object.entries(a)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => ` ${k}="${v}"`)
    .join('');
export const rect = (
  x: number,
  y: number,
  w: number,
  h: number,
  rx: number,
  fill: string,
  x2: Record<string, string | number | undefined> = {},
) => `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${rx}" fill="${fill}"${at(x2)}/>`;
export const circ = (cx: number, cy: number, r: number, fill: string, x2: Record<string, string | number | undefined> = {}) =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${at(x2)}/>`;
export const ell = (cx: number, cy: number, rx: number, ry: number, fill: string, x2: Record<string, string | number | undefined> = {}) =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${at(x2)}/>`;
export const path = (d: string, fill: string, x2: Record<string, string | number | undefined> = {}) =>
  `<path d="${d}" fill="${fill}"${at(x2)}/>`;
export const g = (transform: string, ...kids: string[]) => `<g transform="${transform}">${kids.join('')}</g>`;
export const poly = (pts: [number, number][]) => `M${pts.map(([x, y]) => `${n(x)},${n(y)}`).join(' L')}Z`;
export const circlePath = (cx: number, cy: number, r: number) =>
  `M${n(cx - r)},${n(cy)} a${n(r)},${n(r)} 0 1,0 ${n(2 * r)},0 a${n(r)},${n(r)} 0 1,0 ${n(-2 * r)},0Z`;
export const polar = (cx: number, cy: number, r: number, deg: number): [number, number] => [
  cx + r * Math.cos((deg * Math.PI) / 180),
  cy + r * Math.sin((deg * Math.PI) / 180),
];
export const ngon = (cx: number, cy: number, r: number, k: number, rot = 0, r2?: number) =>
  poly(Array.from({ length: r2 ? k * 2 : k }, (_, i) => polar(cx, cy, r2 && i % 2 ? r2 : r, rot + (i * 360) / (r2 ? k * 2 : k))));
export const range = (a: number, b: number, step: number) =>
  Array.from({ length: Math.max(0, Math.floor((b - a) / step) + 1) }, (_, i) => a + i * step);
export const hi = (d: string, o = 0.55, w = 4) =>
  path(d, 'none', { stroke: '#fff', 'stroke-opacity': o, 'stroke-width': w, 'stroke-linecap': 'round' });
export const W = 'url(#gls)';

// ---- gradients ------------------------------------------------------------------------------------
type Stop = [number, string, number?];
const stops = (s: Stop[]) =>
  s.map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`).join('');
const lin = (id: string, s: Stop[], vertical = false) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="${vertical ? 1 : 0}">${stops(s)}</linearGradient>`;
const both = (id: string, s: Stop[]) => lin(id, s) + lin(`${id}V`, s, true);
const rad = (id: string, s: Stop[], cx = 0.5, cy = 0.5, r = 0.5) =>
  `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stops(s)}</radialGradient>`;

/** The gradients every drawing may use; `accent` is the leaf's colour. */
export function artDefs(accent: string): string {
  const a = accent;
  return (
    both('chr', [
      [0, '#6f7680'],
      [0.14, '#eef1f4'],
      [0.3, '#c4c9cf'],
      [0.5, '#666d76'],
      [0.7, '#b3b9c0'],
      [0.86, '#f7f8fa'],
      [1, '#858c95'],
    ]) +
    both('stl', [
      [0, '#5b626b'],
      [0.25, '#c9ced4'],
      [0.5, '#9aa1a9'],
      [0.8, '#d9dde1'],
      [1, '#656c75'],
    ]) +
    both('alu', [
      [0, '#8f969e'],
      [0.3, '#eceef1'],
      [0.7, '#c6cbd1'],
      [1, '#80878f'],
    ]) +
    both('dk', [
      [0, '#25292e'],
      [0.3, '#5d646e'],
      [0.6, '#383d44'],
      [1, '#1a1d21'],
    ]) +
    both('blk', [
      [0, '#121417'],
      [0.3, '#3c4047'],
      [0.6, '#202328'],
      [1, '#0c0d0f'],
    ]) +
    both('acc', [
      [0, shade(a, -0.45)],
      [0.28, shade(a, 0.28)],
      [0.55, a],
      [1, shade(a, -0.5)],
    ]) +
    both('cer', [
      [0, '#c4c8ce'],
      [0.3, '#ffffff'],
      [0.65, '#eceef1'],
      [1, '#aeb3ba'],
    ]) +
    both('brs', [
      [0, '#7a5a1c'],
      [0.3, '#f3d27a'],
      [0.6, '#c89a3c'],
      [1, '#6e5018'],
    ]) +
    both('amb', [
      [0, '#ffd27a'],
      [0.5, '#f39200'],
      [1, '#a65600'],
    ]) +
    both('red', [
      [0, '#ff6b5e'],
      [0.45, '#c8141b'],
      [1, '#5e0709'],
    ]) +
    both('lbl', [
      [0, '#ffffff'],
      [0.6, '#f1f3f5'],
      [1, '#cfd4da'],
    ]) +
    lin(
      'gls',
      [
        [0, '#fff', 0.6],
        [0.4, '#fff', 0.08],
        [0.75, '#fff', 0],
        [1, '#fff', 0.22],
      ],
      true,
    ) +
    lin(
      'paint',
      [
        [0, shade(a, 0.55)],
        [0.18, shade(a, 0.1)],
        [0.5, a],
        [0.8, shade(a, -0.35)],
        [1, shade(a, -0.6)],
      ],
      true,
    ) +
    rad(
      'rfl',
      [
        [0, '#ffffff'],
        [0.3, '#e4e8ec'],
        [0.7, '#8b929b'],
        [1, '#3e444c'],
      ],
      0.42,
      0.4,
      0.6,
    ) +
    rad(
      'lens',
      [
        [0, '#9fc4e8'],
        [0.5, '#2d4f74'],
        [1, '#0b1524'],
      ],
      0.4,
      0.35,
      0.65,
    ) +
    rad(
      'accR',
      [
        [0, shade(a, 0.5)],
        [0.55, a],
        [1, shade(a, -0.45)],
      ],
      0.38,
      0.32,
      0.7,
    ) +
    rad('tyre', [
      [0, '#3a3e44'],
      [0.62, '#25282c'],
      [0.86, '#111214'],
      [0.94, '#2a2d32'],
      [1, '#0b0c0d'],
    ]) +
    rad('disc', [
      [0, '#7b828b'],
      [0.45, '#a8aeb5'],
      [0.75, '#cfd3d8'],
      [1, '#858c94'],
    ]) +
    rad('glow', [
      [0, '#fff', 0.95],
      [0.35, a, 0.55],
      [1, a, 0],
    ])
  );
}
