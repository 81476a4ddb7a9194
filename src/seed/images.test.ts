import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { renderBannerImage, renderBrandLogo, renderCategoryImages, type ImageIcon } from './images';

const ICONS: ImageIcon[] = ['lighting', 'fuel', 'body', 'interior', 'wheels', 'engine', 'oils', 'tools'];
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

  it('renders a leaf category set: 700×700 product images and a 360×360 category image', async () => {
    const set = await renderCategoryImages({ dir, urlPrefix: '/media/seed', slug: 'brake-discs', icon: 'engine', variant: 2, count: 6 });
    expect(set.products).toEqual(Array.from({ length: 6 }, (_, i) => `/media/seed/brake-discs-${i + 1}.webp`));
    expect(set.category).toBe('/media/seed/brake-discs-category.webp');
    for (const url of set.products) await expectWebp(url, 700, 700, 40 * 1024);
    await expectWebp(set.category, 360, 360, 40 * 1024);

    const bytes = await Promise.all(set.products.map((u) => readFile(fileOf(u))));
    for (let i = 1; i < bytes.length; i++) expect(bytes[i]!.equals(bytes[0]!)).toBe(false);
  });

  it('does not rewrite files that already exist', async () => {
    const opts = { dir, urlPrefix: '/media/seed', slug: 'headlights', icon: 'lighting' as const, variant: 0, count: 3 };
    const first = await renderCategoryImages(opts);
    const files = [...first.products, first.category].map(fileOf);
    const before = await Promise.all(files.map(async (f) => (await stat(f)).mtimeMs));
    await new Promise((r) => setTimeout(r, 30));
    const second = await renderCategoryImages(opts);
    expect(second).toEqual(first);
    const after = await Promise.all(files.map(async (f) => (await stat(f)).mtimeMs));
    expect(after).toEqual(before);
  });

  it('gives different leaf categories of one department different images', async () => {
    const a = await renderCategoryImages({ dir, urlPrefix: '/media/seed', slug: 'oil-a', icon: 'oils', variant: 0, count: 1 });
    const b = await renderCategoryImages({ dir, urlPrefix: '/media/seed', slug: 'oil-b', icon: 'oils', variant: 1, count: 1 });
    const [pa, pb] = await Promise.all([a.products[0]!, b.products[0]!].map((u) => sharp(fileOf(u)).resize(32, 32).raw().toBuffer()));
    let diff = 0;
    for (let i = 0; i < pa!.length; i++) diff += Math.abs(pa![i]! - pb![i]!);
    expect(diff / pa!.length).toBeGreaterThan(3);
  });

  it('renders every department icon, small', async () => {
    for (const [i, icon] of ICONS.entries()) {
      const set = await renderCategoryImages({ dir, urlPrefix: '/media/seed', slug: `dept-${icon}`, icon, variant: i, count: 2 });
      for (const url of set.products) await expectWebp(url, 700, 700, 40 * 1024);
    }
    // How fast they render is the seed's progress lines' business (and npm run bench), not a test's.
  });

  it('renders banners and brand logos', async () => {
    const banner = await renderBannerImage({ dir, urlPrefix: '/media/seed/', slug: 'hero-1', icon: 'wheels', width: 1600, height: 600 });
    expect(banner).toBe('/media/seed/hero-1-1600x600.webp');
    await expectWebp(banner, 1600, 600, 200 * 1024);
    const logo = await renderBrandLogo({ dir, urlPrefix: '/media/seed', slug: 'falkenstein-autoteile', name: 'Falkenstein Autoteile' });
    expect(logo).toBe('/media/seed/falkenstein-autoteile-logo.webp');
    await expectWebp(logo, 240, 120, 40 * 1024);
    // The name is really drawn: a logo has plenty of dark or coloured (non-white) pixels.
    const { data, info } = await sharp(fileOf(logo)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    let ink = 0;
    for (let i = 0; i < data.length; i += info.channels) if (data[i]! + data[i + 1]! + data[i + 2]! < 600) ink++;
    expect(ink / (info.width * info.height)).toBeGreaterThan(0.05);
  });
});
