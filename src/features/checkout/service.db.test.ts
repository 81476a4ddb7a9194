// Placing orders against a real PostgreSQL (embedded, and the external server when DATABASE_URL is set):
// what an order costs. Refusals, replays and races, and whose order it is are the order-*.db.test.ts beside it.
import { eq, sql } from 'drizzle-orm';
import { beforeAll, expect, it, vi } from 'vitest';
import { describeEachDatabase } from '../../../tests/integration/databases';
import { checkoutRequest } from '../../../tests/integration/fixtures';
import { orderItems, orders, products } from '@/db/schema';
import { orderByToken } from '@/features/orders/queries';
import { DEFAULT_SETTINGS } from '@/features/settings/model';
import { placeOrder } from './service';
import { orderedProducts, type OrderedProduct } from './test-fixtures';

// The server-only guard throws outside a React server build; these modules run on the server here too.
vi.mock('server-only', () => ({}));

// No settings are stored in the test databases: the shop charges its defaults ($25, free from $200, 20 %).
const SHIPPING = DEFAULT_SETTINGS.shipping.price;
const FREE_SHIPPING_FROM = DEFAULT_SETTINGS.shipping.freeFrom!;

const request = checkoutRequest;

describeEachDatabase('placing an order', (database) => {
  let plain: OrderedProduct, withOptions: OrderedProduct;

  beforeAll(async () => {
    ({ plain, withOptions } = await orderedProducts(database()));
  });

  it('prices every line from the database and ignores the prices a client sends', async () => {
    const body = request(
      [
        { productId: plain.id, options: [], quantity: 2, price: 1, total: 2 },
        { productId: withOptions.id, options: withOptions.options, quantity: 1, price: 0 },
      ],
      { subtotal: 3, total: 3 },
    );
    const result = await placeOrder(body, null, database());
    expect(result).toMatchObject({ ok: true, status: 201 });
    if (!result.ok) return;
    const subtotal = plain.price * 2 + withOptions.price;
    const total = subtotal + (subtotal >= FREE_SHIPPING_FROM ? 0 : SHIPPING) + Math.round(subtotal * 0.2);
    expect(result.order.total).toBe(total);
    expect(result.order.number).toMatch(/^AX-\d{6,}$/);
    expect(result.order.token).toMatch(/^[0-9a-f]{32}$/);

    const order = await orderByToken(result.order.token, database());
    expect(order).toMatchObject({ status: 'PENDING', subtotal, total, quantity: 3, email: 'ada@example.com' });
    expect(order!.items.map((i) => [i.productId, i.price, i.quantity])).toEqual([
      [plain.id, plain.price, 2],
      [withOptions.id, withOptions.price, 1],
    ]);
    // Stored by slug with the names in every language (the fixture's names are the English ones).
    expect(order!.items[1]!.options.map((o) => [o.optionSlug, o.valueSlug, o.name.en, o.value.en])).toEqual(
      withOptions.options.map((o) => [o.optionSlug, o.valueSlug, o.name, o.value]),
    );
    expect(order!.items[1]!.options.every((o) => o.name.ru && o.name.ar && o.value.ru && o.value.ar)).toBe(true);
    // Stock was taken.
    const [after] = await database().select({ stock: products.stock }).from(products).where(eq(products.id, plain.id));
    expect(after!.stock).toBe(plain.stock - 2);
    plain.stock -= 2;
  });

  it('ships free once the subtotal reaches the free-delivery threshold, and charges shipping below it', async () => {
    // A product without options that can make both orders from its stock.
    const { rows } = await database().execute<{ id: number; price: number }>(sql`
      SELECT p.id, p.price FROM products p
      WHERE p.stock_status = 'on-backorder' AND p.price < ${FREE_SHIPPING_FROM}
        AND NOT EXISTS (SELECT 1 FROM product_options o WHERE o.product_id = p.id)
      ORDER BY p.id LIMIT 1`);
    const product = rows[0]!;
    const below = Math.floor((FREE_SHIPPING_FROM - 1) / product.price);
    const above = Math.ceil(FREE_SHIPPING_FROM / product.price);
    for (const [quantity, shipping] of [
      [below, SHIPPING],
      [above, 0],
    ] as const) {
      const result = await placeOrder(request([{ productId: product.id, options: [], quantity }]), null, database());
      expect(result).toMatchObject({ ok: true, status: 201 });
      if (!result.ok) return;
      const order = await orderByToken(result.order.token, database());
      expect(order!.subtotal).toBe(product.price * quantity);
      expect(order!.totals.find((t) => t.type === 'shipping')?.price).toBe(shipping);
    }
  });

  it('keeps money totals beyond 32-bit cents exactly, so a raised order cap can never overflow a column', async () => {
    const placed = await placeOrder(request([{ productId: plain.id, options: [], quantity: 1 }]), null, database());
    expect(placed.ok).toBe(true);
    if (!placed.ok) return;
    plain.stock -= 1;
    const cents = 3_000_000_001; // more than 2^31 − 1
    await database().update(orders).set({ subtotal: cents, total: cents }).where(eq(orders.token, placed.order.token));
    await database()
      .update(orderItems)
      .set({ total: cents })
      .where(eq(orderItems.orderId, sql`(SELECT id FROM orders WHERE token = ${placed.order.token})`));
    const stored = await orderByToken(placed.order.token, database());
    expect(stored).toMatchObject({ subtotal: cents, total: cents });
    expect(stored!.items[0]!.total).toBe(cents);
  });

  it('accepts options by their names in another language, in any order', async () => {
    expect(withOptions.options.length, 'a product with options').toBeGreaterThan(0);
    const { rows: all } = await database().execute<{ o: string; v: string; name: string; value: string }>(sql`
      SELECT o.slug AS o, v.slug AS v, o.name->>'ru' AS name, v.name->>'ru' AS value FROM product_options o
      JOIN product_option_values v ON v.option_id = o.id WHERE o.product_id = ${withOptions.id}`);
    const rows = all
      .filter((r) => withOptions.options.some((x) => x.optionSlug === r.o && x.valueSlug === r.v))
      .map(({ name, value }) => ({ name, value }));
    expect(rows).toHaveLength(withOptions.options.length);
    const result = await placeOrder(request([{ productId: withOptions.id, options: rows.reverse(), quantity: 1 }]), null, database());
    expect(result.ok).toBe(true);
  });
});
