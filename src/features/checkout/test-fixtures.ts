// For the checkout's database tests: the products its suites place orders for, read from the seeded
// shop (high ids, away from the ones other suites read first), which the suites may change freely.
import { sql } from 'drizzle-orm';
import type { Database } from '@/db/client';

/** A product as a suite orders it: its price, the stock it had, and one value of each of its options. */
export type OrderedProduct = {
  id: number;
  price: number;
  stock: number;
  options: { optionSlug: string; valueSlug: string; name: string; value: string }[];
};

/**
 * Products in stock (at least 10 units): `plain` without options, `withOptions` with a value chosen
 * for each of its options (English names); `soldOut`, the id of a sold-out product without options,
 * so a refusal of it is about stock alone.
 */
export async function orderedProducts(d: Database): Promise<{ plain: OrderedProduct; withOptions: OrderedProduct; soldOut: number }> {
  const { rows } = await d.execute<{ id: number; price: number; stock: number; n: number }>(sql`
    SELECT p.id, p.price, p.stock, (SELECT count(*) FROM product_options o WHERE o.product_id = p.id)::int AS n
    FROM products p WHERE p.stock_status = 'in-stock' AND p.stock >= 10 ORDER BY p.id DESC LIMIT 200`);
  const p = rows.find((r) => r.n === 0)!;
  const o = rows.find((r) => r.n > 0)!;
  const { rows: opts } = await d.execute<OrderedProduct['options'][number]>(sql`
    SELECT DISTINCT ON (o.id) o.slug AS "optionSlug", v.slug AS "valueSlug", o.name->>'en' AS name, v.name->>'en' AS value
    FROM product_options o JOIN product_option_values v ON v.option_id = o.id WHERE o.product_id = ${o.id} ORDER BY o.id, v.position`);
  const {
    rows: [out],
  } = await d.execute<{ id: number }>(sql`
    SELECT p.id FROM products p WHERE p.stock_status = 'out-of-stock' AND NOT EXISTS (SELECT 1 FROM product_options o WHERE o.product_id = p.id) ORDER BY p.id LIMIT 1`);
  return {
    plain: { id: p.id, price: p.price, stock: p.stock, options: [] },
    withOptions: { id: o.id, price: o.price, stock: o.stock, options: opts },
    soldOut: out!.id,
  };
}
