// Drawings of fuel-system parts and garage equipment: fuel cap, hose, tank and EVAP canister, floor jack,
// axle stands, tool chest, OBD scanner, impact wrench, trunk organiser and multimeter.
import { type Art, W, circ, ell, g, hi, ngon, path, range, rect, shade } from './kit';

// ---- shared bits ----------------------------------------------------------------------------------
/** Vertical ribs round a cylinder's side (centre cx, half width rx, top ellipse ry): narrower towards the edges. */
const ribs = (cx: number, top: number, rx: number, ry: number, h: number, k: number, fill: string) =>
  range(0, k - 1, 1)
    .map((i) => {
      const a = -Math.PI / 2 + (Math.PI * (i + 0.5)) / k;
      const x = cx + rx * Math.sin(a),
        w = 8 * Math.cos(a) + 1,
        y = top + ry * Math.cos(a);
      return rect(x - w / 2, y, w, h, w / 2, fill);
    })
    .join('');
/** A rubber hose along `d`: dark edge, body, and a sheen on its upper side. */
const hose = (d: string, w: number, body = '#26292e') =>
  path(d, 'none', { stroke: '#08090a', 'stroke-width': w + 6, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' }) +
  path(d, 'none', { stroke: body, 'stroke-width': w, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' }) +
  path(d, 'none', {
    stroke: '#fff',
    'stroke-opacity': 0.16,
    'stroke-width': w * 0.22,
    'stroke-linecap': 'round',
    transform: `translate(0,${-w * 0.24})`,
  });
/** A worm-drive hose clamp across a horizontal hose at x (hose centre y, radius r). */
const clamp = (x: number, y: number, r: number) =>
  rect(x - 10, y - r - 3, 20, 2 * r + 6, 4, 'url(#chr)') +
  range(y - r + 2, y + r - 6, 7)
    .map((s) => rect(x - 5, s, 10, 3, 1, '#50565e'))
    .join('') +
  rect(x - 17, y - r - 18, 34, 18, 4, 'url(#stlV)') +
  path(ngon(x, y - r - 26, 9, 6, 0), 'url(#chr)') +
  rect(x - 1, y - r - 32, 2, 12, 0, '#3a3f45');

// ---- fuel system ----------------------------------------------------------------------------------
export const fuelCap: Art = {
  foot: [150, 124],
  focus: [0, -60],
  tilt: 0.4,
  draw: ({ accent, alt }) =>
    ell(10, 28, 140, 60, '#0c0d0f') +
    rect(-86, 20, 172, 70, 0, 'url(#dk)') +
    ell(0, 90, 86, 36, 'url(#dk)') +
    range(36, 84, 12)
      .map((y) => path(`M-86,${y} Q0,${y + 72} 86,${y}`, 'none', { stroke: '#15171a', 'stroke-width': 3 }))
      .join('') +
    ell(0, 22, 96, 40, 'none', { stroke: '#0a0b0c', 'stroke-width': 10 }) +
    (alt % 2
      ? ''
      : hose('M126,-2 C176,6 190,56 170,96 C160,114 140,122 120,124', 12, '#1c1e22') +
        ell(118, 124, 26, 11, 'none', { stroke: '#1c1e22', 'stroke-width': 9 })) +
    rect(-132, -60, 264, 80, 0, 'url(#blk)') +
    ell(0, 20, 132, 55, 'url(#blk)') +
    ribs(0, -60, 132, 55, 72, 22, '#33373d') +
    ell(0, -60, 132, 55, 'url(#dkV)') +
    ell(0, -60, 112, 46, 'url(#blkV)') +
    ell(0, -60, 112, 46, 'none', { stroke: alt % 2 ? '#3a3e45' : accent, 'stroke-width': 3 }) +
    (alt % 2
      ? ell(0, -58, 42, 18, '#0c0d0f') +
        rect(-38, -74, 76, 12, 0, 'url(#chr)') +
        ell(0, -74, 38, 16, 'url(#chrV)') +
        ell(0, -74, 26, 11, '#2a2d33') +
        rect(-4, -150, 8, 76, 2, 'url(#chr)') +
        path(
          'M-30,-186 L30,-186 C40,-186 44,-180 44,-170 L40,-140 C38,-130 30,-126 20,-126 L-20,-126 C-30,-126 -38,-130 -40,-140 L-44,-170 C-44,-180 -40,-186 -30,-186Z',
          'url(#acc)',
        ) +
        circ(0, -168, 9, '#fff', { opacity: 0.85 }) +
        hi('M-30,-176 L-30,-142', 0.5, 4)
      : rect(-104, -78, 208, 30, 13, '#111316') + rect(-104, -92, 208, 26, 13, 'url(#dkV)') + hi('M-90,-86 L90,-86', 0.45, 3)) +
    hi('M-110,-84 C-60,-108 40,-110 90,-100', 0.35, 4),
};

export const fuelHose: Art = {
  foot: [190, 128],
  focus: [120, 100],
  tilt: 0.5,
  draw: ({ alt }) =>
    range(0, 3, 1)
      .map((i) => hose(`M-130,${68 - i * 22} A130,76 0 1,1 -130,${68.1 - i * 22}Z`, 26))
      .join('') +
    (alt % 2 ? hose('M-150,70 C-170,96 -176,110 -168,130', 26) + ell(-168, 136, 14, 7, '#0b0c0d') + clamp(-168, 118, 13) : '') +
    hose('M-20,90 C60,92 90,128 170,128', 26) +
    ell(178, 128, 8, 14, '#2a2d32') +
    ell(179, 128, 5, 8, '#000') +
    clamp(136, 128, 14) +
    (alt % 2 ? '' : path('M-70,48 L-40,46 L-40,108 L-70,110Z', 'url(#acc)') + rect(-70, 70, 30, 4, 0, '#fff', { opacity: 0.6 })),
};

export const fuelTank: Art = {
  solo: true,
  foot: [196, 140],
  focus: [20, -50],
  tilt: 0.3,
  draw: ({ accent, alt }) => {
    const tank =
      'M-176,8 L128,8 L172,-52 C180,-60 192,-58 192,-44 L192,44 C192,54 188,62 182,70 L150,112 C144,120 136,124 124,124 L-172,124 C-184,124 -192,116 -192,104 L-192,26 C-192,16 -186,8 -176,8Z';
    const top =
      'M-176,12 L-136,-48 C-130,-56 -124,-58 -114,-58 L172,-58 C182,-58 186,-52 180,-44 L140,8 C134,14 128,16 118,16 L-166,16 C-178,16 -182,12 -176,12Z';
    const neck = 'M150,-46 C150,-90 176,-104 176,-146';
    return (
      `<g transform="translate(0,-9) scale(1,1.2)">` +
      path(tank, '#0a0b0c', { transform: 'translate(8,10)' }) +
      path(tank, 'url(#blkV)') +
      path(top, 'url(#dkV)') +
      path('M138,14 L186,-50 L186,50 L140,114Z', '#000', { opacity: 0.35 }) +
      path('M-70,124 C-66,100 -56,88 -40,88 L40,88 C56,88 66,100 70,124Z', '#0b0c0d') +
      [-110, 70].map((x) => path(`M${x},14 L${x + 40},-56 L${x + 64},-56 L${x + 24},14Z`, '#000', { opacity: 0.28 })).join('') +
      path('M-192,64 L-76,64 M76,64 L142,64 L190,0', 'none', { stroke: '#4a4f57', 'stroke-width': 5 }) +
      path('M-192,70 L-74,70 M74,70 L146,70 L190,8', 'none', { stroke: '#000', 'stroke-width': 3, 'stroke-opacity': 0.6 }) +
      ell(-12, -22, 66, 24, '#0c0d0f') +
      ell(-12, -24, 60, 22, 'url(#chrV)') +
      range(0, 7, 1)
        .map((i) => circ(-12 + 60 * Math.cos(i * 0.785), -24 + 22 * Math.sin(i * 0.785), 5, '#5a6068'))
        .join('') +
      ell(-12, -28, 46, 16, 'url(#blkV)') +
      rect(-58, -36, 92, 8, 0, '#15171a') +
      ell(-12, -36, 46, 16, 'url(#dkV)') +
      [-40, -14].map((x) => rect(x - 6, -70, 12, 34, 3, 'url(#chr)') + ell(x, -70, 6, 2.5, '#2a2d33')).join('') +
      rect(6, -58, 30, 20, 4, '#1a1c20') +
      rect(10, -62, 22, 6, 2, accent) +
      ell(150, -34, 24, 9, '#0c0d0f') +
      hose(neck, 26, alt % 2 ? '#2a2d33' : '#8a9098') +
      path(neck, 'none', { stroke: alt % 2 ? 'url(#blk)' : 'url(#stl)', 'stroke-width': 24, 'stroke-linecap': 'round' }) +
      rect(136, -74, 28, 36, 5, 'url(#blk)') +
      rect(133, -66, 34, 8, 3, 'url(#chr)') +
      ell(176, -148, 22, 9, 'url(#chrV)') +
      ell(176, -149, 14, 5, '#0b0c0d') +
      hi('M-170,4 L-130,-50 L160,-52', 0.3, 4) +
      '</g>'
    );
  },
};

export const evapCanister: Art = {
  foot: [180, 140],
  focus: [0, -90],
  tilt: 0.4,
  draw: ({ accent, alt }) => {
    const body =
      alt % 2
        ? path('M-150,-56 L100,-56 L100,104 A125,34 0 0,1 -150,104Z', '#0a0b0c', { transform: 'translate(8,10)' }) +
          path('M-150,-56 L100,-56 L100,104 A125,34 0 0,1 -150,104Z', 'url(#blk)') +
          ell(-25, -56, 125, 34, 'url(#dkV)')
        : path('M-160,-40 L-110,-92 L150,-92 L150,84 L100,134 L-160,134Z', '#0a0b0c', { transform: 'translate(8,10)' }) +
          rect(-160, -40, 260, 174, 10, 'url(#blkV)') +
          path('M-160,-40 L-110,-92 L150,-92 L100,-40Z', 'url(#dkV)') +
          path('M100,-40 L150,-92 L150,84 L100,134Z', '#17191c');
    const nip = (x: number, y: number, h: number) =>
      ell(x, y, 20, 8, '#0c0d0f') +
      rect(x - 9, y - h, 18, h, 3, 'url(#blk)') +
      rect(x - 11, y - h + 10, 22, 7, 3, 'url(#dk)') +
      rect(x - 11, y - h + 24, 22, 7, 3, 'url(#dk)') +
      ell(x, y - h, 9, 3.5, '#000');
    return (
      body +
      range(-130, 70, 25)
        .map((x) => rect(x, 10, 5, 100, 2, '#000', { opacity: 0.3 }))
        .join('') +
      rect(-120, 30, 110, 56, 4, 'url(#lbl)') +
      rect(-120, 30, 110, 12, 0, accent) +
      rect(-108, 54, 70, 5, 2, '#9aa1a9') +
      rect(-108, 66, 50, 5, 2, '#9aa1a9') +
      nip(-110, -62, 56) +
      nip(-56, -64, 56) +
      nip(-2, -66, 72) +
      g(
        `translate(${alt % 2 ? -30 : 0},0)`,
        ell(84, -64, 30, 11, '#0c0d0f'),
        rect(62, -146, 46, 80, 10, 'url(#blk)'),
        ell(85, -146, 23, 8, 'url(#dkV)'),
        rect(76, -176, 16, 30, 4, 'url(#blk)'),
        rect(74, -166, 20, 6, 3, 'url(#dk)'),
        rect(104, -134, 38, 30, 5, '#1a1c20'),
        rect(112, -140, 22, 8, 3, alt % 2 ? accent : '#7a8089'),
        rect(136, -128, 8, 18, 2, '#2a2d33'),
        hi('M70,-136 L70,-78', 0.35, 3),
      ) +
      hose(`M-2,-132 C-2,-176 ${alt % 2 ? 14 : 44},-150 ${alt % 2 ? 30 : 60},-118`, 12) +
      hi('M-150,-34 L94,-34', 0.25, 3)
    );
  },
};

// ---- lifting ----------------------------------------------------------------------------------------
export const floorJack: Art = {
  foot: [184, 124],
  focus: [80, -30],
  tilt: 0.3,
  draw: ({ accent, alt }) => {
    const paint = alt % 2 ? 'url(#redV)' : 'url(#accV)';
    const side =
      'M-176,-6 L-96,-12 C-60,-14 -10,20 40,32 L160,44 C170,45 176,52 176,60 L176,94 L-170,94 C-176,94 -180,88 -180,82 L-180,4 C-180,-2 -178,-6 -176,-6Z';
    return (
      path(side, shade(alt % 2 ? '#c8141b' : accent, -0.55), { transform: 'translate(14,-12)' }) +
      circ(164, 92, 20, '#0d0e10') +
      path('M-70,44 L118,-54 L150,-36 L-40,70Z', paint) +
      path('M-70,44 L118,-54 L126,-46 L-60,52Z', '#fff', { opacity: 0.25 }) +
      rect(124, -78, 32, 36, 4, 'url(#chr)') +
      circ(138, -44, 8, 'url(#chr)') +
      rect(102, -92, 72, 16, 6, 'url(#chrV)') +
      ell(138, -92, 36, 11, 'url(#stlV)') +
      ell(138, -93, 26, 7, '#3a3f45') +
      range(-1, 1, 1)
        .map((k) => path(`M${118 + k * 2},${-95 + k * 4} L${158 + k * 2},${-89 + k * 4}`, 'none', { stroke: '#9aa1a9', 'stroke-width': 3 }))
        .join('') +
      rect(-160, -58, 44, 58, 6, 'url(#chr)') +
      ell(-138, -58, 22, 7, 'url(#stlV)') +
      rect(-112, -44, 14, 14, 3, '#1a1c20') +
      path(side, paint) +
      [-110, -40].map((x) => circ(x, 52, 16, '#0c0d0f', { opacity: 0.75 })).join('') +
      path('M-176,-6 L-96,-12 C-60,-14 -10,20 40,32 L160,44', 'none', { stroke: '#fff', 'stroke-opacity': 0.35, 'stroke-width': 3 }) +
      circ(150, 100, 24, '#15171a') +
      circ(150, 100, 12, 'url(#chr)') +
      rect(-166, 94, 32, 8, 2, 'url(#stl)') +
      path('M-160,100 L-142,100 L-144,118 L-158,118Z', '#2a2d33') +
      circ(-150, 108, 18, '#15171a') +
      circ(-150, 108, 8, 'url(#chr)') +
      path('M-168,16 L-190,-178', 'none', { stroke: 'url(#chr)', 'stroke-width': 14, 'stroke-linecap': 'round' }) +
      path('M-182,-110 L-191,-186', 'none', { stroke: '#1a1c20', 'stroke-width': 20, 'stroke-linecap': 'round' }) +
      rect(-182, 6, 30, 26, 6, 'url(#dk)') +
      hi('M-170,74 L150,74', 0.2, 4)
    );
  },
};

const stand = (paint: string, dark: string) =>
  path('M-18,-40 L18,-40 L96,166 L112,150 L34,-46 L26,-50Z', dark) +
  path('M-22,-44 L22,-44 L96,166 L-96,166Z M0,8 L-58,158 L58,158Z', paint, { 'fill-rule': 'evenodd' }) +
  path('M-22,-44 L-96,166 L-82,166 L-12,-44Z', '#fff', { opacity: 0.22 }) +
  rect(-106, 160, 32, 10, 3, 'url(#stl)') +
  rect(74, 160, 32, 10, 3, 'url(#stl)') +
  rect(-14, -168, 28, 130, 3, 'url(#chr)') +
  range(-160, -60, 12)
    .map((y) => path(`M-14,${y} L-6,${y + 10} L-14,${y + 10}Z`, '#3a3f45'))
    .join('') +
  rect(-30, -66, 60, 28, 5, paint) +
  path('M28,-56 L70,-30', 'none', { stroke: 'url(#chr)', 'stroke-width': 9, 'stroke-linecap': 'round' }) +
  circ(72, -28, 9, '#15171a') +
  path('M-44,-196 L-32,-164 L32,-164 L44,-196 L28,-196 L18,-178 L-18,-178 L-28,-196Z', 'url(#stl)') +
  hi('M-8,-160 L-8,-72', 0.6, 3);
export const jackStands: Art = {
  foot: [190, 172],
  focus: [-60, -120],
  tilt: 0.3,
  draw: ({ accent, alt }) => {
    const base = alt % 2 ? '#c8141b' : accent;
    return (
      g('translate(84,-14) scale(.84)', stand(`url(#${alt % 2 ? 'red' : 'acc'}V)`, shade(base, -0.5))) +
      g('translate(-70,0)', stand(`url(#${alt % 2 ? 'red' : 'acc'}V)`, shade(base, -0.5)))
    );
  },
};

// ---- workshop ---------------------------------------------------------------------------------------
export const toolChest: Art = {
  solo: true,
  foot: [176, 186],
  focus: [-40, -60],
  tilt: 0.2,
  draw: ({ accent, alt }) => {
    const rows = alt % 2 ? [26, 26, 34, 34, 44, 60, 60] : [24, 24, 24, 36, 36, 52, 88];
    let y = -134;
    const drawers = rows
      .map((h) => {
        const d =
          rect(-160, y, 300, h - 4, 3, 'url(#accV)') +
          rect(-160, y, 300, 3, 0, '#fff', { opacity: 0.3 }) +
          (alt % 2
            ? rect(-148, y + h / 2 - 6, 276, 7, 3, 'url(#chrV)') + rect(-148, y + h / 2 + 1, 276, 2, 0, '#000', { opacity: 0.4 })
            : rect(-60, y + h / 2 - 6, 100, 8, 4, 'url(#chrV)') + rect(-56, y + h / 2 + 2, 92, 2, 0, '#000', { opacity: 0.4 }));
        y += h;
        return d;
      })
      .join('');
    const caster = (x: number, s: number) =>
      rect(x - 16 * s, 150, 32 * s, 6, 2, 'url(#stl)') +
      path(`M${x - 10 * s},156 L${x + 10 * s},156 L${x + 8 * s},172 L${x - 8 * s},172Z`, '#2a2d33') +
      circ(x, 174 * 1, 18 * s, '#15171a') +
      circ(x, 174, 7 * s, 'url(#chr)');
    return (
      caster(160, 0.8) +
      path('M-170,-150 L-130,-186 L190,-186 L190,112 L150,150 L-170,150Z', '#0c0d0f', { transform: 'translate(8,8)' }) +
      rect(-170, -150, 320, 300, 6, 'url(#blkV)') +
      path('M-170,-150 L-130,-186 L190,-186 L150,-150Z', '#25282d') +
      path('M-160,-153 L-126,-182 L182,-182 L150,-153Z', '#15171a') +
      path('M150,-150 L190,-186 L190,112 L150,150Z', shade(accent, -0.45)) +
      range(-100, 40, 14)
        .map((s) => path(`M160,${s} L180,${s - 18}`, 'none', { stroke: '#000', 'stroke-opacity': 0.35, 'stroke-width': 5 }))
        .join('') +
      drawers +
      rect(-170, -150, 320, 16, 4, 'url(#dkV)') +
      (alt % 2 ? '' : rect(-170, -67, 320, 6, 1, '#0c0d0f')) +
      path('M156,-126 L182,-142 L182,-58 L156,-42', 'none', {
        stroke: '#0c0d0f',
        'stroke-width': 12,
        'stroke-linejoin': 'round',
        transform: 'translate(3,4)',
        opacity: 0.4,
      }) +
      path('M156,-126 L182,-142 L182,-58 L156,-42', 'none', { stroke: 'url(#chr)', 'stroke-width': 9, 'stroke-linejoin': 'round' }) +
      caster(-150, 1) +
      caster(120, 1) +
      hi('M-164,-144 L140,-144', 0.35, 3) +
      rect(-170, -150, 320, 300, 6, W, { opacity: 0.35 })
    );
  },
};

export const obdScanner: Art = {
  foot: [170, 176],
  focus: [0, -110],
  tilt: 0.3,
  draw: ({ accent, alt }) => {
    const body =
      'M-80,-190 L80,-190 Q96,-190 96,-174 L96,-20 C96,20 70,40 66,70 L66,84 Q66,100 50,100 L-50,100 Q-66,100 -66,84 L-66,70 C-70,40 -96,20 -96,-20 L-96,-174 Q-96,-190 -80,-190Z';
    const pins = range(0, 7, 1)
      .map((i) => circ(-42 + i * 12, -8, 3, 'url(#brs)') + circ(-36 + i * 11, 8, 3, 'url(#brs)'))
      .join('');
    return (
      hose('M0,100 C0,170 80,180 110,140', 10, '#1a1c20') +
      g(
        `translate(130,130) rotate(${alt % 2 ? -20 : 10})`,
        rect(-50, -26, 100, 52, 8, '#0c0d0f', { transform: 'translate(5,6)' }),
        rect(-30, -36, 60, 16, 4, 'url(#blk)'),
        path('M-56,-22 L56,-22 L46,22 L-46,22Z', 'url(#blkV)'),
        path('M-50,-17 L50,-17 L42,17 L-42,17Z', '#08090a'),
        pins,
        rect(-10, 22, 20, 10, 2, accent),
      ) +
      path(body, '#0a0b0c', { transform: 'translate(8,10)' }) +
      path(body, 'url(#acc)') +
      path(body, 'url(#blk)', { transform: 'translate(0,-6) scale(.88)', opacity: 0.95 }) +
      rect(-70, -168, 140, 106, 8, '#2a2d33') +
      rect(-64, -162, 128, 94, 4, '#0b1622') +
      (alt % 2
        ? path('M-56,-90 L-36,-110 L-16,-96 L4,-130 L24,-112 L44,-140 L58,-128', 'none', {
            stroke: '#5fd0a0',
            'stroke-width': 4,
            'stroke-linejoin': 'round',
          }) + rect(-56, -82, 112, 3, 1, '#3b6d8c')
        : range(0, 5, 1)
            .map((i) =>
              rect(-54 + i * 19, -80 - [30, 52, 22, 62, 40, 48][i]!, 13, [30, 52, 22, 62, 40, 48][i]!, 2, i === 3 ? accent : '#5fd0a0'),
            )
            .join('')) +
      rect(-56, -156, 70, 6, 3, '#3b6d8c') +
      rect(-64, -162, 128, 94, 4, W, { opacity: 0.5 }) +
      circ(0, -14, 28, '#2a2d33') +
      circ(0, -14, 20, '#3a3f47') +
      path('M0,-38 L6,-32 L-6,-32Z M0,10 L6,4 L-6,4Z M-24,-14 L-18,-20 L-18,-8Z M24,-14 L18,-20 L18,-8Z', '#9aa1a9') +
      [-60, 60].map((x) => circ(x, -36, 11, '#2a2d33')).join('') +
      rect(-40, 28, 34, 14, 7, '#2a2d33') +
      rect(6, 28, 34, 14, 7, accent) +
      rect(-14, 98, 28, 16, 4, '#1a1c20') +
      hi('M-84,-176 L-84,-30', 0.3, 4)
    );
  },
};

export const impactWrench: Art = {
  foot: [170, 172],
  focus: [110, -110],
  tilt: 0.3,
  draw: ({ accent, alt }) => {
    const housing =
      'M-130,-172 L34,-172 C46,-172 54,-164 54,-152 L54,-88 C54,-76 46,-70 34,-70 L-130,-70 C-150,-70 -162,-90 -162,-121 C-162,-152 -150,-172 -130,-172Z';
    const grip = 'M-116,-80 L-40,-80 C-34,-20 -40,40 -46,96 L-124,96 C-120,40 -118,-20 -116,-80Z';
    const shell = alt % 2 ? 'url(#blkV)' : 'url(#accV)';
    return (
      path(grip, 'url(#blk)') +
      path('M-100,-60 L-62,-60 C-60,-10 -64,40 -68,80 L-104,80 C-102,40 -100,-10 -100,-60Z', 'url(#accV)', { opacity: 0.85 }) +
      path('M-40,-74 C-16,-70 -14,-36 -26,-18 L-40,-22Z', '#2b2e33') +
      rect(-170, 92, 210, 80, 14, 'url(#blkV)') +
      rect(-150, 82, 176, 24, 10, shell) +
      rect(-160, 128, 190, 8, 3, alt % 2 ? accent : '#3a3e45') +
      range(0, 3, 1)
        .map((i) => rect(-130 + i * 16, 148, 10, 6, 2, i < 3 ? '#5fd0a0' : '#333'))
        .join('') +
      path(housing, '#0a0b0c', { transform: 'translate(8,10)' }) +
      path(housing, shell) +
      path('M-130,-172 C-150,-172 -162,-152 -162,-121 C-162,-90 -150,-70 -130,-70 L-104,-70 L-104,-172Z', 'url(#blk)') +
      range(0, 4, 1)
        .map((i) => rect(-150 + i * 10, -150, 5, 56, 2, '#000'))
        .join('') +
      rect(-104, -172, 12, 102, 0, '#000', { opacity: 0.3 }) +
      path('M48,-164 L98,-152 C106,-150 110,-144 110,-136 L110,-106 C110,-98 106,-92 98,-90 L48,-78Z', 'url(#aluV)') +
      rect(48, -164, 8, 86, 2, '#000', { opacity: 0.25 }) +
      rect(108, -133, 20, 26, 2, 'url(#stlV)') +
      circ(118, -120, 3, '#3a3f45') +
      rect(124, -150, 30, 60, 6, 'url(#chrV)') +
      rect(150, -156, 40, 72, 6, 'url(#chrV)') +
      rect(124, -132, 66, 22, 0, '#000', { opacity: 0.1 }) +
      ell(190, -120, 8, 36, 'url(#stl)') +
      path(ngon(0, 0, 24, 6, 0), '#15171a', { transform: 'translate(191,-120) scale(.3,1)' }) +
      rect(-40, -90, 16, 12, 3, '#2b2e33') +
      path(housing, W, { opacity: 0.6 }) +
      hi('M-110,-160 L40,-160', 0.5, 5)
    );
  },
};

export const trunkOrganizer: Art = {
  foot: [190, 146],
  focus: [-70, -20],
  tilt: 0.4,
  draw: ({ accent, alt }) => {
    const out = 'M-185,-10 L-135,-70 L185,-70 L185,80 L135,140 L-185,140Z';
    const mesh =
      '<pattern id="wsMesh" width="8" height="8" patternUnits="userSpaceOnUse"><path d="M0,0 L8,8 M8,0 L0,8" stroke="#3c4047" stroke-width="1.4"/></pattern>';
    const stitch = { stroke: accent, 'stroke-width': 2.5, 'stroke-dasharray': '6 4' };
    const divider = (x: number) =>
      path(`M${x},-10 L${x + 50},-70 L${x + 50},-10Z`, '#3a3f46') +
      path(`M${x},-10 L${x + 50},-70`, 'none', { stroke: '#5a6068', 'stroke-width': 5, 'stroke-linecap': 'round' }) +
      path(`M${x + 14},-26 L${x + 30},-46`, 'none', { stroke: '#0b0c0d', 'stroke-width': 9, 'stroke-linecap': 'round' });
    const strap = (d: string, c: string) =>
      path(d, 'none', { stroke: '#0b0c0d', 'stroke-width': 13, 'stroke-linecap': 'round' }) +
      path(d, 'none', { stroke: c, 'stroke-width': 8, 'stroke-linecap': 'round' });
    return (
      mesh +
      path(out, '#0a0b0c', { transform: 'translate(8,10)' }) +
      path('M-185,-10 L-135,-70 L185,-70 L135,-10Z', '#2c3036') +
      path('M-185,-10 L-135,-70 L-135,-10Z', '#1a1d21') +
      rect(-135, -70, 320, 14, 0, '#000', { opacity: 0.25 }) +
      divider(-80) +
      divider(40) +
      path('M135,-10 L185,-70 L185,80 L135,140Z', '#1c1f23') +
      path('M160,-40 L160,110', 'none', { stroke: '#000', 'stroke-width': 3, 'stroke-opacity': 0.6 }) +
      path('M163,-43 L163,107', 'none', { stroke: '#fff', 'stroke-width': 1.5, 'stroke-opacity': 0.12 }) +
      rect(-185, -10, 320, 150, 4, 'url(#dkV)') +
      rect(-185, -10, 320, 150, 4, 'url(#blkV)', { opacity: 0.55 }) +
      rect(-185, 128, 320, 12, 3, '#111316') +
      rect(-165, 44, 140, 76, 6, '#15171a') +
      rect(-165, 44, 140, 76, 6, 'url(#wsMesh)') +
      rect(-165, 40, 140, 10, 4, alt % 2 ? accent : '#3a3e45') +
      (alt % 2
        ? ''
        : rect(-5, 44, 120, 76, 6, '#15171a') + rect(-5, 44, 120, 76, 6, 'url(#wsMesh)') + rect(-5, 40, 120, 10, 4, '#3a3e45')) +
      path('M-185,-10 L135,-10 L185,-70 L-135,-70Z', 'none', { stroke: '#4f555d', 'stroke-width': 6, 'stroke-linejoin': 'round' }) +
      path('M-180,-2 L132,-2 L180,-60', 'none', stitch) +
      strap('M142,24 C134,70 172,48 178,6', '#40454d') +
      strap('M-40,-10 C-40,-46 20,-46 20,-10', accent) +
      hi('M-180,0 L130,0', 0.18, 4)
    );
  },
};

// ---- testers ----------------------------------------------------------------------------------------
const probe = (x: number, tip: string) =>
  rect(x - 9, -60, 18, 130, 8, tip) +
  rect(x - 14, -66, 28, 10, 4, tip) +
  path(`M${x - 3},-66 L${x + 3},-66 L${x},-120Z`, 'url(#chr)') +
  rect(x - 6, -50, 3, 100, 1, '#fff', { opacity: 0.3 });
export const multimeter: Art = {
  foot: [190, 172],
  focus: [0, -110],
  tilt: 0.3,
  draw: ({ accent, alt }) => {
    const seg = (x: number, on: number[]) =>
      [
        [x, -146, 16, 4],
        [x + 16, -144, 4, 16],
        [x + 16, -124, 4, 16],
        [x, -108, 16, 4],
        [x - 4, -124, 4, 16],
        [x - 4, -144, 4, 16],
        [x, -127, 16, 4],
      ]
        .map(([sx, sy, w, h], i) => rect(sx!, sy!, w!, h!, 1, '#24302a', { opacity: on.includes(i) ? 0.9 : 0.12 }))
        .join('');
    return (
      hose('M-60,100 C-64,180 -160,170 -160,74', 7, '#b5141b') +
      hose('M60,100 C64,186 160,170 160,74', 7, '#1a1c20') +
      probe(-160, 'url(#redV)') +
      probe(160, 'url(#blkV)') +
      rect(-100, -190, 200, 320, 30, '#0a0b0c', { transform: 'translate(8,10)' }) +
      rect(-100, -190, 200, 320, 30, alt % 2 ? 'url(#dk)' : 'url(#acc)') +
      rect(-84, -174, 168, 290, 18, 'url(#blkV)') +
      rect(-70, -160, 140, 66, 6, '#6c7562') +
      rect(-64, -154, 128, 54, 4, '#a9b79a') +
      seg(-46, [6]) +
      seg(-14, [6]) +
      seg(18, [6]) +
      rect(40, -112, 5, 5, 1, '#24302a') +
      range(-56, 50, 7)
        .map((x, i) => rect(x, -98, 4, i < 9 ? 5 : 2, 1, '#24302a', { opacity: 0.8 }))
        .join('') +
      range(0, 3, 1)
        .map((i) => rect(-66 + i * 35, -82, 28, 12, 5, i === 0 ? accent : '#3a3e45'))
        .join('') +
      range(0, 330, 30)
        .map((d) => path(`M${0.0},-66 L0,-60`, 'none', { stroke: '#9aa1a9', 'stroke-width': 3, transform: `rotate(${d} 0 -4)` }))
        .join('') +
      circ(0, -4, 52, '#0c0d0f') +
      circ(0, -6, 48, 'url(#dk)') +
      g(`rotate(${alt % 2 ? 30 : -40} 0 -6)`, rect(-14, -50, 28, 88, 12, 'url(#blk)'), rect(-3, -48, 6, 22, 3, '#e8eaed')) +
      [-60, -20, 20, 60].map((x, i) => circ(x, 86, 12, i === 0 ? '#b5141b' : '#2a2d33') + circ(x, 86, 6, '#000')).join('') +
      rect(-66, 80, 12, 22, 3, '#b5141b') +
      rect(54, 80, 12, 22, 3, '#1a1c20') +
      rect(-64, -154, 128, 54, 4, W, { opacity: 0.5 }) +
      hi('M-90,-170 L-90,100', 0.3, 4)
    );
  },
};
