// For integration tests: data a suite may change freely in the shared test databases.
import { randomUUID } from 'node:crypto';
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

/** A billing address the checkout accepts. */
export const checkoutAddress = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  company: '',
  country: 'GB',
  address1: '12 St James Square',
  address2: '',
  city: 'London',
  state: '',
  postcode: 'SW1Y 4JH',
  email: 'Ada@Example.com',
  phone: '+44 20 7946 0000',
};

/** A checkout request for these items (a new idempotency key each time), paid by bank transfer. */
export const checkoutRequest = (items: unknown[], extra: Record<string, unknown> = {}) => ({
  idempotencyKey: randomUUID(),
  items,
  billingAddress: checkoutAddress,
  payment: 'bank',
  acceptTerms: true,
  locale: 'en',
  ...extra,
});
