// Drawings of brake, suspension, steering and wheel-end parts: pads, shoes, calipers, master cylinders,
// shocks, springs, control arms, tie rods, steering racks, hub bearings and lug nuts.
import { type Art, W, circ, circlePath, ell, g, hi, n, ngon, path, polar, range, rect, shade } from './kit';

// ---- shared bits ----------------------------------------------------------------------------------
/** A hex nut seen from the side, centred on x with its top at y: three faces, the right one in shade. */
const nutSide = (x: number, y: number, w: number, h: number) =>
  rect(x - w / 2, y, w, h, 3, 'url(#chr)') +
  rect(x + w / 4, y, w / 4, h, 3, '#000', { opacity: 0.2 }) +
  rect(x - w / 4 - 1, y + 1, 2, h - 2, 0, '#3d434a', { opacity: 0.7 }) +
  rect(x + w / 4 - 1, y + 1, 2, h - 2, 0, '#3d434a', { opacity: 0.7 });
/** Thread crests across a horizontal rod from x1 to x2, centred on y. */
const threadsH = (x1: number, x2: number, y: number, r: number) =>
  range(x1, x2, 5)
    .map((x) => path(`M${x},${y - r} L${x + 3},${y + r}`, 'none', { stroke: '#4e555e', 'stroke-width': 1.6 }))
    .join('');
const threadsV = (x: number, y1: number, y2: number, r: number) =>
  range(y1, y2, 5)
    .map((y) => path(`M${x - r},${y} L${x + r},${y + 3}`, 'none', { stroke: '#4e555e', 'stroke-width': 1.6 }))
    .join('');
const ring = (r1: number, r2: number, a1: number, a2: number) => {
  const [p, q, s, t] = [polar(0, 0, r2, a1), polar(0, 0, r2, a2), polar(0, 0, r1, a2), polar(0, 0, r1, a1)].map((v) => v.map(n).join(','));
  return `M${p} A${r2},${r2} 0 0,1 ${q} L${s} A${r1},${r1} 0 0,0 ${t}Z`;
};
/** Rubber bellows along x from x1 to x2 (folds `pitch` apart), radii r (valley) and R (crest). */
const bellows = (x1: number, x2: number, y: number, r: number, R: number, pitch: number) => {
  const xs = range(x1, x2, pitch / 2);
  const top = xs.map((x, i) => `${i ? 'L' : 'M'}${x},${y - (i % 2 ? R : r)}`).join(' ');
  const bot = [...xs]
    .reverse()
    .map((x, i) => `L${x},${y + ((xs.length - 1 - i) % 2 ? R : r)}`)
    .join(' ');
  return (
    path(`${top} ${bot}Z`, 'url(#blkV)', { 'stroke-linejoin': 'round', stroke: '#0c0d0f', 'stroke-width': 3 }) +
    xs
      .filter((_, i) => i % 2)
      .map((x) => rect(x - 2, y - R + 4, 4, R * 1.2, 2, '#fff', { opacity: 0.16 }))
      .join('')
  );
};

// ---- brakes ---------------------------------------------------------------------------------------
const plate =
  'M-168,-54 C-100,-88 100,-88 168,-54 L174,-36 L192,-32 L192,-6 L174,-2 L162,52 C150,70 134,74 118,70 C60,56 -60,56 -118,70 C-134,74 -150,70 -162,52 L-174,-2 L-192,-6 L-192,-32 L-174,-36Z';
const fric = 'M-148,-52 C-88,-76 88,-76 148,-52 L154,40 C144,54 132,58 114,55 C60,44 -60,44 -114,55 C-132,58 -144,54 -154,40Z';
const padFront = (alt: number) =>
  path(plate, '#111316', { transform: 'translate(8,10)' }) +
  path(plate, 'url(#dkV)') +
  path(fric, '#2c2f34') +
  path(fric, 'url(#chFric)') +
  path(fric, 'url(#blkV)', { opacity: 0.35 }) +
  path('M-148,-52 L-124,-60 L-132,50 L-154,40Z', '#5d636b') +
  path('M148,-52 L124,-60 L132,50 L154,40Z', '#4a5058') +
  rect(-4, -68, 8, 116, 2, '#0b0c0e') +
  rect(-5, -68, 2, 116, 1, '#6c737c', { opacity: 0.6 }) +
  (alt % 2
    ? ''
    : path('M118,-78 L118,-94 L140,-94 L140,-40', 'none', { stroke: 'url(#chr)', 'stroke-width': 6, 'stroke-linejoin': 'round' })) +
  circ(-183, -19, 5, '#0b0c0e') +
  circ(183, -19, 5, '#0b0c0e') +
  hi('M-160,-60 C-100,-90 100,-90 160,-60', 0.35, 3);
const padBack = (alt: number) =>
  path(plate, '#111316', { transform: 'translate(8,10)' }) +
  path(plate, 'url(#stlV)') +
  path(
    'M-150,-56 C-90,-80 90,-80 150,-56 L146,36 C136,50 126,54 110,50 C60,40 -60,40 -110,50 C-126,54 -136,50 -146,36Z',
    alt % 2 ? 'url(#dkV)' : 'url(#accV)',
  ) +
  range(-120, 120, 40)
    .map((x) => circ(x, -20, 6, '#000', { opacity: 0.25 }))
    .join('') +
  rect(-60, 4, 120, 8, 4, '#000', { opacity: 0.2 }) +
  hi('M-160,-60 C-100,-90 100,-90 160,-60', 0.6, 4);
export const brakePads: Art = {
  foot: [180, 132],
  focus: [60, 30],
  tilt: 0.5,
  draw: ({ alt }) =>
    `<pattern id="chFric" width="9" height="9" patternUnits="userSpaceOnUse"><circle cx="2" cy="3" r="1.1" fill="#8a8f96"/><circle cx="6.5" cy="7" r=".8" fill="#6b7078"/><circle cx="7" cy="1.5" r=".7" fill="#15171a"/></pattern>` +
    g('translate(22,-64) scale(.9)', padBack(alt)) +
    g('translate(-8,56)', padFront(alt)),
};

// A shoe on the left; the right one is its mirror image.
const shoe = (alt: number) => {
  const web = `M${polar(0, 0, 150, 104).map(n).join(',')} A150,150 0 0,1 ${polar(0, 0, 150, 256).map(n).join(',')} L-40,-122 Q-168,0 -40,122Z`;
  return (
    path(ring(150, 178, 104, 256), '#0e0f11', { transform: 'translate(7,8)' }) +
    path(web, 'url(#stl)') +
    path(web, '#000', { opacity: 0.08 }) +
    circ(-112, 0, 12, '#1c1e22') +
    circ(-112, 0, 12, 'none', { stroke: 'url(#chr)', 'stroke-width': 4 }) +
    circ(...polar(0, 0, 134, 148), 6, '#1c1e22') +
    circ(...polar(0, 0, 134, 212), 6, '#1c1e22') +
    path(ring(148, 160, 102, 258), 'url(#stlV)') +
    path(ring(160, 178, 110, 250), alt % 2 ? '#3b3531' : '#4a3e36') +
    path(ring(160, 178, 110, 250), 'url(#dkV)', { opacity: 0.4 }) +
    range(128, 232, 26)
      .map((d) =>
        path(`M${polar(0, 0, 161, d).map(n).join(',')} L${polar(0, 0, 177, d).map(n).join(',')}`, 'none', {
          stroke: '#1b1a19',
          'stroke-width': 2,
          opacity: 0.6,
        }),
      )
      .join('') +
    hi(`M${polar(0, 0, 176, 200).map(n).join(',')} A176,176 0 0,1 ${polar(0, 0, 176, 240).map(n).join(',')}`, 0.3, 3)
  );
};
const spring = (x1: number, x2: number, y: number, r: number, accent: string) =>
  range(x1 + 10, x2 - 10, 5)
    .map((x) => ell(x, y, 3.4, r, 'none', { stroke: accent, 'stroke-width': 3.4 }))
    .join('') +
  path(`M${x1},${y} L${x1 + 12},${y} M${x2 - 12},${y} L${x2},${y}`, 'none', {
    stroke: shade(accent, -0.3),
    'stroke-width': 4,
    'stroke-linecap': 'round',
  }) +
  rect(x1 + 10, y - r, x2 - x1 - 20, 4, 2, '#fff', { opacity: 0.35 });
export const brakeShoes: Art = {
  foot: [170, 182],
  focus: [0, -100],
  tilt: 0.5,
  draw: ({ accent, alt }) =>
    shoe(alt) +
    g('scale(-1,1)', shoe(alt)) +
    spring(-58, 58, -118, 9, accent) +
    spring(-46, 46, 126, 7, alt % 2 ? '#8a929b' : accent) +
    (alt % 2 ? '' : rect(-40, 98, 80, 10, 4, 'url(#chrV)') + path(ngon(14, 103, 14, 12, 0, 10), 'url(#brs)')) +
    [-112, 112].map((x) => circ(x, 0, 7, 'url(#chr)')).join(''),
};

// Seen from the wheel side, upright as on a wheel: the body is a ring segment round the disc's centre (270 below
// in arcBand's frame, turned to the left), the piston housing bulges out behind it.
const arcBand = (ro: number, ri: number, a: number, cap: number) => {
  const P = (r: number, d: number) =>
    polar(0, 270, r, d - 90)
      .map(n)
      .join(',');
  return `M${P(ro, -a)} A${ro},${ro} 0 0,1 ${P(ro, a)} A${cap},${cap} 0 0,1 ${P(ri, a)} A${ri},${ri} 0 0,0 ${P(ri, -a)} A${cap},${cap} 0 0,1 ${P(ro, -a)}Z`;
};
export const caliper: Art = {
  foot: [110, 190],
  focus: [40, -80],
  tilt: 0.5,
  draw: ({ alt }) => {
    const R = 'translate(-60,0) rotate(90) scale(.94)';
    const body = arcBand(392, 246, 21, 73);
    const lugP = 'M-150,-10 L-190,-4 C-202,20 -200,62 -180,76 C-160,86 -130,80 -116,62Z';
    const lug = (s: number) =>
      g(
        `scale(${s},1)`,
        path(lugP, '#101113', { transform: 'translate(8,-6)' }),
        path(lugP, alt % 2 ? 'url(#stl)' : 'url(#dk)'),
        circ(-174, 50, 14, '#0b0c0e'),
        path(ngon(-174, 50, 11, 6, 30), 'url(#chr)'),
      );
    return (
      g(R, lug(1), lug(-1)) +
      ell(68, -4, 48, 84, '#101113') +
      ell(62, -8, 46, 82, 'url(#acc)') +
      ell(62, -8, 46, 82, '#000', { opacity: 0.2 }) +
      g(
        'translate(78,-86) rotate(30)',
        rect(-8, -40, 16, 30, 3, 'url(#chr)'),
        rect(-12, -14, 24, 14, 2, 'url(#chr)'),
        rect(-9, -58, 18, 22, 6, '#15171a'),
      ) +
      g(
        'translate(100,40) rotate(70)',
        rect(-16, -20, 32, 20, 3, 'url(#chr)'),
        rect(-9, -30, 18, 12, 2, 'url(#chrV)'),
        path('M0,-28 C0,-60 10,-80 40,-90', 'none', { stroke: '#15171a', 'stroke-width': 16, 'stroke-linecap': 'round' }),
      ) +
      g('translate(10,8)', g(R, path(body, '#101113'))) +
      g('translate(8,5)', g(R, path(body, 'url(#acc)'), path(body, '#000', { opacity: 0.45 }))) +
      g(
        R,
        path(body, 'url(#acc)'),
        path(body, 'url(#accV)', { opacity: 0.4 }),
        path(arcBand(350, 296, 11, 20), '#121316'),
        path(arcBand(336, 304, 9, 12), '#3a3d42'),
        path(arcBand(346, 338, 10, 4), 'url(#stl)'),
        hi(`M${polar(0, 270, 262, -108).map(n).join(',')} A262,262 0 0,1 ${polar(0, 270, 262, -94).map(n).join(',')}`, 0.45, 6),
        path(arcBand(378, 260, 18, 59), 'none', { stroke: '#fff', 'stroke-opacity': 0.14, 'stroke-width': 3 }),
        path(body, 'none', { stroke: '#000', 'stroke-opacity': 0.25, 'stroke-width': 2 }),
      )
    );
  },
};

export const masterCylinder: Art = {
  foot: [190, 126],
  focus: [-30, -60],
  tilt: 0.5,
  draw: ({ accent, alt }) => {
    const tank =
      'M-118,-96 C-118,-110 -108,-116 -94,-116 L126,-116 C140,-116 148,-108 148,-94 L148,-10 C148,4 140,10 126,10 L-94,10 C-108,10 -118,2 -118,-12Z';
    const port = (x: number) =>
      circ(x, 76, 22, 'url(#alu)') + path(ngon(x, 76, 15, 6, 30), 'url(#chr)') + circ(x, 76, 6, '#2a2d33') + circ(x, 76, 3, 'url(#chr)');
    return (
      [0, 104].map((y) => rect(-200, y + 8, 30, 12, 4, 'url(#chrV)') + threadsH(-198, -176, y + 14, 6)).join('') +
      rect(-178, -4, 24, 140, 8, 'url(#dk)') +
      rect(-160, 40, 300, 74, 30, '#101113', { transform: 'translate(6,8)' }) +
      rect(-160, 40, 300, 74, 34, 'url(#aluV)') +
      rect(120, 50, 60, 54, 22, 'url(#aluV)') +
      range(-110, 90, 50)
        .map((x) => rect(x, 40, 6, 74, 3, '#000', { opacity: 0.08 }))
        .join('') +
      port(-20) +
      port(70) +
      rect(-98, 6, 46, 36, 4, '#15171a') +
      rect(88, 6, 46, 36, 4, '#15171a') +
      path(tank, '#f2efe4', { opacity: 0.72 }) +
      path('M-118,-50 L148,-50 L148,-10 C148,4 140,10 126,10 L-94,10 C-108,10 -118,2 -118,-12Z', '#d8b24a', { opacity: 0.55 }) +
      rect(-118, -52, 266, 4, 0, '#b48a26', { opacity: 0.7 }) +
      rect(-108, -86, 22, 3, 1, '#6b6b66') +
      rect(-108, -34, 22, 3, 1, '#6b6b66') +
      path(tank, W, { stroke: '#c9c4b4', 'stroke-width': 3 }) +
      hi('M-102,-100 L-102,-8', 0.7, 6) +
      rect(10, -146, 100, 32, 8, alt % 2 ? 'url(#acc)' : 'url(#blk)') +
      range(16, 104, 10)
        .map((x) => rect(x, -144, 4, 28, 2, '#000', { opacity: 0.3 }))
        .join('') +
      rect(4, -124, 112, 10, 4, alt % 2 ? 'url(#blkV)' : 'url(#accV)') +
      (alt % 2 ? '' : rect(110, -56, 38, 22, 4, '#15171a') + rect(134, -52, 12, 14, 2, accent)) +
      hi('M-140,52 L130,52', 0.7, 5)
    );
  },
};

// ---- suspension -----------------------------------------------------------------------------------
export const shockAbsorber: Art = {
  foot: [60, 196],
  focus: [0, -110],
  draw: ({ alt }) => {
    const top =
      alt % 2
        ? circ(0, -176, 24, 'url(#chr)') +
          circ(0, -176, 16, '#15171a') +
          circ(0, -176, 8, 'url(#stl)') +
          rect(-10, -156, 20, 16, 3, 'url(#chr)')
        : rect(-6, -198, 12, 44, 2, 'url(#chr)') +
          threadsV(0, -196, -174, 6) +
          nutSide(0, -184, 28, 12) +
          rect(-26, -170, 52, 8, 3, 'url(#stlV)') +
          rect(-20, -162, 40, 16, 6, '#1b1d21') +
          rect(-26, -146, 52, 8, 3, 'url(#stlV)');
    return (
      top +
      rect(-10, -140, 20, 90, 3, 'url(#chr)') +
      rect(-4, -140, 4, 90, 2, '#fff', { opacity: 0.6 }) +
      g('rotate(90)', bellows(-138, -46, 0, 20, 28, 12)) +
      rect(-24, -142, 48, 10, 4, '#1b1d21') +
      rect(-38, -46, 76, 14, 5, 'url(#stl)') +
      rect(-34, -34, 68, 196, 6, 'url(#acc)') +
      rect(-34, 20, 68, 70, 0, 'url(#lbl)', { opacity: 0.9 }) +
      rect(-34, 24, 68, 6, 0, 'url(#acc)', { opacity: 0.7 }) +
      rect(-34, 78, 68, 6, 0, 'url(#acc)', { opacity: 0.7 }) +
      rect(-34, -34, 68, 196, 6, W, { opacity: 0.5 }) +
      hi('M-20,-26 L-20,150', 0.5, 6) +
      rect(-18, 160, 36, 12, 3, 'url(#stl)') +
      circ(0, 176, 22, '#101113', { transform: 'translate(3,4)' }) +
      circ(0, 176, 22, 'url(#stl)') +
      circ(0, 176, 14, '#1b1d21') +
      circ(0, 176, 7, 'url(#chr)') +
      circ(0, 176, 3, '#0b0c0e')
    );
  },
};

export const coilSpring: Art = {
  foot: [120, 190],
  focus: [0, -110],
  draw: ({ accent, alt }) => {
    const R = 104,
      e = 24,
      turns = 6.5,
      T = 160,
      H = 310;
    // Closed ends: the pitch eases off towards both ends of the spring.
    const pt = (u: number) => [
      n(-R * Math.cos(u * 2 * Math.PI)),
      n(-T + H * (u / turns - 0.09 * Math.sin((2 * Math.PI * u) / turns)) + e * Math.sin(u * 2 * Math.PI)),
    ];
    const arc = (u0: number) =>
      `M${range(0, 12, 1)
        .map((i) => pt(u0 + i / 24).join(','))
        .join(' L')}`;
    const col = alt % 2 ? '#3a3e45' : accent;
    const wire = (u0: number, front: boolean) =>
      path(arc(u0), 'none', { stroke: shade(col, front ? -0.55 : -0.7), 'stroke-width': 26, 'stroke-linecap': 'round' }) +
      path(arc(u0), 'none', { stroke: front ? col : shade(col, -0.4), 'stroke-width': 19, 'stroke-linecap': 'round' }) +
      path(arc(u0), 'none', {
        stroke: '#fff',
        'stroke-opacity': front ? 0.55 : 0.12,
        'stroke-width': 5,
        'stroke-linecap': 'round',
        transform: 'translate(-2,-5)',
      });
    const halves = range(0, turns * 2 - 1, 1).map((k) => k / 2);
    return (
      halves
        .filter((u) => u % 1)
        .map((u) => wire(u, false))
        .join('') +
      halves
        .filter((u) => !(u % 1))
        .map((u) => wire(u, true))
        .join('')
    );
  },
};

// The arm outline with its lightening hole (it lies flat, so its shadow follows its shape).
const arm =
  'M-176,-70 C-180,-96 -150,-112 -124,-98 L130,-10 C170,4 170,40 130,50 L-120,110 C-150,122 -182,104 -176,76 C-150,44 -110,24 -110,4 C-110,-18 -150,-40 -176,-70Z' +
  ' M-54,-28 L60,10 L-54,50 C-66,30 -66,-10 -54,-28Z';
export const controlArm: Art = {
  solo: true,
  foot: [190, 150],
  focus: [120, -30],
  tilt: 0.6,
  lie: true,
  shadow: path(arm, '#0b1220', { 'fill-rule': 'evenodd', 'fill-opacity': 0.16, transform: 'translate(10,22)' }),
  draw: ({ alt }) => {
    const bush = (x: number, y: number, r: number) =>
      rect(x - r, y - r - 24, 2 * r, 24 + r, 0, 'url(#stl)') +
      ell(x, y - r - 24, r, r * 0.5, 'url(#chrV)') +
      circ(x, y, r, 'url(#chr)') +
      circ(x, y, r * 0.72, '#15171a') +
      circ(x, y, r * 0.34, 'url(#stl)') +
      circ(x, y, r * 0.17, '#0b0c0e');
    return (
      path(arm, '#111316', { 'fill-rule': 'evenodd', transform: 'translate(0,8)' }) +
      path(arm, alt % 2 ? 'url(#stlV)' : 'url(#dkV)', {
        'fill-rule': 'evenodd',
        stroke: alt % 2 ? '#8a9199' : '#5d646e',
        'stroke-width': 4,
      }) +
      path('M-150,-82 L120,6 M-150,92 L120,36', 'none', {
        stroke: '#fff',
        'stroke-opacity': 0.18,
        'stroke-width': 8,
        'stroke-linecap': 'round',
      }) +
      bush(-150, -72, 30) +
      bush(-150, 92, 34) +
      circ(136, 20, 40, '#101113', { transform: 'translate(4,8)' }) +
      circ(136, 20, 40, 'url(#stl)') +
      circ(136, 20, 30, '#2a2d33') +
      path('M108,14 C108,-20 164,-20 164,14 C164,24 108,24 108,14Z', 'url(#blk)') +
      range(0, 2, 1)
        .map((i) => ell(136, 2 - i * 9, 24 - i * 6, 5, 'none', { stroke: '#3c4047', 'stroke-width': 2 }))
        .join('') +
      path('M128,-6 L144,-6 L141,-66 L131,-66Z', 'url(#chr)') +
      rect(131, -104, 10, 40, 2, 'url(#chr)') +
      threadsV(136, -102, -70, 5) +
      nutSide(136, -88, 28, 16) +
      hi('M-166,-86 C-150,-100 -136,-100 -124,-94', 0.5, 3)
    );
  },
};

// ---- steering -------------------------------------------------------------------------------------
export const tieRod: Art = {
  foot: [190, 150],
  focus: [120, 20],
  tilt: 0.5,
  draw: ({ accent, alt }) =>
    rect(-176, -26, 60, 52, 22, '#101113', { transform: 'translate(4,6)' }) +
    rect(-178, -24, 62, 48, 22, 'url(#chrV)') +
    rect(-150, -24, 20, 48, 2, 'url(#stlV)') +
    rect(-200, -8, 26, 16, 6, 'url(#chrV)') +
    rect(-116, -8, 170, 16, 6, 'url(#chrV)') +
    threadsH(6, 66, 0, 8) +
    nutSide(36, -18, 22, 36) +
    path('M52,-16 L110,-22 C130,-40 176,-40 184,-6 C190,20 170,34 146,32 L110,22 L52,16Z', '#101113', { transform: 'translate(4,6)' }) +
    path('M52,-16 L110,-22 C130,-40 176,-40 184,-6 C190,20 170,34 146,32 L110,22 L52,16Z', alt % 2 ? 'url(#accV)' : 'url(#dkV)') +
    rect(62, -16, 6, 32, 2, '#000', { opacity: 0.3 }) +
    rect(150, -48, 10, 14, 3, 'url(#brs)') +
    ell(155, -50, 7, 4, '#c89a3c') +
    path('M128,30 C122,40 124,60 132,66 L172,66 C180,60 182,40 176,30Z', 'url(#blk)') +
    range(38, 58, 9)
      .map((y) => rect(126, y, 52, 3, 1, '#3c4047'))
      .join('') +
    path('M136,66 L168,66 L162,116 L142,116Z', 'url(#chr)') +
    rect(144, 116, 16, 30, 2, 'url(#chr)') +
    threadsV(152, 118, 142, 8) +
    nutSide(152, 122, 34, 18) +
    [140, 152, 164].map((x) => rect(x - 2, 122, 4, 8, 1, '#2a2d33')).join('') +
    path('M132,128 L172,128', 'none', { stroke: 'url(#chr)', 'stroke-width': 3 }) +
    rect(-116, -12, 4, 24, 2, accent) +
    hi('M-110,-4 L40,-4', 0.6, 3) +
    hi('M-170,-14 L-124,-14', 0.6, 4),
};

export const steeringRack: Art = {
  solo: true,
  foot: [190, 70],
  focus: [-60, -40],
  tilt: 0.3,
  draw: ({ alt }) =>
    rect(-112, -18, 228, 36, 14, '#101113', { transform: 'translate(4,8)' }) +
    rect(-116, -18, 232, 36, 14, 'url(#aluV)') +
    [-1, 1]
      .map((s) =>
        g(
          `scale(${s},1)`,
          bellows(118, 170, 0, 22, 34, 13),
          rect(112, -24, 10, 48, 3, 'url(#chrV)'),
          rect(166, -12, 8, 24, 2, 'url(#chrV)'),
          rect(174, -7, 20, 14, 4, 'url(#chrV)'),
          threadsH(182, 192, 0, 7),
          nutSide(186, -12, 12, 24),
        ),
      )
      .join('') +
    path('M-96,-20 L-96,-60 C-96,-80 -40,-80 -40,-60 L-40,-20 L-30,20 L-104,20Z', 'url(#alu)') +
    ell(-68, -62, 28, 10, 'url(#aluV)') +
    rect(-80, -108, 24, 46, 4, 'url(#chr)') +
    range(-104, -68, 6)
      .map((y) => rect(-80, y, 24, 2, 0, '#6c737c'))
      .join('') +
    rect(-84, -72, 32, 10, 4, '#15171a') +
    [-140, 100]
      .map((x) => rect(x > 0 ? x - 6 : x + 30, 14, 46, 26, 6, 'url(#dk)') + circ(x > 0 ? x + 17 : x + 53, 27, 7, '#0b0c0e'))
      .join('') +
    (alt % 2
      ? path('M-50,-40 C-10,-40 0,-30 40,-30 L110,-30 M-44,-52 C-4,-52 6,-42 46,-42 L88,-42', 'none', {
          stroke: 'url(#chrV)',
          'stroke-width': 6,
          'stroke-linecap': 'round',
        }) + [110, 88].map((x, i) => nutSide(x, -44 + i * -12, 14, 16)).join('')
      : '') +
    hi('M-100,-8 L100,-8', 0.6, 4),
};

// ---- wheel end ------------------------------------------------------------------------------------
export const hubBearing: Art = {
  foot: [170, 170],
  focus: [-80, -40],
  tilt: 0.4,
  draw: ({ alt }) => {
    const cx = -70,
      k = 0.42,
      fr = 140;
    const rad = (a: number) => (a * Math.PI) / 180;
    const studs = range(0, 4, 1)
      .map((i) => (i * 72 + 90 + (alt % 2) * 36) % 360)
      .sort((a, b) => Math.cos(rad(b)) - Math.cos(rad(a)))
      .map((a) => {
        const [x, y] = [cx + k * 100 * Math.cos(rad(a)), 100 * Math.sin(rad(a))];
        return (
          rect(x - 66, y - 9, 66, 18, 3, 'url(#chrV)') +
          threadsH(x - 62, x - 24, y, 9) +
          ell(x - 66, y, 4, 9, 'url(#stl)') +
          ell(x - 4, y, 6, 16, '#4e555e')
        );
      })
      .join('');
    // The mounting flange: three bolt ears round the bearing, in the same foreshortened plane as the hub.
    const ears = [-90, 30, 150].map((d) => polar(0, 0, 104, d + (alt % 2) * 60));
    const plate = ears.map(([x, y]) => circlePath(x, y, 30)).join(' ') + circlePath(0, 0, 92);
    return (
      rect(40, -64, 100, 128, 0, 'url(#stlV)') +
      ell(140, 0, k * 64, 64, 'url(#stl)') +
      path(ngon(140, 0, 34, 12, 0, 28), '#2a2d33', { transform: `translate(${140 - 140 * k},0) scale(${k},1)` }) +
      g(
        `translate(72,0) scale(${k},1)`,
        path(plate, '#2a2d33'),
        path(plate, 'url(#dk)', { transform: 'translate(-24,0)' }),
        ...ears.map(([x, y]) => circ(x - 24, y, 12, '#0b0c0e') + circ(x - 24, y, 12, 'none', { stroke: '#8a919a', 'stroke-width': 3 })),
      ) +
      g(
        'translate(64,-70)',
        rect(-6, -34, 30, 36, 6, 'url(#blk)'),
        path('M20,-24 C60,-24 90,0 100,40', 'none', { stroke: '#15171a', 'stroke-width': 7, 'stroke-linecap': 'round' }),
        rect(90, 34, 24, 30, 5, 'url(#blk)', { transform: 'rotate(-20 102 49)' }),
      ) +
      rect(cx + 16, -74, 80, 148, 0, 'url(#stlV)') +
      ell(cx + 18, 0, k * fr, fr, '#4e555e') +
      rect(cx, -fr, 18, 2 * fr, 0, 'url(#stlV)') +
      ell(cx, 0, k * fr, fr, 'url(#stl)') +
      ell(cx, 0, k * fr, fr, 'none', { stroke: '#8a919a', 'stroke-width': 3 }) +
      ell(cx - 6, 0, k * 56, 56, 'url(#chr)') +
      ell(cx - 16, 0, k * 38, 38, '#4e555e') +
      ell(cx - 16, 0, k * 24, 24, '#15171a') +
      studs +
      hi(`M${cx - 52},-100 C${cx - 58},-60 ${cx - 60},-20 ${cx - 60},10`, 0.5, 5)
    );
  },
};

const lugNut = (x: number, y: number, s: number) =>
  g(
    `translate(${x},${y}) scale(${s})`,
    path('M-18,0 L18,0 L26,-14 L-26,-14Z', 'url(#chr)'),
    rect(-28, -18, 56, 6, 2, 'url(#stl)'),
    nutSide(0, -54, 56, 38),
    rect(-28, -56, 56, 4, 2, '#fff', { opacity: 0.5 }),
    path('M-22,-54 C-22,-84 22,-84 22,-54Z', 'url(#chr)'),
    ell(-8, -70, 7, 4, '#fff', { opacity: 0.75 }),
    hi('M-20,-48 L-20,-24', 0.8, 3),
  );
export const lugNuts: Art = {
  foot: [180, 164],
  focus: [80, 40],
  draw: ({ accent, alt }) =>
    lugNut(-110, 40, 1.5) +
    lugNut(0, 30, 1.5) +
    lugNut(-150, 166, 1.6) +
    lugNut(-40, 170, 1.6) +
    g(
      'translate(100,124)',
      path(ngon(0, 0, 56, 6, 0), '#101113', { transform: 'translate(4,6)' }),
      path(ngon(0, 0, 56, 6, 0), 'url(#chr)'),
      ...range(0, 5, 1).map((i) =>
        path(
          `M0,0 L${polar(0, 0, 56, i * 60)
            .map(n)
            .join(',')}`,
          'none',
          { stroke: '#000', 'stroke-opacity': 0.12, 'stroke-width': 2 },
        ),
      ),
      circ(0, 0, 38, 'url(#stl)'),
      circ(0, 0, 24, '#15171a'),
      ...range(15, 21, 3).map((r) => circ(0, 0, r, 'none', { stroke: '#3a3e45', 'stroke-width': 1.2 })),
    ) +
    g(
      'translate(130,40)',
      rect(-26, -84, 52, 84, 6, alt % 2 ? 'url(#chr)' : 'url(#acc)'),
      nutSide(0, -116, 40, 34),
      rect(-26, -36, 52, 8, 2, alt % 2 ? accent : '#15171a'),
      rect(-22, 0, 44, 8, 3, '#2a2d33'),
    ) +
    hi('M-176,74 L-176,120', 0.5, 3),
};
