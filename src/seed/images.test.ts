import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { PART_VIEWS, WHOLE_VIEWS, leafAccent, renderBannerImage, renderBrandLogo, renderCategoryImage, renderPartImages } from './images';
import { DRAWINGS, type Drawing } from './art';
let dir: string;
const fileOf = (url: string) => path.join(dir, url.slice('/media/seed/'.length));

async function expectWebp(url: string, width: number, height: number, maxBytes: number) {
  const file = fileOf(url);
  const buf = await readFile(file);
  expect(buf.subarray(0, 4).toString('latin1')).toBe('RIFF');
  expect(buf.subarray(8, 12).toString('latin1')).toBe('WEBP');
  const meta = await sharp(buf).metadata();
  expect(meta.format).toBe('webp');
  expect([meta.width, meta.height]).toEqual([width, height]);
  expect(buf.length).toBeLessThan(maxBytes);
}

describe('seed images', () => {
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'axle-images-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it("renders a part's image set (700×700, every view different) and its category's 360×360 tile", async () => {
    const set = await renderPartImages({
      dir,
      urlPrefix: '/media/seed',
      slug: 'brake-discs-brakeDisc',
      drawing: 'brakeDisc',
      accent: leafAccent(2),
      alt: 0,
    });
    expect(set).toHaveLength(PART_VIEWS.length);
    set.forEach((url, i) => expect(url).toMatch(new RegExp(`^/media/seed/brake-discs-brakeDisc-${i + 1}-[0-9a-f]{8}\\.webp$`)));
    for (const url of set) await expectWebp(url, 700, 700, 40 * 1024);
    const bytes = await Promise.all(set.map((u) => readFile(fileOf(u))));
    for (let i = 1; i < bytes.length; i++) expect(bytes[i]!.equals(bytes[0]!)).toBe(false);
    const tile = await renderCategoryImage({
      dir,
      urlPrefix: '/media/seed',
      slug: 'brake-discs',
      drawing: 'brakeDisc',
      accent: leafAccent(2),
    });
    await expectWebp(tile, 360, 360, 40 * 1024);
  });

  it('does not rewrite files that already exist, and names a changed drawing anew', async () => {
    const opts = {
      dir,
      urlPrefix: '/media/seed',
      slug: 'headlights-headlight',
      drawing: 'headlight' as const,
      accent: leafAccent(0),
      alt: 0,
    };
    const first = await renderPartImages(opts);
    const before = await Promise.all(first.map(async (f) => (await stat(fileOf(f))).mtimeMs));
    await new Promise((r) => setTimeout(r, 30));
    expect(await renderPartImages(opts)).toEqual(first);
    expect(await Promise.all(first.map(async (f) => (await stat(fileOf(f))).mtimeMs))).toEqual(before);
    const recoloured = await renderPartImages({ ...opts, accent: leafAccent(1) });
    expect(recoloured.filter((u) => first.includes(u))).toEqual([]);
  });

  it('draws different parts differently', async () => {
    const [a, b] = await Promise.all(
      (['brakePads', 'airFilter'] as const).map((drawing) =>
        renderPartImages({ dir, urlPrefix: '/media/seed', slug: drawing, drawing, accent: leafAccent(3), alt: 0 }),
      ),
    );
    const [pa, pb] = await Promise.all([a![0]!, b![0]!].map((u) => sharp(fileOf(u)).resize(32, 32).raw().toBuffer()));
    let diff = 0;
    for (let i = 0; i < pa!.length; i++) diff += Math.abs(pa![i]! - pb![i]!);
    expect(diff / pa!.length).toBeGreaterThan(3);
  });

  it('renders every drawing, small, with the whole part inside the frame in its main views', { timeout: 180_000 }, async () => {
    for (const drawing of Object.keys(DRAWINGS) as Drawing[]) {
      const set = await renderPartImages({ dir, urlPrefix: '/media/seed', slug: `all-${drawing}`, drawing, accent: leafAccent(1), alt: 0 });
      for (const main of set.slice(0, WHOLE_VIEWS)) {
        await expectWebp(main, 700, 700, 40 * 1024);
        // The frame's outer rows and columns are studio backdrop: nothing of the part is cut off.
        const { data, info } = await sharp(fileOf(main)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
        const dark = (x: number, y: number) => {
          const i = (y * info.width + x) * 3;
          return data[i]! + data[i + 1]! + data[i + 2]! < 450;
        };
        const edge = [...Array(info.width).keys()].flatMap((k) => [
          dark(k, 2),
          dark(k, info.height - 3),
          dark(2, k),
          dark(info.width - 3, k),
        ]);
        expect(edge.some(Boolean), drawing).toBe(false);
      }
    }
    // How fast they render is the seed's progress lines' business (and npm run bench), not a test's.
  });

  it('renders banners and brand logos', async () => {
    const banner = await renderBannerImage({
      dir,
      urlPrefix: '/media/seed/',
      slug: 'hero-1',
      drawings: ['wheel', 'tyre'],
      width: 1600,
      height: 600,
      fixedName: true,
    });
    expect(banner).toBe('/media/seed/hero-1-1600x600.webp');
    await expectWebp(banner, 1600, 600, 200 * 1024);
    const logo = await renderBrandLogo({ dir, urlPrefix: '/media/seed', slug: 'falkenstein-autoteile', name: 'Falkenstein Autoteile' });
    expect(logo).toMatch(/^\/media\/seed\/falkenstein-autoteile-logo-[0-9a-f]{8}\.webp$/);
    await expectWebp(logo, 240, 120, 40 * 1024);
    // The name is really drawn: a logo has plenty of dark or coloured (non-white) pixels.
    const { data, info } = await sharp(fileOf(logo)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    let ink = 0;
    for (let i = 0; i < data.length; i += info.channels) if (data[i]! + data[i + 1]! + data[i + 2]! < 600) ink++;
    expect(ink / (info.width * info.height)).toBeGreaterThan(0.05);
  });

  it('with a picture cache, a picture drawn once is copied from the cache into the next shop, not drawn again', async () => {
    const cache = path.join(dir, 'cache');
    process.env.AXLE_SEED_IMAGE_CACHE = cache;
    try {
      const logo = { urlPrefix: '/media/seed', slug: 'cached-brand', name: 'Cached Brand' };
      await renderBrandLogo({ ...logo, dir: path.join(dir, 'first') });
      const [entry] = await readdir(cache);
      expect(entry).toMatch(/^[0-9a-f]{40}-\d+\.webp$/);
      // Marked: what the second shop gets can only have come from the cache.
      const marked = Buffer.concat([await readFile(path.join(cache, entry!)), Buffer.from('cached')]);
      await writeFile(path.join(cache, entry!), marked);
      const url = await renderBrandLogo({ ...logo, dir: path.join(dir, 'second') });
      expect(await readFile(path.join(dir, 'second', path.basename(url)))).toEqual(marked);
    } finally {
      delete process.env.AXLE_SEED_IMAGE_CACHE;
    }
  });
});
