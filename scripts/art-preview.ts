// Renders a contact sheet of the seed's part drawings, every view of each, so a drawing can be looked at
// before it reaches the catalog: `npx tsx scripts/art-preview.ts [drawing ...] [--out sheet.png]`.
import sharp from 'sharp';
import { DRAWINGS, type Drawing } from '../src/seed/art';
import { PART_VIEWS, leafAccent, partSvg } from '../src/seed/images';

const args = process.argv.slice(2);
const outAt = args.indexOf('--out');
const out = outAt >= 0 ? args[outAt + 1]! : 'art-preview.png';
const asked = args.filter((a, i) => a !== '--out' && i !== outAt + 1);
const unknown = asked.filter((a) => !(a in DRAWINGS));
if (unknown.length) {
  console.error(`No drawing named ${unknown.join(', ')}. Drawings: ${Object.keys(DRAWINGS).join(', ')}`);
  process.exit(1);
}
const names = (asked.length ? asked : Object.keys(DRAWINGS)) as Drawing[];
const TILE = 240;
const LABEL = 26;
const composites = await Promise.all(
  names.flatMap((name, row) => [
    {
      input: Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" width="${TILE * PART_VIEWS.length}" height="${LABEL}"><text x="8" y="19" font-family="sans-serif" font-size="16">${name}</text></svg>`,
      ),
      top: row * (TILE + LABEL),
      left: 0,
    },
    ...PART_VIEWS.map((_, v) => ({
      input: Buffer.from(partSvg(name, leafAccent(row), v, TILE)),
      top: row * (TILE + LABEL) + LABEL,
      left: v * TILE,
    })),
  ]),
);
await sharp({ create: { width: TILE * PART_VIEWS.length, height: names.length * (TILE + LABEL), channels: 3, background: '#ffffff' } })
  .composite(composites)
  .png()
  .toFile(out);
console.log(`${names.length} drawings → ${out}`);
