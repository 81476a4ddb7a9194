// Product, category, banner and brand images made at seed time: the shop cannot download photos, so it
// draws "studio shots" of parts as SVG (drawings in art/) and rasterises them to WebP with sharp.
// A file's name carries a hash of its drawing, so a changed drawing is rendered again and an
// unchanged one is kept: rendering twice does nothing.
import sharp from 'sharp';
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DRAWINGS, artDefs, shade, type Art, type Drawing } from './art';
/** Accent colours: paint, anodising, plastic parts, stitching, label colours. */
const PALETTE = ['#d62828', '#1f6fd1', '#f0a30a', '#17956a', '#6d4bd8', '#e8590c', '#0d9aa0', '#44516a', '#c2185b', '#6f9a1f'];
const PRODUCT_SIZE = 700;
const CATEGORY_SIZE = 360;
/** Drawings are about 400 units wide; this fills ~75% of the 700 px stage. */
const BASE_SCALE = 1.32;

function hash(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}
/** Eight hex digits of the SVG a file is rendered from. */
const digest = (svg: string) => createHash('sha1').update(svg).digest('hex').slice(0, 8);
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** How one image of a part's set shows it: angle, zoom, mirrored, close-up, as a pair, detail variant. */
type View = { rot: number; zoom: number; flip: boolean; close: boolean; pair: boolean; alt: number };
const V = (rot: number, zoom: number, flip: boolean, close: boolean, pair: boolean, alt: number): View => ({
  rot,
  zoom,
  flip,
  close,
  pair,
  alt,
});
/**
 * A part's image set: the whole part first (a product's main image is always one of the first two,
 * never a crop), then a pair or the other side, then a close-up.
 */
export const PART_VIEWS: View[] = [
  V(-8, 1, false, false, false, 0),
  V(10, 0.94, true, false, false, 1),
  V(6, 1, false, false, true, 0),
  V(-4, 1.8, false, true, false, 0),
];
/** How many of a part's images show the whole part: a product's main image is one of these. */
export const WHOLE_VIEWS = 2;

/** One studio shot on a 700-unit stage, scaled to `size` px. */
function placed(art: Art, accent: string, view: View, alt: number, transform = ''): string {
  const [footW, footY] = art.foot;
  const ground =
    `<ellipse cx="0" cy="${footY + 4}" rx="${footW * 1.08}" ry="${Math.max(16, footW * 0.13)}" fill="url(#sh)"/>` +
    `<ellipse cx="0" cy="${footY + 2}" rx="${footW * 0.8}" ry="${Math.max(6, footW * 0.04)}" fill="#0b1220" fill-opacity=".22"/>`;
  const turn = `rotate(${view.rot * (art.tilt ?? 0)})${view.flip ? ' scale(-1,1)' : ''}`;
  return `<g transform="${transform}">${art.lie ? '' : ground}<g transform="${turn}">${art.lie ? (art.shadow ?? ground) : ''}${art.draw({ accent, alt })}</g></g>`;
}

function studioSvg(size: number, art: Art, accent: string, view: View, alt: number): string {
  // A part too big to pair is shown as a medium close-up of its other side instead.
  if (view.pair && art.solo) view = { ...view, pair: false, close: true, zoom: 1.35, flip: !view.flip };
  const s = BASE_SCALE * view.zoom;
  const [fx, fy] = view.close ? [art.focus[0] * (view.flip ? -1 : 1), art.focus[1]] : [0, 0];
  const cy = view.close ? 350 : 338;
  const body = view.pair
    ? placed(art, accent, { ...view, flip: !view.flip }, alt, 'translate(92,-46) scale(.7)') +
      placed(art, accent, view, alt, 'translate(-64,34) scale(.8)')
    : placed(art, accent, view, alt);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 700 700"><defs>${artDefs(accent)}` +
    `<radialGradient id="bg" cx=".5" cy=".42" r=".78"><stop offset="0" stop-color="#ffffff"/><stop offset=".5" stop-color="#f2f4f6"/><stop offset="1" stop-color="#d5dae0"/></radialGradient>` +
    `<radialGradient id="sh"><stop offset="0" stop-color="#0b1220" stop-opacity=".34"/><stop offset=".55" stop-color="#0b1220" stop-opacity=".12"/><stop offset="1" stop-color="#0b1220" stop-opacity="0"/></radialGradient>` +
    `</defs><rect width="700" height="700" fill="url(#bg)"/>` +
    `<g transform="translate(350,${cy}) scale(${s}) translate(${-fx},${-fy})">${body}</g></svg>`
  );
}

/** A dark "automotive" banner: a large part (and a smaller companion on wide banners) on a lit floor. */
function bannerSvg(width: number, height: number, main: Art, companion: Art, accent: string, alt: number): string {
  const wide = width / height > 1.6;
  const s = Math.min(height * 0.76, wide ? width * 0.38 : width * 0.8) / 400;
  const cs = s * 0.55;
  const floorY = height * 0.86;
  let cx = wide ? width * 0.64 : width / 2;
  let compX = cx + main.foot[0] * s + companion.foot[0] * cs + width * 0.02;
  const over = compX + companion.foot[0] * cs + width * 0.03 - width;
  if (wide && over > 0) [cx, compX] = [cx - over, compX - over];
  const part = (art: Art, x: number, scale: number, a: number) => {
    const y = floorY - art.foot[1] * scale;
    const rot = -6 * (art.tilt ?? 0);
    return (
      `<g transform="translate(${x},${floorY}) scale(${scale},${-scale * 0.9}) translate(0,${-art.foot[1]}) rotate(${rot})" opacity=".16">${art.draw({ accent, alt: a })}</g>` +
      `<ellipse cx="${x}" cy="${floorY + 2}" rx="${art.foot[0] * scale * 1.1}" ry="${height * 0.02}" fill="#000" fill-opacity=".6"/>` +
      `<g transform="translate(${x},${y}) scale(${scale}) rotate(${rot})">${art.draw({ accent, alt: a })}</g>`
    );
  };
  const streaks = Array.from({ length: 9 }, (_, i) => {
    const x = width * (0.02 + i * 0.07);
    return `<path d="M${x},${height * 0.95} L${x + height * 0.7},${height * 0.05}" stroke="url(#streak)" stroke-width="${1 + (i % 3)}" opacity="${0.12 + (i % 3) * 0.08}"/>`;
  }).join('');
  const beam = `<path d="M${cx - width * 0.05},0 L${cx + width * 0.22},0 L${cx + width * 0.3},${floorY} L${cx - width * 0.26},${floorY}Z" fill="url(#beam)"/>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${artDefs(accent)}` +
    `<linearGradient id="bgd" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#070b12"/><stop offset=".5" stop-color="#121a27"/><stop offset="1" stop-color="#26344a"/></linearGradient>` +
    `<radialGradient id="halo"><stop offset="0" stop-color="${shade(accent, 0.2)}" stop-opacity=".7"/><stop offset=".45" stop-color="${accent}" stop-opacity=".25"/><stop offset="1" stop-color="${accent}" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="beam" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#dfe8f5" stop-opacity=".1"/><stop offset="1" stop-color="#dfe8f5" stop-opacity=".02"/></linearGradient>` +
    `<linearGradient id="streak" x1="0" y1="1" x2="0" y2="0"><stop offset="0" stop-color="${accent}" stop-opacity="0"/><stop offset=".5" stop-color="${shade(accent, 0.6)}"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>` +
    `<linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#05070b" stop-opacity=".55"/><stop offset=".35" stop-color="#05070b" stop-opacity=".9"/><stop offset="1" stop-color="#05070b"/></linearGradient>` +
    `<linearGradient id="rim" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${accent}" stop-opacity="0"/><stop offset=".6" stop-color="${shade(accent, 0.3)}" stop-opacity=".9"/><stop offset="1" stop-color="${accent}" stop-opacity="0"/></linearGradient>` +
    `</defs><rect width="${width}" height="${height}" fill="url(#bgd)"/>${streaks}${beam}` +
    `<ellipse cx="${cx}" cy="${height * 0.5}" rx="${height * 0.95}" ry="${height * 0.7}" fill="url(#halo)"/>` +
    `<rect y="${floorY}" width="${width}" height="${height - floorY}" fill="url(#floor)"/>` +
    `<rect y="${floorY - 1}" width="${width}" height="2" fill="url(#rim)"/>` +
    (wide ? part(companion, compX, cs, alt + 1) : '') +
    part(main, cx, s, alt) +
    `<rect y="${floorY + 4}" width="${width}" height="${height - floorY}" fill="url(#floor)" opacity=".55"/></svg>`
  );
}

/** Width of `text` in DejaVu Sans Bold (the sans-serif here), in ems; a little generous on purpose. */
function textEms(text: string, upper: boolean): number {
  let w = 0;
  for (const ch of text) {
    if (ch === ' ') w += 0.35;
    else if (/[iIl.,'j!|]/.test(ch)) w += 0.36;
    else if (/[mwMW]/.test(ch)) w += 1.02;
    else if (upper || /[A-Z]/.test(ch)) w += 0.76;
    else w += 0.66;
  }
  return w;
}

/** Splits a brand name into one or two balanced lines. */
function logoLines(name: string): string[] {
  const words = name.split(/\s+/).filter(Boolean);
  if (words.length < 2 || name.length <= 11) return [name];
  let best = [name];
  let bestDiff = Infinity;
  for (let i = 1; i < words.length; i++) {
    const a = words.slice(0, i).join(' ');
    const b = words.slice(i).join(' ');
    const diff = Math.abs(a.length - b.length);
    if (diff < bestDiff) [best, bestDiff] = [[a, b], diff];
  }
  return best;
}

function logoSvg(name: string, slug: string): string {
  const h = hash(slug);
  const accent = PALETTE[h % PALETTE.length]!;
  const style = (h >>> 8) % 3;
  const ink = '#151a22';
  const head = `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="120" viewBox="0 0 240 120"><rect width="240" height="120" fill="#ffffff"/>`;
  const textBlock = (
    lines: string[],
    x: number,
    maxW: number,
    maxSize: number,
    fill: string,
    anchor: 'start' | 'middle',
    upper: boolean,
    extra = '',
  ) => {
    const size = Math.min(maxSize, ...lines.map((l) => maxW / textEms(l, upper)));
    const lh = size * 1.08;
    const top = 60 - ((lines.length - 1) * lh) / 2 + size * 0.36;
    return lines
      .map(
        (l, i) =>
          `<text x="${x}" y="${(top + i * lh).toFixed(1)}" font-family="sans-serif" font-weight="700" font-size="${size.toFixed(1)}" fill="${fill}" text-anchor="${anchor}"${extra}>${esc(upper ? l.toUpperCase() : l)}</text>`,
      )
      .join('');
  };
  if (style === 0) {
    // Round emblem with the initial, name beside it.
    const initial = esc(name.trim().charAt(0).toUpperCase());
    return (
      head +
      `<circle cx="38" cy="60" r="26" fill="${accent}"/><circle cx="38" cy="60" r="21" fill="none" stroke="#fff" stroke-opacity=".6" stroke-width="1.5"/>` +
      `<text x="38" y="69.5" font-family="sans-serif" font-weight="700" font-size="27" fill="#fff" text-anchor="middle">${initial}</text>` +
      textBlock(logoLines(name), 74, 154, 30, ink, 'start', false) +
      '</svg>'
    );
  }
  if (style === 1) {
    // Sporty: slanted capitals over a speed bar.
    const lines = logoLines(name);
    return (
      head +
      `<g transform="translate(120,0) skewX(-10) translate(-120,0)">` +
      textBlock(lines, 120, 200, 30, ink, 'middle', true, ' letter-spacing="0.5"') +
      `<path d="M28,${lines.length > 1 ? 98 : 84} L190,${lines.length > 1 ? 98 : 84} L184,${lines.length > 1 ? 104 : 90} L22,${lines.length > 1 ? 104 : 90}Z" fill="${accent}"/>` +
      `<path d="M196,${lines.length > 1 ? 98 : 84} L214,${lines.length > 1 ? 98 : 84} L208,${lines.length > 1 ? 104 : 90} L190,${lines.length > 1 ? 104 : 90}Z" fill="${shade(accent, -0.35)}"/></g></svg>`
    );
  }
  // Badge: white name on a coloured rounded plate.
  return (
    head +
    `<rect x="12" y="22" width="216" height="76" rx="14" fill="${accent}"/><rect x="16" y="26" width="208" height="68" rx="11" fill="none" stroke="#fff" stroke-opacity=".45" stroke-width="1.5"/>` +
    textBlock(logoLines(name), 120, 188, 28, '#ffffff', 'middle', false) +
    '</svg>'
  );
}

// ---- files ----------------------------------------------------------------------------------------
async function exists(file: string): Promise<boolean> {
  try {
    return (await stat(file)).size > 0;
  } catch {
    return false;
  }
}

/** Writes `buf` to `file` whole or not at all (a reader never sees half a picture). */
async function writeWhole(file: string, buf: Buffer) {
  const tmp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  await writeFile(tmp, buf);
  await rename(tmp, file);
}

/**
 * Renders `svg` to `dir/file` as WebP unless the file is already there; returns the public URL.
 * With AXLE_SEED_IMAGE_CACHE (a directory: the test suite seeds three fresh shops per run) a picture
 * drawn once is copied from there, keyed by its drawing and quality.
 */
async function ensure(dir: string, urlPrefix: string, file: string, svg: () => string, quality = 80): Promise<string> {
  const target = path.join(dir, file);
  if (!(await exists(target))) {
    const drawing = svg();
    const cacheDir = process.env.AXLE_SEED_IMAGE_CACHE?.trim();
    const cached = cacheDir ? path.join(cacheDir, `${createHash('sha1').update(drawing).digest('hex')}-${quality}.webp`) : '';
    if (cached && (await exists(cached))) await writeWhole(target, await readFile(cached));
    else {
      const buf = await sharp(Buffer.from(drawing)).webp({ quality, effort: 3, smartSubsample: false }).toBuffer();
      await writeWhole(target, buf);
      if (cached) {
        await mkdir(cacheDir!, { recursive: true });
        await writeWhole(cached, buf);
      }
    }
  }
  return `${urlPrefix.replace(/\/+$/, '')}/${file}`;
}

/** The accent colour of a leaf category: neighbouring leaves differ. */
export const leafAccent = (leafIndex: number) => PALETTE[(leafIndex * 3) % PALETTE.length]!;

/** A studio shot of `drawing` in one of the PART_VIEWS, `size` px square (also for previews). */
export function partSvg(drawing: Drawing, accent: string, viewIndex: number, size = PRODUCT_SIZE, alt = 0): string {
  const view = PART_VIEWS[viewIndex % PART_VIEWS.length]!;
  return studioSvg(size, DRAWINGS[drawing], accent, view, alt + view.alt);
}

/**
 * Renders the image set of one part (PART_VIEWS of its drawing, in its leaf's colour) into `dir` and
 * returns the public URLs. Parts of a leaf drawn alike share their files.
 */
export async function renderPartImages(opts: {
  dir: string;
  urlPrefix: string;
  slug: string;
  drawing: Drawing;
  accent: string;
  alt: number;
}): Promise<string[]> {
  const { dir, urlPrefix, slug, drawing, accent, alt } = opts;
  await mkdir(dir, { recursive: true });
  return Promise.all(
    PART_VIEWS.map((_, i) => {
      const svg = partSvg(drawing, accent, i, PRODUCT_SIZE, alt);
      return ensure(dir, urlPrefix, `${slug}-${i + 1}-${digest(svg)}.webp`, () => svg);
    }),
  );
}

/** The tile a leaf category shows in category lists: its first drawing, whole. */
export async function renderCategoryImage(opts: {
  dir: string;
  urlPrefix: string;
  slug: string;
  drawing: Drawing;
  accent: string;
}): Promise<string> {
  const { dir, urlPrefix, slug, drawing, accent } = opts;
  await mkdir(dir, { recursive: true });
  const svg = studioSvg(CATEGORY_SIZE, DRAWINGS[drawing], accent, { ...PART_VIEWS[0]!, zoom: 1.06 }, 0);
  return ensure(dir, urlPrefix, `${slug}-category-${digest(svg)}.webp`, () => svg);
}

/**
 * Renders the hero/slide and department/blog images: a large part and a companion from `drawings`.
 * `fixedName`: the file keeps its plain name (the slideshow links to it by name), so a changed
 * drawing is not rendered again until the file is deleted.
 */
export async function renderBannerImage(opts: {
  dir: string;
  urlPrefix: string;
  slug: string;
  drawings: Drawing[];
  width: number;
  height: number;
  fixedName?: boolean;
}): Promise<string> {
  const { dir, urlPrefix, slug, drawings, width, height, fixedName } = opts;
  await mkdir(dir, { recursive: true });
  const h = hash(slug);
  const main = DRAWINGS[drawings[h % drawings.length]!];
  const companion = DRAWINGS[drawings[(h + 1) % drawings.length]!];
  const accent = PALETTE[(h >>> 4) % PALETTE.length]!;
  const svg = bannerSvg(width, height, main, companion, accent, (h >>> 12) % 4);
  return ensure(dir, urlPrefix, `${slug}-${width}x${height}${fixedName ? '' : `-${digest(svg)}`}.webp`, () => svg);
}

export async function renderBrandLogo(opts: { dir: string; urlPrefix: string; slug: string; name: string }): Promise<string> {
  const { dir, urlPrefix, slug, name } = opts;
  await mkdir(dir, { recursive: true });
  const svg = logoSvg(name, slug);
  return ensure(dir, urlPrefix, `${slug}-logo-${digest(svg)}.webp`, () => svg, 85);
}
