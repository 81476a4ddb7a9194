// The starter motor's drawing.
import { type Art, circ, hi, ngon, path, range, rect } from './kit';

export const starterMotor: Art = {
  foot: [190, 110], focus: [-110, 0], tilt: 0.5,
  draw: ({ accent }) => rect(-60, -60, 220, 120, 30, 'url(#dkV)') + range(-40, 140, 30).map((x) => rect(x, -60, 4, 120, 1, '#000', { opacity: 0.3 })).join('')
    + rect(-40, -140, 170, 70, 30, 'url(#chrV)') + circ(150, -106, 14, 'url(#brs)') + circ(-20, -106, 10, accent)
    + rect(-130, -50, 80, 100, 10, 'url(#alu)') + rect(-190, -20, 64, 40, 6, 'url(#stl)') + path(ngon(-196, 0, 26, 10, 0, 20), 'url(#chr)')
    + circ(160, 0, 58, 'url(#dk)') + hi('M-30,-130 L120,-130', 0.6, 4),
};

