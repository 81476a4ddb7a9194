// Drawings of exterior lamps, body panels, glass and wipers, and cabin parts: fog lamp, light bar, dome
// lamp, fender, door handle, windscreen, wiper blade, window switches, instrument cluster, phone mount,
// sunshade and sun visor.
import { type Art, W, circ, ell, hi, n, ngon, path, polar, poly, range, rect } from './kit';

// Gradients only these drawings use (ids start with "cb" so they never clash with another file's).
const lin = (id: string, stops: [number, string, number][], x2 = 0, y2 = 1) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">` +
  stops.map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a}"/>`).join('') +
  '</linearGradient>';
const warm =
  '<radialGradient id="cbWarm" cx=".45" cy=".4" r=".7"><stop offset="0" stop-color="#fffdf2"/><stop offset=".5" stop-color="#ffeeb8"/><stop offset="1" stop-color="#f2c86a"/></radialGradient>';
const polyline = (pts: [number, number][]) => pts.map(([x, y], i) => `${i ? 'L' : 'M'}${n(x)},${n(y)}`).join(' ');

// ---- lamps ----------------------------------------------------------------------------------------
export const fogLight: Art = {
  foot: [90, 170],
  focus: [-30, -50],
  tilt: 0.5,
  draw: ({ accent, alt }) => {
    const y = -46,
      u = 'M-138,-46 L-138,52 C-138,118 138,118 138,52 L138,-46';
    const flutes = range(-90, 90, 10)
      .map((dy) => {
        const k = Math.sqrt(100 ** 2 - dy ** 2);
        return path(`M${n(-k)},${y + dy} L${n(k)},${y + dy}`, 'none', { stroke: '#fff', 'stroke-opacity': 0.16, 'stroke-width': 1.5 });
      })
      .join('');
    return (
      path(u, 'none', { stroke: '#0c0d0f', 'stroke-width': 18, transform: 'translate(6,6)' }) +
      path(u, 'none', { stroke: 'url(#stl)', 'stroke-width': 15 }) +
      rect(-30, 104, 60, 12, 4, 'url(#chrV)') +
      rect(-10, 114, 20, 40, 2, 'url(#stl)') +
      range(118, 148, 6)
        .map((v) => rect(-10, v, 20, 2, 1, '#4e555e'))
        .join('') +
      path(ngon(0, 0, 20, 6, 0), 'url(#chr)', { transform: 'translate(0,148) scale(1,.45)' }) +
      rect(-20, 146, 40, 12, 3, 'url(#chrV)') +
      circ(14, y + 10, 124, '#0c0d0f') +
      circ(8, y + 5, 124, 'url(#blk)') +
      circ(0, y, 124, 'url(#chr)') +
      circ(0, y, 111, '#111316') +
      circ(0, y, 104, 'url(#rfl)') +
      range(0, 345, 15)
        .map((d) =>
          path(`M${polar(0, y, 30, d).join(',')} L${polar(0, y, 104, d).join(',')}`, 'none', {
            stroke: '#fff',
            'stroke-opacity': 0.22,
            'stroke-width': 1.2,
          }),
        )
        .join('') +
      [50, 76].map((r) => circ(0, y, r, 'none', { stroke: '#3e444c', 'stroke-opacity': 0.35, 'stroke-width': 2 })).join('') +
      circ(0, y, 30, 'url(#chr)') +
      circ(0, y, 16, '#fff', { opacity: 0.9 }) +
      circ(0, y, 104, alt % 2 ? '#ffc21a' : '#d8e9ff', { opacity: alt % 2 ? 0.42 : 0.22 }) +
      flutes +
      circ(0, y, 104, W) +
      circ(0, y, 124, 'none', { stroke: '#000', 'stroke-opacity': 0.3, 'stroke-width': 2 }) +
      [-138, 138].map((x) => circ(x, y, 17, accent) + circ(x, y, 17, 'url(#accR)') + path(ngon(x, y, 8, 6, 0), 'url(#chr)')).join('') +
      hi(`M${polar(0, y, 116, 200).join(',')} A116,116 0 0 1 ${polar(0, y, 116, 255).join(',')}`, 0.8, 5)
    );
  },
};

export const lightBar: Art = {
  foot: [190, 78],
  focus: [-110, -10],
  tilt: 0.5,
  draw: ({ accent, alt }) => {
    const cells = range(-160, 160, 32)
      .map(
        (x, i) =>
          rect(x - 15, -20, 30, 40, 4, '#08090a') +
          (alt % 2 && i % 2
            ? rect(x - 13, -18, 26, 36, 3, 'url(#rfl)')
            : circ(x, 0, 14, 'url(#rfl)') + circ(x, 0, 14, 'none', { stroke: '#fff', 'stroke-opacity': 0.5, 'stroke-width': 1 })) +
          circ(x, 0, 9, '#fff', { opacity: 0.35 }) +
          rect(x - 4, -4, 8, 8, 1.5, '#fffbe6', { stroke: '#e3c874', 'stroke-width': 1 }),
      )
      .join('');
    const bracket = (s: number) =>
      path(`M${s * 170},-18 L${s * 194},-18 L${s * 194},76 L${s * 150},76 L${s * 150},64 L${s * 176},64 L${s * 176},8Z`, 'url(#stl)', {
        stroke: '#3e444c',
        'stroke-width': 1.5,
      }) +
      circ(s * 185, 0, 7, 'url(#chr)') +
      circ(s * 160, 70, 4, '#2a2d33');
    return (
      rect(-184, -36, 380, 80, 12, '#0c0d0f', { transform: 'translate(4,6)' }) +
      bracket(-1) +
      bracket(1) +
      rect(-184, -44, 368, 80, 12, alt % 2 ? 'url(#dkV)' : 'url(#aluV)') +
      range(-170, 170, 8)
        .map((x) => rect(x, -44, 3, 14, 1, '#000', { opacity: 0.22 }))
        .join('') +
      rect(-176, -26, 352, 52, 6, '#141518') +
      cells +
      rect(-176, -26, 352, 52, 6, W) +
      rect(-176, 27, 352, 3, 1.5, accent, { opacity: 0.85 }) +
      rect(-196, -30, 16, 60, 5, 'url(#dkV)') +
      rect(180, -30, 16, 60, 5, 'url(#dkV)') +
      hi('M-174,-41 L174,-41', 0.55, 3)
    );
  },
};

export const domeLight: Art = {
  foot: [180, 78],
  focus: [-80, 0],
  tilt: 0.5,
  draw: ({ accent, alt }) => {
    const shell = alt % 2 ? '#c7bfad' : '#a3a8af';
    const lensAt = (x: number, lit: boolean) =>
      rect(x, -38, 110, 76, 14, lit ? 'url(#cbWarm)' : '#efece4', { stroke: '#7d8289', 'stroke-width': 2 }) +
      range(x + 10, x + 100, 9)
        .map((v) => rect(v, -34, 2, 68, 1, '#fff', { opacity: lit ? 0.5 : 0.6 }))
        .join('') +
      rect(x, -38, 110, 76, 14, W);
    const button = (x: number, y: number, led: boolean) =>
      rect(x - 17, y - 15, 34, 30, 6, '#1b1d21') +
      rect(x - 14, y - 13, 28, 24, 5, 'url(#dkV)') +
      (led
        ? circ(x, y - 2, 3.5, accent)
        : path(`M${x - 6},${y - 2} L${x + 6},${y - 2}`, 'none', { stroke: '#9aa1a9', 'stroke-width': 2.5, 'stroke-linecap': 'round' }));
    return (
      warm +
      rect(-184, -62, 372, 136, 38, '#0c0d0f', { opacity: 0.5, transform: 'translate(6,8)' }) +
      rect(-186, -68, 372, 136, 38, shell) +
      rect(-186, -68, 372, 136, 38, 'url(#dkV)', { opacity: 0.22 }) +
      rect(-172, -54, 344, 108, 28, '#000', { opacity: 0.12 }) +
      (alt % 2 ? rect(-168, -50, 134, 100, 22, 'url(#cbWarm)', { opacity: 0.45 }) : '') +
      lensAt(-156, alt % 2 === 1) +
      lensAt(46, false) +
      button(-22, -14, false) +
      button(22, -14, false) +
      rect(-32, 16, 64, 22, 8, '#1b1d21') +
      rect(-28, 19, 26, 16, 6, 'url(#dk)') +
      circ(14, 27, 3.5, accent) +
      rect(-186, -68, 372, 136, 38, W, { opacity: 0.6 }) +
      hi('M-150,-64 L150,-64', 0.6, 3)
    );
  },
};

// ---- body -----------------------------------------------------------------------------------------
export const fender: Art = {
  solo: true,
  foot: [190, 118],
  focus: [90, -20],
  tilt: 0.3,
  draw: ({ alt }) => {
    const panel =
      'M-118,-94 L184,-112 L180,4 C178,40 176,80 178,116 L142,116 A122,122 0 0 0 -102,116 L-118,116 C-150,106 -176,80 -190,40 L-196,-34 C-196,-42 -190,-46 -182,-46 L-146,-50 C-134,-52 -126,-62 -124,-74Z';
    const arch = 'M142,116 A122,122 0 0 0 -102,116';
    return (
      path(panel, '#0c0d0f', { transform: 'translate(8,10)' }) +
      path('M-118,-94 L184,-112 L186,-126 L-112,-106Z', 'url(#paint)') +
      path('M-118,-94 L184,-112 L186,-126 L-112,-106Z', '#000', { opacity: 0.3 }) +
      range(-90, 160, 50)
        .map((x) => ell(x, -101 - (x + 110) * 0.06, 6, 3, '#1a1c20'))
        .join('') +
      path(panel, 'url(#paint)') +
      path('M-190,-18 L182,-44 L182,-10 L-190,14Z', '#000', { opacity: 0.1 }) +
      path('M-124,-82 L176,-102 L176,-90 C60,-78 -60,-70 -134,-62Z', '#fff', { opacity: 0.32 }) +
      hi('M-190,-18 L182,-44', 0.55, 3) +
      path('M-190,-16 L182,-42', 'none', { stroke: '#000', 'stroke-opacity': 0.18, 'stroke-width': 3, transform: 'translate(0,4)' }) +
      path(arch, 'none', { stroke: '#000', 'stroke-opacity': 0.45, 'stroke-width': 12 }) +
      path('M148,116 A128,128 0 0 0 -108,116', 'none', { stroke: '#fff', 'stroke-opacity': 0.3, 'stroke-width': 3 }) +
      (alt % 2
        ? ell(134, -8, 20, 9, 'url(#amb)', { stroke: '#2a2d33', 'stroke-width': 3 }) + ell(128, -11, 8, 3, '#fff', { opacity: 0.6 })
        : '') +
      path('M180,4 C178,40 176,80 178,116', 'none', { stroke: '#000', 'stroke-opacity': 0.25, 'stroke-width': 3 }) +
      path(panel, 'none', { stroke: '#000', 'stroke-opacity': 0.22, 'stroke-width': 2 })
    );
  },
};

export const doorHandle: Art = {
  foot: [186, 62],
  focus: [-90, -10],
  tilt: 0.5,
  draw: ({ alt }) => {
    const fin = alt % 2 ? 'url(#chrV)' : 'url(#paint)';
    const lever =
      'M-168,-24 C-168,-48 -150,-56 -124,-56 L96,-56 C116,-56 124,-46 124,-28 L124,-18 C124,-6 116,-2 100,-2 L-146,-2 C-162,-2 -168,-10 -168,-24Z';
    return (
      rect(-186, -60, 380, 116, 54, '#0c0d0f', { transform: 'translate(6,8)' }) +
      rect(-190, -66, 380, 116, 54, 'url(#blkV)') +
      rect(-156, -30, 272, 66, 26, '#050607') +
      rect(-146, 14, 250, 14, 7, '#fff', { opacity: 0.08 }) +
      path(lever, '#0c0d0f', { transform: 'translate(0,10)', opacity: 0.7 }) +
      path(lever, fin, { transform: 'translate(0,5)' }) +
      path(lever, '#000', { transform: 'translate(0,5)', opacity: 0.35 }) +
      path(lever, fin) +
      hi('M-150,-48 L104,-48', alt % 2 ? 0.9 : 0.6, 4) +
      circ(154, -14, 30, '#0c0d0f') +
      circ(152, -18, 28, fin) +
      circ(152, -18, 18, 'url(#chr)') +
      rect(148, -30, 8, 24, 2, '#15171a', { transform: 'rotate(20 152 -18)' }) +
      hi('M132,-30 A26,26 0 0 1 150,-42', 0.7, 3)
    );
  },
};

export const windshield: Art = {
  solo: true,
  foot: [196, 130],
  focus: [-110, -60],
  tilt: 0.3,
  draw: ({ alt }) => {
    const outer = 'M-146,-130 Q0,-160 146,-130 L196,110 Q0,142 -196,110Z',
      inner = 'M-134,-116 Q0,-144 134,-116 L178,96 Q0,126 -178,96Z';
    const q = (t: number, a: number, c: number, b: number) => (1 - t) ** 2 * a + 2 * t * (1 - t) * c + t * t * b;
    const dots = range(0.04, 0.96, 0.03)
      .flatMap((t) => [
        circ(-134 - 44 * t + 7, -116 + 212 * t, 3, '#0d0f11'),
        circ(134 + 44 * t - 7, -116 + 212 * t, 3, '#0d0f11'),
        circ(q(t, -178, 0, 178), q(t, 96, 126, 96) - 7, 3, '#0d0f11'),
        circ(q(t, -178, 0, 178), q(t, 96, 126, 96) - 15, 1.8, '#0d0f11'),
      ])
      .join('');
    return (
      lin('cbGlass', [
        [0, '#9fc9c8', 0.95],
        [0.5, '#6f9ea3', 0.9],
        [1, '#a9cfcc', 0.95],
      ]) +
      lin('cbTint', [
        [0, '#1d5d78', 0.95],
        [1, '#3f8aa0', 0],
      ]) +
      path(outer, '#0b1220', { opacity: 0.18, transform: 'translate(8,12)' }) +
      path(outer, '#5d8f86', { transform: 'translate(0,5)' }) +
      path(outer, '#0d0f11') +
      path(inner, 'url(#cbGlass)') +
      path('M-134,-116 Q0,-144 134,-116 L144,-66 Q0,-92 -144,-66Z', 'url(#cbTint)') +
      dots +
      path('M-26,-136 L26,-136 L22,-86 L-22,-86Z', '#0d0f11') +
      range(-18, 18, 7)
        .map((x) => circ(x, -80, 2.2, '#0d0f11'))
        .join('') +
      rect(-11, -112, 22, 14, 4, 'url(#dk)') +
      path('M-150,84 Q-130,-20 -90,-104', 'none', {
        stroke: '#fff',
        'stroke-opacity': 0.35,
        'stroke-width': 26,
        'stroke-linecap': 'round',
      }) +
      path('M-96,84 Q-80,0 -52,-70', 'none', { stroke: '#fff', 'stroke-opacity': 0.22, 'stroke-width': 10, 'stroke-linecap': 'round' }) +
      (alt % 2
        ? path('M80,90 Q110,10 120,-60', 'none', { stroke: '#fff', 'stroke-opacity': 0.2, 'stroke-width': 16, 'stroke-linecap': 'round' })
        : '') +
      path(outer, 'none', { stroke: '#2a2d33', 'stroke-width': 2 }) +
      hi('M-140,-124 Q0,-152 140,-124', 0.5, 2)
    );
  },
};

export const wiperBlade: Art = {
  foot: [190, 44],
  focus: [120, 0],
  tilt: 0.8,
  draw: ({ accent, alt }) => {
    const xs = range(-186, 186, 12),
      yc = (x: number) => 14 - 34 * (1 - (x / 186) ** 2),
      h = (x: number) => 9 + 9 * (1 - (x / 186) ** 2);
    const top = xs.map((x) => [x, yc(x) - h(x)] as [number, number]),
      base = xs.map((x) => [x, yc(x) + 3] as [number, number]);
    const low = (d: number) => xs.map((x) => [x, yc(x) + d] as [number, number]);
    const band = (a: [number, number][], b: [number, number][]) => `${polyline(a)} ${polyline([...b].reverse()).replace('M', 'L')}Z`;
    return (
      path(band(top, base), '#0c0d0f', { transform: 'translate(4,7)', opacity: 0.6 }) +
      path(band(low(3), low(10)), '#1c1e22') +
      path(band(low(10), low(14)), '#0a0b0c') +
      path(polyline(low(12)), 'none', { stroke: '#4a4f57', 'stroke-width': 1.2 }) +
      path(band(top, base), 'url(#blkV)') +
      path(polyline(xs.map((x) => [x, yc(x) - h(x) * 0.45])), 'none', { stroke: '#000', 'stroke-opacity': 0.5, 'stroke-width': 2 }) +
      path(polyline(top), 'none', { stroke: '#fff', 'stroke-opacity': 0.3, 'stroke-width': 2.5 }) +
      path(polyline(low(3)), 'none', { stroke: 'url(#stl)', 'stroke-width': 2 }) +
      rect(-196, 4, 14, 14, 5, '#15171a') +
      rect(182, 4, 14, 14, 5, '#15171a') +
      rect(-38, -60, 76, 36, 9, '#0c0d0f', { transform: 'translate(3,4)' }) +
      rect(-38, -60, 76, 36, 9, 'url(#dkV)') +
      rect(-24, -68, 48, 12, 5, alt % 2 ? 'url(#chrV)' : accent) +
      circ(22, -42, 7, 'url(#chr)') +
      circ(22, -42, 3, '#2a2d33') +
      hi('M-30,-56 L30,-56', 0.4, 2)
    );
  },
};

// ---- cabin ----------------------------------------------------------------------------------------
export const windowSwitch: Art = {
  foot: [184, 96],
  focus: [40, -20],
  tilt: 0.5,
  draw: ({ accent, alt }) => {
    const rocker = (x: number, y: number) =>
      rect(x - 38, y - 30, 76, 60, 10, '#050607') +
      rect(x - 32, y - 26, 64, 40, 8, 'url(#dkV)') +
      rect(x - 32, y + 12, 64, 12, 5, '#1b1d21') +
      hi(`M${x - 26},${y + 13} L${x + 26},${y + 13}`, 0.45, 2) +
      path(`M${x},${y - 19} l-8,10 h16Z M${x},${y + 7} l-8,-10 h16Z`, '#c4c9cf');
    const lock = (x: number, y: number) =>
      rect(x - 34, y - 32, 68, 64, 10, '#050607') +
      rect(x - 28, y - 27, 56, 50, 8, 'url(#dkV)') +
      path(`M${x - 7},${y - 2} L${x - 7},${y - 9} A7,7 0 0 1 ${x + 7},${y - 9} L${x + 7},${y - 2}`, 'none', {
        stroke: '#c4c9cf',
        'stroke-width': 3,
      }) +
      rect(x - 11, y - 3, 22, 16, 2, '#c4c9cf') +
      circ(x + 18, y - 18, 3.5, accent);
    return (
      rect(-184, -80, 368, 172, 30, '#0c0d0f', { transform: 'translate(6,8)' }) +
      rect(-184, -90, 368, 172, 30, alt % 2 ? 'url(#dkV)' : 'url(#chrV)') +
      rect(-172, -78, 344, 148, 22, 'url(#blkV)') +
      rect(-172, -78, 344, 148, 22, W, { opacity: 0.5 }) +
      lock(-118, -4) +
      rocker(-10, -38) +
      rocker(94, -38) +
      rocker(-10, 32) +
      rocker(94, 32) +
      hi('M-160,-86 L160,-86', 0.5, 3)
    );
  },
};

export const instrumentCluster: Art = {
  solo: true,
  foot: [196, 112],
  focus: [-100, 0],
  tilt: 0.3,
  draw: ({ accent, alt }) => {
    const gauge = (x: number, deg: number) =>
      circ(x, 10, 84, 'url(#chr)') +
      circ(x, 10, 77, '#07080a') +
      circ(x, 10, 70, 'url(#dk)', { opacity: 0.55 }) +
      (alt % 2
        ? path(`M${polar(x, 10, 64, 135).join(',')} A64,64 0 1 1 ${polar(x, 10, 64, 45).join(',')}`, 'none', {
            stroke: accent,
            'stroke-width': 3,
            'stroke-opacity': 0.8,
          })
        : '') +
      range(0, 20, 1)
        .map((i) => {
          const d = 135 + i * 13.5;
          return path(`M${polar(x, 10, i % 2 ? 62 : 54, d).join(',')} L${polar(x, 10, 70, d).join(',')}`, 'none', {
            stroke: x < 0 && i > 16 ? '#ff3b30' : '#e6eaee',
            'stroke-width': i % 2 ? 1.6 : 3,
          });
        })
        .join('') +
      path(
        `M${polar(x, 10, 8, deg + 90).join(',')} L${polar(x, 10, 66, deg).join(',')} L${polar(x, 10, 8, deg - 90).join(',')}Z`,
        '#ff5a1f',
      ) +
      circ(x, 10, 12, 'url(#dk)') +
      rect(x - 20, 52, 40, 16, 4, '#101a24');
    const hood =
      'M-196,-50 C-190,-106 -120,-128 0,-128 C120,-128 190,-106 196,-50 L192,84 C190,100 176,110 156,110 L-156,110 C-176,110 -190,100 -192,84Z';
    return (
      path(hood, '#0c0d0f', { transform: 'translate(6,8)' }) +
      path(hood, 'url(#blkV)') +
      path('M-184,-56 C-176,-96 -110,-112 0,-112 C110,-112 176,-96 184,-56 L182,92 L-182,92Z', '#08090b') +
      path('M-196,-50 C-190,-106 -120,-128 0,-128 C120,-128 190,-106 196,-50 C150,-90 -150,-90 -196,-50Z', 'url(#dkV)') +
      gauge(-104, 200) +
      gauge(104, 290) +
      rect(-38, -62, 76, 136, 10, '#12263a') +
      rect(-38, -62, 76, 136, 10, 'url(#lens)', { opacity: 0.6 }) +
      path('M-18,56 L-6,-30 M18,56 L6,-30', 'none', { stroke: '#8fc3ea', 'stroke-width': 3, 'stroke-linecap': 'round' }) +
      rect(-10, 20, 20, 26, 6, '#d7dde4') +
      range(0, 4, 1)
        .map((i) => rect(-30 + i * 12, -52, 9, 8, 2, i < 4 ? accent : '#3a4a5a'))
        .join('') +
      [
        [-150, '#f5a623'],
        [-130, '#2ecc71'],
        [130, '#2ecc71'],
        [150, '#e74c3c'],
      ]
        .map(([x, c]) => circ(x as number, 96, 4, c as string))
        .join('') +
      hi('M-180,-60 C-170,-104 -100,-122 0,-122 C100,-122 170,-104 180,-60', 0.35, 3)
    );
  },
};

export const phoneMount: Art = {
  foot: [70, 190],
  focus: [0, -60],
  tilt: 0.3,
  draw: ({ accent, alt }) => {
    const grip = (s: number) =>
      rect(s > 0 ? 58 : -90, -96, 32, 64, 10, 'url(#blkV)') + rect(s > 0 ? 58 : -78, -90, 20, 52, 6, accent, { opacity: 0.9 });
    return (
      lin(
        'cbScr',
        [
          [0, '#2d3a4a', 1],
          [0.5, '#111822', 1],
          [1, '#1c2633', 1],
        ],
        1,
        1,
      ) +
      rect(-84, -150, 168, 200, 24, 'url(#dkV)') +
      rect(-128, -78, 256, 28, 12, '#0c0d0f', { transform: 'translate(4,5)' }) +
      rect(-128, -78, 256, 28, 12, 'url(#dkV)') +
      rect(-68, -184, 144, 252, 22, '#0b1220', { opacity: 0.2 }) +
      rect(-72, -188, 144, 252, 22, '#0e0f12') +
      rect(-64, -180, 128, 236, 16, 'url(#cbScr)') +
      circ(0, -168, 4, '#05060a') +
      rect(-74, -130, 3, 26, 1, '#2a2d33') +
      path('M-64,-20 L40,-180 L64,-180 L64,-150 L-40,56 L-64,56Z', '#fff', { opacity: 0.07 }) +
      grip(-1) +
      grip(1) +
      rect(-120, -74, 30, 20, 8, 'url(#blk)') +
      rect(90, -74, 30, 20, 8, 'url(#blk)') +
      rect(-52, 54, 28, 20, 6, 'url(#blkV)') +
      rect(24, 54, 28, 20, 6, 'url(#blkV)') +
      rect(-12, 66, 24, 24, 4, 'url(#dk)') +
      rect(-30, 84, 60, 24, 8, 'url(#dkV)') +
      range(-24, 24, 6)
        .map((x) => rect(x, 86, 2.5, 20, 1, '#000', { opacity: 0.35 }))
        .join('') +
      circ(0, 120, 18, alt % 2 ? 'url(#chr)' : 'url(#dk)') +
      path('M-6,180 C-6,196 26,196 26,178 L26,150', 'none', { stroke: 'url(#chr)', 'stroke-width': 6, 'stroke-linecap': 'round' }) +
      rect(-36, 132, 72, 16, 6, 'url(#blkV)') +
      path('M-16,146 L16,146 L11,184 L-11,184Z', 'url(#dk)') +
      rect(-13, 176, 26, 10, 4, accent) +
      hi('M-56,-176 L40,-176', 0.4, 2)
    );
  },
};

export const sunshade: Art = {
  foot: [190, 124],
  focus: [-100, 0],
  tilt: 0.4,
  draw: ({ accent, alt }) => {
    const xs: number[] = [-186];
    for (const w of [6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 12, 20, 28, 34, 38, 42, 44, 46]) xs.push(xs[xs.length - 1]! + w);
    // Ridges (even folds) stand nearer the viewer than valleys, so their ends reach further out.
    const top = xs.map((x, i): [number, number] => [x, i % 2 ? -104 : -118]),
      bot = xs.map((x, i): [number, number] => [x, i % 2 ? 104 : 118]);
    const faces = xs
      .slice(1)
      .map(
        (_, k) =>
          path(poly([top[k]!, top[k + 1]!, bot[k + 1]!, bot[k]!]), k % 2 ? 'url(#aluV)' : 'url(#chrV)') +
          (k % 2 ? path(poly([top[k]!, top[k + 1]!, bot[k + 1]!, bot[k]!]), '#2a2f36', { opacity: 0.35 }) : ''),
      )
      .join('');
    const rim = (pts: [number, number][]) =>
      path(polyline(pts), 'none', { stroke: alt % 2 ? accent : '#1f2226', 'stroke-width': 6, 'stroke-linejoin': 'round' });
    return (
      `<pattern id="cbBub" width="10" height="10" patternUnits="userSpaceOnUse"><circle cx="5" cy="5" r="3" fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="1"/></pattern>` +
      faces +
      path(poly([...top, ...[...bot].reverse()]), 'url(#cbBub)') +
      rim(top) +
      rim(bot) +
      rect(-196, -16, 84, 30, 8, '#0c0d0f', { transform: 'translate(3,4)' }) +
      rect(-196, -16, 84, 30, 8, 'url(#blkV)') +
      rect(-130, -12, 14, 22, 3, '#3a3e45') +
      hi('M-60,-92 L-60,92', 0.4, 3)
    );
  },
};

export const sunVisor: Art = {
  foot: [180, 112],
  focus: [-60, -40],
  tilt: 0.4,
  draw: ({ alt }) => {
    const fabric = alt % 2 ? '#c6bca8' : '#8f959c';
    const pad =
      'M-150,-52 L170,-52 C186,-52 192,-42 192,-26 L186,78 C184,100 168,112 146,112 L-120,112 C-150,112 -170,96 -172,68 L-176,-12 C-178,-38 -168,-52 -150,-52Z';
    return (
      path(pad, '#0c0d0f', { transform: 'translate(6,8)' }) +
      path(pad, fabric) +
      path(pad, 'url(#dkV)', { opacity: 0.22 }) +
      path(pad, W, { opacity: 0.7 }) +
      path(pad, 'none', {
        stroke: '#000',
        'stroke-opacity': 0.22,
        'stroke-width': 3,
        'stroke-dasharray': '6 4',
        transform: 'translate(8,4) scale(.955)',
      }) +
      rect(-170, -56, 356, 12, 6, '#000', { opacity: 0.12 }) +
      rect(-151, -104, 11, 56, 5, 'url(#chr)') +
      rect(-182, -128, 76, 30, 8, '#0c0d0f', { transform: 'translate(4,5)' }) +
      rect(-182, -128, 76, 30, 8, 'url(#blkV)') +
      circ(-166, -113, 5, 'url(#chr)') +
      circ(-122, -113, 5, 'url(#chr)') +
      rect(152, -62, 12, 14, 3, 'url(#chr)') +
      rect(140, -86, 36, 28, 7, 'url(#blkV)') +
      rect(150, -80, 16, 6, 3, '#2a2d33') +
      (alt % 2
        ? rect(-56, -24, 196, 104, 12, '#2a2d33') +
          rect(-48, -16, 180, 88, 8, 'url(#chr)') +
          path('M-10,-16 L30,-16 L-20,72 L-48,72 L-48,52Z', '#fff', { opacity: 0.35 }) +
          rect(-52, -6, 8, 68, 3, 'url(#cbWarm)') +
          rect(136, -6, 8, 68, 3, 'url(#cbWarm)') +
          warm
        : rect(-56, -24, 196, 104, 12, '#1c1e22') +
          rect(-52, -20, 188, 96, 10, 'url(#dkV)') +
          rect(22, 66, 40, 10, 5, '#0c0d0f') +
          hi('M-40,-14 L120,-14', 0.3, 2)) +
      hi('M-150,-46 L170,-46', 0.45, 3)
    );
  },
};
