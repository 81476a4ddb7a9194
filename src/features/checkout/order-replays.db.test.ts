// Placing orders against a real PostgreSQL (embedded, and the external server when DATABASE_URL is set):
// a replayed submission, another shopper's key, and shoppers racing for the last units.
import { eq, sql } from 'drizzle-orm';
import { beforeAll, expect, it, vi } from 'vitest';
import { describeEachDatabase } from '../../../tests/integration/databases';
import { checkoutAddress, checkoutRequest } from '../../../tests/integration/fixtures';
import { orders, products } from '@/db/schema';
import { placeOrder } from './service';
import { orderedProducts, type OrderedProduct } from './test-fixtures';

// The server-only guard throws outside a React server build; these modules run on the server here too.
vi.mock('server-only', () => ({}));

const address = checkoutAddress;
const request = checkoutRequest;

describeEachDatabase('placing an order: replays and races', (database) => {
  let plain: OrderedProduct;

  beforeAll(async () => {
    ({ plain } = await orderedProducts(database()));
  });

  it('makes one order from a replayed submission, even when both copies arrive at once', async () => {
    const body = request([{ productId: plain.id, quantity: 1 }]);
    const [a, b] = await Promise.all([placeOrder(body, null, database()), placeOrder(body, null, database())]);
    const c = await placeOrder(body, null, database());
    expect(a.ok && b.ok && c.ok).toBe(true);
    if (!a.ok || !b.ok || !c.ok) return;
    expect(new Set([a.order.number, b.order.number, c.order.number]).size).toBe(1);
    expect(c.replayed).toBe(true);
    const made = await database().select({ id: orders.id }).from(orders).where(eq(orders.idempotencyKey, body.idempotencyKey));
    expect(made).toHaveLength(1);
    const [after] = await database().select({ stock: products.stock }).from(products).where(eq(products.id, plain.id));
    expect(after!.stock).toBe(plain.stock - 1);
    plain.stock -= 1;
  });

  it('refuses another shopper’s key (another account, no account, another cart or email) with 409, never their order', async () => {
    const body = request([{ productId: plain.id, quantity: 1 }]);
    const first = await placeOrder(body, null, database());
    expect(first).toMatchObject({ ok: true, status: 201 });
    plain.stock -= 1;
    const [someone] = (await database().execute<{ id: string }>(sql`SELECT id FROM users ORDER BY created_at LIMIT 1`)).rows;
    for (const [replayed, userId] of [
      [body, someone!.id],
      [{ ...body, items: [{ productId: plain.id, quantity: 2 }] }, null],
      [{ ...body, billingAddress: { ...address, email: 'mallory@example.com' } }, null],
    ] as const) {
      const r = await placeOrder(replayed, userId, database());
      expect(r).toMatchObject({ ok: false, status: 409, code: 'ERROR_CHECKOUT_KEY_REUSED' });
      expect(JSON.stringify(r)).not.toContain(first.ok ? first.order.token : 'x');
    }
  });

  it('sells exactly the stock when 20 shoppers race for 5 units, and never goes below zero', async () => {
    const d = database();
    await d.update(products).set({ stock: 5, stockStatus: 'in-stock' }).where(eq(products.id, plain.id));
    const results = await Promise.all(
      Array.from({ length: 20 }, () => placeOrder(request([{ productId: plain.id, quantity: 1 }]), null, d)),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(5);
    const refused = results.filter((r) => !r.ok);
    expect(refused).toHaveLength(15);
    expect(refused.every((r) => !r.ok && r.code === 'ERROR_CHECKOUT_OUT_OF_STOCK')).toBe(true);
    const [after] = await d.select({ stock: products.stock, status: products.stockStatus }).from(products).where(eq(products.id, plain.id));
    expect(after).toEqual({ stock: 0, status: 'out-of-stock' });
    const negative = await d
      .select({ id: products.id })
      .from(products)
      .where(sql`${products.stock} < 0`);
    expect(negative).toHaveLength(0);
    await d.update(products).set({ stock: 50, stockStatus: 'in-stock' }).where(eq(products.id, plain.id));
    plain.stock = 50;
  });
});
