// More drawings of service parts: drum brake shoes, hydraulics, the steering rack, the cabin filter,
// the starter, the ignition coil.
import { type Art, circ, ell, g, hi, ngon, path, range, rect } from './kit';

export const brakeShoes: Art = {
  foot: [170, 130], focus: [0, -80], tilt: 0.4,
  draw: ({ accent, alt }) => {
    const shoe = (flip: number) => g(`scale(${flip},1)`,
      path('M-20,-150 C-110,-140 -170,-70 -170,20 C-170,70 -150,110 -120,130 L-96,112 C-124,90 -140,56 -140,16 C-140,-56 -90,-112 -20,-122Z', 'url(#stlV)'),
      path('M-24,-146 C-112,-134 -164,-68 -164,18 L-146,18 C-146,-60 -98,-114 -24,-126Z', alt % 2 ? '#4a4d52' : '#3a3d42'),
      path('M-100,-40 L-30,-20 L-100,60Z', 'url(#stl)', { opacity: 0.8 }));
    return shoe(1) + shoe(-1) + path('M-90,-60 C-40,-80 40,-80 90,-60', 'none', { stroke: accent, 'stroke-width': 6, 'stroke-dasharray': '4 3' })
      + path('M-96,80 L96,80', 'none', { stroke: accent, 'stroke-width': 6, 'stroke-dasharray': '4 3' }) + hi('M-150,-40 C-140,-100 -90,-136 -30,-142', 0.5, 4);
  },
};

export const masterCylinder: Art = {
  foot: [180, 100], focus: [40, -60], tilt: 0.4,
  draw: ({ accent }) => rect(-180, 20, 300, 70, 30, 'url(#aluV)') + rect(110, 0, 40, 110, 8, 'url(#alu)') + rect(150, 40, 40, 30, 6, 'url(#chrV)')
    + path('M-150,20 L-150,-110 C-150,-130 -136,-140 -116,-140 L60,-140 C80,-140 94,-130 94,-110 L94,20Z', '#f0e9c8', { 'fill-opacity': 0.85, stroke: '#b9b08a', 'stroke-width': 3 })
    + rect(-146, -70, 236, 90, 0, '#e2c24e', { opacity: 0.55 }) + rect(-80, -176, 90, 40, 10, '#1c1e22') + rect(-70, -168, 70, 8, 3, accent)
    + range(-120, 60, 40).map((x) => rect(x, -120, 3, 130, 1, '#b9b08a')).join('') + circ(-60, 56, 12, 'url(#chr)') + hi('M-140,-130 L-140,10', 0.7, 5),
};

export const steeringRack: Art = {
  foot: [198, 80], focus: [40, -40], tilt: 0.5,
  draw: ({ accent }) => {
    const boot = (x: number) => range(0, 5, 1).map((i) => ell(x + i * 12, 0, 9, i % 2 ? 26 : 32, i % 2 ? '#2a2d33' : '#1a1c20')).join('');
    return rect(-196, -8, 40, 16, 6, 'url(#chrV)') + rect(156, -8, 40, 16, 6, 'url(#chrV)') + boot(-160) + boot(100)
      + rect(-90, -26, 190, 52, 20, 'url(#aluV)') + rect(-20, -90, 54, 80, 10, 'url(#alu)') + rect(-8, -140, 30, 56, 4, 'url(#chr)')
      + range(-134, -90, 8).map((y) => rect(-8, y, 30, 3, 1, '#5a6068')).join('') + circ(60, 30, 16, 'url(#chr)') + rect(-80, 14, 40, 10, 4, accent)
      + hi('M-80,-18 L90,-18', 0.6, 4);
  },
};

export const cabinFilter: Art = {
  foot: [180, 90], focus: [60, 0], tilt: 0.5,
  draw: ({ alt }) => {
    const frame = 'M-176,-80 L150,-104 L180,70 L-150,100Z';
    const carbon = alt % 2 === 1;
    const pleats = range(-150, 150, 12).map((x, i) => path(`M${x},${-74 - x * 0.07} L${x + 6},${-73 - x * 0.07} L${x + 12},${92 - x * 0.09} L${x + 6},${93 - x * 0.09}Z`, i % 2 ? (carbon ? '#4b4f56' : '#f4f5f7') : (carbon ? '#2a2d32' : '#d5d9de'))).join('');
    return path(frame, '#0c0d0f', { transform: 'translate(6,10)' }) + path(frame, '#e9ecef') + pleats + path(frame, 'none', { stroke: '#b9c0c8', 'stroke-width': 6 }) + hi('M-166,-76 L140,-100', 0.5, 3);
  },
};

export const starterMotor: Art = {
  foot: [190, 110], focus: [-110, 0], tilt: 0.5,
  draw: ({ accent }) => rect(-60, -60, 220, 120, 30, 'url(#dkV)') + range(-40, 140, 30).map((x) => rect(x, -60, 4, 120, 1, '#000', { opacity: 0.3 })).join('')
    + rect(-40, -140, 170, 70, 30, 'url(#chrV)') + circ(150, -106, 14, 'url(#brs)') + circ(-20, -106, 10, accent)
    + rect(-130, -50, 80, 100, 10, 'url(#alu)') + rect(-190, -20, 64, 40, 6, 'url(#stl)') + path(ngon(-196, 0, 26, 10, 0, 20), 'url(#chr)')
    + circ(160, 0, 58, 'url(#dk)') + hi('M-30,-130 L120,-130', 0.6, 4),
};

export const ignitionCoil: Art = {
  foot: [60, 196], focus: [0, -120], tilt: 0.2,
  draw: ({ accent }) => rect(-70, -196, 140, 70, 14, '#1f2226') + rect(40, -186, 46, 40, 6, '#2a2d33') + rect(72, -178, 16, 24, 3, accent)
    + circ(-40, -160, 10, 'url(#chr)') + rect(-30, -128, 60, 200, 10, 'url(#blkV)') + range(-110, 60, 24).map((y) => rect(-32, y, 64, 6, 3, '#000', { opacity: 0.35 })).join('')
    + rect(-22, 72, 44, 110, 16, '#2f3338') + ell(0, 182, 20, 10, '#15171a') + hi('M-20,-120 L-20,60', 0.25, 5),
};
