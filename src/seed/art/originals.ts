// The first drawings of the seed's part images: lamps, fuel parts, body panels, cabin parts, wheels,
// engine parts, fluids and hand tools.
import { type Art, W, circ, circlePath, ell, g, hi, n, ngon, path, polar, poly, range, rect, shade } from './kit';

// ---- lighting -------------------------------------------------------------------------------------
export const headlight: Art = {
  foot: [190, 92],
  focus: [-80, -10],
  tilt: 0.5,
  draw: ({ accent, alt }) => {
    const lens =
      'M-190,-30 C-150,-95 40,-112 170,-100 C196,-97 204,-78 196,-52 L168,52 C160,76 140,84 112,82 L-118,64 C-168,60 -196,24 -190,-30Z';
    const proj = (cx: number, cy: number, r: number) =>
      circ(cx, cy, r + 8, 'url(#dk)') +
      circ(cx, cy, r, 'url(#rfl)') +
      circ(cx, cy, r * 0.58, 'url(#lens)') +
      circ(cx, cy, r * 0.58, 'none', { stroke: 'url(#chr)', 'stroke-width': 4 }) +
      ell(cx - r * 0.2, cy - r * 0.25, r * 0.16, r * 0.1, '#fff', { opacity: 0.85 });
    const facets = (x: number, y: number, w: number, h: number) =>
      rect(x, y, w, h, 14, 'url(#rfl)') +
      range(1, 5, 1)
        .map((i) => rect(x + (w * i) / 6, y + 4, 1.5, h - 8, 0, '#fff', { opacity: 0.55 }))
        .join('') +
      rect(x, y, w, h, 14, 'none', { stroke: 'url(#chr)', 'stroke-width': 3 });
    const drl = 'M-176,-34 C-130,-82 40,-96 166,-86 C180,-84 184,-74 180,-60 L168,-14';
    return (
      path(lens, 'url(#blkV)', { transform: 'translate(12,18)' }) +
      rect(-150, 58, 30, 30, 6, '#1a1c20') +
      rect(120, -120, 34, 26, 6, '#1a1c20') +
      path(lens, 'url(#dkV)') +
      path('M-150,-40 C-100,-70 60,-78 150,-70 L150,-52 C60,-60 -100,-50 -150,-22Z', 'url(#chrV)', { opacity: 0.8 }) +
      (alt % 2
        ? range(0, 2, 1)
            .map((i) => proj(-110 + i * 70, 2 - i * 6, 30))
            .join('') + facets(80, -50, 80, 70)
        : proj(-96, 0, 54) + facets(-14, -40, 150, 70)) +
      path('M-10,44 L130,52 C140,52 146,46 148,38 L150,30 L-8,24Z', 'url(#ambV)', { opacity: 0.85 }) +
      path(drl, 'none', { stroke: accent, 'stroke-width': 18, 'stroke-opacity': 0.35, 'stroke-linecap': 'round' }) +
      path(drl, 'none', { stroke: '#ffffff', 'stroke-width': 6, 'stroke-linecap': 'round' }) +
      path(lens, W, { stroke: 'url(#chrV)', 'stroke-width': 4 }) +
      hi('M-120,30 C-60,50 40,56 120,62', 0.35, 5)
    );
  },
};

const bulb1 = (x: number, y: number, s: number, tint: string) =>
  g(
    `translate(${x},${y}) scale(${s})`,
    path('M-26,-150 C-26,-185 26,-185 26,-150 L26,-28 L-26,-28Z', '#eef2f6', {
      'fill-opacity': 0.55,
      stroke: '#aab3bd',
      'stroke-width': 2,
    }),
    path('M-26,-150 C-26,-185 26,-185 26,-150 L26,-140 L-26,-140Z', tint, { opacity: 0.75 }),
    path('M-10,-28 L-10,-96 M10,-28 L10,-132', 'none', { stroke: '#8f969e', 'stroke-width': 3 }),
    path(
      `M0,-132 ${range(0, 7, 1)
        .map((i) => `l${i % 2 ? -12 : 12},4`)
        .join(' ')}`,
      'none',
      { stroke: '#6b5834', 'stroke-width': 3 },
    ),
    hi('M-15,-150 L-15,-40', 0.9, 4),
    hi('M15,-146 L15,-60', 0.5, 2),
    rect(-32, -30, 64, 24, 3, 'url(#stl)'),
    rect(-64, -8, 128, 13, 3, 'url(#chr)'),
    rect(-36, 5, 72, 62, 6, 'url(#blk)'),
    rect(-28, 66, 56, 30, 4, 'url(#blk)'),
    rect(-18, 96, 8, 44, 2, 'url(#chr)'),
    rect(10, 96, 8, 44, 2, 'url(#chr)'),
  );
export const bulb: Art = {
  foot: [120, 140],
  focus: [0, -100],
  draw: ({ accent, alt }) => (alt % 2 ? bulb1(60, 0, 0.92, accent) + bulb1(-50, 8, 1, accent) : bulb1(0, 0, 1.05, accent)),
};

export const ledBulb: Art = {
  foot: [80, 150],
  focus: [0, -110],
  draw: ({ alt }) =>
    rect(-14, -186, 28, 12, 6, '#c9ced4') +
    rect(-13, -178, 26, 140, 3, '#2a2d33') +
    rect(-13, -178, 6, 140, 2, '#474c55') +
    range(-168, -64, 26)
      .map(
        (y) =>
          circ(0, y + 8, 22, 'url(#glow)', { opacity: 0.6 }) + rect(-9, y, 18, 16, 2, '#ffe27a', { stroke: '#d4a72c', 'stroke-width': 2 }),
      )
      .join('') +
    rect(-34, -40, 68, 34, 4, 'url(#acc)') +
    rect(-64, -8, 128, 12, 3, 'url(#chr)') +
    range(6, 66, 10)
      .map((y) => rect(-42, y, 84, 6, 2, 'url(#alu)'))
      .join('') +
    rect(-30, 6, 60, 70, 3, 'url(#alu)', { opacity: 0.6 }) +
    (alt % 2
      ? path('M-10,78 C-10,120 30,120 30,160 L10,160 C10,130 -30,130 -30,78Z', 'url(#brs)')
      : rect(-44, 78, 88, 64, 8, 'url(#blk)') +
        circ(0, 110, 24, '#0e0f11') +
        range(0, 300, 60)
          .map((d) => path(`M0,110 L${polar(0, 110, 22, d).join(',')} L${polar(0, 110, 22, d + 35).join(',')}Z`, '#4a4f57'))
          .join('')) +
    hi('M-28,-34 L28,-34', 0.7, 2),
};

export const taillight: Art = {
  foot: [190, 95],
  focus: [-60, 0],
  tilt: 0.5,
  draw: ({ alt }) => {
    const shape = 'M-186,-52 L150,-92 C182,-95 198,-72 192,-42 L176,68 C172,88 156,96 134,94 L-168,62 C-190,58 -198,40 -194,18Z';
    return (
      path(shape, 'url(#blkV)', { transform: 'translate(12,16)' }) +
      path(shape, 'url(#redV)') +
      range(-30, 60, 18)
        .map((y) => path(`M-170,${y + 6} L150,${y - 18} L148,${y - 10} L-170,${y + 14}Z`, '#7a0a0e', { opacity: 0.45 }))
        .join('') +
      (alt % 2
        ? path('M-140,-34 C-60,-50 60,-64 150,-70 C160,-40 150,10 140,60', 'none', {
            stroke: '#ffd1cc',
            'stroke-width': 8,
            'stroke-linecap': 'round',
          })
        : path('M-150,-22 L140,-58 M-150,40 L120,64', 'none', { stroke: '#ffd1cc', 'stroke-width': 7, 'stroke-linecap': 'round' })) +
      path('M30,-14 L150,-30 C160,-31 164,-24 162,-16 L158,6 C157,13 152,16 144,17 L30,26Z', 'url(#rfl)') +
      path('M30,-14 L150,-30 C160,-31 164,-24 162,-16 L158,6 C157,13 152,16 144,17 L30,26Z', 'none', {
        stroke: 'url(#chr)',
        'stroke-width': 3,
      }) +
      path(shape, W, { stroke: '#3a0406', 'stroke-width': 3 }) +
      hi('M-170,-42 L140,-82', 0.7, 5)
    );
  },
};

// ---- fuel -----------------------------------------------------------------------------------------
export const fuelPump: Art = {
  foot: [80, 176],
  focus: [0, -110],
  draw: ({ alt }) =>
    `<pattern id="mesh" width="8" height="8" patternUnits="userSpaceOnUse"><path d="M0,0 L8,8 M8,0 L0,8" stroke="#b9bcb2" stroke-width="1.2"/></pattern>` +
    path('M-58,80 L58,80 L70,150 C70,178 -70,178 -70,150Z', '#f1f2ec') +
    path('M-58,80 L58,80 L70,150 C70,178 -70,178 -70,150Z', 'url(#mesh)') +
    rect(-56, -118, 112, 205, 10, 'url(#stl)') +
    rect(-58, -96, 116, 10, 3, 'url(#chr)') +
    rect(-58, 40, 116, 10, 3, 'url(#chr)') +
    rect(-62, -150, 124, 38, 8, alt % 2 ? 'url(#blk)' : 'url(#acc)') +
    rect(-44, -190, 38, 44, 6, 'url(#blk)') +
    rect(-38, -184, 26, 14, 3, '#050607') +
    rect(14, -205, 18, 60, 3, 'url(#chr)') +
    range(-200, -170, 10)
      .map((y) => rect(11, y, 24, 5, 2, 'url(#chr)'))
      .join('') +
    hi('M-36,-110 L-36,78', 0.6, 6),
};

export const injector: Art = {
  foot: [60, 178],
  focus: [10, -110],
  draw: ({ accent, alt }) =>
    rect(-17, -196, 34, 34, 4, 'url(#chr)') +
    rect(-23, -182, 46, 14, 7, alt % 2 ? '#2b2e33' : shade(accent, -0.35)) +
    path('M-28,-162 L28,-162 L30,24 L-30,24Z', 'url(#acc)') +
    rect(-31, -120, 62, 6, 2, '#000', { opacity: 0.25 }) +
    rect(22, -140, 72, 56, 8, 'url(#blkV)') +
    rect(62, -132, 26, 40, 4, '#050607') +
    path('M-30,24 L30,24 L26,120 L14,150 L-14,150 L-26,120Z', 'url(#stl)') +
    rect(-24, 120, 48, 14, 7, '#2b2e33') +
    rect(-11, 150, 22, 22, 4, 'url(#chr)') +
    rect(-4, 170, 8, 8, 2, '#3a3f45') +
    hi('M-18,-156 L-18,16', 0.65, 5),
};

export const fuelFilter: Art = {
  foot: [200, 70],
  focus: [110, 0],
  tilt: 0.5,
  draw: () =>
    rect(-200, -12, 70, 24, 6, 'url(#chrV)') +
    rect(130, -12, 70, 24, 6, 'url(#chrV)') +
    rect(-182, -18, 10, 36, 3, 'url(#chrV)') +
    rect(172, -18, 10, 36, 3, 'url(#chrV)') +
    rect(-145, -66, 290, 132, 30, 'url(#stlV)') +
    rect(-100, -62, 150, 124, 4, 'url(#accV)') +
    path('M-70,0 L10,0 M-6,-14 L14,0 L-6,14', 'none', {
      stroke: '#fff',
      'stroke-width': 8,
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
    }) +
    rect(-145, -66, 290, 132, 30, W) +
    hi('M-120,-46 L120,-46', 0.7, 6),
};

// ---- body -----------------------------------------------------------------------------------------
export const mirror: Art = {
  foot: [180, 128],
  focus: [60, -20],
  tilt: 0.5,
  draw: ({ alt }) => {
    const shell = 'M-140,-86 C-90,-118 130,-116 176,-80 C200,-58 196,42 170,78 C140,112 -90,112 -130,80 C-162,50 -168,-60 -140,-86Z';
    return (
      path('M-196,40 L-140,16 L-132,118 L-192,128Z', 'url(#blk)') +
      path('M-160,-20 L-120,-40 L-110,60 L-156,70Z', 'url(#blkV)') +
      (alt % 2
        ? path(shell, 'url(#paint)') +
          path(
            'M-118,-66 C-70,-92 120,-92 160,-62 C180,-40 176,36 156,62 C130,90 -80,92 -112,66 C-140,40 -144,-46 -118,-66Z',
            'url(#lens)',
            { opacity: 0.9 },
          ) +
          path('M-60,-80 L40,-82 L-80,76 L-120,60Z', '#fff', { opacity: 0.18 })
        : path(shell, 'url(#paint)') +
          path('M-120,-74 C-60,-104 110,-104 160,-70 C100,-80 -60,-76 -128,-44Z', '#fff', { opacity: 0.4 }) +
          path('M40,92 C110,90 160,70 180,36', 'none', { stroke: 'url(#amb)', 'stroke-width': 11, 'stroke-linecap': 'round' })) +
      path(shell, 'none', { stroke: '#000', 'stroke-opacity': 0.25, 'stroke-width': 2 })
    );
  },
};

export const bumper: Art = {
  solo: true,
  foot: [200, 98],
  focus: [120, 20],
  tilt: 0.3,
  draw: () => {
    const body =
      'M-200,-56 C-192,-86 -120,-94 0,-94 C120,-94 192,-86 200,-56 L196,40 C190,70 170,80 140,82 L-140,82 C-170,80 -190,70 -196,40Z';
    const hexes = `<pattern id="hc" width="14" height="12" patternUnits="userSpaceOnUse"><path d="M0,0 L14,0 L14,12 L0,12Z" fill="#0d0e10"/><path d="${ngon(7, 6, 5.5, 6)}" fill="#2c3036"/></pattern>`;
    const fog = (x: number) =>
      path(`M${x - 32},0 L${x + 32},-6 L${x + 28},46 L${x - 30},50Z`, '#121417') +
      circ(x, 22, 16, 'url(#rfl)') +
      circ(x, 22, 16, 'none', { stroke: 'url(#chr)', 'stroke-width': 3 });
    return (
      hexes +
      path(body, 'url(#paint)') +
      path('M-192,-62 C-150,-84 150,-84 192,-62 C150,-74 -150,-74 -192,-62Z', '#fff', { opacity: 0.5 }) +
      rect(-110, -64, 220, 32, 14, '#121417') +
      rect(-106, -60, 212, 24, 10, 'url(#hc)') +
      path('M-118,-10 L118,-10 L132,62 L-132,62Z', '#121417') +
      path('M-112,-4 L112,-4 L124,56 L-124,56Z', 'url(#hc)') +
      fog(-162) +
      fog(162) +
      path('M-150,82 L150,82 L138,98 L-138,98Z', 'url(#blkV)') +
      hi('M-180,-40 C-120,-52 120,-52 180,-40', 0.35, 3)
    );
  },
};

export const door: Art = {
  solo: true,
  foot: [170, 172],
  focus: [80, 0],
  draw: () => {
    const panel = 'M-176,-44 L176,-44 L170,150 C168,164 156,172 140,172 L-150,172 C-166,172 -176,160 -176,146Z';
    return (
      path('M-150,-44 L-54,-176 L150,-182 L168,-44Z', 'url(#blkV)') +
      path('M-132,-50 L-46,-164 L140,-168 L154,-50Z', 'url(#lens)') +
      path('M-40,-160 L20,-164 L-80,-52 L-120,-52Z', '#fff', { opacity: 0.22 }) +
      path(panel, 'url(#paint)') +
      path('M-176,4 L176,0 L176,10 L-176,16Z', '#fff', { opacity: 0.45 }) +
      path('M-176,16 L176,10 L176,30 L-176,36Z', '#000', { opacity: 0.12 }) +
      rect(66, -22, 74, 14, 7, 'url(#chrV)') +
      rect(-176, -50, 352, 8, 3, 'url(#chrV)') +
      path(panel, 'none', { stroke: '#000', 'stroke-opacity': 0.25, 'stroke-width': 2 })
    );
  },
};

export const grille: Art = {
  solo: true,
  foot: [190, 96],
  focus: [0, 0],
  tilt: 0.5,
  draw: ({ alt }) => {
    const frame =
      'M-190,-70 C-190,-88 -176,-96 -160,-96 L160,-96 C176,-96 190,-88 190,-70 L176,60 C172,80 158,90 140,90 L-140,90 C-158,90 -172,80 -176,60Z';
    const slats =
      alt % 2
        ? range(-72, 64, 22)
            .map((y) => rect(-172, y, 344, 8, 4, 'url(#chrV)'))
            .join('')
        : range(-160, 160, 26)
            .map((x) => rect(x - 4, -82, 8, 160, 4, 'url(#chr)'))
            .join('');
    return (
      path(frame, 'url(#chrV)') +
      path('M-174,-72 L174,-72 L162,62 C160,72 150,76 140,76 L-140,76 C-150,76 -160,72 -162,62Z', '#0f1012') +
      slats +
      circ(0, -6, 30, 'url(#chr)') +
      circ(0, -6, 23, 'url(#accR)') +
      hi('M-170,-86 L170,-86', 0.7, 4)
    );
  },
};

// ---- interior -------------------------------------------------------------------------------------
export const steering: Art = {
  solo: true,
  foot: [180, 190],
  focus: [80, 60],
  tilt: 0.6,
  draw: ({ accent, alt }) => {
    const spoke = (deg: number, buttons: boolean) =>
      g(
        `rotate(${deg})`,
        path('M-40,40 C-30,52 -26,70 -24,100 L-18,158 L18,158 L24,100 C26,70 30,52 40,40Z', 'url(#blk)'),
        path('M-16,96 L16,96 L14,150 L-14,150Z', alt % 2 ? 'url(#chr)' : 'url(#dk)'),
        buttons
          ? range(0, 1, 1)
              .map((i) => rect(-22 + i * 24, 56, 20, 16, 5, '#2b2f35', { stroke: '#4a5058', 'stroke-width': 1.5 }))
              .join('')
          : '',
      );
    const pad = 'M-74,-44 C-74,-80 74,-80 74,-44 L66,44 C60,74 -60,74 -66,44Z';
    return (
      circ(0, 0, 172, 'none', { stroke: '#0e0f11', 'stroke-width': 42 }) +
      circ(0, 0, 172, 'none', { stroke: 'url(#blkV)', 'stroke-width': 34 }) +
      circ(0, 0, 160, 'none', { stroke: '#fff', 'stroke-opacity': 0.08, 'stroke-width': 3 }) +
      circ(0, 0, 172, 'none', { stroke: accent, 'stroke-width': 2.5, 'stroke-dasharray': '7 5' }) +
      path('M-9,-192 L9,-192 L9,-152 L-9,-152Z', accent) +
      spoke(0, false) +
      spoke(98, true) +
      spoke(-98, true) +
      path(pad, '#0c0d0f', { transform: 'translate(0,6)' }) +
      path(pad, 'url(#blkV)') +
      path(pad, W, { opacity: 0.7 }) +
      path('M-60,10 C-20,18 20,18 60,10', 'none', { stroke: '#000', 'stroke-opacity': 0.35, 'stroke-width': 3 }) +
      ell(0, -18, 24, 15, 'url(#chr)') +
      ell(0, -18, 15, 8, accent, { opacity: 0.9 }) +
      hi('M-150,-90 C-100,-160 80,-170 140,-110', 0.3, 5)
    );
  },
};

export const seat: Art = {
  solo: true,
  foot: [150, 172],
  focus: [100, -60],
  draw: ({ accent, alt }) => {
    const back = 'M40,124 C26,40 46,-84 76,-142 C88,-164 150,-166 162,-140 C170,-90 162,30 144,126Z';
    const insert = 'M66,100 C58,20 76,-84 98,-124 C108,-138 136,-138 142,-122 C146,-74 138,20 124,104Z';
    const cush =
      'M-158,104 C-166,66 -146,52 -112,56 L64,72 C96,74 114,88 116,108 L112,134 C110,144 100,148 88,148 L-134,148 C-150,148 -158,138 -158,124Z';
    const top = 'M-150,86 C-146,68 -126,64 -104,66 L60,80 C84,82 100,90 104,102 L-152,104Z';
    const fill = alt % 2 ? 'url(#acc)' : '#3a3e45';
    const stitch = { stroke: accent, 'stroke-width': 2.5, 'stroke-dasharray': '6 4' };
    return (
      rect(-140, 158, 254, 10, 4, 'url(#stlV)') +
      rect(-120, 150, 16, 14, 2, '#2a2d33') +
      rect(80, 150, 16, 14, 2, '#2a2d33') +
      rect(98, -198, 10, 52, 3, 'url(#chr)') +
      rect(126, -198, 10, 52, 3, 'url(#chr)') +
      path('M80,-162 C74,-200 98,-218 130,-216 C162,-214 172,-188 164,-162 C144,-150 100,-150 80,-162Z', 'url(#blkV)') +
      path('M92,-176 C96,-198 156,-200 156,-176', 'none', { stroke: accent, 'stroke-width': 2.5, 'stroke-dasharray': '6 4' }) +
      path(back, 'url(#blk)') +
      path(insert, fill) +
      path(insert, 'none', stitch) +
      range(0, 3, 1)
        .map((i) =>
          path(`M${72 - i * 3},${-40 + i * 40} L${138 - i * 3},${-36 + i * 40}`, 'none', {
            stroke: '#000',
            'stroke-opacity': 0.35,
            'stroke-width': 3,
          }),
        )
        .join('') +
      path(cush, 'url(#blkV)') +
      path(top, fill) +
      path('M-146,96 L100,100', 'none', stitch) +
      path('M-40,114 L124,114 L126,150 L-40,150Z', 'url(#dkV)') +
      circ(96, 128, 12, 'url(#chr)') +
      hi('M86,-136 C68,-92 54,-10 50,84', 0.3, 6) +
      hi('M-146,72 C-110,62 40,66 92,78', 0.3, 4)
    );
  },
};

export const gearKnob: Art = {
  foot: [150, 170],
  focus: [0, -110],
  draw: ({ accent, alt }) =>
    path('M-150,150 L150,150 L130,178 L-130,178Z', 'url(#blkV)') +
    rect(-150, 138, 300, 16, 4, alt % 2 ? 'url(#chrV)' : 'url(#dkV)') +
    path('M-130,140 C-110,60 -50,-10 -26,-40 L26,-40 C50,-10 110,60 130,140Z', 'url(#blk)') +
    path('M-96,110 C-60,80 60,80 96,110 M-64,60 C-30,40 30,40 64,60 M-40,14 C-20,4 20,4 40,14', 'none', {
      stroke: '#000',
      'stroke-opacity': 0.5,
      'stroke-width': 5,
    }) +
    path('M-128,136 C-108,58 -50,-10 -26,-40 M128,136 C108,58 50,-10 26,-40', 'none', {
      stroke: accent,
      'stroke-width': 2.5,
      'stroke-dasharray': '6 4',
    }) +
    rect(-18, -62, 36, 26, 4, 'url(#chr)') +
    path('M-60,-120 C-62,-176 62,-176 60,-120 C58,-80 34,-60 0,-60 C-34,-60 -58,-80 -60,-120Z', alt % 2 ? 'url(#chr)' : 'url(#blk)') +
    rect(-44, -78, 88, 10, 5, accent) +
    ell(0, -150, 42, 12, 'url(#chrV)') +
    ell(-22, -134, 16, 9, '#fff', { opacity: 0.55 }),
};

const mat =
  'M-140,-180 L120,-180 C150,-180 160,-160 160,-130 L150,150 C148,175 130,185 100,185 L-110,180 C-140,178 -160,160 -158,130 L-160,-150 C-160,-170 -152,-180 -140,-180Z';
export const floorMat: Art = {
  solo: true,
  foot: [150, 180],
  focus: [60, 100],
  tilt: 1,
  lie: true,
  shadow:
    path(mat, '#0b1220', { 'fill-opacity': 0.1, transform: 'rotate(-8) translate(10,14) scale(1.03)' }) +
    path(mat, '#0b1220', { 'fill-opacity': 0.12, transform: 'rotate(-8) translate(5,7)' }),
  draw: ({ accent, alt }) => {
    return g(
      'rotate(-8)',
      path(mat, '#0d0e10', { transform: 'translate(8,10)' }),
      path(mat, 'url(#blk)'),
      ...range(-150, 40, 24).map(
        (y) =>
          path(`M-128,${y} L128,${y + (alt % 2 ? 10 : 0)}`, 'none', {
            stroke: '#000',
            'stroke-width': 9,
            'stroke-linecap': 'round',
            opacity: 0.7,
          }) +
          path(`M-128,${y + 5} L128,${y + 5 + (alt % 2 ? 10 : 0)}`, 'none', {
            stroke: '#4a4f57',
            'stroke-width': 2,
            'stroke-linecap': 'round',
          }),
      ),
      rect(10, 70, 120, 92, 10, '#1f2226'),
      ...range(20, 110, 16).flatMap((x) => range(80, 150, 16).map((y) => rect(x, y, 10, 10, 2, '#34383f'))),
      path(mat, 'none', { stroke: accent, 'stroke-width': 7 }),
    );
  },
};

// ---- wheels ---------------------------------------------------------------------------------------
const FINISH = ['url(#alu)', 'url(#dk)', 'url(#chr)', 'url(#brs)'];
function wheelFace(alt: number, caliper: boolean) {
  const fin = FINISH[alt % FINISH.length]!;
  const style = alt % 4;
  const count = [5, 10, 6, 7][style]!;
  const spokes = range(0, count - 1, 1)
    .map((i) => {
      const a = (i * 360) / count - 90;
      const sp =
        style === 0
          ? path('M-6,-36 L-20,-126 L-4,-126 L4,-36Z M6,-36 L20,-126 L4,-126 L-4,-36Z', fin)
          : style === 3
            ? path('M-12,-38 C-30,-80 -20,-110 -34,-128 L2,-128 C-4,-100 -6,-70 12,-38Z', fin)
            : path(
                `M-${style === 1 ? 7 : 11},-38 L-${style === 1 ? 12 : 22},-128 L${style === 1 ? 12 : 22},-128 L${style === 1 ? 7 : 11},-38Z`,
                fin,
              );
      return g(`rotate(${a + 90})`, sp);
    })
    .join('');
  return (
    circ(0, 0, 190, 'url(#tyre)') +
    circ(0, 0, 176, 'none', { stroke: '#33373d', 'stroke-width': 2 }) +
    circ(0, 0, 188, 'none', { stroke: '#08090a', 'stroke-width': 6, 'stroke-dasharray': '5 7' }) +
    circ(0, 0, 136, 'url(#chrV)') +
    circ(0, 0, 126, '#16181b') +
    circ(0, 0, 100, 'url(#disc)') +
    range(0, 330, 30)
      .map((d) => circ(...polar(0, 0, 80, d), 3.5, '#3b4047'))
      .join('') +
    circ(0, 0, 56, '#5d636b') +
    (caliper
      ? path('M-108,-40 A115,115 0 0 1 -40,-108 L-28,-76 A81,81 0 0 0 -76,-28Z', 'url(#acc)', { stroke: '#000', 'stroke-opacity': 0.3 })
      : '') +
    spokes +
    circ(0, 0, 130, 'none', { stroke: '#000', 'stroke-opacity': 0.35, 'stroke-width': 4 }) +
    circ(0, 0, 44, fin) +
    range(0, 4, 1)
      .map((i) => path(ngon(...polar(0, 0, 30, i * 72 - 90), 6, 6), 'url(#chr)'))
      .join('') +
    circ(0, 0, 17, '#1b1d21') +
    circ(0, 0, 17, 'none', { stroke: 'url(#acc)', 'stroke-width': 3 }) +
    hi('M-150,-80 A170,170 0 0 1 -80,-150', 0.22, 8)
  );
}
export const wheel: Art = { foot: [150, 190], focus: [-60, -60], tilt: 1.4, draw: ({ alt }) => wheelFace(alt, true) };

export const wheel34: Art = {
  foot: [180, 190],
  focus: [40, -60],
  draw: ({ alt }) => {
    const d = 70;
    const tread = range(-180, 180, 15)
      .map((y) => {
        const k = Math.sqrt(1 - (y / 190) ** 2) * 114;
        return path(`M${n(-d - k + 6)},${y} L${n(-k - 4)},${y + 5}`, 'none', { stroke: '#060708', 'stroke-width': 4 });
      })
      .join('');
    return g(
      'translate(34,0)',
      ell(-d, 0, 114, 190, '#111214'),
      rect(-d, -190, d, 380, 0, 'url(#blkV)'),
      ell(-d, 0, 114, 190, 'none', { stroke: '#23262a', 'stroke-width': 2 }),
      tread,
      g('scale(0.6,1)', wheelFace(alt, false)),
    );
  },
};

export const tyre: Art = {
  foot: [170, 190],
  focus: [-60, -40],
  draw: ({ accent, alt }) => {
    const d = 84,
      rx = 112;
    const blocks = range(-78, 78, 8)
      .map((deg, i) => {
        const th = (deg * Math.PI) / 180,
          th2 = ((deg + 6) * Math.PI) / 180;
        const y1 = 190 * Math.sin(th),
          y2 = 190 * Math.sin(th2),
          k1 = rx * Math.cos(th),
          k2 = rx * Math.cos(th2);
        const seg = (a: number, b: number) =>
          poly([
            [-k1 - d * a, y1],
            [-k1 - d * b, y1],
            [-k2 - d * b, y2],
            [-k2 - d * a, y2],
          ]);
        return path(i % 2 ? seg(0.06, 0.46) + seg(0.54, 0.94) : seg(0.06, 0.3) + seg(0.38, 0.7) + seg(0.78, 0.94), '#2c3035');
      })
      .join('');
    return g(
      'translate(46,0)',
      ell(-d, 0, rx, 190, '#0b0c0d'),
      rect(-d, -190, d, 380, 0, '#0d0e10'),
      blocks,
      ell(0, 0, rx, 190, 'url(#tyre)'),
      ell(0, 0, rx * 0.86, 190 * 0.86, 'none', { stroke: '#34383e', 'stroke-width': 2 }),
      alt % 2 ? ell(0, 0, rx * 0.75, 190 * 0.75, 'none', { stroke: accent, 'stroke-width': 4 }) : '',
      ell(0, 0, rx * 0.64, 190 * 0.64, '#1f2226'),
      ell(-d * 0.55, 0, rx * 0.6, 190 * 0.6, '#0a0a0b'),
      path(`M${-rx * 0.6},-40 A${rx * 0.64},${190 * 0.64} 0 0 1 0,${-190 * 0.64}`, 'none', {
        stroke: '#fff',
        'stroke-opacity': 0.18,
        'stroke-width': 6,
      }),
      path(`M${-rx * 0.9},-110 A${rx},190 0 0 1 -10,-188`, 'none', { stroke: '#fff', 'stroke-opacity': 0.14, 'stroke-width': 10 }),
    );
  },
};

// ---- engine ---------------------------------------------------------------------------------------
export const piston: Art = {
  foot: [90, 185],
  focus: [0, -110],
  draw: ({ alt }) =>
    path('M-22,-60 L22,-60 L38,84 L-38,84Z', 'url(#stl)') +
    path('M-9,-40 L9,-40 L16,70 L-16,70Z', '#6c737c') +
    circ(0, 124, 62, 'url(#stl)') +
    circ(0, 124, 40, '#25292e') +
    circ(0, 124, 40, 'none', { stroke: 'url(#brs)', 'stroke-width': 6 }) +
    rect(-74, 104, 16, 76, 3, 'url(#chr)') +
    rect(58, 104, 16, 76, 3, 'url(#chr)') +
    rect(-64, 150, 128, 4, 1, '#3b4047') +
    path('M-92,-168 C-60,-178 60,-178 92,-168 L92,-128 L-92,-128Z', 'url(#alu)') +
    range(-156, -132, 10)
      .map((y) => rect(-92, y, 184, 4, 1, '#3b4047'))
      .join('') +
    path('M-88,-124 L88,-124 L80,-22 C60,-6 -60,-6 -80,-22Z', 'url(#alu)') +
    (alt % 2 ? '' : rect(-58, -108, 116, 70, 12, '#4d535b', { opacity: 0.6 })) +
    circ(0, -62, 26, 'url(#chr)') +
    circ(0, -62, 12, '#2a2e34') +
    hi('M-66,-118 L-60,-30', 0.7, 6),
};

const volute = (cx: number, cy: number, r0: number, grow: number) =>
  poly(range(0, 340, 6).map((deg) => polar(cx, cy, r0 + (deg * grow) / 340, deg - 90)));
export const turbo: Art = {
  solo: true,
  foot: [190, 150],
  focus: [60, -20],
  draw: ({ alt }) => {
    const blades = range(0, 330, 30)
      .map((d) =>
        path(
          `M60,-10 Q${polar(60, -10, 40, d + 30).join(',')} ${polar(60, -10, 58, d + 60).join(',')} L${polar(60, -10, 58, d + 70).join(',')} Q${polar(60, -10, 30, d + 40).join(',')} 60,-10Z`,
          'url(#alu)',
          { stroke: '#5d646e', 'stroke-width': 1 },
        ),
      )
      .join('');
    const iron = alt % 2 ? '#3b3f45' : '#5a4136';
    return (
      rect(-186, 112, 110, 40, 6, 'url(#dkV)') +
      [-172, -98].map((x) => circ(x, 132, 7, 'url(#chr)')).join('') +
      path(volute(-110, 40, 74, 34), iron) +
      path(volute(-110, 40, 74, 34), 'url(#dkV)', { opacity: 0.55 }) +
      circ(-110, 40, 44, 'url(#dk)') +
      circ(-110, 40, 32, '#0d0e10') +
      rect(-70, -30, 80, 84, 8, 'url(#stlV)') +
      rect(-52, -34, 12, 92, 3, 'url(#chrV)') +
      rect(60, -168, 120, 56, 0, 'url(#aluV)') +
      rect(170, -176, 24, 72, 6, 'url(#chrV)') +
      path(volute(60, -10, 108, 48), 'url(#alu)') +
      path(volute(60, -10, 108, 48), 'url(#aluV)', { opacity: 0.45 }) +
      circ(60, -10, 80, 'url(#chr)') +
      circ(60, -10, 66, '#15171a') +
      blades +
      circ(60, -10, 12, 'url(#chr)') +
      rect(-150, -120, 96, 48, 24, 'url(#acc)') +
      rect(-60, -102, 70, 8, 3, 'url(#chr)') +
      hi('M10,-96 A100,100 0 0 1 130,-90', 0.6, 6)
    );
  },
};

export const brakeDisc: Art = {
  foot: [185, 185],
  focus: [110, -60],
  tilt: 1,
  draw: ({ alt }) =>
    circ(0, 0, 182, 'url(#disc)') +
    circ(0, 0, 182, 'none', { stroke: '#6d747c', 'stroke-width': 3 }) +
    range(120, 176, 8)
      .map((r) => circ(0, 0, r, 'none', { stroke: '#fff', 'stroke-opacity': 0.12, 'stroke-width': 1 }))
      .join('') +
    (alt % 2
      ? range(0, 340, 20)
          .map((d) => circ(...polar(0, 0, 120 + (d % 40 ? 22 : 0), d), 6, '#2f3339'))
          .join('')
      : range(0, 330, 30)
          .map((d) =>
            path(`M${polar(0, 0, 112, d).join(',')} A150,150 0 0 1 ${polar(0, 0, 166, d + 18).join(',')}`, 'none', {
              stroke: '#3d4249',
              'stroke-width': 5,
              'stroke-linecap': 'round',
            }),
          )
          .join('')) +
    circ(0, 0, 96, '#5b6169') +
    circ(0, 0, 86, 'url(#dk)') +
    range(0, 288, 72)
      .map((d) => circ(...polar(0, 0, 52, d - 90), 10, '#15171a'))
      .join('') +
    circ(0, 0, 30, '#101113') +
    path('M94,-142 A170,170 0 0 1 166,-40 L200,-56 C206,-80 180,-150 128,-176 Z', 'url(#acc)') +
    path('M94,-142 A170,170 0 0 1 166,-40 L130,-30 A136,136 0 0 0 72,-112Z', 'url(#acc)') +
    circ(156, -120, 7, 'url(#chr)') +
    circ(104, -164, 7, 'url(#chr)') +
    hi('M100,-150 A170,170 0 0 1 160,-60', 0.5, 4),
};

export const sparkPlug: Art = {
  foot: [60, 190],
  focus: [0, 70],
  draw: ({ accent }) =>
    rect(-12, -196, 24, 26, 4, 'url(#chr)') +
    rect(-16, -174, 32, 10, 3, 'url(#chr)') +
    path('M-18,-166 L18,-166 L26,-36 L-26,-36Z', 'url(#cer)') +
    range(-160, -110, 14)
      .map((y) => rect(-22, y, 44, 7, 3, 'url(#cer)'))
      .join('') +
    rect(-24, -70, 48, 8, 2, accent) +
    path('M-44,-36 L44,-36 L44,18 L-44,18Z', 'url(#chr)') +
    rect(-15, -36, 30, 54, 0, '#fff', { opacity: 0.25 }) +
    rect(-46, 18, 92, 10, 4, 'url(#stl)') +
    rect(-26, 28, 52, 110, 2, 'url(#stl)') +
    range(32, 130, 9)
      .map((y) => path(`M-26,${y + 6} L26,${y}`, 'none', { stroke: '#4e555e', 'stroke-width': 3 }))
      .join('') +
    rect(-4, 138, 8, 26, 2, '#8b7a5a') +
    path('M18,138 L18,178 L-10,178 L-10,168 L8,168 L8,138Z', 'url(#stl)'),
};

// ---- oils -----------------------------------------------------------------------------------------
const drop = (x: number, y: number, s: number) =>
  path(
    `M${x},${y - 30 * s} C${x + 20 * s},${y} ${x + 30 * s},${y + 15 * s} ${x + 30 * s},${y + 30 * s} A${30 * s},${30 * s} 0 0 1 ${x - 30 * s},${y + 30 * s} C${x - 30 * s},${y + 15 * s} ${x - 20 * s},${y} ${x},${y - 30 * s}Z`,
    'url(#brs)',
  );
export const canister: Art = {
  foot: [170, 195],
  focus: [0, 40],
  draw: ({ alt }) => {
    const body =
      'M-130,-120 L10,-120 L34,-164 L148,-164 C164,-164 170,-152 170,-136 L170,172 C170,187 160,196 145,196 L-125,196 C-143,196 -150,186 -150,172 L-150,-100 C-150,-112 -142,-120 -130,-120Z';
    const hole =
      'M64,-146 L138,-146 C146,-146 150,-140 150,-132 L150,-96 C150,-88 146,-84 138,-84 L64,-84 C56,-84 52,-88 52,-96 L52,-132 C52,-140 56,-146 64,-146Z';
    const fill = alt % 2 ? 'url(#blk)' : 'url(#acc)';
    return (
      rect(-110, -150, 70, 34, 6, '#2a2d33') +
      rect(-116, -186, 82, 40, 8, alt % 2 ? 'url(#acc)' : 'url(#blk)') +
      range(-108, -44, 10)
        .map((x) => rect(x, -182, 4, 32, 2, '#000', { opacity: 0.25 }))
        .join('') +
      path(`${body} ${hole}`, fill, { 'fill-rule': 'evenodd' }) +
      rect(-146, -90, 14, 260, 5, '#d99a2b', { opacity: 0.8 }) +
      rect(-120, -50, 270, 210, 16, 'url(#lbl)') +
      path(
        'M-120,60 C-40,20 60,110 150,40 L150,144 C150,154 144,160 134,160 L-104,160 C-114,160 -120,154 -120,144Z',
        alt % 2 ? 'url(#accV)' : '#1d2026',
      ) +
      drop(15, 0, 1.1) +
      rect(-80, 120, 80, 8, 4, '#fff', { opacity: 0.8 }) +
      path(`${body} ${hole}`, 'url(#gls)', { 'fill-rule': 'evenodd', opacity: 0.6 }) +
      hi('M-132,-104 L-132,160', 0.5, 5)
    );
  },
};

export const bottle: Art = {
  foot: [80, 195],
  focus: [0, -100],
  draw: ({ alt }) => {
    const body =
      'M-76,-80 C-76,-120 -40,-134 -14,-140 L-14,-156 L30,-156 L30,-136 C60,-128 76,-110 76,-80 L76,176 C76,188 68,196 56,196 L-56,196 C-68,196 -76,188 -76,176Z';
    return (
      rect(-18, -192, 52, 40, 8, alt % 2 ? 'url(#blk)' : 'url(#acc)') +
      path(body, alt % 2 ? 'url(#acc)' : 'url(#blk)') +
      rect(-66, -30, 132, 170, 10, 'url(#lbl)') +
      drop(0, 40, 0.9) +
      rect(-66, 100, 132, 40, 0, alt % 2 ? '#1d2026' : 'url(#acc)') +
      path(body, 'url(#gls)', { opacity: 0.55 }) +
      hi('M-58,-70 L-58,180', 0.5, 6)
    );
  },
};

export const oilFilter: Art = {
  foot: [95, 150],
  focus: [0, -100],
  draw: ({ alt }) =>
    rect(-94, 118, 188, 14, 6, '#17191c') +
    rect(-96, 100, 192, 22, 6, 'url(#stl)') +
    rect(-90, -124, 180, 228, 10, 'url(#acc)') +
    ell(0, -124, 90, 20, 'url(#accV)') +
    range(-80, 80, 12)
      .map((x) => rect(x, -122, 5, 46, 2, '#000', { opacity: 0.22 }))
      .join('') +
    rect(-90, -52, 180, 110, 0, alt % 2 ? 'url(#lbl)' : '#1d2026') +
    rect(-90, 30, 180, 14, 0, 'url(#acc)', { opacity: 0.9 }) +
    rect(-90, -124, 180, 228, 10, 'url(#gls)', { opacity: 0.5 }) +
    hi('M-62,-110 L-62,96', 0.55, 6),
};

export const sprayCan: Art = {
  foot: [70, 180],
  focus: [0, -120],
  draw: ({ alt }) =>
    rect(-62, -118, 124, 296, 14, 'url(#chr)') +
    rect(-62, -96, 124, 254, 4, alt % 2 ? 'url(#acc)' : 'url(#blk)') +
    rect(-62, 40, 124, 60, 0, 'url(#lbl)') +
    drop(0, 60, 0.6) +
    path('M-62,-118 C-62,-150 62,-150 62,-118Z', 'url(#chr)') +
    rect(-40, -190, 80, 56, 10, alt % 2 ? 'url(#blk)' : 'url(#acc)') +
    rect(-10, -204, 26, 18, 4, '#e8eaed') +
    rect(14, -198, 10, 6, 2, '#2a2d33') +
    hi('M-42,-90 L-42,160', 0.5, 7),
};

// ---- tools ----------------------------------------------------------------------------------------
function openJaw(cx: number, cy: number, R: number, w: number, dirDeg: number) {
  const s = (Math.asin(w / R) * 180) / Math.PI;
  const d = (dirDeg * Math.PI) / 180;
  const [ux, uy, px, py] = [Math.cos(d), Math.sin(d), -Math.sin(d), Math.cos(d)];
  const p1 = polar(cx, cy, R, dirDeg + s),
    p2 = polar(cx, cy, R, dirDeg - s);
  const b1: [number, number] = [cx - ux * 4 + px * w, cy - uy * 4 + py * w],
    b2: [number, number] = [cx - ux * 4 - px * w, cy - uy * 4 - py * w];
  return `M${n(p1[0])},${n(p1[1])} A${R},${R} 0 1,1 ${n(p2[0])},${n(p2[1])} L${n(b2[0])},${n(b2[1])} L${n(b1[0])},${n(b1[1])}Z`;
}
const wrenchH = (alt: number) =>
  path('M-124,-22 L120,-17 L120,17 L-124,22Z', 'url(#chrV)') +
  rect(-96, -9, 192, 18, 9, 'url(#stlV)') +
  path(`${circlePath(158, 0, 46)} ${ngon(158, 0, 29, 12, 15, 24)}`, 'url(#chrV)', { 'fill-rule': 'evenodd' }) +
  path(openJaw(-162, 0, 54, 22, 180 + (alt % 2 ? 0 : 15)), 'url(#chrV)') +
  hi('M-110,-13 L110,-11', 0.7, 2);
export const wrench: Art = {
  solo: true,
  foot: [170, 110],
  focus: [-120, 80],
  lie: true,
  tilt: 1,
  shadow:
    '<g stroke="#0b1220" stroke-opacity=".1" stroke-linecap="round" transform="translate(6,12) rotate(-32)"><path d="M-185,0 L180,0" stroke-width="70"/><path d="M-170,0 L170,0" stroke-width="36"/></g>',
  draw: ({ accent, alt }) =>
    g('rotate(-32)', wrenchH(alt), rect(70, -19, 12, 38, 3, accent)) +
    (alt % 2 ? g('translate(30,70) rotate(-20) scale(.8)', wrenchH(alt + 1)) : ''),
};

const socketTop = (x: number, y: number, r: number) =>
  circ(x, y, r, 'url(#chr)') +
  path(ngon(x, y, r * 0.55, 6, 0), '#15171a') +
  circ(x, y, r, 'none', { stroke: '#50565e', 'stroke-width': 1 });
const ratchetH = (grip: string) =>
  path('M-150,-13 L40,-16 C60,-30 110,-40 130,-10 C140,10 110,40 70,26 L40,16 L-150,13Z', 'url(#chrV)') +
  rect(-170, -16, 130, 32, 16, grip) +
  circ(100, -4, 26, 'url(#stl)') +
  circ(100, -4, 10, '#2a2d33') +
  rect(70, -30, 16, 8, 3, 'url(#chr)');
export const socketSet: Art = {
  solo: true,
  foot: [195, 170],
  focus: [-60, 20],
  tilt: 0.6,
  draw: ({ alt }) =>
    path('M-180,-190 L180,-190 L196,-60 L-196,-60Z', 'url(#accV)') +
    path('M-160,-176 L160,-176 L172,-74 L-172,-74Z', '#1a1c20') +
    range(0, 3, 1)
      .map((i) =>
        path(
          `M${-150 + i * 4},${-156 + i * 26} L${150 - i * 4},${-156 + i * 26} L${152 - i * 4},${-146 + i * 26} L${-152 + i * 4},${-146 + i * 26}Z`,
          '#2a2d33',
        ),
      )
      .join('') +
    path('M-196,-60 L196,-60 L196,150 C196,162 186,170 174,170 L-174,170 C-186,170 -196,162 -196,150Z', 'url(#acc)') +
    rect(-180, -46, 360, 200, 10, '#17191c') +
    range(0, 8, 1)
      .map((i) => socketTop(-150 + i * 36, -14, 10 + i * 0.9))
      .join('') +
    range(0, 5, 1)
      .map((i) => rect(-166 + i * 34, 18, 26, 62, 5, 'url(#chr)') + rect(-166 + i * 34, 52, 26, 4, 1, '#6c737c'))
      .join('') +
    g(`translate(${alt % 2 ? 60 : 40},120) scale(.85)`, ratchetH('url(#stlV)')) +
    rect(46, 24, 120, 16, 6, 'url(#chrV)') +
    rect(46, 52, 96, 14, 6, 'url(#chrV)') +
    range(-120, 120, 80)
      .map((x) => rect(x, -66, 26, 12, 3, 'url(#chrV)'))
      .join(''),
};

const socketStand = (x: number, y: number, r: number, h: number, accent: string) =>
  g(
    `translate(${x},${y})`,
    rect(-r, -h, 2 * r, h, 6, 'url(#chr)'),
    rect(-r, -h * 0.45, 2 * r, 5, 1, accent),
    ell(0, -h, r, r * 0.36, 'url(#stlV)'),
    path(ngon(0, 0, r * 0.6, 6, 0), '#15171a', { transform: `translate(0,${-h}) scale(1,.36)` }),
  );
export const ratchet: Art = {
  solo: true,
  foot: [190, 150],
  focus: [100, -60],
  draw: ({ accent, alt }) =>
    path('M-180,0 L140,0', 'none', {
      stroke: '#0b1220',
      'stroke-opacity': 0.14,
      'stroke-width': 36,
      'stroke-linecap': 'round',
      transform: 'translate(8,26) rotate(-24) scale(1.15)',
    }) +
    g(
      'translate(0,10) rotate(-24) scale(1.15)',
      ratchetH(alt % 2 ? 'url(#blk)' : 'url(#acc)'),
      range(-160, -60, 14)
        .map((x) => rect(x, -16, 5, 32, 2, '#000', { opacity: 0.2 }))
        .join(''),
    ) +
    socketStand(-150, 150, 26, 74, accent) +
    socketStand(-88, 156, 22, 62, accent) +
    socketStand(-34, 160, 18, 52, accent),
};

const screwdriverH = (accent: string, alt: number) =>
  rect(-40, -9, 190, 18, 4, 'url(#chrV)') +
  (alt % 2
    ? path('M150,-9 L182,-4 L182,4 L150,9Z', 'url(#chrV)')
    : path('M150,-9 L178,0 L150,9Z', 'url(#chrV)', { stroke: '#6c737c', 'stroke-width': 2 })) +
  rect(-62, -17, 28, 34, 5, 'url(#chrV)') +
  path(
    'M-200,-30 C-200,-40 -190,-44 -176,-44 L-72,-34 C-62,-32 -56,-26 -56,-19 L-56,19 C-56,26 -62,32 -72,34 L-176,44 C-190,44 -200,40 -200,30Z',
    'url(#accV)',
  ) +
  range(-182, -90, 22)
    .map((x) => rect(x, -34, 12, 68, 6, '#1d1f23', { opacity: 0.85 }))
    .join('') +
  hi('M-190,-28 L-70,-25', 0.6, 3);
export const screwdriver: Art = {
  solo: true,
  foot: [170, 120],
  focus: [-100, 60],
  lie: true,
  tilt: 1,
  shadow: ['translate(6,12) rotate(-30)', 'translate(26,92) rotate(-18) scale(.85)']
    .map(
      (t) =>
        `<g stroke="#0b1220" stroke-opacity=".12" stroke-linecap="round" transform="${t}"><path d="M-190,0 L-70,0" stroke-width="80"/><path d="M-60,0 L176,0" stroke-width="22"/></g>`,
    )
    .join(''),
  draw: ({ accent, alt }) =>
    g('rotate(-30)', screwdriverH(accent, alt)) + g('translate(20,80) rotate(-18) scale(.85)', screwdriverH(accent, alt + 1)),
};
