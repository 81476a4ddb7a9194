import { expect, inject, it } from 'vitest';
import { describeEachDatabase } from '../../tests/integration/databases';
import { seedDatabase } from './index';
import { deferIndexes } from '../db/bulk-load';
import { PRODUCT_TABLES } from './products';
import { TEST_PRODUCTS } from '../../tests/integration/global-setup';
import { departments } from './data/departments';
import { stat } from 'node:fs/promises';
import path from 'node:path';

const TABLES = [
  'currencies',
  'countries',
  'categories',
  'brands',
  'attributes',
  'attribute_values',
  'product_types',
  'attribute_groups',
  'products',
  'product_categories',
  'product_images',
  'product_attributes',
  'product_options',
  'product_option_values',
  'product_fitment',
  'product_interchange',
  'reviews',
  'vehicles',
  'users',
  'accounts',
  'addresses',
  'orders',
  'order_items',
  'blog_posts',
  'blog_post_categories',
  'seed_runs',
  'tags',
];

describeEachDatabase('the seed', (database) => {
  const count = async (table: string) =>
    (await database().$client.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]!.n;
  const snapshot = async () => Object.fromEntries(await Promise.all(TABLES.map(async (t) => [t, await count(t)])));
  const checksum = async () =>
    (
      await database().$client.query<{ h: string }>(
        `SELECT md5(string_agg(id || slug || sku || price || name::text, ',' ORDER BY id)) AS h FROM products`,
      )
    ).rows[0]!.h;

  it('names every tag of a product or a blog post in English, Russian and Arabic', async () => {
    const { rows } = await database().$client.query<{ slug: string; name: Record<string, string> | null }>(
      `SELECT u.slug, t.name FROM (SELECT DISTINCT unnest(tags) AS slug FROM products UNION SELECT unnest(tags) FROM blog_posts) u
         LEFT JOIN tags t ON t.slug = u.slug`,
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const { slug, name } of rows) for (const lang of ['en', 'ru', 'ar']) expect(name?.[lang]?.trim(), `${slug} ${lang}`).toBeTruthy();
  });

  it('builds the departments three levels deep, with products in every department', async () => {
    const { rows } = await database().$client.query<{ slug: string; depth: number; items: number }>(
      `SELECT c.slug, (SELECT max(d.depth) FROM categories d WHERE d.path LIKE c.path || '%') AS depth, c.items_count AS items
       FROM categories c WHERE c.type = 'shop' AND c.parent_id IS NULL ORDER BY c.position`,
    );
    expect(rows.map((r) => r.slug)).toEqual(departments.map((d) => d.slug));
    for (const r of rows) {
      expect(r.depth).toBe(2);
      expect(r.items).toBeGreaterThan(0);
    }
  });

  it('gives every product a URL-safe slug, so its page answers (brands such as Orzeł Auto included)', async () => {
    const { rows } = await database().$client.query<{ slug: string }>(
      `SELECT slug FROM products WHERE slug !~ '^[a-z0-9]+(-[a-z0-9]+)*$' LIMIT 3`,
    );
    expect(rows).toEqual([]);
  });

  it('makes the requested number of products, with prices in cents, images, and all three stock statuses', async () => {
    expect(await count('products')).toBe(TEST_PRODUCTS);
    const { rows } = await database().$client.query<{ status: string; n: number }>(
      'SELECT stock_status AS status, count(*)::int AS n FROM products GROUP BY 1',
    );
    expect(rows.map((r) => r.status).sort()).toEqual(['in-stock', 'on-backorder', 'out-of-stock']);
    const noImages = await database().$client.query(
      'SELECT id FROM products p WHERE (SELECT count(*) FROM product_images i WHERE i.product_id = p.id) < 2',
    );
    expect(noImages.rowCount).toBe(0);
  });

  it('gives most parts a list of fitting vehicles, and some universal or unknown fitment', async () => {
    const { rows } = await database().$client.query<{ c: string; n: number }>(
      'SELECT compatibility AS c, count(*)::int AS n FROM products GROUP BY 1',
    );
    const by = Object.fromEntries(rows.map((r) => [r.c, r.n]));
    expect(by.list).toBeGreaterThan(TEST_PRODUCTS / 2);
    expect(by.all).toBeGreaterThan(0);
    expect(by.unknown).toBeGreaterThan(0);
    const orphan = await database().$client.query(
      `SELECT id FROM products p WHERE compatibility = 'list' AND NOT EXISTS (SELECT 1 FROM product_fitment f WHERE f.product_id = p.id)`,
    );
    expect(orphan.rowCount).toBe(0);
  });

  it("pictures every product from its own category's image set, with files that exist", async () => {
    const { rows } = await database().$client.query<{ url: string; leaf: string }>(
      `SELECT i.url, c.slug AS leaf FROM product_images i JOIN products p ON p.id = i.product_id JOIN categories c ON c.id = p.category_id`,
    );
    expect(rows.filter((r) => !r.url.startsWith(`/media/products/${r.leaf}-`))).toEqual([]);
    const files = [...new Set(rows.map((r) => r.url))];
    const missing = (
      await Promise.all(
        files.map(async (u) => ((await stat(path.join(inject('mediaDir'), u.replace('/media/', ''))).catch(() => null))?.size ? null : u)),
      )
    ).filter(Boolean);
    expect(missing).toEqual([]);
  });

  it('sells no universal brake, suspension, engine or body parts', async () => {
    const { rows } = await database().$client.query<{ name: string }>(
      `SELECT p.name->>'en' AS name FROM products p JOIN product_categories pc ON pc.product_id = p.id JOIN categories d ON d.id = pc.category_id
       WHERE d.depth = 0 AND d.slug = ANY($1) AND p.compatibility <> 'list'`,
      [['brakes-suspension', 'engine-drivetrain', 'body-parts']],
    );
    expect(rows).toEqual([]);
  });

  it('stores names in English, Russian and Arabic', async () => {
    const { rows } = await database().$client.query<{ name: { en: string; ru: string; ar: string } }>('SELECT name FROM products LIMIT 20');
    for (const { name } of rows) {
      expect(name.en).toMatch(/[A-Za-z]/);
      expect(name.ru).toMatch(/[А-Яа-яЁё]/);
      expect(name.ar).toMatch(/[\u0600-\u06FF]/);
    }
  });

  it('keeps each product rating equal to the average of its reviews', async () => {
    const { rowCount } = await database().$client.query(
      `SELECT p.id FROM products p LEFT JOIN reviews r ON r.product_id = p.id GROUP BY p.id
       HAVING p.reviews_count <> count(r.id) OR abs(p.rating - coalesce(avg(r.rating), 0)) > 0.01`,
    );
    expect(rowCount).toBe(0);
  });

  it('creates the demo shopper with a hashed password, addresses and orders', async () => {
    const { rows } = await database().$client.query<{ password: string }>(
      `SELECT a.password FROM accounts a JOIN users u ON u.id = a.user_id WHERE u.email = 'demo@axle.example'`,
    );
    expect(rows[0]!.password).toMatch(/^\$argon2id\$/);
    expect(await count('addresses')).toBeGreaterThanOrEqual(2);
    expect(await count('orders')).toBeGreaterThanOrEqual(3);
  });

  it('puts back exactly the indexes and foreign keys a bulk load drops', async () => {
    const client = await database().$client.connect();
    const definitions = async () =>
      (
        await client.query<{ d: string }>(
          `SELECT string_agg(x, E'\n' ORDER BY x) AS d FROM (
           SELECT indexdef AS x FROM pg_indexes WHERE schemaname = current_schema()
           UNION ALL
           SELECT conrelid::regclass || ' ' || conname || ' ' || pg_get_constraintdef(oid) FROM pg_constraint WHERE connamespace = current_schema()::regnamespace
         ) s`,
        )
      ).rows[0]!.d;
    try {
      await client.query('BEGIN');
      const before = await definitions();
      const restore = await deferIndexes(client, PRODUCT_TABLES);
      expect(await definitions()).not.toBe(before);
      const rebuilt = await restore();
      expect(rebuilt.indexes).toBeGreaterThan(10);
      expect(rebuilt.foreignKeys).toBeGreaterThan(10);
      expect(await definitions()).toBe(before);
    } finally {
      // Only the definitions were under test: leave the shared test database as it was.
      await client.query('ROLLBACK');
      client.release();
    }
  });

  it('changes nothing when it runs a second time', async () => {
    const before = await snapshot();
    const hash = await checksum();
    await seedDatabase(database().$client, { products: TEST_PRODUCTS, demo: true, mediaDir: inject('mediaDir') });
    expect(await snapshot()).toEqual(before);
    expect(await checksum()).toBe(hash);
  });
});

it('seeds the same catalog, reviews and fitment on every database (the seed is deterministic)', async () => {
  const { openDatabase } = await import('../db/client');
  const fingerprint = async (url: string) => {
    const { rows } = await openDatabase(url, 1).$client.query<{ h: string }>(
      `SELECT md5(
         (SELECT string_agg(id || slug || sku || price || name::text, ',' ORDER BY id) FROM products) ||
         (SELECT string_agg(product_id || ':' || rating || ':' || author, ',' ORDER BY product_id, id) FROM reviews) ||
         (SELECT count(*)::text FROM product_fitment) || (SELECT count(*)::text FROM reviews)
       ) AS h`,
    );
    return rows[0]!.h;
  };
  const prints = await Promise.all(inject('databases').map((d) => fingerprint(d.url)));
  expect(new Set(prints).size).toBe(1);
});
