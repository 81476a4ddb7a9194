// For integration tests: data a suite may change freely in the shared test databases.
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { products } from '../../src/db/schema';

/**
 * A product in stock without options, `skip` places down from the newest (each suite its own, so
 * suites do not touch each other's), given `stock` units so its checkouts never run out. Its id.
 */
export async function plainProductInStock(database: Database, skip: number, stock = 500): Promise<number> {
  const { rows } = await database.execute<{ id: number }>(sql`
    SELECT p.id FROM products p WHERE p.stock_status = 'in-stock' AND NOT EXISTS (SELECT 1 FROM product_options o WHERE o.product_id = p.id)
    ORDER BY p.id DESC OFFSET ${skip} LIMIT 1`);
  const id = rows[0]!.id;
  await database.update(products).set({ stock }).where(eq(products.id, id));
  return id;
}
