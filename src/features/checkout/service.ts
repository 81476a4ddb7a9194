import 'server-only';
// Placing an order: one database transaction that locks the ordered products, re-reads their prices,
// options and stock and the shop's shipping and tax settings, prices the lines with checkout/model.ts,
// takes the stock, and writes the order and its lines (with the shipping and tax charged: an order
// keeps its totals when the settings change later). Called by the order endpoint (app/api/checkout) and by the integration tests.
//
// Decisions:
// - Products are locked with SELECT … FOR UPDATE in id order, so two shoppers racing for the last unit
//   queue on the row: the second sees the new stock and is refused; no deadlock between carts.
// - Idempotency: the request's key is unique on `orders`. A replay finds the order already made and
//   gets it back (status 200, `replayed`); two copies in flight at once collide on the unique index and
//   the loser returns the winner's order. Neither takes stock twice. A replay is the same submission:
//   the same shopper (the same account, or again no account), the same billing email and the same
//   products and quantities; a key that comes back with anything else is refused (409), so knowing
//   another shopper's key never reveals their order.
// - The order number is "AX-" + (100000 + the order's id): human, short, and never reused.
// - A signed-in shopper's order is bound to their user id; the email column holds the billing email in
//   lower case so "track order" and "orders placed as a visitor" can match it.
// - Money: the order records the currency the shopper chose, the shop's rate for it now and the total
//   due in it (features/payments amountDue). When the form sends the total it showed and the shop's
//   differs (a price or rate changed since the page was drawn), nothing is placed: 409 with the new
//   total, so the shopper never pays an amount they were not shown. Card orders need a configured
//   provider, and wait for their payment until a pay-by time (AXLE_UNPAID_ORDER_MINUTES).
// - Each line keeps the vehicle it was bought for and its fit, decided here from the catalogue
//   (line-fits.ts); a line that does not fit needs the shopper's confirmation (409 without it).
// - The order-placed email is written to the outbox in the same transaction (features/mail): an
//   order that commits always has its email, a refused or rolled-back one never does. The mail
//   worker is woken once the transaction has committed.
import { randomBytes } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { db, type Database } from '@/db/client';
import { countries, currencies, orderItems, orders, products } from '@/db/schema';
import type { OrderAddress } from '@/db/schema/orders';
import { enqueueOrderMail, wakeMailer } from '@/features/mail';
import { formatMinor } from '@/i18n/currency';
import { amountDue, unpaidMinutesFrom } from '@/features/payments/model';
import { cardPaymentsEnabled } from '@/features/payments/providers';
import { chargesOf } from '@/features/settings/model';
import { readSettings } from '@/features/settings/queries';
import { misfitLine, priceOrder } from './model';
import { lockProducts } from './catalog-lock';
import { fitOrderLines } from './line-fits';
import type { PaymentMethod } from '@/features/orders/payment';
import { CHECKOUT_ERRORS, checkoutRequestSchema, fieldErrors, type FieldError, type ShippingAddressInput } from './schema';

type PlacedOrder = { id: number; number: string; token: string; total: number; payment: PaymentMethod };

export type CheckoutResult =
  | { ok: true; status: 200 | 201; order: PlacedOrder; replayed: boolean }
  | {
      ok: false;
      status: 400 | 409;
      code: string;
      param?: string;
      fields?: FieldError[];
      total?: { currency: string; amount: number; formatted: string };
    };

const ORDER_NUMBER_BASE = 100000;
const orderNumberFor = (id: number) => `AX-${ORDER_NUMBER_BASE + id}`;
/** 32 characters from 16 random bytes: not guessable, unlike an order number. */
const newOrderToken = () => randomBytes(16).toString('hex');

class Refused extends Error {
  constructor(
    readonly code: string,
    readonly param: string,
    readonly status: 400 | 409 = 400,
  ) {
    super(code);
  }
}

class TotalChanged extends Error {
  constructor(
    readonly currency: { code: string; symbol: string },
    readonly amount: number,
  ) {
    super('total changed');
  }
}

/** The chosen currency at the shop's rate now; a code the shop does not price in is charged in dollars. */
async function chargeCurrency(tx: Database, code: string): Promise<{ code: string; symbol: string; rate: number }> {
  const [found] = await tx
    .select({ code: currencies.code, symbol: currencies.symbol, rate: currencies.rate })
    .from(currencies)
    .where(eq(currencies.code, code));
  return found ? { code: found.code, symbol: found.symbol, rate: Number(found.rate) } : { code: 'USD', symbol: '$', rate: 1 };
}

const isUniqueViolation = (e: unknown): boolean => {
  const err = e as { code?: string; cause?: unknown } | null;
  return !!err && (err.code === '23505' || (err.cause !== undefined && isUniqueViolation(err.cause)));
};

type Submission = { userId: string | null; email: string; items: { productId: number; quantity: number }[] };

/** Units per product: how a submission and an order are compared (the order merges repeated lines). */
const unitsByProduct = (items: { productId: number | null; quantity: number }[]) => {
  const units = new Map<number, number>();
  for (const i of items) if (i.productId !== null) units.set(i.productId, (units.get(i.productId) ?? 0) + i.quantity);
  return [...units].sort(([a], [b]) => a - b).join(';');
};

/** The order this key made, when this request is the same submission again; 'other' when it is not. */
async function orderByKey(key: string, submission: Submission, database: Database): Promise<PlacedOrder | 'other' | null> {
  const [row] = await database
    .select({
      id: orders.id,
      number: orders.number,
      token: orders.token,
      total: orders.total,
      payment: orders.payment,
      userId: orders.userId,
      email: orders.email,
    })
    .from(orders)
    .where(eq(orders.idempotencyKey, key));
  if (!row) return null;
  const lines = await database
    .select({ productId: orderItems.productId, quantity: orderItems.quantity })
    .from(orderItems)
    .where(eq(orderItems.orderId, row.id));
  const same =
    row.userId === submission.userId &&
    row.email === submission.email.toLowerCase() &&
    unitsByProduct(lines) === unitsByProduct(submission.items);
  return same ? { id: row.id, number: row.number, token: row.token, total: row.total, payment: row.payment } : 'other';
}

const keyReused = { ok: false, status: 409, code: CHECKOUT_ERRORS.keyReused, param: 'idempotencyKey' } as const;

const toOrderAddress = (a: ShippingAddressInput, email: string, phone: string): OrderAddress => ({
  firstName: a.firstName,
  lastName: a.lastName,
  company: a.company,
  country: a.country,
  address1: a.address1,
  address2: a.address2,
  city: a.city,
  state: a.state,
  postcode: a.postcode,
  email,
  phone,
});

/**
 * Validates and places an order. `body` is the parsed JSON as received; `userId` the signed-in
 * shopper's id, or null for a visitor.
 */
export async function placeOrder(body: unknown, userId: string | null, database: Database = db()): Promise<CheckoutResult> {
  const parsed = checkoutRequestSchema.safeParse(body);
  if (!parsed.success) {
    const fields = fieldErrors(parsed.error);
    return { ok: false, status: 400, code: fields[0]?.code ?? CHECKOUT_ERRORS.invalidBody, param: fields[0]?.param, fields };
  }
  const input = parsed.data;
  if (input.payment === 'card' && !cardPaymentsEnabled()) {
    return {
      ok: false,
      status: 400,
      code: CHECKOUT_ERRORS.payment,
      param: 'payment',
      fields: [{ param: 'payment', code: CHECKOUT_ERRORS.payment }],
    };
  }

  const submission: Submission = { userId, email: input.billingAddress.email, items: input.items };
  const replay = await orderByKey(input.idempotencyKey, submission, database);
  if (replay === 'other') return keyReused;
  if (replay) return { ok: true, status: 200, order: replay, replayed: true };

  const wanted = [input.billingAddress.country, ...(input.shippingAddress ? [input.shippingAddress.country] : [])];
  const known = await database.select({ code: countries.code }).from(countries).where(inArray(countries.code, wanted));
  for (const [param, code] of [
    ['billingAddress.country', input.billingAddress.country],
    ['shippingAddress.country', input.shippingAddress?.country],
  ] as const) {
    if (code && !known.some((c) => c.code === code))
      return { ok: false, status: 400, code: CHECKOUT_ERRORS.country, param, fields: [{ param, code: CHECKOUT_ERRORS.country }] };
  }

  const billing = input.billingAddress;
  const billingAddress = toOrderAddress(billing, billing.email, billing.phone);
  const shippingAddress = input.shippingAddress ? toOrderAddress(input.shippingAddress, billing.email, billing.phone) : billingAddress;

  try {
    const order = await database.transaction(async (tx) => {
      const ids = [...new Set(input.items.map((i) => i.productId))].sort((a, b) => a - b);
      const catalog = await lockProducts(tx as unknown as Database, ids);
      const priced = priceOrder(input.items, catalog, chargesOf(await readSettings(tx as unknown as Database)));
      if (!priced.ok) throw new Refused(priced.error.code, priced.error.param);
      const p = priced.order;
      // Each line's vehicle and fit, decided here and kept on the line; a part that does not fit its
      // vehicle is ordered only when the shopper confirmed it (the form's explicit step).
      const lines = await fitOrderLines(p.lines, tx as unknown as Database);
      const misfit = input.acceptMisfits ? null : misfitLine(lines, input.items);
      if (misfit !== null) throw new Refused(CHECKOUT_ERRORS.doesNotFit, `items.${misfit}.vehicleId`, 409);
      const currency = await chargeCurrency(tx as unknown as Database, input.currency);
      const due = amountDue(p.total, currency);
      if (input.expectedTotal !== undefined && input.expectedTotal !== due) throw new TotalChanged(currency, due);

      for (const [productId, quantity] of priced.order.stockTaken) {
        const taken = await tx
          .update(products)
          .set({
            stock: sql`${products.stock} - ${quantity}`,
            stockStatus: sql`CASE WHEN ${products.stock} - ${quantity} = 0 THEN 'out-of-stock'::stock_status ELSE ${products.stockStatus} END`,
            salesCount: sql`${products.salesCount} + ${quantity}`,
          })
          .where(sql`${products.id} = ${productId} AND ${products.stock} >= ${quantity}`)
          .returning({ id: products.id });
        // The row is locked, so this only fails if the stock changed outside an order (an import).
        if (!taken.length) throw new Refused(CHECKOUT_ERRORS.outOfStock, 'items');
      }

      const [{ id }] = (await tx.execute<{ id: number }>(sql`SELECT nextval(pg_get_serial_sequence('orders', 'id'))::int AS id`)).rows as [
        { id: number },
      ];
      const placed: PlacedOrder = { id, number: orderNumberFor(id), token: newOrderToken(), total: p.total, payment: input.payment };
      await tx.insert(orders).values({
        id,
        number: placed.number,
        token: placed.token,
        idempotencyKey: input.idempotencyKey,
        userId,
        email: billing.email.toLowerCase(),
        status: 'PENDING',
        payment: input.payment,
        quantity: p.quantity,
        subtotal: p.subtotal,
        shipping: p.shipping,
        tax: p.tax,
        total: p.total,
        billingAddress,
        shippingAddress,
        notes: input.notes,
        locale: input.locale,
        currency: currency.code,
        exchangeRate: currency.rate,
        amountDue: due,
        payBy:
          input.payment === 'card' ? sql`now() + make_interval(mins => ${unpaidMinutesFrom(process.env.AXLE_UNPAID_ORDER_MINUTES)})` : null,
      });
      await tx.insert(orderItems).values(lines.map(({ askedVehicleId: _asked, ...l }) => ({ orderId: id, ...l })));
      await enqueueOrderMail(tx, id, 'order-placed');
      return placed;
    });
    wakeMailer();
    return { ok: true, status: 201, order, replayed: false };
  } catch (e) {
    if (e instanceof TotalChanged) {
      return {
        ok: false,
        status: 409,
        code: CHECKOUT_ERRORS.totalChanged,
        param: 'expectedTotal',
        total: { currency: e.currency.code, amount: e.amount, formatted: formatMinor(e.amount, e.currency.symbol) },
      };
    }
    if (e instanceof Refused) {
      return { ok: false, status: e.status, code: e.code, param: e.param, fields: [{ param: e.param, code: e.code }] };
    }
    if (isUniqueViolation(e)) {
      const winner = await orderByKey(input.idempotencyKey, submission, database);
      if (winner === 'other') return keyReused;
      if (winner) return { ok: true, status: 200, order: winner, replayed: true };
    }
    throw e;
  }
}
