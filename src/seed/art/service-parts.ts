// Drawings of the parts a service job replaces: brakes, suspension and steering, filters, cooling,
// belts, gaskets, charging, sensors, clutch and drive shafts.
import { type Art, circ, ell, g, hi, ngon, path, polar, range, rect } from './kit';

// ---- brakes ---------------------------------------------------------------------------------------
const padShape = 'M-150,-34 C-100,-84 100,-84 150,-34 L138,44 C132,58 118,62 104,56 C40,30 -40,30 -104,56 C-118,62 -132,58 -138,44Z';
const lining = 'M-128,-24 C-84,-62 84,-62 128,-24 L118,34 C60,12 -60,12 -118,34Z';
const pad = (accent: string, alt: number) => path(padShape, '#0c0d0f', { transform: 'translate(6,10)' }) + path(padShape, 'url(#stlV)')
  + circ(-128, -22, 7, '#2a2d33') + circ(128, -22, 7, '#2a2d33')
  + path(lining, alt % 2 ? '#4a4d52' : '#3a3d42') + path(lining, 'url(#dkV)', { opacity: 0.45 })
  + range(-100, 100, 9).map((x) => circ(x, -10 + Math.abs(x) * 0.08, 1.4, '#6a6e75', { opacity: 0.7 })).join('')
  + rect(-3, -52, 6, 62, 2, '#1c1e22') + path('M118,-40 L150,-64 L156,-54 L128,-30Z', accent) + hi('M-140,-38 C-96,-78 96,-78 140,-38', 0.55, 4);
export const brakePads: Art = {
  foot: [170, 150], focus: [-60, 40], tilt: 0.5,
  draw: ({ accent, alt }) => g('translate(34,-54) scale(.9)', pad(accent, alt + 1)) + g('translate(-20,70)', pad(accent, alt)),
};

export const caliper: Art = {
  foot: [170, 150], focus: [60, -40], tilt: 0.5,
  draw: ({ alt }) => {
    const body = 'M-160,-20 C-150,-110 -60,-150 40,-146 C120,-142 168,-90 170,-20 L160,60 C150,110 110,120 80,100 L-80,100 C-120,118 -158,100 -164,60Z';
    return path(body, '#0c0d0f', { transform: 'translate(8,12)' }) + path(body, 'url(#accV)')
      + path('M-130,-20 C-120,-96 -50,-124 40,-120 C110,-116 140,-76 142,-20 L136,40 L-126,40Z', 'url(#acc)', { opacity: 0.8 })
      + rect(-150, 60, 300, 30, 10, 'url(#dkV)') + circ(-110, 76, 11, 'url(#chr)') + circ(110, 76, 11, 'url(#chr)')
      + (alt % 2 ? circ(-40, -40, 44, 'url(#chr)') + circ(60, -40, 44, 'url(#chr)') : circ(10, -42, 62, 'url(#chr)') + circ(10, -42, 40, 'none', { stroke: '#7d848c', 'stroke-width': 3 }))
      + rect(128, -140, 18, 44, 5, 'url(#brs)') + ell(137, -144, 12, 6, '#c89a3c')
      + path('M-60,-124 C-10,-136 60,-134 110,-116', 'none', { stroke: '#fff', 'stroke-opacity': 0.45, 'stroke-width': 6, 'stroke-linecap': 'round' });
  },
};

// ---- suspension and steering ----------------------------------------------------------------------
export const shockAbsorber: Art = {
  foot: [60, 196], focus: [0, -110], tilt: 0.2,
  draw: ({ accent, alt }) => circ(0, -176, 20, 'url(#dk)') + circ(0, -176, 9, '#0c0d0f') + rect(-8, -160, 16, 110, 4, 'url(#chr)')
    + (alt % 2 ? range(-150, -70, 10).map((y) => rect(-26, y, 52, 8, 4, '#26292e')).join('') : '')
    + rect(-34, -56, 68, 20, 6, 'url(#dkV)') + rect(-30, -40, 60, 190, 8, 'url(#acc)') + rect(-30, -40, 60, 190, 8, 'url(#dk)', { opacity: 0.35 })
    + rect(-30, 30, 60, 8, 2, '#000', { opacity: 0.25 }) + rect(-16, 150, 32, 22, 4, 'url(#dkV)') + circ(0, 180, 22, 'url(#dk)') + circ(0, 180, 10, '#0c0d0f')
    + rect(-44, 96, 88, 10, 4, 'url(#stlV)') + hi('M-18,-30 L-18,140', 0.5, 5) + path('M-8,-160 L-8,-60', 'none', { stroke: accent, 'stroke-opacity': 0.3, 'stroke-width': 2 }),
};

export const coilSpring: Art = {
  foot: [110, 190], focus: [40, -60], tilt: 0.3,
  draw: ({ accent, alt }) => {
    const turns = alt % 2 ? 6 : 7;
    const pitch = 360 / turns;
    const coil = (front: boolean) => range(0, turns - 1, 1).map((i) => {
      const y = -180 + i * pitch;
      const d = front ? `M-100,${y + pitch / 2} C-60,${y + pitch * 0.85} 60,${y + pitch * 0.85} 100,${y + pitch}` : `M-100,${y + pitch / 2} C-60,${y + 0.1 * pitch} 60,${y + 0.1 * pitch} 100,${y}`;
      return path(d, 'none', { stroke: front ? 'url(#accV)' : '#1a1c20', 'stroke-width': front ? 24 : 20, 'stroke-linecap': 'round' })
        + (front ? path(d, 'none', { stroke: '#fff', 'stroke-opacity': 0.35, 'stroke-width': 5, transform: 'translate(0,-6)', 'stroke-linecap': 'round' }) : '');
    }).join('');
    return coil(false) + coil(true) + path(`M-100,180 C-60,192 60,192 100,180`, 'none', { stroke: 'url(#accV)', 'stroke-width': 24, 'stroke-linecap': 'round' })
      + path(`M-100,-180 C-60,-192 60,-192 100,-180`, 'none', { stroke: accent, 'stroke-width': 22, 'stroke-linecap': 'round', opacity: 0.85 });
  },
};

const bush = (x: number, y: number, r: number) => circ(x, y, r + 8, 'url(#stl)') + circ(x, y, r, '#1e2125') + circ(x, y, r * 0.45, 'url(#chr)');
export const controlArm: Art = {
  foot: [190, 120], focus: [110, 40], tilt: 0.6,
  draw: ({ alt }) => {
    const arm = 'M-176,-70 C-120,-88 -40,-60 40,-10 C80,14 120,30 160,40 L168,78 C120,84 70,70 20,50 C-40,80 -100,96 -170,96 L-182,60 C-130,56 -90,40 -60,20 C-110,0 -150,-20 -186,-30Z';
    return path(arm, '#0c0d0f', { transform: 'translate(8,12)' }) + path(arm, alt % 2 ? 'url(#dkV)' : 'url(#stlV)')
      + path('M-150,-40 C-100,-50 -30,-26 40,12 C-20,40 -90,64 -150,70', 'none', { stroke: '#000', 'stroke-opacity': 0.3, 'stroke-width': 8 })
      + bush(-172, -50, 20) + bush(-170, 78, 20)
      + ell(166, 58, 30, 26, '#1a1c20') + circ(166, 30, 16, 'url(#chr)') + rect(160, -20, 12, 40, 3, 'url(#chr)') + path(ngon(166, -26, 12, 6), 'url(#chr)')
      + hi('M-160,-66 C-100,-78 -30,-52 40,-14', 0.45, 5);
  },
};

export const tieRod: Art = {
  foot: [195, 60], focus: [120, -10], tilt: 0.8,
  draw: ({ accent }) => rect(-196, -10, 220, 20, 8, 'url(#chrV)') + range(-40, 16, 6).map((x) => rect(x, -11, 3, 22, 1, '#5a6068')).join('')
    + path(ngon(-60, 0, 18, 6, 30), 'url(#chr)') + ell(-170, 0, 30, 26, '#202226') + range(-186, -154, 8).map((x) => rect(x, -26, 4, 52, 2, '#34373d')).join('')
    + path('M20,-26 L120,-30 C150,-30 170,-10 170,0 C170,10 150,30 120,30 L20,26Z', 'url(#stlV)') + circ(140, 0, 30, 'url(#dk)')
    + ell(140, -40, 26, 12, '#1c1e22') + rect(132, -86, 16, 50, 3, 'url(#chr)') + path(ngon(140, -92, 13, 6), accent) + hi('M30,-18 L120,-22', 0.5, 4),
};

export const lugNuts: Art = {
  foot: [170, 110], focus: [40, 40], tilt: 0.4,
  draw: ({ alt }) => {
    const nut = (x: number, y: number, s: number) => g(`translate(${x},${y}) scale(${s})`,
      path('M-40,60 L-40,-20 L-24,-50 L24,-50 L40,-20 L40,60Z', 'url(#chr)'), path('M-14,60 L-14,-20 L-6,-50 L6,-50 L14,-20 L14,60Z', '#fff', { opacity: 0.35 }),
      ell(0, 60, 40, 12, 'url(#chrV)'), path('M-40,-20 L40,-20', 'none', { stroke: '#5a6068', 'stroke-width': 3 }), ell(0, -50, 24, 8, '#50565e'));
    const spots: [number, number, number][] = [[-120, 30, 0.9], [-40, 50, 1], [40, 20, 0.95], [120, 46, 0.9], [0, -70, 0.85]];
    return spots.slice(0, alt % 2 ? 4 : 5).map(([x, y, s]) => nut(x, y, s)).join('');
  },
};

export const hubBearing: Art = {
  foot: [150, 170], focus: [60, -60], tilt: 1,
  draw: ({ accent }) => circ(0, 0, 150, 'url(#stl)') + circ(0, 0, 150, 'none', { stroke: '#5b626b', 'stroke-width': 3 })
    + range(0, 288, 72).map((d) => circ(...polar(0, 0, 104, d - 90), 20, 'url(#dk)') + circ(...polar(0, 0, 104, d - 90), 11, 'url(#chr)')).join('')
    + circ(0, 0, 66, 'url(#chr)') + circ(0, 0, 44, '#25282d') + path(ngon(0, 0, 26, 6), 'url(#chr)')
    + ell(130, 130, 20, 12, '#1a1c20') + path('M130,130 C150,160 180,160 190,190', 'none', { stroke: accent, 'stroke-width': 7 }) + hi('M-120,-80 A140,140 0 0 1 -60,-132', 0.5, 6),
};

// ---- engine service -------------------------------------------------------------------------------
export const airFilter: Art = {
  foot: [190, 80], focus: [80, 0], tilt: 0.5,
  draw: ({ accent, alt }) => {
    const frame = 'M-190,-70 L170,-100 L196,60 L-170,96Z';
    const pleats = range(-160, 160, 14).map((x, i) => path(`M${x},${-64 - x * 0.08} L${x + 7},${-62 - x * 0.08} L${x + 12},${86 - x * 0.1} L${x + 5},${88 - x * 0.1}Z`, i % 2 ? (alt % 2 ? '#e9e2c8' : '#f3eedc') : '#c9c0a0')).join('');
    return path(frame, '#0c0d0f', { transform: 'translate(6,12)' }) + path(frame, alt % 2 ? 'url(#accV)' : '#25282d') + pleats
      + path(frame, 'none', { stroke: alt % 2 ? '#25282d' : accent, 'stroke-width': 10, 'stroke-linejoin': 'round' }) + hi('M-180,-66 L164,-94', 0.5, 4);
  },
};

export const radiator: Art = {
  solo: true, foot: [190, 150], focus: [-90, -40], tilt: 0.3,
  draw: ({ alt }) => rect(-196, -150, 40, 300, 8, 'url(#dkV)') + rect(156, -150, 40, 300, 8, 'url(#dkV)')
    + rect(-156, -140, 312, 280, 2, 'url(#aluV)') + range(-150, 136, 8).map((y) => rect(-156, y, 312, 3, 0, '#7d848c', { opacity: 0.55 })).join('')
    + range(-140, 150, 26).map((x) => rect(x, -140, 2, 280, 0, '#5b626b', { opacity: 0.5 })).join('')
    + rect(-200, -110, 30, 34, 6, 'url(#dk)') + ell(-208, -93, 10, 14, '#1a1c20') + rect(170, 76, 30, 34, 6, 'url(#dk)') + ell(208, 93, 10, 14, '#1a1c20')
    + (alt % 2 ? '' : circ(176, -150, 16, 'url(#chr)')) + hi('M-150,-136 L150,-136', 0.6, 4),
};

export const waterPump: Art = {
  foot: [150, 150], focus: [-40, -20], tilt: 0.5,
  draw: ({ accent }) => {
    const body = 'M-120,-60 C-140,-130 -60,-160 0,-150 C80,-140 130,-90 130,-10 C130,70 80,120 10,124 C-60,126 -130,80 -130,20 L-170,10 L-170,-40Z';
    return path(body, '#0c0d0f', { transform: 'translate(8,12)' }) + path(body, 'url(#alu)') + path(body, 'url(#aluV)', { opacity: 0.4 })
      + [[-150, -16], [-90, -126], [100, -100], [100, 90], [-70, 100]].map(([x, y]) => circ(x!, y!, 13, 'url(#chr)') + circ(x!, y!, 6, '#2b2e33')).join('')
      + circ(0, -10, 74, 'url(#chr)') + circ(0, -10, 58, '#3b4047') + range(0, 300, 60).map((d) => circ(...polar(0, -10, 40, d), 8, '#1a1c20')).join('')
      + circ(0, -10, 18, 'url(#chr)') + rect(-200, -30, 40, 30, 6, 'url(#dkV)') + path('M-170,-70 L-130,-60 L-130,50 L-170,40Z', accent, { opacity: 0.35 })
      + hi('M-110,-110 C-60,-150 40,-146 90,-110', 0.5, 5);
  },
};

export const beltKit: Art = {
  foot: [190, 160], focus: [80, -60], tilt: 0.3,
  draw: ({ accent, alt }) => {
    const pulley = (x: number, y: number, r: number) => circ(x, y, r, 'url(#chr)') + circ(x, y, r * 0.72, alt % 2 ? '#3b4047' : 'url(#dk)') + circ(x, y, r * 0.22, 'url(#chr)');
    const belt = 'M-120,-150 L100,-110 A70,70 0 0 1 130,20 L-40,140 A60,60 0 0 1 -170,90 L-180,-90 A60,60 0 0 1 -120,-150Z';
    return path(belt, 'none', { stroke: '#0c0d0f', 'stroke-width': 30, 'stroke-linejoin': 'round', transform: 'translate(6,10)' })
      + path(belt, 'none', { stroke: '#1f2226', 'stroke-width': 28, 'stroke-linejoin': 'round' })
      + path(belt, 'none', { stroke: '#3a3e45', 'stroke-width': 3, 'stroke-dasharray': '3 5' })
      + pulley(-120, -90, 58) + pulley(80, -50, 68) + pulley(-90, 96, 52) + circ(30, 60, 30, 'url(#accR)') + circ(30, 60, 12, 'url(#chr)')
      + path('M-60,-150 L60,-128', 'none', { stroke: accent, 'stroke-width': 4, 'stroke-opacity': 0.6 });
  },
};

export const gasket: Art = {
  foot: [195, 70], focus: [-90, 0], tilt: 0.6, lie: true,
  shadow: rect(-192, -64, 392, 140, 26, '#0b1220', { 'fill-opacity': 0.12, transform: 'translate(6,10)' }),
  draw: ({ alt }) => {
    const bores = range(0, 3, 1).map((i) => circ(-132 + i * 88, 0, 38, '#f2f4f6') + circ(-132 + i * 88, 0, 38, 'none', { stroke: 'url(#chr)', 'stroke-width': 8 })).join('');
    const holes = range(0, 4, 1).flatMap((i) => [circ(-176 + i * 88, -48, 7, '#f2f4f6'), circ(-176 + i * 88, 48, 7, '#f2f4f6')]).join('');
    return rect(-196, -66, 392, 132, 24, alt % 2 ? 'url(#stlV)' : 'url(#aluV)') + rect(-184, -56, 368, 112, 18, 'none', { stroke: '#6a7079', 'stroke-width': 2 })
      + bores + holes + range(0, 5, 1).map((i) => ell(-154 + i * 66, -40, 8, 4, '#f2f4f6')).join('') + hi('M-180,-58 L170,-58', 0.6, 3);
  },
};

// ---- charging, sensors, driveline -----------------------------------------------------------------
export const battery: Art = {
  foot: [180, 170], focus: [-80, -120], tilt: 0.3,
  draw: ({ accent, alt }) => rect(-180, -100, 360, 270, 12, alt % 2 ? 'url(#blkV)' : 'url(#dkV)') + rect(-186, -130, 372, 40, 10, '#2c2f35')
    + rect(-150, -150, 36, 24, 4, 'url(#chr)') + rect(-156, -168, 48, 22, 6, '#c8141b') + rect(114, -150, 36, 24, 4, 'url(#chr)') + rect(108, -168, 48, 22, 6, '#1c1e22')
    + rect(-120, -20, 240, 120, 10, 'url(#lbl)') + rect(-120, -20, 240, 30, 10, accent) + rect(-96, 36, 120, 10, 5, '#9aa1a9') + rect(-96, 58, 170, 8, 4, '#c4c9cf')
    + path('M-60,-128 C-60,-160 60,-160 60,-128', 'none', { stroke: '#1a1c20', 'stroke-width': 10 }) + hi('M-170,-92 L170,-92', 0.35, 4),
};

export const alternator: Art = {
  foot: [160, 160], focus: [-100, -20], tilt: 0.5,
  draw: ({ accent }) => ell(30, 0, 130, 150, 'url(#alu)') + range(-120, 120, 20).map((y) => rect(-60, y, 170, 8, 4, '#5b626b', { opacity: 0.6 })).join('')
    + ell(30, 0, 130, 150, 'url(#aluV)', { opacity: 0.35 }) + rect(-150, -40, 70, 80, 10, 'url(#chrV)') + ell(-150, 0, 26, 72, 'url(#chr)')
    + range(-60, 60, 12).map((y) => rect(-176, y, 20, 4, 1, '#50565e')).join('') + ell(-150, 0, 10, 26, '#2a2d33')
    + path('M100,-150 L150,-170 L160,-140 L120,-124Z', 'url(#stl)') + circ(150, -156, 8, '#25282d') + path('M110,140 L160,160 L150,186 L100,160Z', 'url(#stl)')
    + rect(120, -40, 40, 50, 8, '#1c1e22') + rect(128, -30, 24, 10, 3, accent) + hi('M-40,-140 C20,-156 80,-150 120,-120', 0.5, 5),
};

export const oxygenSensor: Art = {
  foot: [60, 190], focus: [0, 100], tilt: 0.2,
  draw: ({ accent, alt }) => path('M0,-80 C0,-140 60,-150 80,-190', 'none', { stroke: '#1c1e22', 'stroke-width': 14, 'stroke-linecap': 'round' })
    + rect(50, -200, 60, 36, 8, alt % 2 ? accent : '#2a2d33') + rect(-22, -90, 44, 60, 6, 'url(#stlV)') + path(ngon(0, 0, 46, 6, 30), 'url(#chr)')
    + rect(-46, -10, 92, 30, 0, 'url(#chrV)') + rect(-26, 20, 52, 70, 2, 'url(#stl)') + range(24, 84, 8).map((y) => path(`M-26,${y + 6} L26,${y}`, 'none', { stroke: '#4e555e', 'stroke-width': 3 })).join('')
    + rect(-18, 90, 36, 90, 12, 'url(#chrV)') + range(104, 164, 20).map((y) => rect(-12, y, 24, 8, 3, '#25282d')).join('') + hi('M-36,-6 L-36,14', 0.7, 4),
};

export const clutchKit: Art = {
  foot: [190, 180], focus: [-60, -60], tilt: 1,
  draw: ({ accent }) => g('translate(50,-10)', circ(0, 0, 140, 'url(#stl)'), range(0, 330, 30).map((d) => path(`M${polar(0, 0, 40, d - 6).join(',')} L${polar(0, 0, 100, d - 10).join(',')} L${polar(0, 0, 100, d + 10).join(',')} L${polar(0, 0, 40, d + 6).join(',')}Z`, 'url(#chr)')).join(''),
    circ(0, 0, 34, '#25282d'), range(0, 300, 60).map((d) => circ(...polar(0, 0, 124, d), 8, '#2a2d33')).join(''))
    + g('translate(-90,60) scale(.72)', circ(0, 0, 140, '#3a3d42'), circ(0, 0, 140, 'none', { stroke: '#6a6e75', 'stroke-width': 6 }), circ(0, 0, 100, '#585c62'),
      range(0, 300, 60).map((d) => rect(...polar(0, 0, 62, d), 22, 40, 6, accent, { transform: `rotate(${d} ${polar(0, 0, 62, d).join(' ')})` })).join(''), circ(0, 0, 30, 'url(#chr)'), circ(0, 0, 14, '#15171a')),
};

export const cvAxle: Art = {
  foot: [196, 60], focus: [130, 0], tilt: 0.6,
  draw: ({ alt }) => {
    const boot = (x: number, flip: number) => g(`translate(${x},0) scale(${flip},1)`, ...range(0, 4, 1).map((i) => ell(i * 14, 0, 10, 44 - i * 6, '#1a1c20') + ell(i * 14 - 3, -4, 6, 38 - i * 6, '#34383f')),
      rect(-10, -48, 14, 96, 4, 'url(#chr)'), rect(60, -22, 12, 44, 3, 'url(#chr)'));
    return rect(-110, -12, 220, 24, 10, 'url(#stlV)') + boot(-170, 1) + boot(170, -1)
      + circ(-186, 0, 50, 'url(#dk)') + rect(-200, -16, 30, 32, 4, 'url(#stl)') + circ(186, 0, 50, alt % 2 ? 'url(#stl)' : 'url(#dk)')
      + range(-10, 10, 5).map((y) => rect(186, y, 14, 2, 1, '#5a6068')).join('') + hi('M-100,-6 L100,-6', 0.6, 3);
  },
};

export const engineMount: Art = {
  foot: [170, 150], focus: [0, -20], tilt: 0.4,
  draw: ({ alt }) => {
    const plate = 'M-170,110 L170,110 L150,150 L-150,150Z';
    return path(plate, 'url(#stlV)') + circ(-130, 128, 9, 'url(#chr)') + circ(130, 128, 9, 'url(#chr)')
      + path('M-120,110 C-130,20 -90,-40 -60,-60 L60,-60 C90,-40 130,20 120,110Z', alt % 2 ? '#202226' : 'url(#blk)')
      + path('M-110,60 C-60,44 60,44 110,60', 'none', { stroke: '#000', 'stroke-opacity': 0.4, 'stroke-width': 6 })
      + rect(-90, -90, 180, 36, 8, 'url(#stlV)') + rect(-14, -160, 28, 74, 4, 'url(#chr)') + path(ngon(0, -160, 22, 6), 'url(#chr)') + hi('M-100,90 C-100,10 -70,-36 -50,-52', 0.25, 6);
  },
};

export const throttleBody: Art = {
  foot: [170, 150], focus: [-20, -10], tilt: 0.5,
  draw: ({ accent }) => {
    const body = 'M-150,-120 L90,-120 C110,-120 120,-110 120,-90 L120,110 C120,130 110,140 90,140 L-150,140 C-166,140 -170,130 -170,110 L-170,-100 C-170,-112 -162,-120 -150,-120Z';
    return path(body, '#0c0d0f', { transform: 'translate(8,12)' }) + path(body, 'url(#alu)') + circ(-30, 10, 100, 'url(#chr)') + circ(-30, 10, 84, '#1a1c20')
      + ell(-30, 10, 80, 22, 'url(#stlV)', { transform: 'rotate(-28 -30 10)' }) + circ(-30, 10, 6, 'url(#chr)')
      + [[-150, -100], [100, -100], [-150, 120], [100, 120]].map(([x, y]) => circ(x!, y!, 10, 'url(#chr)') + circ(x!, y!, 4, '#2a2d33')).join('')
      + rect(110, -60, 80, 100, 14, '#25282d') + rect(180, -30, 20, 40, 4, accent) + hi('M-150,-110 L80,-110', 0.6, 4);
  },
};
