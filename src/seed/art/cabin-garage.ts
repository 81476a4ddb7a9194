// Drawings of lamps, body and cabin parts, fuel-system parts and workshop kit that the first set lacked.
import { type Art, circ, ell, g, hi, path, polar, range, rect } from './kit';

// ---- lamps ----------------------------------------------------------------------------------------
export const fogLight: Art = {
  foot: [150, 160], focus: [-40, -20], tilt: 0.5,
  draw: ({ accent, alt }) => path('M-40,120 L40,120 L60,170 L-60,170Z', 'url(#dkV)') + rect(-12, 100, 24, 30, 4, 'url(#chr)')
    + circ(0, 0, 130, 'url(#blk)') + circ(0, 0, 112, 'url(#chr)') + circ(0, 0, 100, 'url(#rfl)')
    + range(0, 330, 30).map((d) => path(`M0,0 L${polar(0, 0, 100, d).join(',')} L${polar(0, 0, 100, d + 10).join(',')}Z`, '#fff', { opacity: 0.18 })).join('')
    + circ(0, 0, 100, alt % 2 ? '#ffe27a' : '#eef4ff', { opacity: 0.35 }) + circ(0, 0, 28, 'url(#chr)') + circ(0, 0, 100, 'url(#gls)')
    + circ(0, 0, 130, 'none', { stroke: accent, 'stroke-width': 4, 'stroke-opacity': 0.5 }) + hi('M-80,-60 A100,100 0 0 1 -20,-96', 0.8, 6),
};

export const lightBar: Art = {
  foot: [196, 70], focus: [-120, 0], tilt: 0.5,
  draw: ({ alt }) => rect(-196, -40, 392, 80, 14, 'url(#dkV)') + rect(-184, -30, 368, 60, 8, '#15171a')
    + range(-172, 160, alt % 2 ? 28 : 42).map((x) => rect(x, -24, alt % 2 ? 24 : 38, 48, 4, 'url(#rfl)') + circ(x + (alt % 2 ? 12 : 19), 0, 7, '#fffbe8')).join('')
    + rect(-184, -30, 368, 60, 8, 'url(#gls)') + rect(-150, 40, 20, 40, 4, 'url(#stl)') + rect(130, 40, 20, 40, 4, 'url(#stl)') + hi('M-180,-34 L180,-34', 0.4, 3),
};

export const domeLight: Art = {
  foot: [180, 80], focus: [-60, 0], tilt: 0.5,
  draw: ({ accent }) => rect(-180, -70, 360, 140, 40, 'url(#dkV)') + rect(-150, -44, 120, 88, 16, 'url(#glow)', { opacity: 0.9 }) + rect(30, -44, 120, 88, 16, '#f4f1e4')
    + rect(-150, -44, 120, 88, 16, 'url(#gls)') + rect(30, -44, 120, 88, 16, 'url(#gls)') + rect(-14, -30, 28, 60, 8, '#2a2d33') + rect(-8, -20, 16, 14, 3, accent)
    + hi('M-160,-60 L160,-60', 0.4, 4),
};

// ---- body and cabin --------------------------------------------------------------------------------
export const fender: Art = {
  solo: true, foot: [196, 130], focus: [60, 0], tilt: 0.3,
  draw: () => {
    const panel = 'M-196,-100 L150,-120 C180,-120 196,-100 196,-70 L196,120 L120,120 C120,40 60,-20 -10,-20 C-80,-20 -140,40 -140,120 L-196,120Z';
    return path(panel, '#0c0d0f', { transform: 'translate(8,10)' }) + path(panel, 'url(#paint)')
      + path('M-190,-60 L190,-80', 'none', { stroke: '#000', 'stroke-opacity': 0.2, 'stroke-width': 4 }) + hi('M-186,-94 L150,-114', 0.7, 6)
      + path('M-140,120 C-140,40 -80,-20 -10,-20 C60,-20 120,40 120,120', 'none', { stroke: '#000', 'stroke-opacity': 0.35, 'stroke-width': 8 });
  },
};

export const doorHandle: Art = {
  foot: [190, 70], focus: [-80, 0], tilt: 0.5,
  draw: ({ alt }) => rect(-196, -50, 392, 100, 50, alt % 2 ? 'url(#chrV)' : 'url(#paint)') + rect(-160, -24, 260, 48, 24, '#101113', { opacity: 0.85 })
    + rect(-150, -40, 250, 30, 15, alt % 2 ? 'url(#chrV)' : 'url(#paint)') + circ(150, 0, 28, 'url(#chr)') + rect(146, -14, 8, 28, 3, '#2a2d33') + hi('M-180,-40 L170,-40', 0.6, 4),
};

export const windshield: Art = {
  solo: true, foot: [196, 120], focus: [-100, -40], tilt: 0.3,
  draw: () => {
    const glass = 'M-150,-120 C-50,-140 50,-140 150,-120 L196,110 C60,124 -60,124 -196,110Z';
    return path(glass, '#111315', { transform: 'translate(6,10)' }) + path(glass, '#1a2836') + path(glass, 'url(#lens)', { opacity: 0.45 })
      + path('M-146,-112 C-50,-130 50,-130 146,-112 L152,-84 C50,-100 -50,-100 -152,-84Z', '#17415f', { opacity: 0.7 })
      + path(glass, 'none', { stroke: '#0b0c0d', 'stroke-width': 14 }) + path('M-110,-80 L-40,90 M-60,-86 L-10,20', 'none', { stroke: '#fff', 'stroke-opacity': 0.28, 'stroke-width': 16, 'stroke-linecap': 'round' });
  },
};

export const wiperBlade: Art = {
  foot: [198, 60], focus: [140, 0], tilt: 0.8,
  draw: ({ accent }) => path('M-198,8 C-100,-20 100,-20 198,8 L198,20 C100,-6 -100,-6 -198,20Z', 'url(#blkV)')
    + path('M-190,18 C-100,-8 100,-8 190,18', 'none', { stroke: '#0a0b0c', 'stroke-width': 5 })
    + path('M-190,6 C-100,-22 100,-22 190,6 L190,-4 C100,-30 -100,-30 -190,-4Z', '#2a2d33') + rect(-30, -36, 60, 22, 6, 'url(#dkV)') + rect(-12, -32, 24, 10, 3, accent)
    + hi('M-180,-2 C-100,-26 100,-26 180,-2', 0.3, 3),
};

export const windowSwitch: Art = {
  foot: [180, 100], focus: [-60, 0], tilt: 0.5,
  draw: ({ accent }) => rect(-180, -90, 360, 180, 24, 'url(#dkV)') + rect(-166, -76, 332, 152, 16, '#1a1c20')
    + [-120, -50, 20, 90].map((x) => rect(x, -44, 50, 88, 10, 'url(#blkV)') + path(`M${x + 25},-30 l-10,14 h20Z M${x + 25},30 l-10,-14 h20Z`, '#9aa1a9')).join('')
    + rect(-150, 54, 40, 14, 4, accent) + hi('M-170,-84 L170,-84', 0.3, 4),
};

export const instrumentCluster: Art = {
  solo: true, foot: [196, 110], focus: [-100, 0], tilt: 0.3,
  draw: ({ accent }) => {
    const gauge = (x: number, deg: number) => circ(x, 0, 84, 'url(#chr)') + circ(x, 0, 76, '#0d0f12')
      + range(-220, 40, 20).map((d) => path(`M${polar(x, 0, 62, d).join(',')} L${polar(x, 0, 72, d).join(',')}`, 'none', { stroke: '#d7dde4', 'stroke-width': 3 })).join('')
      + path(`M${x},0 L${polar(x, 0, 58, deg).join(',')}`, 'none', { stroke: accent, 'stroke-width': 5, 'stroke-linecap': 'round' }) + circ(x, 0, 8, '#2a2d33');
    return path('M-196,-90 C-120,-120 120,-120 196,-90 L196,100 L-196,100Z', 'url(#blkV)') + gauge(-110, -120) + gauge(110, -60)
      + rect(-30, -60, 60, 110, 8, '#13263a') + rect(-22, -48, 44, 12, 3, accent, { opacity: 0.8 }) + rect(-22, -28, 30, 8, 3, '#5d7a96') + hi('M-180,-92 C-100,-116 100,-116 180,-92', 0.3, 4);
  },
};

export const phoneMount: Art = {
  foot: [110, 190], focus: [0, -60], tilt: 0.3,
  draw: ({ accent, alt }) => rect(-20, 90, 40, 100, 8, '#1f2226') + rect(-50, 170, 100, 20, 6, '#2a2d33') + circ(0, 80, 26, 'url(#dk)')
    + rect(-74, -170, 148, 250, 18, '#0f1114') + rect(-64, -158, 128, 226, 12, alt % 2 ? '#1c3248' : '#24303c') + rect(-64, -158, 128, 226, 12, 'url(#gls)')
    + rect(-110, -70, 36, 60, 8, 'url(#dkV)') + rect(74, -70, 36, 60, 8, 'url(#dkV)') + rect(-116, -60, 10, 40, 4, accent) + rect(106, -60, 10, 40, 4, accent)
    + rect(-80, -20, 160, 14, 6, '#25282d') + rect(-20, 80, 40, 14, 4, accent, { opacity: 0.7 }),
};

export const sunshade: Art = {
  foot: [196, 120], focus: [-100, 0], tilt: 0.4,
  draw: () => range(0, 7, 1).map((i) => {
    const x = -196 + i * 52;
    return path(`M${x},-110 L${x + 52},-100 L${x + 52},110 L${x},120Z`, i % 2 ? 'url(#chrV)' : 'url(#aluV)') + path(`M${x},-110 L${x},120`, 'none', { stroke: '#8b929b', 'stroke-width': 2 });
  }).join('') + path('M-196,-110 L200,-40 M-196,120 L200,50', 'none', { stroke: '#1f2226', 'stroke-width': 6, opacity: 0.5 }),
};

export const sunVisor: Art = {
  foot: [190, 90], focus: [40, 0], tilt: 0.4,
  draw: ({ alt }) => rect(-170, -80, 340, 160, 40, alt % 2 ? '#c9c2b4' : '#8e949c') + rect(-170, -80, 340, 160, 40, 'url(#dkV)', { opacity: 0.25 })
    + rect(-40, -50, 170, 100, 12, '#2a2d33') + rect(-30, -40, 150, 80, 8, 'url(#chr)') + rect(-196, -70, 40, 16, 6, 'url(#chrV)') + hi('M-150,-76 L150,-76', 0.5, 4),
};

export const trunkOrganizer: Art = {
  foot: [190, 130], focus: [-80, -40], tilt: 0.4,
  draw: ({ accent }) => path('M-190,-60 L150,-60 L190,-90 L190,110 L150,140 L-190,140Z', '#1f2226') + rect(-190, -60, 340, 200, 6, 'url(#blkV)')
    + path('M-190,-60 L-150,-90 L190,-90 L150,-60Z', '#2e3238') + rect(-80, -60, 6, 200, 0, '#0b0c0d') + rect(40, -60, 6, 200, 0, '#0b0c0d')
    + rect(-150, 0, 60, 16, 8, accent) + rect(-20, 0, 60, 16, 8, accent) + path('M-190,-60 L150,-60', 'none', { stroke: accent, 'stroke-width': 3, 'stroke-dasharray': '6 4' }),
};

// ---- fuel system -----------------------------------------------------------------------------------
export const fuelCap: Art = {
  foot: [150, 140], focus: [0, -40], tilt: 0.5,
  draw: ({ accent, alt }) => ell(0, 60, 150, 70, '#0c0d0f') + rect(-150, -20, 300, 80, 0, '#1f2226') + ell(0, 60, 150, 70, '#1f2226')
    + range(-140, 140, 20).map((x) => rect(x, -16, 8, 76, 3, '#2f3338')).join('') + ell(0, -20, 150, 70, 'url(#blk)') + ell(0, -20, 100, 44, '#2a2d33')
    + (alt % 2 ? circ(0, -20, 30, 'url(#chr)') + rect(-4, -36, 8, 32, 2, '#2a2d33') : rect(-90, -30, 180, 24, 12, '#3a3e45'))
    + path('M140,40 C200,60 200,120 150,140', 'none', { stroke: accent, 'stroke-width': 8 }),
};

export const fuelHose: Art = {
  foot: [170, 150], focus: [-60, 0], tilt: 0.5,
  draw: ({ accent }) => range(0, 2, 1).map((i) => ell(0, i * 30 - 20, 150 - i * 10, 110 - i * 8, 'none', { stroke: '#0c0d0f', 'stroke-width': 30 })
    + ell(0, i * 30 - 24, 150 - i * 10, 110 - i * 8, 'none', { stroke: '#262a30', 'stroke-width': 24 })).join('')
    + path('M100,70 C150,90 170,120 196,130', 'none', { stroke: '#262a30', 'stroke-width': 24 }) + rect(118, 70, 20, 44, 4, 'url(#chr)', { transform: 'rotate(-30 128 92)' })
    + hi('M-120,-90 C-60,-130 60,-130 120,-90', 0.3, 5) + rect(-30, 104, 60, 10, 4, accent, { opacity: 0.8 }),
};

export const fuelTank: Art = {
  solo: true, foot: [196, 110], focus: [-60, -40], tilt: 0.3,
  draw: ({ accent }) => {
    const tank = 'M-190,-40 C-190,-90 -150,-100 -100,-96 L120,-90 C170,-88 196,-60 196,0 L190,80 C186,110 160,120 120,118 L-150,110 C-180,108 -196,80 -196,40Z';
    return path(tank, '#0c0d0f', { transform: 'translate(8,10)' }) + path(tank, 'url(#blkV)') + path('M-150,-20 L150,-10 M-150,50 L150,56', 'none', { stroke: '#000', 'stroke-opacity': 0.5, 'stroke-width': 6 })
      + ell(20, -92, 56, 18, 'url(#dk)') + ell(20, -96, 40, 12, 'url(#chr)') + path('M150,-70 C190,-130 200,-160 196,-196', 'none', { stroke: '#2a2d33', 'stroke-width': 26 })
      + ell(196, -190, 16, 8, accent) + hi('M-180,-60 C-150,-88 60,-86 130,-82', 0.3, 6);
  },
};

export const evapCanister: Art = {
  foot: [150, 150], focus: [0, -100], tilt: 0.4,
  draw: ({ accent }) => rect(-140, -100, 280, 250, 20, 'url(#blkV)') + ell(0, -100, 140, 36, '#2c3036')
    + [-80, 0, 80].map((x) => rect(x - 12, -170, 24, 70, 6, '#1f2226') + rect(x - 16, -150, 32, 10, 3, '#34383f')).join('')
    + rect(60, 0, 90, 60, 10, '#25282d') + rect(140, 16, 30, 28, 4, accent) + path('M-120,-40 L120,-40', 'none', { stroke: '#000', 'stroke-opacity': 0.4, 'stroke-width': 5 }) + hi('M-120,-90 L-120,130', 0.2, 6),
};

// ---- workshop ---------------------------------------------------------------------------------------
export const floorJack: Art = {
  foot: [196, 150], focus: [80, -20], tilt: 0.3,
  draw: ({ alt }) => {
    const paint = alt % 2 ? 'url(#redV)' : 'url(#accV)';
    return path('M-170,60 L160,40 L170,110 L-170,120Z', paint) + circ(-140, 130, 24, '#15171a') + circ(140, 124, 24, '#15171a') + circ(-140, 130, 9, 'url(#chr)') + circ(140, 124, 9, 'url(#chr)')
      + path('M-20,60 L120,-40 L150,-20 L20,80Z', paint) + ell(140, -44, 40, 12, 'url(#chr)') + rect(-60, 0, 60, 70, 10, 'url(#chrV)')
      + path('M-150,70 L-196,-180', 'none', { stroke: 'url(#chr)', 'stroke-width': 14, 'stroke-linecap': 'round' }) + rect(-204, -196, 24, 40, 8, '#1a1c20');
  },
};

export const jackStands: Art = {
  foot: [190, 170], focus: [60, -100], tilt: 0.3,
  draw: ({ alt }) => {
    const stand = (x: number, s: number) => g(`translate(${x},0) scale(${s})`,
      path('M-90,170 L-20,-60 L20,-60 L90,170 L60,170 L0,-20 L-60,170Z', alt % 2 ? 'url(#redV)' : 'url(#accV)'),
      rect(-14, -170, 28, 140, 4, 'url(#chrV)'), ...range(-150, -50, 14).map((y) => rect(-14, y, 28, 4, 1, '#5a6068')), path('M-40,-176 L40,-176 L30,-150 L-30,-150Z', 'url(#stl)'));
    return stand(70, 0.85) + stand(-70, 1);
  },
};

export const toolChest: Art = {
  solo: true, foot: [160, 190], focus: [-40, -40], tilt: 0.2,
  draw: ({ alt }) => rect(-150, -180, 300, 350, 12, alt % 2 ? 'url(#redV)' : 'url(#accV)') + rect(-156, -190, 312, 30, 8, '#1f2226')
    + range(0, 5, 1).map((i) => rect(-134, -146 + i * 54, 268, 46, 6, '#000', { opacity: 0.18 }) + rect(-60, -126 + i * 54, 120, 8, 4, 'url(#chrV)')).join('')
    + [-120, 120].map((x) => circ(x, 182, 14, '#15171a') + circ(x, 182, 5, 'url(#chr)')).join('') + hi('M-140,-176 L-140,160', 0.25, 6),
};

export const obdScanner: Art = {
  foot: [140, 190], focus: [0, -80], tilt: 0.3,
  draw: ({ accent }) => rect(-90, -190, 180, 300, 30, '#1f2226') + rect(-80, -180, 160, 280, 24, 'url(#accV)', { opacity: 0.85 })
    + rect(-66, -160, 132, 100, 8, '#0d1a26') + range(0, 4, 1).map((i) => rect(-52 + i * 26, -80 - i * 14, 16, 14 + i * 14, 2, '#5fd0a0')).join('')
    + [[-40, -20], [40, -20], [0, 0], [0, -40]].map(([x, y]) => circ(x!, y!, 14, '#2a2d33')).join('') + rect(-50, 40, 100, 30, 10, '#2a2d33')
    + path('M0,110 C0,160 100,150 120,190', 'none', { stroke: '#1a1c20', 'stroke-width': 10 }) + rect(100, 170, 60, 30, 6, accent),
};

export const impactWrench: Art = {
  foot: [160, 190], focus: [120, -100], tilt: 0.3,
  draw: ({ alt }) => rect(-130, -170, 250, 110, 40, alt % 2 ? 'url(#blkV)' : 'url(#accV)') + rect(-40, -150, 150, 70, 20, '#1f2226', { opacity: 0.5 })
    + rect(120, -140, 40, 50, 8, 'url(#chrV)') + rect(156, -126, 30, 22, 3, 'url(#stl)')
    + path('M-90,-70 L-20,-70 L0,110 L-80,110Z', '#1f2226') + rect(-120, 100, 150, 80, 14, '#25282d') + rect(-110, 112, 130, 20, 6, alt % 2 ? 'url(#acc)' : '#3a3e45')
    + rect(-16, -60, 14, 40, 4, '#3a3e45') + hi('M-110,-160 L90,-160', 0.4, 5),
};

export const multimeter: Art = {
  foot: [170, 190], focus: [0, -100], tilt: 0.3,
  draw: ({ accent }) => rect(-100, -190, 200, 330, 26, 'url(#accV)') + rect(-84, -174, 168, 298, 18, '#1f2226')
    + rect(-68, -156, 136, 70, 6, '#a9b79a') + range(0, 3, 1).map((i) => rect(-52 + i * 30, -140, 20, 38, 3, '#34403a')).join('')
    + circ(0, -10, 50, '#2a2d33') + rect(-6, -56, 12, 40, 4, '#d7dde4') + circ(-50, 90, 10, '#c8141b') + circ(50, 90, 10, '#15171a')
    + path('M-50,100 C-80,160 -150,150 -170,190', 'none', { stroke: '#c8141b', 'stroke-width': 8 }) + path('M50,100 C80,160 150,150 170,190', 'none', { stroke: '#15171a', 'stroke-width': 8 })
    + rect(-80, -186, 40, 6, 3, accent),
};

export const jumpStarter: Art = {
  foot: [190, 150], focus: [-40, -40], tilt: 0.3,
  draw: ({ accent }) => rect(-120, -120, 240, 230, 30, '#1f2226') + rect(-104, -104, 208, 198, 22, 'url(#accV)', { opacity: 0.9 })
    + rect(-60, -70, 120, 50, 6, '#0d1a26') + range(0, 3, 1).map((i) => rect(-48 + i * 26, -58, 18, 26, 2, '#5fd0a0')).join('') + circ(0, 30, 24, '#2a2d33')
    + path('M-120,60 C-160,100 -160,140 -180,150', 'none', { stroke: '#c8141b', 'stroke-width': 10 }) + path('M120,60 C160,100 160,140 180,150', 'none', { stroke: '#15171a', 'stroke-width': 10 })
    + rect(-196, 140, 40, 24, 6, '#c8141b') + rect(156, 140, 40, 24, 6, '#15171a') + rect(-196, 150, 40, 6, 2, accent),
};
