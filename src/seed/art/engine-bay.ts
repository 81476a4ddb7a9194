// Drawings of engine-bay service parts: air and cabin filters, belt kits, head gaskets, radiators,
// water pumps, throttle bodies and ignition coils.
import { type Art, W, circ, circlePath, ell, g, hi, n, ngon, path, polar, poly, range, rect } from './kit';

type P = [number, number];
const lerp = (a: P, b: P, t: number): P => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
/** Stacks copies of `d` from `(dx, dy)` forward to the origin, so a flat shape reads as a solid with depth. */
const ext = (d: string, fill: string, dx: number, dy: number, k = 8) =>
  range(k, 1, -1)
    .map((i) => path(d, fill, { transform: `translate(${n((dx * i) / k)},${n((dy * i) / k)})` }))
    .join('');

// ---- filters --------------------------------------------------------------------------------------
// A pleated panel seen from above the near long side: q is its top face (far left, far right, near right,
// near left), h its thickness. Pleats run across the short side, so the near side shows their zigzag.
type Panel = { q: P[]; h: number; pleats: number; iu: number; iv: number; lit: string; dim: string; side: string };
const at = ({ q }: Panel, u: number, v: number) => lerp(lerp(q[0]!, q[1]!, u), lerp(q[3]!, q[2]!, u), v);
const dn = ([x, y]: P, d: number): P => [x, y + d];
function panel(p: Panel) {
  const [fl, fr, nr, nl] = p.q as [P, P, P, P];
  const step = (1 - 2 * p.iu) / p.pleats;
  const us = range(0, p.pleats - 1, 1).map((i) => p.iu + i * step);
  const strip = (u0: number, u1: number, fill: string) =>
    path(poly([at(p, u0, p.iv), at(p, u1, p.iv), at(p, u1, 1 - p.iv), at(p, u0, 1 - p.iv)]), fill);
  const top = us.map((u) => strip(u, u + step / 2, p.lit) + strip(u + step / 2, u + step, p.dim)).join('');
  const zig = us
    .map((u) => {
      const [a, m, b] = [at(p, u, 1), at(p, u + step / 2, 1), at(p, u + step, 1)];
      return (
        path(poly([a, m, dn(m, p.h)]), p.lit) +
        path(poly([m, b, dn(m, p.h)]), p.dim) +
        path(poly([a, dn(m, p.h), dn(a, p.h)]), p.side) +
        path(poly([b, dn(b, p.h), dn(m, p.h)]), p.side)
      );
    })
    .join('');
  return {
    top,
    zig,
    near: poly([nl, nr, dn(nr, p.h), dn(nl, p.h)]),
    end: poly([nr, fr, dn(fr, p.h), dn(nr, p.h)]),
    all: poly([fl, fr, dn(fr, p.h), dn(nr, p.h), dn(nl, p.h), nl]),
  };
}

export const airFilter: Art = {
  foot: [180, 78],
  focus: [-70, 30],
  tilt: 0.5,
  draw: ({ accent, alt }) => {
    const p: Panel = {
      q: [
        [-150, -92],
        [196, -60],
        [158, 36],
        [-192, 4],
      ],
      h: 12,
      pleats: 22,
      iu: 0.045,
      iv: 0.07,
      lit: '#f6f1de',
      dim: '#cbbf98',
      side: '#e3d9b8',
    };
    const f = panel(p),
      frame = alt % 2 ? 'url(#acc)' : '#24272c',
      frameV = alt % 2 ? 'url(#accV)' : 'url(#blkV)';
    // The pleat pack sits under the frame's lip, a little inside it.
    const pk = panel({
      ...p,
      q: [at(p, 0.02, 0.04), at(p, 0.98, 0.04), at(p, 0.98, 0.96), at(p, 0.02, 0.96)].map((q) => dn(q, 12)),
      h: 46,
      iu: 0,
    });
    return (
      path(f.all, '#0c0d0f', { transform: 'translate(5,14)', opacity: 0.55 }) +
      path(pk.near, '#b7ab86') +
      pk.zig +
      path(pk.end, frameV) +
      path(poly([dn(at(p, 0.02, 0.96), 12), dn(at(p, 0.98, 0.96), 12), dn(at(p, 0.98, 0.96), 20), dn(at(p, 0.02, 0.96), 20)]), '#000', {
        opacity: 0.3,
      }) +
      path(f.near, frameV) +
      path(f.end, frame) +
      path(f.end, '#000', { opacity: 0.3 }) +
      path(poly(p.q), frame) +
      f.top +
      path(poly([at(p, 0.045, 0.07), at(p, 0.955, 0.07), at(p, 0.955, 0.93), at(p, 0.045, 0.93)]), 'none', {
        stroke: '#000',
        'stroke-opacity': 0.35,
        'stroke-width': 3,
      }) +
      path(poly(p.q), W, { opacity: 0.35 }) +
      (alt % 2 ? '' : path(poly([at(p, 0.88, 0.01), at(p, 0.96, 0.01), at(p, 0.96, 0.05), at(p, 0.88, 0.05)]), accent)) +
      hi(`M${p.q[3]!.map(n)} L${p.q[2]!.map(n)}`, 0.3, 2) +
      hi(`M${lerp(p.q[0]!, p.q[3]!, 0.2).map(n)} L${lerp(p.q[0]!, p.q[1]!, 0.6).map(n)}`, 0.35, 3)
    );
  },
};

export const cabinFilter: Art = {
  foot: [170, 96],
  focus: [60, 20],
  tilt: 0.5,
  draw: ({ accent, alt }) => {
    const carbon = alt % 2 === 0;
    const p: Panel = {
      q: [
        [-120, -88],
        [176, -62],
        [140, 62],
        [-172, 30],
      ],
      h: 30,
      pleats: 15,
      iu: 0.035,
      iv: 0,
      lit: carbon ? '#5b6068' : '#eef0f2',
      dim: carbon ? '#2b2e33' : '#b8bec6',
      side: carbon ? '#3c4047' : '#d3d8de',
    };
    const f = panel(p);
    const cap = (a: number, b: number, fill: string) =>
      path(poly([at(p, a, 0), at(p, b, 0), at(p, b, 1), at(p, a, 1)]), fill) +
      path(poly([at(p, a, 1), at(p, b, 1), dn(at(p, b, 1), p.h), dn(at(p, a, 1), p.h)]), fill) +
      path(poly([at(p, a, 1), at(p, b, 1), dn(at(p, b, 1), p.h), dn(at(p, a, 1), p.h)]), '#000', { opacity: 0.12 });
    const [ax, ay] = lerp(p.q[2]!, p.q[1]!, 0.5);
    return (
      path(f.all, '#0c0d0f', { transform: 'translate(4,8)', opacity: 0.4 }) +
      path(f.near, p.side) +
      f.zig +
      f.top +
      path(f.end, '#c9ced4') +
      path(f.end, 'url(#stlV)', { opacity: 0.35 }) +
      cap(0, 0.035, '#e9ecef') +
      cap(0.965, 1, '#dfe3e7') +
      path(`M${ax - 16},${ay + 12} L${ax + 10},${ay + 4} M${ax + 1},${ay - 2} L${ax + 10},${ay + 4} L${ax + 2},${ay + 12}`, 'none', {
        stroke: accent,
        'stroke-width': 4,
        'stroke-linecap': 'round',
        'stroke-linejoin': 'round',
      }) +
      path(poly(p.q), W, { opacity: 0.3 }) +
      path(f.all, 'none', { stroke: '#000', 'stroke-opacity': 0.3, 'stroke-width': 2 })
    );
  },
};

// ---- belts ----------------------------------------------------------------------------------------
/** A closed belt around pulleys [x, y, r] listed clockwise; r < 0 where the belt's back runs on it (idlers, tensioners). */
function beltPath(ps: [number, number, number][]) {
  const tan = ([ax, ay, ar]: number[], [bx, by, br]: number[]): [P, P] => {
    const dx = bx! - ax!,
      dy = by! - ay!,
      L = Math.hypot(dx, dy),
      k = (ar! - br!) / L,
      s = Math.sqrt(1 - k * k);
    const nx = (k * dx + s * dy) / L,
      ny = (k * dy - s * dx) / L;
    return [
      [ax! + ar! * nx, ay! + ar! * ny],
      [bx! + br! * nx, by! + br! * ny],
    ];
  };
  const seg = ps.map((p, i) => tan(p, ps[(i + 1) % ps.length]!));
  const ang = (c: number[], q: P) => Math.atan2(q[1] - c[1]!, q[0] - c[0]!);
  return (
    `M${seg.at(-1)![1].map(n)}` +
    ps
      .map((p, i) => {
        const a = seg[(i + ps.length - 1) % ps.length]![1],
          b = seg[i]![0],
          r = n(Math.abs(p[2]));
        const d = ((((p[2] > 0 ? 1 : -1) * (ang(p, b) - ang(p, a))) % (2 * Math.PI)) + 2 * Math.PI) % (2 * Math.PI);
        return ` A${r},${r} 0 ${d > Math.PI ? 1 : 0},${p[2] > 0 ? 1 : 0} ${b.map(n)} L${seg[i]![1].map(n)}`;
      })
      .join('') +
    'Z'
  );
}
const cyl = (x: number, y: number, r: number) => ext(circlePath(x, y, r), '#2b2f35', 13, -10, 6);
const pulley = (x: number, y: number, r: number, hub: string) =>
  circ(x, y, r, 'url(#stl)') +
  circ(x, y, r - 6, 'none', { stroke: '#6d747c', 'stroke-width': 1.5 }) +
  circ(x, y, r * 0.7, hub) +
  circ(x, y, r * 0.3, 'url(#chr)') +
  path(ngon(x, y, r * 0.17, 6, 30), '#3b4047') +
  hi(`M${polar(x, y, r - 3, 200).map(n)} A${r - 3},${r - 3} 0 0,1 ${polar(x, y, r - 3, 250).map(n)}`, 0.7, 3);
export const beltKit: Art = {
  foot: [170, 180],
  focus: [-40, 60],
  tilt: 0.3,
  draw: ({ alt }) => {
    const belt = beltPath([
      [-128, -88, 50],
      [118, -120, 38],
      [78, 14, -40],
      [-42, 98, 76],
    ]);
    const layer = (k: number, stroke: string, w: number) =>
      path(belt, 'none', { stroke, 'stroke-width': w, 'stroke-linejoin': 'round', transform: `translate(${n(13 * k)},${n(-10 * k)})` });
    // The tensioner's arm sits behind the belt; its idler runs on the belt's back.
    return (
      path('M160,104 L78,14', 'none', { stroke: '#0c0d0f', 'stroke-width': 40, 'stroke-linecap': 'round', transform: 'translate(5,7)' }) +
      path('M160,104 L78,14', 'none', { stroke: 'url(#alu)', 'stroke-width': 38, 'stroke-linecap': 'round' }) +
      rect(112, 52, 14, 14, 2, '#1d2024', { transform: 'rotate(45 119 59)' }) +
      circ(160, 104, 32, '#0c0d0f', { transform: 'translate(4,6)' }) +
      circ(160, 104, 32, 'url(#dk)') +
      circ(160, 104, 21, alt % 2 ? 'url(#alu)' : 'url(#acc)') +
      circ(160, 104, 8, 'url(#chr)') +
      cyl(-128, -88, 42) +
      cyl(118, -120, 30) +
      cyl(78, 14, 31) +
      cyl(-42, 98, 68) +
      range(6, 0, -1)
        .map((i) => layer(i / 6, '#17191c', 17))
        .join('') +
      range(1, 5, 1)
        .map((i) => layer(i / 6, '#3c4148', 1.6))
        .join('') +
      layer(0, '#2a2d33', 16) +
      layer(0, '#000', 2) +
      pulley(-128, -88, 42, alt % 2 ? 'url(#dk)' : 'url(#alu)') +
      pulley(118, -120, 30, 'url(#dk)') +
      circ(78, 14, 31, 'url(#stl)') +
      circ(78, 14, 21, '#2b2f35') +
      circ(78, 14, 16, 'url(#chr)') +
      circ(78, 14, 6, '#3b4047') +
      circ(-42, 98, 68, 'url(#stl)') +
      circ(-42, 98, 48, '#1d2024') +
      circ(-42, 98, 40, 'url(#alu)') +
      range(0, 300, 60)
        .map((d) => circ(...polar(-42, 98, 28, d), 5, '#2b2f35'))
        .join('') +
      circ(-42, 98, 14, 'url(#chr)') +
      path(ngon(-42, 98, 10, 6, 0), '#3b4047')
    );
  },
};

// ---- gasket ---------------------------------------------------------------------------------------
// A four-cylinder MLS head gasket lying flat: drawn in plan, then laid back in perspective.
const BORES = [-126, -42, 42, 126];
const BOLTS = range(-168, 168, 84).flatMap((x): P[] => [
  [x, -60],
  [x, 60],
]);
const WATER: [number, number, number][] = BORES.flatMap((x, i) => [
  [x - 16, -54, 5],
  [x + 18, -52, 4],
  [x + 12, 55, 5],
  [x - 20, 52, 3.5 + (i % 2)],
]);
const edge = (s: number) =>
  `Q${-198 * s},${-80 * s} ${-168 * s},${-80 * s} ` +
  [-126, -42, 42, 126].map((x) => `Q${s * x},${-70 * s} ${s * (x + 42)},${-80 * s}`).join(' ') +
  ` Q${198 * s},${-80 * s} ${198 * s},${-60 * s}`;
const PLATE = `M-198,-60 ${edge(1)} L198,-8 L208,-4 L208,14 L198,18 L198,60 ${edge(-1)} L-198,26 A12,12 0 0,0 -198,2Z`;
const HOLES =
  BORES.map((x) => circlePath(x, 0, 38)).join('') +
  BOLTS.map(([x, y]) => circlePath(x, y, 8)).join('') +
  WATER.map(([x, y, r]) => circlePath(x, y, r)).join('') +
  circlePath(-186, 0, 7) +
  circlePath(186, -40, 6);
const LAY = 'rotate(-6) scale(.96,.6) skewX(-14)';
export const gasket: Art = {
  foot: [190, 80],
  focus: [-80, 10],
  tilt: 0.6,
  lie: true,
  shadow: g(`translate(6,14) ${LAY}`, path(`${PLATE} ${HOLES}`, '#0b1220', { 'fill-opacity': 0.16, 'fill-rule': 'evenodd' })),
  draw: ({ accent, alt }) => {
    const plate = (fill: string, dy: number) =>
      path(`${PLATE} ${HOLES}`, fill, { 'fill-rule': 'evenodd', transform: `translate(0,${dy})` });
    const ring = (x: number, y: number, r: number, w: number, c: string) => circ(x, y, r, 'none', { stroke: c, 'stroke-width': w });
    const coat = alt % 2 ? 'url(#dkV)' : 'url(#aluV)';
    return g(
      LAY,
      plate('#2b2f35', 10),
      plate('#9aa1a9', 6.5),
      plate('#4b5159', 3.5),
      plate(coat, 0),
      ...BORES.map((x) => ring(x, 0, 42, 8, 'url(#chr)') + ring(x, 1, 52, 2.5, '#000') + ring(x, 0, 52, 2, '#fff')),
      ...BOLTS.map(([x, y]) => ring(x, y + 1, 14, 2, '#000') + ring(x, y, 14, 1.6, '#fff')),
      ...WATER.map(([x, y, r]) => ring(x, y, r + 3, 1.8, alt % 2 ? accent : '#5d646e')),
      path(PLATE, 'none', { stroke: '#000', 'stroke-opacity': 0.35, 'stroke-width': 2, transform: 'translate(0,.5) scale(.96,.9)' }),
      path(PLATE, 'none', { stroke: '#fff', 'stroke-opacity': 0.5, 'stroke-width': 1.5, transform: 'scale(.96,.9)' }),
      path(PLATE, W, { opacity: 0.35 }),
      hi('M-170,-76 L160,-76', 0.6, 3),
    );
  },
};

// ---- cooling --------------------------------------------------------------------------------------
export const radiator: Art = {
  solo: true,
  foot: [180, 160],
  focus: [110, -70],
  tilt: 0.3,
  draw: ({ accent, alt }) => {
    const fins =
      '<pattern id="ebFins" width="6" height="12" patternUnits="userSpaceOnUse"><rect width="6" height="12" fill="#7d848c"/>' +
      '<path d="M0,4 L3,12 L6,4" stroke="#c4c9cf" stroke-width="1.2" fill="none"/><rect width="6" height="3.6" fill="#e3e6ea"/><rect y="3.6" width="6" height=".8" fill="#4b5159"/></pattern>';
    const out = 'M-190,-150 L-150,-150 L-150,150 L-190,150Z M150,-150 L190,-150 L190,150 L150,150Z';
    const tank = (x: number) =>
      rect(x, -150, 40, 300, 10, 'url(#blk)') +
      range(-120, 120, 40)
        .map((y) => rect(x + 4, y, 32, 5, 2, '#000', { opacity: 0.35 }))
        .join('') +
      range(-140, 136, 14)
        .map((y) => rect(x < 0 ? x + 36 : x - 6, y, 10, 8, 2, 'url(#alu)'))
        .join('');
    const neck = (x: number, y: number, deg: number) =>
      g(
        `translate(${x},${y}) rotate(${deg})`,
        rect(-20, -62, 40, 66, 5, 'url(#blk)'),
        rect(-23, -48, 46, 9, 4, 'url(#blk)'),
        ell(0, -62, 20, 6, '#050607'),
        ell(0, -62, 20, 6, 'none', { stroke: '#3c4047', 'stroke-width': 2 }),
      );
    return (
      fins +
      ext(out, '#0c0d0f', 16, -12, 8) +
      ext('M-150,-146 L150,-146 L150,146 L-150,146Z', '#7d848c', 16, -12, 8) +
      neck(-174, -112, -24) +
      neck(174, 112, 156) +
      rect(-150, -136, 300, 272, 0, 'url(#ebFins)') +
      rect(-150, -136, 300, 272, 0, 'url(#aluV)', { opacity: 0.35 }) +
      rect(-150, -136, 300, 272, 0, W, { opacity: 0.5 }) +
      rect(-150, -146, 300, 10, 2, 'url(#aluV)') +
      rect(-150, 136, 300, 10, 2, 'url(#aluV)') +
      tank(-190) +
      tank(150) +
      rect(156, -178, 28, 34, 4, 'url(#blk)') +
      rect(150, -190, 40, 16, 5, 'url(#chr)') +
      range(154, 184, 6)
        .map((x) => rect(x, -188, 3, 12, 1, '#4b5159'))
        .join('') +
      ell(170, -190, 20, 6, 'url(#chrV)') +
      rect(160, -198, 20, 8, 3, 'url(#chrV)') +
      (alt % 2 ? [-40, 30].map((y) => rect(182, y, 16, 14, 2, 'url(#brs)') + rect(194, y + 3, 6, 8, 1, 'url(#brs)')).join('') : '') +
      rect(-184, 120, 22, 16, 4, accent) +
      rect(-196, 124, 14, 8, 3, accent) +
      [-170, 170].map((x) => rect(x - 7, 150, 14, 20, 4, '#15171a')).join('') +
      hi('M-140,-141 L140,-141', 0.7, 3) +
      hi('M-176,-130 L-176,130', 0.3, 4)
    );
  },
};

// Seen from the engine side: the mating face with its gasket and impeller, the bearing snout and hub behind.
const LOBES = [-100, -28, 44, 116, 190];
const gap = (a: number, b: number) => Math.abs(((((a - b) % 360) + 540) % 360) - 180);
const rim = (k: number) =>
  poly(
    range(0, 356, 4).map((t) =>
      polar(
        0,
        0,
        k * (102 + 10 * Math.cos(((t - 70) * Math.PI) / 180) + LOBES.reduce((s, l) => s + 34 * Math.exp(-((gap(t, l) / 16) ** 2)), 0)),
        t,
      ),
    ),
  );
export const waterPump: Art = {
  foot: [160, 146],
  focus: [-70, 0],
  tilt: 0.4,
  draw: ({ accent, alt }) => {
    const [cast, castV, edge] = alt % 2 ? ['url(#dk)', 'url(#dkV)', '#1d2024'] : ['url(#alu)', 'url(#aluV)', '#6d747c'];
    const bolts = LOBES.map((l) => polar(0, 0, 116, l));
    const neck = 'M0,-60 C40,-70 70,-100 84,-150';
    const vanes = range(0, 315, 45)
      .map((d) =>
        path(`M${polar(0, 0, 22, d).map(n)} Q${polar(0, 0, 46, d + 8).map(n)} ${polar(0, 0, 64, d + 38).map(n)}`, 'none', {
          stroke: 'url(#stl)',
          'stroke-width': 10,
          'stroke-linecap': 'round',
        }),
      )
      .join('');
    return (
      path(neck, 'none', { stroke: '#0c0d0f', 'stroke-width': 46, transform: 'translate(6,8)' }) +
      path(neck, 'none', { stroke: cast, 'stroke-width': 42 }) +
      ell(84, -152, 21, 8, '#15171a') +
      ell(84, -152, 21, 8, 'none', { stroke: edge, 'stroke-width': 3 }) +
      rect(58, -124, 48, 8, 4, '#000', { opacity: 0.25, transform: 'rotate(-20 82 -120)' }) +
      path('M-20,-84 L60,-40 L60,40 L-20,84Z', '#0c0d0f', { transform: 'translate(4,8)' }) +
      path('M-20,-84 L60,-40 L60,40 L-20,84Z', castV) +
      rect(50, -28, 86, 56, 6, '#0c0d0f', { transform: 'translate(4,8)' }) +
      rect(50, -28, 86, 56, 6, 'url(#stlV)') +
      g(
        'translate(136,0) scale(.44,1)',
        circ(18, 0, 68, '#0c0d0f'),
        circ(0, 0, 68, 'url(#stl)'),
        circ(0, 0, 68, 'none', { stroke: '#5d646e', 'stroke-width': 3 }),
        ...range(45, 315, 90).map((d) => circ(...polar(0, 0, 44, d), 8, '#15171a')),
        circ(0, 0, 22, 'url(#chr)'),
        circ(0, 0, 10, '#2a2d33'),
      ) +
      g(
        'translate(-70,0) scale(.5,1)',
        ext(rim(1), edge, 56, 0, 10),
        path(rim(1), cast),
        path(rim(1), castV, { opacity: 0.4 }),
        path(
          `${rim(0.96)} ${circlePath(0, 0, 82)} ${bolts.map(([x, y]) => circlePath(x, y, 13)).join(' ')}`,
          alt % 2 ? '#c9b48a' : '#2f3237',
          { 'fill-rule': 'evenodd' },
        ),
        path(rim(0.84), 'none', { stroke: accent, 'stroke-width': 4, 'stroke-opacity': 0.8 }),
        ...bolts.map(([x, y]) => circ(x, y, 11, '#0c0d0f')),
        circ(0, 0, 82, '#15171a'),
        circ(0, 0, 66, 'url(#stl)'),
        vanes,
        circ(0, 0, 22, 'url(#chr)'),
        circ(0, 0, 8, '#15171a'),
      )
    );
  },
};

// ---- air and ignition -----------------------------------------------------------------------------
export const throttleBody: Art = {
  foot: [170, 158],
  focus: [-50, -40],
  tilt: 0.5,
  draw: ({ accent, alt }) => {
    const face =
      'M-150,-150 L70,-150 C86,-150 92,-140 92,-126 L92,70 C92,84 86,92 70,92 L10,92 C20,140 -100,150 -110,92 L-150,92 C-166,92 -172,84 -172,70 L-172,-128 C-172,-142 -166,-150 -150,-150Z';
    const cover = 'M92,-124 C104,-150 150,-166 170,-138 C182,-120 180,-92 170,-74 L168,80 C168,94 160,102 146,106 L92,118Z';
    return (
      ext(face, '#5a6169', 36, -18, 10) +
      path(face, 'url(#alu)') +
      path(face, 'url(#aluV)', { opacity: 0.35 }) +
      [
        [-152, -130],
        [72, -130],
        [-152, 72],
        [72, 72],
      ]
        .map(([x, y]) => circ(x!, y!, 12, '#2a2d33') + circ(x!, y!, 12, 'none', { stroke: 'url(#chr)', 'stroke-width': 3 }))
        .join('') +
      circ(-40, -30, 92, '#0000', { stroke: '#6d747c', 'stroke-width': 2 }) +
      circ(-40, -30, 80, 'url(#chr)') +
      circ(-40, -30, 72, '#15171a') +
      circ(-40, -30, 72, 'url(#dk)', { opacity: 0.6 }) +
      g(
        'rotate(-6 -40 -30)',
        ell(-40, -30, 70, 42, 'url(#stlV)'),
        ell(-40, -30, 70, 42, 'none', { stroke: '#4b5159', 'stroke-width': 2 }),
        rect(-110, -34, 140, 8, 4, 'url(#stl)'),
        rect(-110, -34, 140, 2, 1, '#fff', { opacity: 0.6 }),
        circ(-64, -30, 6, 'url(#chr)'),
        circ(-16, -30, 6, 'url(#chr)'),
      ) +
      circ(-50, 112, 40, '#0c0d0f', { opacity: 0.35, transform: 'translate(3,4)' }) +
      circ(-50, 112, 40, 'url(#alu)') +
      circ(-50, 112, 30, 'url(#stl)') +
      circ(-50, 112, 30, 'none', { stroke: '#6d747c', 'stroke-width': 2 }) +
      circ(-50, 112, 6, '#3b4047') +
      ext(cover, '#0b0c0e', 20, -10, 6) +
      path(cover, 'url(#blk)') +
      path(cover, 'none', { stroke: '#3c4047', 'stroke-width': 2 }) +
      g(
        'translate(156,30) rotate(-14)',
        rect(0, -26, 50, 52, 6, 'url(#blkV)'),
        rect(36, -18, 12, 36, 3, '#050607'),
        rect(6, -34, 24, 10, 3, alt % 2 ? '#3c4047' : accent),
      ) +
      circ(138, -112, 22, '#000', { opacity: 0.25 }) +
      circ(136, -114, 22, 'url(#blk)') +
      circ(136, -114, 8, '#3c4047') +
      hi('M-160,-140 L60,-140', 0.7, 4) +
      hi('M-100,-100 A80,80 0 0 1 10,-100', 0.5, 3)
    );
  },
};

export const ignitionCoil: Art = {
  foot: [70, 194],
  focus: [0, -120],
  tilt: 0.2,
  draw: ({ accent, alt }) => {
    const ear = 'M-40,-184 L-86,-178 C-100,-176 -104,-166 -104,-156 C-104,-146 -100,-136 -86,-134 L-40,-128Z';
    const body =
      'M-54,-184 C-54,-194 -48,-200 -38,-200 L34,-200 C44,-200 50,-194 50,-184 L50,-132 C50,-124 44,-120 36,-120 L28,-120 L24,-100 L-26,-100 L-30,-120 L-38,-120 C-48,-120 -54,-126 -54,-134Z';
    const boot = 'M-22,86 L22,86 L18,176 C18,186 -18,186 -18,176Z';
    const rubber = alt % 2 ? '#5a5f66' : '#2a2d33';
    return (
      path(`${body} ${ear}`, '#0b0c0e', { transform: 'translate(6,8)' }) +
      rect(-22, -100, 44, 190, 10, '#0b0c0e', { transform: 'translate(5,8)' }) +
      rect(-22, -100, 44, 190, 10, 'url(#blk)') +
      range(-60, 60, 30)
        .map((y) => rect(-22, y, 44, 3, 1, '#000', { opacity: 0.45 }))
        .join('') +
      path(boot, rubber) +
      path(boot, 'url(#blk)', { opacity: 0.45 }) +
      range(96, 160, 13)
        .map((y) => rect(-23, y, 46, 7, 3.5, rubber, { stroke: '#000', 'stroke-opacity': 0.35 }))
        .join('') +
      rect(-8, 178, 16, 6, 2, 'url(#chr)') +
      rect(-4, 184, 8, 10, 2, 'url(#chr)') +
      rect(-32, -102, 64, 22, 9, 'url(#blk)') +
      rect(-32, -92, 64, 3, 1, accent, { opacity: 0.9 }) +
      path(ear, 'url(#dkV)') +
      circ(-84, -156, 15, 'url(#chr)') +
      circ(-84, -156, 8, '#0b0c0e') +
      path(body, 'url(#dk)') +
      path(body, 'url(#blkV)', { opacity: 0.55 }) +
      rect(36, -192, 56, 50, 6, 'url(#dkV)') +
      rect(84, -188, 12, 42, 3, '#0b0c0e') +
      rect(88, -180, 6, 26, 2, '#2a2d33') +
      path('M48,-192 L78,-192 L74,-204 L54,-204Z', alt % 2 ? accent : '#3c4047') +
      path(body, W, { opacity: 0.35 }) +
      hi('M-12,-76 L-12,80', 0.35, 4) +
      hi('M-44,-190 L26,-190', 0.3, 3)
    );
  },
};
