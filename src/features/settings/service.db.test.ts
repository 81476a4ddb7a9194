// The owner's settings against a real PostgreSQL (both test databases): defaults until the owner
// saves, refusals that change nothing, the audit line written with the change or not at all, the
// next checkout priced with the new shipping and tax while placed orders keep theirs, and exchange
// rates that change what a price shows in another currency.
import { randomUUID } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import { afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { describeEachDatabase } from '../../../tests/integration/databases';
import { auditLog, currencies, storeSettings } from '@/db/schema';
import { DEMO_ADMIN } from '@/seed/content';
import { CURRENCIES } from '@/seed/reference';
import { formatPrice } from '@/i18n/currency';
import { catalogVersion } from '@/features/catalog/version';
import { placeOrder } from '@/features/checkout/service';
import { orderByToken } from '@/features/orders/queries';
import { currencyList } from '@/server/currency';
import { DEFAULT_SETTINGS } from './model';
import { readSettings } from './queries';
import { EXCHANGE_RATES_KEY, updateExchangeRates, updateSettings } from './service';

vi.mock('server-only', () => ({}));

const admin = { id: DEMO_ADMIN.id, email: DEMO_ADMIN.email };
const address = {
  firstName: 'Mary',
  lastName: 'Anning',
  company: '',
  country: 'GB',
  address1: '1 Broad Street',
  address2: '',
  city: 'Lyme Regis',
  state: '',
  postcode: 'DT7 3QD',
  email: 'mary@example.com',
  phone: '+44 1297 000000',
};

describeEachDatabase('the owner’s settings', (database) => {
  let product = { id: 0, price: 0 };
  // This test's audit lines: those written since it started (other suites' lines stay in the log).
  let since = 0;
  const auditLines = async (key: string) =>
    database()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityKey, key), gt(auditLog.id, since)))
      .orderBy(auditLog.id);
  const storedRows = async () => database().select().from(storeSettings);
  const checkout = async (quantity: number) => {
    const r = await placeOrder(
      {
        idempotencyKey: randomUUID(),
        items: [{ productId: product.id, options: [], quantity }],
        billingAddress: address,
        payment: 'bank',
        acceptTerms: true,
        locale: 'en',
      },
      null,
      database(),
    );
    if (!r.ok) throw new Error(`checkout refused: ${r.code}`);
    return (await orderByToken(r.order.token, database()))!;
  };

  beforeAll(async () => {
    // A backorder product without options: sells any quantity without touching stock other suites count.
    const { rows } = await database().execute<{ id: number; price: number }>(sql`
      SELECT p.id, p.price FROM products p WHERE p.stock_status = 'on-backorder' AND p.price BETWEEN 1000 AND 9000
        AND NOT EXISTS (SELECT 1 FROM product_options o WHERE o.product_id = p.id) ORDER BY p.id DESC LIMIT 1`);
    product = rows[0]!;
  });

  beforeEach(async () => {
    const [last] = await database()
      .select({ id: sql<number>`coalesce(max(${auditLog.id}), 0)::int` })
      .from(auditLog);
    since = last!.id;
  });

  // Other suites share these databases and expect the shop's defaults.
  afterEach(async () => {
    await database().delete(storeSettings);
    for (const c of CURRENCIES) await database().update(currencies).set({ rate: c.rate }).where(eq(currencies.code, c.code));
  });

  it('charges the shop’s usual shipping and tax and shows its usual contacts while the owner has saved nothing', async () => {
    expect(await storedRows()).toEqual([]);
    expect(await readSettings(database())).toEqual(DEFAULT_SETTINGS);
    const order = await checkout(1);
    expect(order.totals).toEqual([
      { type: 'shipping', title: 'SHIPPING', price: product.price >= 20000 ? 0 : 2500 },
      { type: 'tax', title: 'TAX', price: Math.round(product.price * 0.2) },
    ]);
  });

  it('refuses a negative shipping price, a tax above 100 %, a zero exchange rate and a base rate other than 1, and changes nothing', async () => {
    const version = await catalogVersion(database());
    const rates = await database().select().from(currencies).orderBy(currencies.code);
    expect(await updateSettings('shipping', { price: -100, freeFrom: 20000 }, admin, database())).toEqual({
      ok: false,
      errors: { price: 'ERROR_SETTINGS_AMOUNT' },
    });
    expect(await updateSettings('tax', { basisPoints: 10001 }, admin, database())).toEqual({
      ok: false,
      errors: { basisPoints: 'ERROR_SETTINGS_TAX_RATE' },
    });
    expect(await updateSettings('contacts', { ...DEFAULT_SETTINGS.contacts, address: { en: 'Dubai' } }, admin, database())).toMatchObject({
      ok: false,
      errors: { 'address.ru': 'ERROR_FORM_REQUIRED' },
    });
    expect(await updateExchangeRates({ EUR: 0, GBP: 0.78, RUB: 64 }, admin, database())).toEqual({
      ok: false,
      errors: { EUR: 'ERROR_SETTINGS_EXCHANGE_RATE' },
    });
    expect(await updateExchangeRates({ USD: 1.1, EUR: 0.92, GBP: 0.78, RUB: 64 }, admin, database())).toEqual({
      ok: false,
      errors: { USD: 'ERROR_SETTINGS_BASE_RATE' },
    });
    expect(await storedRows()).toEqual([]);
    expect(await database().select().from(currencies).orderBy(currencies.code)).toEqual(rates);
    for (const key of ['shipping', 'tax', 'contacts', EXCHANGE_RATES_KEY]) expect(await auditLines(key), key).toEqual([]);
    expect(await catalogVersion(database())).toBe(version);
  });

  it('writes the new value, its audit line and a new catalogue version together, and nothing when the audit line cannot be written', async () => {
    const version = await catalogVersion(database());
    expect(await updateSettings('shipping', { price: 999, freeFrom: null }, admin, database())).toEqual({ ok: true, changed: true });
    expect((await readSettings(database())).shipping).toEqual({ price: 999, freeFrom: null });
    const [line, ...more] = await auditLines('shipping');
    expect(more).toEqual([]);
    expect(line).toMatchObject({
      actorId: admin.id,
      actorEmail: admin.email,
      action: 'settings.update',
      entity: 'settings',
      before: DEFAULT_SETTINGS.shipping,
      after: { price: 999, freeFrom: null },
    });
    // Every process's cached pages follow the catalogue version: they are dropped at their next request.
    expect(Number(await catalogVersion(database()))).toBeGreaterThan(Number(version));

    // Saving the same value again is no change: no second audit line.
    expect(await updateSettings('shipping', { price: 999, freeFrom: null }, admin, database())).toEqual({ ok: true, changed: false });
    expect(await auditLines('shipping')).toHaveLength(1);

    // An actor the audit log cannot name (no such account) fails the audit insert: the tax is not changed either.
    await expect(
      updateSettings('tax', { basisPoints: 500 }, { id: 'no-such-account', email: 'ghost@example.com' }, database()),
    ).rejects.toThrow();
    expect((await readSettings(database())).tax).toEqual(DEFAULT_SETTINGS.tax);
    expect(await auditLines('tax')).toEqual([]);
  });

  it('prices the next checkout with the new shipping and tax, while an order already placed keeps its totals', async () => {
    const before = await checkout(2);
    await updateSettings('shipping', { price: 1234, freeFrom: null }, admin, database());
    await updateSettings('tax', { basisPoints: 825 }, admin, database());
    const after = await checkout(2);
    const subtotal = product.price * 2;
    expect(after.subtotal).toBe(subtotal);
    expect(after.totals).toEqual([
      { type: 'shipping', title: 'SHIPPING', price: 1234 },
      { type: 'tax', title: 'TAX', price: Math.round((subtotal * 825) / 10000) },
    ]);
    expect(after.total).toBe(subtotal + 1234 + Math.round((subtotal * 825) / 10000));
    // The first order reads as it was placed.
    expect(await orderByToken(before.token, database())).toMatchObject({ subtotal, totals: before.totals, total: before.total });
    expect(before.totals[1]!.price).toBe(Math.round(subtotal * 0.2));
  });

  it('ships the next order free once the owner lowers the free-shipping threshold below its subtotal', async () => {
    expect((await checkout(1)).totals[0]!.price).toBe(product.price >= 20000 ? 0 : 2500);
    await updateSettings('shipping', { price: 2500, freeFrom: product.price }, admin, database());
    expect((await checkout(1)).totals[0]!.price).toBe(0);
  });

  it('shows prices in euros at the new rate once the owner changes it; the dollar stays 1', async () => {
    const eur = async () => (await currencyList(database())).find((c) => c.code === 'EUR')!;
    expect(formatPrice(2000, await eur())).toBe('€18.40');
    expect(await updateExchangeRates({ EUR: 0.5, GBP: 0.78, RUB: 64 }, admin, database())).toEqual({ ok: true, changed: true });
    expect(formatPrice(2000, await eur())).toBe('€10.00');
    expect((await currencyList(database())).find((c) => c.code === 'USD')!.rate).toBe(1);
    const [line] = await auditLines(EXCHANGE_RATES_KEY);
    expect(line).toMatchObject({
      actorEmail: admin.email,
      action: 'settings.update',
      before: { EUR: 0.92, GBP: 0.78, RUB: 64 },
      after: { EUR: 0.5, GBP: 0.78, RUB: 64 },
    });
  });
});
