// Drawings of electrical and power-train parts: batteries, alternators, starters, sensors, clutch kits,
// CV axles, engine mounts and jump starters.
import { type Art, W, circ, ell, g, hi, n, ngon, path, polar, poly, range, rect } from './kit';

type P = [number, number];
/** A box seen from the front and a little above the right: front face, top face, right side face. */
const box = (x: number, y: number, w: number, h: number, dx: number, dy: number, front: string, top: string, side: string) =>
  path(
    poly([
      [x, y],
      [x + dx, y + dy],
      [x + w + dx, y + dy],
      [x + w, y],
    ]),
    top,
  ) +
  path(
    poly([
      [x + w, y],
      [x + w + dx, y + dy],
      [x + w + dx, y + h + dy],
      [x + w, y + h],
    ]),
    side,
  ) +
  rect(x, y, w, h, 0, front);
/** A face-on drawing turned about the vertical axis, so it reads as the end of a cylinder. */
const face = (x: number, y: number, k: number, ...kids: string[]) => g(`translate(${x},${y}) scale(${k},1)`, ...kids);
/** A threaded rod along y, from y0 to y1. */
const stud = (x: number, y0: number, y1: number, r: number) =>
  rect(x - r, Math.min(y0, y1), 2 * r, Math.abs(y1 - y0), 2, 'url(#chr)') +
  range(Math.min(y0, y1) + 4, Math.max(y0, y1) - 4, 5)
    .map((y) => path(`M${x - r},${y + 2} L${x + r},${y}`, 'none', { stroke: '#5d646e', 'stroke-width': 1.6 }))
    .join('');

// ---- electrics ------------------------------------------------------------------------------------
export const battery: Art = {
  foot: [176, 170],
  focus: [-60, -60],
  tilt: 0.3,
  draw: ({ accent, alt }) => {
    const [dx, dy] = [70, -50];
    const top = (u: number, v: number): P => [-178 + 281 * u + dx * v, -52 + dy * v];
    const post = ([x, y]: P, cap: string) =>
      rect(x - 14, y - 12, 28, 14, 3, 'url(#stl)') +
      ell(x, y - 12, 14, 5, '#c9ced4') +
      rect(x - 21, y - 44, 42, 34, 9, cap) +
      ell(x, y - 44, 21, 7, cap) +
      ell(x - 8, y - 45, 8, 3, '#fff', { opacity: 0.45 });
    const case_ = alt % 2 ? ['url(#dk)', '#5d646e', '#25292e'] : ['url(#blk)', '#3c4047', '#101214'];
    const [hl, hr] = [top(0.1, 0.72), top(0.9, 0.72)];
    return (
      box(-170, -20, 265, 190, dx, dy, case_[0]!, case_[1]!, case_[2]!) +
      range(-150, 80, 24)
        .map((x) => rect(x, -16, 3, 182, 1, '#000', { opacity: 0.18 }))
        .join('') +
      box(-178, -52, 281, 34, dx, dy, case_[0]!, case_[1]!, case_[2]!) +
      rect(-178, -52, 281, 4, 0, '#fff', { opacity: 0.15 }) +
      path(`M${hl.join(',')} C${hl[0] + 20},${hl[1] - 90} ${hr[0] - 20},${hr[1] - 90} ${hr.join(',')}`, 'none', {
        stroke: '#0c0d0f',
        'stroke-width': 12,
      }) +
      path(`M${hl[0] + 4},${hl[1] - 6} C${hl[0] + 24},${hl[1] - 92} ${hr[0] - 24},${hr[1] - 92} ${hr[0] - 4},${hr[1] - 6}`, 'none', {
        stroke: '#4a4f57',
        'stroke-width': 3,
      }) +
      (alt % 2 ? '' : circ(...top(0.5, 0.35), 9, '#1d8a3e', { stroke: '#111', 'stroke-width': 3 })) +
      post(top(0.14, 0.3), 'url(#red)') +
      post(top(0.86, 0.3), 'url(#blk)') +
      rect(-150, 8, 225, 140, 8, alt % 2 ? 'url(#acc)' : 'url(#lbl)') +
      rect(-150, 8, 225, 34, 8, alt % 2 ? '#1d2026' : 'url(#acc)') +
      path('M-40,62 L-62,104 L-44,104 L-56,136 L-20,88 L-38,88 L-24,62Z', alt % 2 ? '#fff' : accent) +
      range(0, 2, 1)
        .map((i) => rect(0, 66 + i * 22, 60 - i * 14, 8, 4, alt % 2 ? '#fff' : '#1d2026', { opacity: 0.7 }))
        .join('') +
      rect(-150, 8, 225, 140, 8, W, { opacity: 0.5 }) +
      hi('M-172,-48 L96,-48', 0.4, 3)
    );
  },
};

export const alternator: Art = {
  foot: [150, 176],
  focus: [-80, 0],
  tilt: 0.4,
  draw: ({ accent, alt }) => {
    const ear = (x: number, y: number, up: number) =>
      path(`M${x - 20},${y} L${x - 14},${y + up * 40} A16,16 0 0 0 ${x + 14},${y + up * 40} L${x + 20},${y}Z`, 'url(#alu)') +
      ell(x, y + up * 40, 7, 12, '#1a1c20');
    const slots = range(0, 340, 20)
      .map((d) =>
        path(
          `M${polar(0, 0, 72, d - 6).join(',')} L${polar(0, 0, 112, d - 5).join(',')} L${polar(0, 0, 112, d + 5).join(',')} L${polar(0, 0, 72, d + 6).join(',')}Z`,
          '#17191c',
        ),
      )
      .join('');
    const ribs = range(-104, -56, 7)
      .map((x) => path(`M${x},-46 A21,46 0 0 0 ${x},46`, 'none', { stroke: '#4a5058', 'stroke-width': 2 }))
      .join('');
    return (
      path('M-40,-135 L90,-135 A62,135 0 0 1 90,135 L-40,135Z', '#0d0e10', { transform: 'translate(10,10)' }) +
      ear(-10, -120, -1) +
      ear(70, -120, -1) +
      ear(40, 120, 1) +
      path('M-40,-135 L90,-135 A62,135 0 0 1 90,135 L-40,135Z', 'url(#aluV)') +
      range(-112, 112, 16)
        .map((y) => rect(-40, y, 160, 5, 2, '#000', { opacity: 0.18 }))
        .join('') +
      rect(14, -135, 26, 270, 0, 'url(#dkV)') +
      range(-126, 126, 8)
        .map((y) => rect(14, y, 26, 1.5, 0, '#8f969e', { opacity: 0.6 }))
        .join('') +
      range(-90, 90, 36)
        .map((y) => rect(56, y, 28, 14, 6, '#17191c'))
        .join('') +
      g('translate(140,-30)', rect(-20, -16, 30, 32, 5, 'url(#blk)'), rect(6, -8, 14, 16, 3, alt % 2 ? accent : 'url(#red)')) +
      face(
        -40,
        0,
        0.46,
        circ(0, 0, 135, 'url(#alu)'),
        circ(0, 0, 122, '#5d646e'),
        circ(0, 0, 118, 'url(#stl)'),
        slots,
        circ(0, 0, 62, 'url(#alu)'),
        circ(0, 0, 135, 'none', { stroke: '#fff', 'stroke-opacity': 0.5, 'stroke-width': 3 }),
      ) +
      face(
        -50,
        0,
        0.46,
        circ(0, 0, 76, '#2b2f35'),
        ...range(0, 330, 30).map((d) => path(`M0,0 L${polar(0, 0, 74, d).join(',')} L${polar(0, 0, 74, d + 14).join(',')}Z`, 'url(#stl)')),
        circ(0, 0, 30, 'url(#dk)'),
      ) +
      rect(-110, -46, 56, 92, 0, alt % 2 ? 'url(#dkV)' : 'url(#chrV)') +
      ribs +
      face(
        -110,
        0,
        0.46,
        circ(0, 0, 46, alt % 2 ? 'url(#dk)' : 'url(#chr)'),
        circ(0, 0, 34, '#2b2f35'),
        circ(0, 0, 26, 'url(#stl)'),
        path(ngon(0, 0, 14, 6, 0), 'url(#chr)'),
        circ(0, 0, 5, '#2b2f35'),
      ) +
      hi('M-30,-128 L86,-128', 0.6, 4)
    );
  },
};

export const starterMotor: Art = {
  foot: [160, 162],
  focus: [-110, 20],
  tilt: 0.5,
  draw: ({ alt }) => {
    const can = alt % 2 ? 'url(#stlV)' : 'url(#dkV)';
    const flange =
      path(
        'M-40,-78 C-20,-90 20,-90 40,-78 L80,-30 C96,0 96,100 80,130 L40,178 C20,190 -20,190 -40,178 L-80,130 C-96,100 -96,0 -80,-30Z',
        'url(#alu)',
      ) +
      circ(0, -70, 12, '#1a1c20') +
      circ(0, 170, 12, '#1a1c20');
    return (
      rect(-10, -12, 170, 140, 20, '#0d0e10', { transform: 'translate(8,8)' }) +
      rect(-10, -20, 160, 140, 0, can) +
      path('M150,-20 A24,70 0 0 1 150,120Z', 'url(#stlV)') +
      circ(156, -4, 6, 'url(#chr)') +
      circ(156, 104, 6, 'url(#chr)') +
      range(0, 1, 1)
        .map((i) => rect(30 + i * 80, -20, 6, 140, 0, '#000', { opacity: 0.3 }))
        .join('') +
      face(-30, -25, 0.3, flange) +
      path('M-30,-18 L-30,118 L-118,94 L-118,6Z', 'url(#aluV)') +
      path('M-118,6 L-118,94 L-136,84 L-136,16Z', '#5d646e') +
      rect(-150, 34, 20, 32, 4, 'url(#chrV)') +
      rect(-194, 22, 48, 56, 6, 'url(#chrV)') +
      range(26, 74, 8)
        .map((y) => rect(-194, y, 48, 3, 1, '#3b4047'))
        .join('') +
      face(-194, 50, 0.25, path(ngon(0, 0, 28, 12, 0, 22), 'url(#stl)')) +
      rect(-96, -84, 200, 72, 36, '#0d0e10', { transform: 'translate(6,6)' }) +
      rect(-96, -84, 200, 72, 0, 'url(#chrV)') +
      rect(-70, -84, 8, 72, 0, '#000', { opacity: 0.2 }) +
      face(
        -96,
        -48,
        0.3,
        circ(0, 0, 36, 'url(#stl)'),
        circ(0, 0, 24, 'url(#chr)'),
        circ(0, 0, 36, 'none', { stroke: '#5d646e', 'stroke-width': 2 }),
      ) +
      path('M104,-84 A16,36 0 0 1 104,-12Z', 'url(#blkV)') +
      rect(104, -74, 26, 16, 3, 'url(#brs)') +
      rect(104, -40, 22, 14, 3, 'url(#brs)') +
      rect(116, -82, 26, 30, 8, 'url(#red)') +
      path('M122,-33 L140,-30 L140,-6', 'none', { stroke: '#b87333', 'stroke-width': 6, 'stroke-linejoin': 'round' }) +
      hi('M-90,-76 L96,-76', 0.7, 4) +
      hi('M-4,-10 L146,-10', 0.35, 4)
    );
  },
};

export const oxygenSensor: Art = {
  foot: [150, 160],
  focus: [-100, 60],
  tilt: 0.3,
  draw: ({ accent, alt }) => {
    const wire = 'M-100,-84 C-100,-200 126,-200 118,-80 C112,-20 150,-10 120,34';
    return (
      path(wire, 'none', { stroke: '#0d0e10', 'stroke-width': 13, 'stroke-linecap': 'round' }) +
      path(wire, 'none', { stroke: '#fff', 'stroke-opacity': 0.22, 'stroke-width': 3, transform: 'translate(-3,-2)' }) +
      rect(108, 22, 24, 26, 5, 'url(#blk)') +
      rect(90, 40, 60, 86, 8, alt % 2 ? 'url(#acc)' : 'url(#blk)') +
      rect(100, 50, 40, 14, 3, alt % 2 ? '#1d2026' : accent) +
      range(76, 112, 10)
        .map((y) => rect(94, y, 52, 3, 1, '#000', { opacity: 0.25 }))
        .join('') +
      rect(90, 40, 60, 86, 8, W, { opacity: 0.4 }) +
      rect(-117, 96, 34, 64, 10, 'url(#stl)') +
      range(104, 140, 16)
        .map((y) => rect(-110, y, 20, 8, 3, '#1a1c20'))
        .join('') +
      stud(-100, 54, 100, 26) +
      rect(-134, 46, 68, 10, 3, 'url(#brs)') +
      path('M-136,6 L-64,6 L-58,14 L-58,40 L-64,48 L-136,48 L-142,40 L-142,14Z', 'url(#chr)') +
      rect(-120, 6, 40, 42, 0, '#fff', { opacity: 0.25 }) +
      rect(-142, 14, 20, 26, 0, '#000', { opacity: 0.18 }) +
      rect(-80, 14, 22, 26, 0, '#000', { opacity: 0.28 }) +
      rect(-122, -48, 44, 54, 6, 'url(#stl)') +
      rect(-124, -28, 48, 8, 3, 'url(#chr)') +
      rect(-114, -90, 28, 44, 8, 'url(#blk)') +
      hi('M-112,-40 L-112,0', 0.6, 4)
    );
  },
};

// ---- clutch and drive -----------------------------------------------------------------------------
const spring = (x: number, y: number, deg: number) =>
  g(
    `translate(${n(x)},${n(y)}) rotate(${n(deg)})`,
    rect(-16, -7, 32, 14, 5, '#1a1c20'),
    ...range(-13, 11, 5).map((v) => rect(v, -6, 3, 12, 1.5, 'url(#chr)')),
  );
export const clutchKit: Art = {
  solo: true,
  foot: [185, 190],
  focus: [60, 60],
  tilt: 0.5,
  draw: ({ accent, alt }) => {
    const [px, py, dx, dy] = [-45, -38, 78, 74];
    const fingers = range(0, 342, 20)
      .map(
        (d) =>
          path(
            `M${polar(px, py, 34, d - 2).join(',')} L${polar(px, py, 84, d - 2).join(',')} L${polar(px, py, 84, d + 2).join(',')} L${polar(px, py, 34, d + 2).join(',')}Z`,
            '#25292e',
          ) + circ(...polar(px, py, 86, d), 4.5, '#25292e'),
      )
      .join('');
    return (
      circ(px + 10, py + 10, 150, '#0d0e10') +
      circ(px, py, 150, alt % 2 ? 'url(#acc)' : 'url(#dk)') +
      range(0, 300, 60)
        .map((d) => circ(...polar(px, py, 139, d + 30), 6, '#0d0e10'))
        .join('') +
      circ(px, py, 126, 'url(#stl)') +
      range(0, 240, 120)
        .map((d) =>
          path(`M${polar(px, py, 110, d + 10).join(',')} A110,110 0 0 1 ${polar(px, py, 110, d + 50).join(',')}`, 'none', {
            stroke: '#25292e',
            'stroke-width': 16,
          }),
        )
        .join('') +
      circ(px, py, 102, 'url(#disc)') +
      circ(px, py, 102, 'none', { stroke: '#5d646e', 'stroke-width': 2 }) +
      fingers +
      circ(px, py, 40, 'none', { stroke: 'url(#chr)', 'stroke-width': 10 }) +
      circ(px, py, 30, '#0d0e10') +
      circ(dx + 8, dy + 8, 118, '#0d0e10') +
      circ(dx, dy, 118, '#5a534d') +
      circ(dx, dy, 116, 'url(#disc)', { opacity: 0.25 }) +
      range(0, 330, 30)
        .map((d) =>
          path(`M${polar(dx, dy, 74, d).join(',')} L${polar(dx, dy, 116, d).join(',')}`, 'none', { stroke: '#2a2522', 'stroke-width': 3 }),
        )
        .join('') +
      range(0, 345, 15)
        .map((d) => circ(...polar(dx, dy, d % 30 ? 104 : 86, d + 15), 3.5, 'url(#brs)'))
        .join('') +
      circ(dx, dy, 72, 'url(#stl)') +
      range(0, 300, 60)
        .map((d) => spring(...polar(dx, dy, 48, d), d + 90))
        .join('') +
      circ(dx, dy, 26, 'url(#chr)') +
      path(ngon(dx, dy, 15, 18, 0, 12), '#0d0e10') +
      circ(-146, 148, 46, '#0d0e10', { transform: 'translate(7,7)' }) +
      circ(-146, 148, 46, alt % 2 ? 'url(#blk)' : accent) +
      circ(-146, 148, 34, 'url(#chr)') +
      circ(-146, 148, 24, '#2b2f35') +
      circ(-146, 148, 17, '#0d0e10') +
      hi(`M${polar(px, py, 146, 200).join(',')} A146,146 0 0 1 ${polar(px, py, 146, 250).join(',')}`, 0.5, 4)
    );
  },
};

/** A rubber boot's bellows along x, from radius r0 at x0 to r1 at x1. */
const boot = (x0: number, x1: number, r0: number, r1: number, k: number) =>
  range(0, k - 1, 1)
    .map((i) => {
      const w = (x1 - x0) / k,
        r = r0 + ((r1 - r0) * (i + 0.5)) / k;
      return (
        rect(x0 + i * w - 1, -r, w + 2, 2 * r, w / 2, 'url(#blkV)') +
        rect(x0 + i * w + w * 0.3, -r + 3, w * 0.4, 4, 2, '#fff', { opacity: 0.25 })
      );
    })
    .join('');
const clamp = (x: number, r: number) => rect(x - 5, -r - 2, 10, 2 * r + 4, 3, 'url(#stlV)') + rect(x - 7, -r - 8, 14, 8, 2, 'url(#chr)');
const SHAFT =
  '<g stroke="#0b1220" stroke-opacity=".12" stroke-linecap="round" transform="translate(8,16) rotate(-22)"><path d="M-195,0 L195,0" stroke-width="30"/><path d="M-150,0 L-95,0 M106,0 L164,0" stroke-width="90"/></g>';
export const cvAxle: Art = {
  solo: true,
  foot: [180, 110],
  focus: [-110, 40],
  lie: true,
  tilt: 1,
  shadow: SHAFT,
  draw: ({ accent, alt }) =>
    g(
      'rotate(-22)',
      rect(-198, -10, 20, 20, 3, 'url(#chrV)') +
        range(-196, -182, 4)
          .map((x) => rect(x, -10, 1.5, 20, 0, '#5d646e'))
          .join('') +
        rect(-182, -15, 36, 30, 3, 'url(#chrV)') +
        range(-13, 11, 4)
          .map((y) => rect(-182, y, 36, 1.5, 0, '#5d646e'))
          .join(''),
      alt % 2
        ? ''
        : rect(-152, -44, 12, 88, 3, 'url(#dkV)') +
            range(-40, 36, 8)
              .map((y) => rect(-152, y, 12, 4, 1, '#0d0e10'))
              .join(''),
      path('M-142,-34 C-130,-50 -108,-50 -98,-40 L-98,40 C-108,50 -130,50 -142,34Z', 'url(#chrV)'),
      rect(-28, -11, 72, 22, 4, 'url(#dkV)'),
      boot(-100, -24, 40, 13, 7),
      boot(38, 108, 14, 42, 6),
      clamp(-96, 40),
      clamp(-26, 13),
      clamp(40, 14),
      clamp(104, 42),
      rect(106, -46, 60, 92, 8, 'url(#chrV)') +
        rect(110, -46, 6, 92, 0, '#000', { opacity: 0.15 }) +
        rect(152, -46, 14, 92, 6, 'url(#stlV)'),
      rect(166, -16, 32, 32, 3, 'url(#chrV)') +
        range(-14, 12, 4)
          .map((y) => rect(166, y, 32, 1.5, 0, '#5d646e'))
          .join('') +
        rect(186, -16, 4, 32, 0, '#2b2f35'),
      alt % 2 ? '' : rect(4, -11, 8, 22, 1, accent),
      hi('M-140,-36 L-100,-36', 0.7, 3),
    ),
};

export const engineMount: Art = {
  foot: [175, 168],
  focus: [10, -20],
  tilt: 0.3,
  draw: ({ accent, alt }) => {
    const [dx, dy] = [36, -28];
    const [sf, st, ss] = alt % 2 ? ['url(#dk)', '#6b727b', '#1a1d21'] : ['url(#stl)', '#dde1e5', '#5b626b'];
    const rubber = 'M-146,112 C-128,80 -128,40 -118,8 L104,8 C114,40 114,80 132,112Z';
    const tab = 'M-60,-8 L-40,-104 A44,44 0 0 1 44,-104 L64,-8Z';
    const bolt = (x: number, y: number) =>
      path(ngon(x, y, 13, 6, 0), 'url(#chr)', { transform: `translate(0,${y}) scale(1,.45) translate(0,${-y})` }) +
      rect(x - 11, y - 8, 22, 8, 2, 'url(#chrV)');
    return (
      stud(-130, 124, 168, 9) +
      stud(150, 124, 168, 9) +
      path(rubber, '#0d0e10', { transform: `translate(${dx},${dy})` }) +
      path(rubber, alt % 2 ? 'url(#acc)' : 'url(#blk)') +
      path('M-124,60 C-40,70 40,70 112,60', 'none', { stroke: '#000', 'stroke-opacity': 0.35, 'stroke-width': 4 }) +
      path(rubber, W, { opacity: 0.3 }) +
      box(-186, 112, 360, 18, dx, dy, sf, st, ss) +
      box(-128, -8, 242, 16, dx, dy, sf, st, ss) +
      path(tab, '#0d0e10', { transform: 'translate(26,-20)' }) +
      path(tab, sf, { transform: 'translate(18,-14)' }) +
      circ(20, -112, 24, '#111316') +
      circ(20, -112, 24, 'none', { stroke: 'url(#chr)', 'stroke-width': 5 }) +
      bolt(-92, -14) +
      bolt(128, -14) +
      rect(-176, 116, 24, 8, 4, '#111316') +
      rect(140, 116, 24, 8, 4, '#111316') +
      hi('M-184,114 L170,114', 0.4, 2) +
      hi('M-38,-96 L-54,-28', 0.35, 3) +
      (alt % 2 ? '' : rect(-40, 118, 40, 6, 2, accent))
    );
  },
};

// ---- jump starter ---------------------------------------------------------------------------------
/** An alligator clamp lying flat, jaws towards +x; its cable leaves the grip's end at (-92, 0). */
const clampH = (grip: string) =>
  path('M-94,-24 C-70,-34 -34,-30 -8,-16 L-6,-4 C-34,-14 -66,-14 -96,-10Z', grip) +
  path('M-94,24 C-70,34 -34,30 -8,16 L-6,4 C-34,14 -66,14 -96,10Z', grip) +
  path('M-4,-16 L74,-7 C79,-6 79,-1 74,-1 L-4,-2Z M-4,16 L74,7 C79,6 79,1 74,1 L-4,2Z', 'url(#brs)') +
  range(8, 64, 8)
    .map((x) => path(`M${x},-2 l4,4 l4,-4 M${x},2 l4,-4 l4,4`, 'none', { stroke: '#6e5018', 'stroke-width': 1.5 }))
    .join('') +
  circ(-6, 0, 10, 'url(#chr)') +
  circ(-6, 0, 4, '#2b2f35') +
  hi('M-86,-24 C-60,-30 -36,-26 -14,-16', 0.45, 2.5);
const cable = (d: string, c: string) =>
  path(d, 'none', { stroke: c, 'stroke-width': 11, 'stroke-linecap': 'round' }) +
  path(d, 'none', { stroke: '#fff', 'stroke-opacity': 0.25, 'stroke-width': 2.5, transform: 'translate(-2,-3)' });
export const jumpStarter: Art = {
  foot: [190, 184],
  focus: [-40, 10],
  tilt: 0.3,
  draw: ({ accent, alt }) => {
    const [dx, dy] = [34, -28];
    const bump = alt % 2 ? 'url(#dk)' : 'url(#acc)';
    return (
      g(
        'translate(0,54)',
        box(-184, -120, 260, 180, dx, dy, 'url(#blk)', '#3c4047', '#111316') +
          rect(-184, -120, 260, 180, 0, W, { opacity: 0.3 }) +
          [
            [-184, -120],
            [48, -120],
            [-184, 32],
            [48, 32],
          ]
            .map(([x, y]) => rect(x!, y!, 28, 28, 6, bump))
            .join('') +
          rect(-150, -96, 150, 62, 10, '#0b0c0e') +
          path('M-28,-86 L-40,-62 L-30,-62 L-36,-42 L-18,-70 L-28,-70 L-20,-86Z', alt % 2 ? accent : '#fff') +
          range(0, 3, 1)
            .map((i) => rect(-140 + i * 26, -82, 20, 34, 4, i < 3 ? '#3ee07a' : '#1f3a28'))
            .join('') +
          circ(28, -64, 22, 'url(#rfl)') +
          circ(28, -64, 22, 'none', { stroke: 'url(#chr)', 'stroke-width': 4 }) +
          circ(-100, 0, 22, 'url(#chr)') +
          circ(-100, 0, 15, alt % 2 ? accent : '#1a1c20') +
          rect(-40, -10, 34, 10, 3, '#050607') +
          rect(-40, 8, 34, 10, 3, '#050607') +
          rect(80, -40, 34, 40, 6, 'url(#blk)') +
          hi('M-160,-116 L44,-116', 0.4, 3),
      ) +
      cable('M108,46 C150,70 100,140 22,172', '#15171a') +
      cable('M108,36 C170,50 160,140 48,174', '#8b1014') +
      g('translate(-60,150) rotate(195) scale(.9)', clampH('url(#blk)')) +
      g('translate(130,152) rotate(-15) scale(.9)', clampH('url(#red)'))
    );
  },
};
