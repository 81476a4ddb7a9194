// Placing orders against a real PostgreSQL (embedded, and the external server when DATABASE_URL is set):
// what the checkout refuses, each with its code and the field it names.
import { sql } from 'drizzle-orm';
import { beforeAll, expect, it, vi } from 'vitest';
import { describeEachDatabase } from '../../../tests/integration/databases';
import { checkoutAddress, checkoutRequest } from '../../../tests/integration/fixtures';
import { MAX_ORDER_SUBTOTAL } from './model';
import { placeOrder } from './service';
import { orderedProducts, type OrderedProduct } from './test-fixtures';

// The server-only guard throws outside a React server build; these modules run on the server here too.
vi.mock('server-only', () => ({}));

const address = checkoutAddress;
const request = checkoutRequest;

describeEachDatabase('placing an order: refusals', (database) => {
  let plain: OrderedProduct, withOptions: OrderedProduct, soldOut: number;

  beforeAll(async () => {
    ({ plain, withOptions, soldOut } = await orderedProducts(database()));
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
});
