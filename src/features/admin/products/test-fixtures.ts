// For the integration tests: what a test changes about some products, kept before and put back
// after, so the suites that run later on the same database find the catalogue as seeded.
import { sql } from 'drizzle-orm';
import type { Database } from '@/db/client';

export type Snapshot = { products: Record<string, unknown>[]; categories: { product_id: number; category_id: number }[] };

const COLUMNS =
  'id, name, description, part_number, price, compare_at_price, stock, stock_status, visibility, category_id, brand_id, search_text';

export async function snapshotProducts(database: Database, ids: number[]): Promise<Snapshot> {
  const [products, categories] = await Promise.all([
    database.$client.query(`SELECT ${COLUMNS} FROM products WHERE id = ANY($1::int[])`, [ids]),
    database.$client.query<{ product_id: number; category_id: number }>(
      'SELECT product_id, category_id FROM product_categories WHERE product_id = ANY($1::int[])',
      [ids],
    ),
  ]);
  return { products: products.rows, categories: categories.rows };
}

export async function restoreProducts(database: Database, snapshot: Snapshot): Promise<void> {
  const ids = snapshot.products.map((p) => p.id as number);
  await database.transaction(async (tx) => {
    for (const p of snapshot.products) {
      await tx.execute(sql`
        UPDATE products SET name = ${JSON.stringify(p.name)}::jsonb, description = ${JSON.stringify(p.description)}::jsonb, part_number = ${p.part_number},
               price = ${p.price}, compare_at_price = ${p.compare_at_price}, stock = ${p.stock}, stock_status = ${p.stock_status}::stock_status,
               visibility = ${p.visibility}::product_visibility, category_id = ${p.category_id}, brand_id = ${p.brand_id}, search_text = ${p.search_text}
         WHERE id = ${p.id}`);
    }
    await tx.execute(sql`DELETE FROM product_categories WHERE product_id = ANY(${sql.param(ids)}::int[])`);
    for (const c of snapshot.categories)
      await tx.execute(sql`INSERT INTO product_categories (product_id, category_id) VALUES (${c.product_id}, ${c.category_id})`);
    // The counts as the seed computes them, of published products only.
    await tx.execute(sql`
      UPDATE categories c SET items_count = coalesce(x.n, 0)
        FROM categories k LEFT JOIN (SELECT pc.category_id, count(*)::int AS n FROM product_categories pc JOIN products p ON p.id = pc.product_id
                                      WHERE p.visibility = 'published' GROUP BY pc.category_id) x ON x.category_id = k.id
       WHERE c.id = k.id AND k.type = 'shop'`);
  });
}
