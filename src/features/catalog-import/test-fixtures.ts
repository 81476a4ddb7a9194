// For the catalogue import's database tests: a suite's own products (SKUs with a random prefix, removed
// afterwards, with the category counts put back), an image folder holding pad.png, a leaf category to
// file them in, and the shortcuts the suites read the database with. Call it inside a suite: it
// registers the suite's beforeAll and afterAll.
import { randomInt } from 'node:crypto';
import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, expect } from 'vitest';
import type { Database } from '@/db/client';
import { catalogVersion } from '@/features/catalog/version';
import type { ImportRequest } from './engine';
import { importCatalog } from './run';
import type { ImportKind, ImportReport } from './model';

const OWNER = { id: null, email: 'import test' };

export function importSuite(database: () => Database) {
  // Digits, not hex: an SKU of letters alone is not a part number to search (looksLikePartNumber), and
  // one random hex prefix in 360 had none.
  const prefix = `IMP${randomInt(1_000_000, 10_000_000)}`;
  const sku = (n: string) => `${prefix}-${n}`;
  let imageDir = '';
  /** A category products are filed in (its slug, its path of slugs) and its parent's slug; set before the tests. */
  const leaf = { slug: '', path: '', parent: '' };

  const run = (kind: ImportKind, csv: string | Buffer, options: Partial<ImportRequest> = {}): Promise<ImportReport> =>
    importCatalog({
      kind,
      source: Readable.from([typeof csv === 'string' ? Buffer.from(csv) : csv]),
      fileName: `${kind}.csv`,
      imageDir,
      actor: OWNER,
      database: database(),
      ...options,
    });
  const q = async <T extends Record<string, unknown>>(text: string, values: unknown[] = []) =>
    (await database().$client.query<T>(text, values)).rows;
  const product = async (code: string) => (await q<Record<string, unknown>>('SELECT * FROM products WHERE sku = $1', [sku(code)]))[0];
  const version = async () => Number(await catalogVersion(database()));

  beforeAll(async () => {
    imageDir = await mkdtemp(path.join(os.tmpdir(), 'axle-import-'));
    await writeFile(path.join(imageDir, 'pad.png'), Buffer.from('89504e470d0a1a0a', 'hex'));
    const [c] = await q<{ slug: string; path: string; parent: string }>(`
      SELECT c.slug, c.path, p.slug AS parent FROM categories c JOIN categories p ON p.id = c.parent_id
       WHERE c.type = 'shop' AND c.layout = 'products' ORDER BY c.id LIMIT 1`);
    const slugs = await q<{ slug: string }>(
      `SELECT slug FROM categories WHERE id = ANY(string_to_array(trim(both '/' FROM $1), '/')::int[]) ORDER BY depth`,
      [c!.path],
    );
    Object.assign(leaf, { slug: c!.slug, path: slugs.map((s) => s.slug).join('/'), parent: c!.parent });
    expect(leaf.path.split('/').at(-1)).toBe(leaf.slug);
  });

  afterAll(async () => {
    await q(`DELETE FROM products WHERE sku LIKE $1`, [`${prefix}-%`]);
    await q(`UPDATE categories c SET items_count = coalesce(x.n, 0) FROM categories k LEFT JOIN (SELECT pc.category_id, count(*)::int AS n FROM product_categories pc
      JOIN products p ON p.id = pc.product_id WHERE p.visibility = 'published' GROUP BY pc.category_id) x ON x.category_id = k.id WHERE c.id = k.id AND k.type = 'shop'`);
  });

  return { prefix, sku, leaf, run, q, product, version };
}
