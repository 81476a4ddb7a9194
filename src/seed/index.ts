// The seed: builds a realistic, deterministic catalog (and, in demo mode, the demo shopper).
// Idempotent: reference rows are inserted only when missing, products are numbered and only the
// missing numbers are made, so running it twice changes nothing and `--products N` grows a catalog.
import path from 'node:path';
import type pg from 'pg';
import { seedReference, shopCategories } from './reference';
import { catalogContext, seedProducts } from './products';
import { DEMO_ADMIN, seedBlog, seedDemoAdmin, seedDemoShopper } from './content';
import { leafAccent, renderBannerImage, renderBrandLogo, renderCategoryImage, renderPartImages } from './images';
import { partFacts } from './data/part-facts';
import { brands } from './data/brands';
import { blogPosts } from './data/blog';
import { homeSlides } from './data/store';
import { departments } from './data/departments';

export const DEFAULT_PRODUCTS = 2000;
const MEDIA_URL = '/media';

export type SeedOptions = {
  products?: number;
  demo: boolean;
  mediaDir: string;
  log?: (line: string) => void;
  /** Bulk load (see seedProducts); by default when adding at least BULK_MIN products and at least as many as there are. */
  bulk?: boolean;
};

/** From this many new products on, a seed that at least doubles the catalog loads in bulk. */
const BULK_MIN = 20_000;

export type SeedReport = { productsAdded: number; products: number; fitment: number; reviews: number; seconds: number };

const fmt = (n: number) => n.toLocaleString('en-US');

/** Renders every generated image (skipping files that exist) and returns their URLs by slug. */
async function renderImages(mediaDir: string) {
  const { leaves } = shopCategories();
  const partImages = new Map<string, string[]>();
  const category = new Map<string, string>();
  const products = { dir: path.join(mediaDir, 'products'), urlPrefix: `${MEDIA_URL}/products` };
  // Each part is pictured by its own drawing in its leaf's colour; parts of a leaf drawn alike share files.
  const queue = leaves.flatMap((leaf, li) => [
    ...leaf.parts.map((part) => async () => {
      const drawing = partFacts[part.slug]!.art;
      partImages.set(
        part.slug,
        await renderPartImages({ ...products, slug: `${leaf.slug}-${drawing}`, drawing, accent: leafAccent(li), alt: li }),
      );
    }),
    async () => {
      category.set(
        leaf.slug,
        await renderCategoryImage({ ...products, slug: leaf.slug, drawing: partFacts[leaf.parts[0]!.slug]!.art, accent: leafAccent(li) }),
      );
    },
  ]);
  for (const dep of departments) {
    queue.push(async () => {
      const url = await renderBannerImage({
        dir: path.join(mediaDir, 'categories'),
        urlPrefix: `${MEDIA_URL}/categories`,
        slug: dep.slug,
        drawings: dep.art,
        width: 360,
        height: 360,
      });
      category.set(dep.slug, url);
    });
  }
  const brand = new Map<string, string>();
  for (const b of brands) {
    queue.push(async () => {
      brand.set(
        b.slug,
        await renderBrandLogo({ dir: path.join(mediaDir, 'brands'), urlPrefix: `${MEDIA_URL}/brands`, slug: b.slug, name: b.name }),
      );
    });
  }
  const post = new Map<string, string>();
  blogPosts.forEach((p, i) => {
    queue.push(async () => {
      const drawings = departments[i % departments.length]!.art;
      post.set(
        p.slug,
        await renderBannerImage({
          dir: path.join(mediaDir, 'blog'),
          urlPrefix: `${MEDIA_URL}/blog`,
          slug: p.slug,
          drawings,
          width: 1200,
          height: 675,
        }),
      );
    });
  });
  for (const s of homeSlides) {
    queue.push(async () => {
      const drawings = departments.find((d) => d.slug === s.department)!.art;
      await renderBannerImage({
        dir: path.join(mediaDir, 'slides'),
        urlPrefix: `${MEDIA_URL}/slides`,
        slug: s.slug,
        drawings,
        width: 1920,
        height: 600,
        fixedName: true,
      });
      await renderBannerImage({
        dir: path.join(mediaDir, 'slides'),
        urlPrefix: `${MEDIA_URL}/slides`,
        slug: `${s.slug}-mobile`,
        drawings,
        width: 800,
        height: 800,
        fixedName: true,
      });
    });
  }
  // Two at a time: this machine has two cores.
  const workers = Array.from({ length: 2 }, async () => {
    for (let job = queue.shift(); job; job = queue.shift()) await job();
  });
  await Promise.all(workers);
  return { partImages, category, brand, post };
}

export async function seedDatabase(client: pg.Pool, opts: SeedOptions): Promise<SeedReport> {
  const log = opts.log ?? (() => {});
  const target = opts.products ?? DEFAULT_PRODUCTS;
  const t0 = performance.now();
  const stage = async <T>(name: string, work: () => Promise<T>, describe: (r: T) => string) => {
    const s = performance.now();
    const result = await work();
    log(`  ${name.padEnd(12)} ${describe(result)} (${((performance.now() - s) / 1000).toFixed(1)} s)`);
    return result;
  };

  const images = await stage(
    'images',
    () => renderImages(opts.mediaDir),
    (r) => `${fmt(new Set([...r.partImages.values()].flat()).size + r.category.size + r.brand.size + r.post.size)} files ready`,
  );
  const ref = await stage(
    'reference',
    () => seedReference(client, images),
    (r) => `${r.categories} categories, ${brands.length} brands, ${fmt(r.vehicles.length)} vehicles`,
  );

  const {
    rows: [{ max }],
  } = await client.query<{ max: number | null }>('SELECT max(id) AS max FROM products');
  const existing = max ?? 0;
  let added = { fitment: 0, reviews: 0 };
  if (existing < target) {
    const ctx = catalogContext(ref.leaves, ref.vehicles, images.partImages);
    const s = performance.now();
    let lastShown = 0;
    const adding = target - existing;
    const bulk = opts.bulk ?? (adding >= BULK_MIN && adding >= existing);
    if (bulk) log(`  products     bulk load: indexes and foreign keys of the product tables are rebuilt at the end`);
    added = await seedProducts(
      client,
      ctx,
      existing,
      target,
      (done) => {
        const now = performance.now();
        if (done === target || now - lastShown > 2000) {
          lastShown = now;
          const rate = (done - existing) / ((now - s) / 1000);
          log(`  products     ${fmt(done)} / ${fmt(target)} (${Math.round((done / target) * 100)} %, ${fmt(Math.round(rate))}/s)`);
        }
      },
      {
        bulk,
        indexed: (r) => log(`  indexes      ${r.indexes} indexes and ${r.foreignKeys} foreign keys rebuilt (${r.seconds.toFixed(1)} s)`),
      },
    );
    log(`  fitment      ${fmt(added.fitment)} rows, reviews ${fmt(added.reviews)}`);
    await client.query(
      `UPDATE categories c SET items_count = x.n
       FROM (SELECT category_id, count(*)::int AS n FROM product_categories GROUP BY category_id) x
       WHERE x.category_id = c.id AND c.items_count <> x.n`,
    );
    const a = performance.now();
    await client.query('ANALYZE');
    if (bulk) log(`  analyze      ${((performance.now() - a) / 1000).toFixed(1)} s`);
    await client.query('INSERT INTO seed_runs (fingerprint, products, demo) VALUES ($1, $2, $3)', ['v1', target, String(opts.demo)]);
  } else {
    log(`  products     ${fmt(existing)} already there, nothing to add`);
  }

  await stage(
    'blog',
    () => seedBlog(client, images.post),
    (n) => `${n} posts`,
  );
  if (opts.demo)
    await stage(
      'demo',
      () => seedDemoShopper(client),
      (made) => (made ? 'demo shopper with addresses and orders' : 'demo shopper already there'),
    );
  if (opts.demo)
    await stage(
      'demo admin',
      () => seedDemoAdmin(client),
      (made) => (made ? `demo admin ${DEMO_ADMIN.email}` : 'demo admin already there'),
    );

  const {
    rows: [{ count }],
  } = await client.query<{ count: number }>('SELECT count(*) FROM products');
  return { productsAdded: Math.max(0, target - existing), products: count, ...added, seconds: (performance.now() - t0) / 1000 };
}
