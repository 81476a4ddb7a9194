// Drawings of engine-bay and driveline parts a service job replaces: filters, cooling, belts,
// gaskets, charging, sensors, clutch and drive shafts.
import { type Art, circ, ell, g, hi, ngon, path, polar, range, rect } from './kit';

// ---- engine service -------------------------------------------------------------------------------

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

