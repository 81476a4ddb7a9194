// Placing orders against a real PostgreSQL (embedded, and the external server when DATABASE_URL is set).
import { and, eq, gt, sql } from 'drizzle-orm';
import { beforeAll, expect, it, vi } from 'vitest';
import { describeEachDatabase } from '../../../tests/integration/databases';
import { checkoutAddress, checkoutRequest } from '../../../tests/integration/fixtures';
import { orderItems, orders, products } from '@/db/schema';
import { DEMO_USER } from '@/seed/content';
import { orderByNumberAndEmail, orderByToken, orderForUser, ordersForUser } from '@/features/orders/queries';
import { DEFAULT_SETTINGS } from '@/features/settings/model';
import { MAX_ORDER_SUBTOTAL } from './model';
import { placeOrder } from './service';

// The server-only guard throws outside a React server build; these modules run on the server here too.
vi.mock('server-only', () => ({}));

// No settings are stored in the test databases: the shop charges its defaults ($25, free from $200, 20 %).
const SHIPPING = DEFAULT_SETTINGS.shipping.price;
const FREE_SHIPPING_FROM = DEFAULT_SETTINGS.shipping.freeFrom!;

const address = checkoutAddress;
const request = checkoutRequest;

type Fixture = {
  id: number;
  price: number;
  stock: number;
  options: { optionSlug: string; valueSlug: string; name: string; value: string }[];
};

describeEachDatabase('placing an order', (database) => {
  let plain: Fixture;
  let withOptions: Fixture;
  let soldOut: number;

  beforeAll(async () => {
    const d = database();
    // Products this suite may change freely: high ids, away from the ones other suites read first.
    const { rows } = await d.execute<{ id: number; price: number; stock: number; n: number }>(sql`
      SELECT p.id, p.price, p.stock, (SELECT count(*) FROM product_options o WHERE o.product_id = p.id)::int AS n
      FROM products p WHERE p.stock_status = 'in-stock' AND p.stock >= 10 ORDER BY p.id DESC LIMIT 200`);
    const p = rows.find((r) => r.n === 0)!;
    const o = rows.find((r) => r.n > 0)!;
    plain = { id: p.id, price: p.price, stock: p.stock, options: [] };
    const { rows: opts } = await d.execute<{ optionSlug: string; valueSlug: string; name: string; value: string }>(sql`
      SELECT DISTINCT ON (o.id) o.slug AS "optionSlug", v.slug AS "valueSlug", o.name->>'en' AS name, v.name->>'en' AS value
      FROM product_options o JOIN product_option_values v ON v.option_id = o.id WHERE o.product_id = ${o.id} ORDER BY o.id, v.position`);
    withOptions = { id: o.id, price: o.price, stock: o.stock, options: opts };
    // A sold-out product without options, so the refusal is about stock alone.
    const {
      rows: [out],
    } = await d.execute<{ id: number }>(sql`
      SELECT p.id FROM products p WHERE p.stock_status = 'out-of-stock' AND NOT EXISTS (SELECT 1 FROM product_options o WHERE o.product_id = p.id) ORDER BY p.id LIMIT 1`);
    soldOut = out!.id;
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

  it('refuses a NUL or another control character in any text field with that field’s error, never a server error', async () => {
    for (const [extra, param] of [
      [{ billingAddress: { ...address, firstName: 'A\u0000da' } }, 'billingAddress.firstName'],
      [{ billingAddress: { ...address, city: 'Lon\u001bdon' } }, 'billingAddress.city'],
      [{ notes: 'ring twice\u0000' }, 'notes'],
    ] as const) {
      const result = await placeOrder(request([{ productId: plain.id, options: [], quantity: 1 }], extra), null, database());
      expect(result).toMatchObject({ ok: false, status: 400, code: 'ERROR_FORM_CONTROL_CHARACTERS', param });
    }
    const withOption = await placeOrder(
      request([{ productId: plain.id, options: [{ name: 'x\u0000', value: 'y' }], quantity: 1 }]),
      null,
      database(),
    );
    expect(withOption).toMatchObject({ ok: false, status: 400 });
  });

  it('refuses a product id beyond the database’s range and an order too large for its totals with their codes', async () => {
    const huge = await placeOrder(request([{ productId: 2147483648, options: [], quantity: 1 }]), null, database());
    expect(huge).toMatchObject({ ok: false, status: 400, code: 'ERROR_CHECKOUT_PRODUCT_NOT_FOUND', param: 'items.0.productId' });
    // Five backorder lines of 9,999 units: billions of cents, more than one order may hold.
    const { rows } = await database().execute<{ id: number; price: number }>(sql`
      SELECT p.id, p.price FROM products p WHERE p.stock_status = 'on-backorder'
        AND NOT EXISTS (SELECT 1 FROM product_options o WHERE o.product_id = p.id) ORDER BY p.price DESC, p.id LIMIT 5`);
    expect(rows.reduce((sum, r) => sum + r.price * 9999, 0)).toBeGreaterThan(MAX_ORDER_SUBTOTAL);
    const tooLarge = await placeOrder(request(rows.map((r) => ({ productId: r.id, options: [], quantity: 9999 }))), null, database());
    expect(tooLarge).toMatchObject({ ok: false, status: 400, code: 'ERROR_CHECKOUT_ORDER_TOO_LARGE', param: 'items' });
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

  it('refuses an unknown product, invalid options and bad quantities with their codes', async () => {
    const refused = async (items: unknown[]) => {
      const r = await placeOrder(request(items), null, database());
      expect(r.ok).toBe(false);
      return r.ok ? null : { status: r.status, code: r.code, param: r.param };
    };
    expect(await refused([{ productId: 99_999_999, quantity: 1 }])).toEqual({
      status: 400,
      code: 'ERROR_CHECKOUT_PRODUCT_NOT_FOUND',
      param: 'items.0.productId',
    });
    expect(await refused([{ productId: plain.id, options: [{ optionSlug: 'nope', valueSlug: 'nope' }], quantity: 1 }])).toEqual({
      status: 400,
      code: 'ERROR_CHECKOUT_OPTIONS',
      param: 'items.0.options',
    });
    if (withOptions.options.length) {
      const wrongValue = [{ ...withOptions.options[0]!, valueSlug: 'not-a-value' }, ...withOptions.options.slice(1)];
      expect(await refused([{ productId: withOptions.id, options: wrongValue, quantity: 1 }])).toMatchObject({
        code: 'ERROR_CHECKOUT_OPTIONS',
      });
      expect(await refused([{ productId: withOptions.id, options: [], quantity: 1 }])).toMatchObject({ code: 'ERROR_CHECKOUT_OPTIONS' });
    }
    for (const quantity of [0, -1, 1.5, 'abc', null, 10_000]) {
      expect(await refused([{ productId: plain.id, quantity }])).toEqual({
        status: 400,
        code: 'ERROR_CHECKOUT_QUANTITY',
        param: 'items.0.quantity',
      });
    }
    expect(await refused([])).toMatchObject({ code: 'ERROR_CHECKOUT_EMPTY_CART', param: 'items' });
    expect(await refused([{ productId: soldOut, quantity: 1 }])).toMatchObject({ code: 'ERROR_CHECKOUT_OUT_OF_STOCK' });
    expect(await refused([{ productId: plain.id, quantity: plain.stock + 1 }])).toMatchObject({ code: 'ERROR_CHECKOUT_OUT_OF_STOCK' });
  });

  it('refuses a broken form with each field’s code', async () => {
    const r = await placeOrder(
      request([{ productId: plain.id, quantity: 1 }], {
        billingAddress: { ...address, email: 'not-an-email', firstName: ' ', country: 'ZZ' },
        payment: 'paypal',
        acceptTerms: false,
        shipToDifferentAddress: true,
        shippingAddress: { firstName: 'Bob' },
      }),
      null,
      database(),
    );
    expect(r.ok).toBe(false);
    if (r.ok) return;
    const codes = Object.fromEntries(r.fields!.map((f) => [f.param, f.code]));
    expect(codes).toMatchObject({
      'billingAddress.email': 'ERROR_FORM_INCORRECT_EMAIL',
      'billingAddress.firstName': 'ERROR_FORM_REQUIRED',
      payment: 'ERROR_CHECKOUT_PAYMENT',
      acceptTerms: 'ERROR_CHECKOUT_ACCEPT_TERMS',
    });
    // Cards are a method only while a provider is configured (none is here).
    expect(await placeOrder(request([{ productId: plain.id, quantity: 1 }], { payment: 'card' }), null, database())).toMatchObject({
      ok: false,
      code: 'ERROR_CHECKOUT_PAYMENT',
      param: 'payment',
    });
    // A well-formed but unknown country is checked against the database.
    const unknown = await placeOrder(
      request([{ productId: plain.id, quantity: 1 }], { billingAddress: { ...address, country: 'ZZ' } }),
      null,
      database(),
    );
    expect(unknown).toMatchObject({ ok: false, code: 'ERROR_CHECKOUT_COUNTRY', param: 'billingAddress.country' });
    expect(await placeOrder('nonsense', null, database())).toMatchObject({ ok: false, status: 400 });
    const shipping = await placeOrder(
      request([{ productId: plain.id, quantity: 1 }], { shipToDifferentAddress: true, shippingAddress: { firstName: 'Bob' } }),
      null,
      database(),
    );
    expect(shipping).toMatchObject({ ok: false, param: 'shippingAddress.lastName' });
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

  it('binds a signed-in shopper’s order to them; another shopper gets nothing for its id', async () => {
    const r = await placeOrder(
      request([{ productId: plain.id, quantity: 1 }], { billingAddress: { ...address, email: DEMO_USER.email } }),
      DEMO_USER.id,
      database(),
    );
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const [row] = await database().select({ id: orders.id, userId: orders.userId }).from(orders).where(eq(orders.number, r.order.number));
    expect(row!.userId).toBe(DEMO_USER.id);
    expect(await orderForUser(row!.id, { id: DEMO_USER.id, email: DEMO_USER.email }, database())).toMatchObject({ number: r.order.number });
    expect(await orderForUser(row!.id, { id: 'someone-else', email: 'someone@example.com' }, database())).toBeNull();
    const history = await ordersForUser({ id: DEMO_USER.id, email: DEMO_USER.email }, 1, database());
    expect(history.items[0]!.number).toBe(r.order.number);
    expect(history.total).toBeGreaterThanOrEqual(4);
  });

  it('keeps a visitor’s order out of an account that merely shares its email, and tracks it by number and email only', async () => {
    const r = await placeOrder(
      request([{ productId: plain.id, quantity: 1 }], { billingAddress: { ...address, email: 'Guest.Shopper@Example.com' } }),
      null,
      database(),
    );
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const history = await ordersForUser({ id: 'new-account', email: 'guest.shopper@example.com' }, 1, database());
    expect(history.items.map((o) => o.number)).toEqual([]);
    expect(await orderByNumberAndEmail(r.order.number, ' GUEST.shopper@example.com ', database())).toMatchObject({
      number: r.order.number,
    });
    expect(await orderByNumberAndEmail(r.order.number, 'someone@example.com', database())).toBeNull();
    expect(await orderByToken('0'.repeat(32), database())).toBeNull();
    expect(await orderByToken('not a token', database())).toBeNull();
    const items = await database()
      .select({ id: orderItems.id })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(and(eq(orders.number, r.order.number), gt(orderItems.quantity, 0)));
    expect(items).toHaveLength(1);
  });
});
