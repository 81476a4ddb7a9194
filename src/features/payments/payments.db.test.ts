// Card payments against a real PostgreSQL (both test databases) and a local stand-in for Stripe's API
// (tests/support/stripe-stand-in.ts): a card order is placed unpaid in the shopper's currency and its
// payment page asks for exactly that amount; webhooks are checked by signature and applied once;
// wrong amounts are flagged; unpaid orders expire with their stock back, with two workers at once;
// refunds go to the provider and are recorded.
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { describeEachDatabase } from '../../../tests/integration/databases';
import { startStripeStandIn, type StripeStandIn } from '../../../tests/support/stripe-stand-in';
import { auditLog, orders, paymentEvents, products } from '@/db/schema';
import { openDatabase } from '@/db/client';
import { placeOrder } from '@/features/checkout/service';
import type { PaymentProvider } from './provider';
import { cardProvider } from './providers';
import { refundOrder } from './refunds';
import { applyPaymentEvent, expireUnpaidOrders, markOrderPaid, openPayment } from './service';

vi.mock('server-only', () => ({}));

const staff = { id: null, email: 'payments-test@axle.example' };
const address = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  company: '',
  country: 'GB',
  address1: '12 St James Sq',
  address2: '',
  city: 'London',
  state: '',
  postcode: 'SW1Y 4JH',
  email: 'ada@example.com',
  phone: '+44 20 7946 0000',
};

let standIn: StripeStandIn;
let stripe: PaymentProvider;
const provider = () => stripe;
beforeAll(async () => {
  standIn = await startStripeStandIn();
  vi.stubEnv('STRIPE_SECRET_KEY', 'sk_test_axle');
  vi.stubEnv('STRIPE_WEBHOOK_SECRET', standIn.webhookSecret);
  vi.stubEnv('STRIPE_API_URL', standIn.url);
  stripe = (await cardProvider())!;
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await standIn.close();
});

describeEachDatabase('card payments', (database, url) => {
  let productId = 0;
  const stockOf = async () =>
    (await database().select({ stock: products.stock }).from(products).where(eq(products.id, productId)))[0]!.stock;
  const orderRow = async (number: string) => (await database().select().from(orders).where(eq(orders.number, number)))[0]!;

  /** Places a card order in euros and opens its payment page; answers the order and the stand-in's session. */
  const cardOrder = async (quantity = 1) => {
    const placed = await placeOrder(
      {
        idempotencyKey: randomUUID(),
        items: [{ productId, quantity }],
        billingAddress: address,
        payment: 'card',
        acceptTerms: true,
        locale: 'en',
        currency: 'EUR',
      },
      null,
      database(),
    );
    if (!placed.ok) throw new Error(`checkout refused: ${placed.code}`);
    const opened = await openPayment(placed.order.id, 'https://shop.example', database(), provider());
    if (!opened.ok) throw new Error(`payment page not opened: ${opened.reason}`);
    const row = await orderRow(placed.order.number);
    return { number: placed.order.number, row, session: standIn.sessions.get(row.paymentReference!)! };
  };
  /** The shopper pays on the stand-in's page; answers the signed `checkout.session.completed` it would send. */
  const pay = async (sessionId: string, override: Record<string, unknown> = {}) => {
    await fetch(`${standIn.url}/pay/${sessionId}/complete`, { redirect: 'manual' });
    return standIn.signedEvent('checkout.session.completed', { ...standIn.sessions.get(sessionId)!, ...override });
  };
  const deliver = async (event: { body: string; header: string }) =>
    applyPaymentEvent('stripe', await provider().readWebhook(event.body, new Headers({ 'stripe-signature': event.header })), database());

  beforeAll(async () => {
    const { rows } = await database().execute<{ id: number }>(sql`
      SELECT p.id FROM products p WHERE p.stock_status = 'in-stock' AND NOT EXISTS (SELECT 1 FROM product_options o WHERE o.product_id = p.id)
      ORDER BY p.id DESC OFFSET 55 LIMIT 1`);
    productId = rows[0]!.id;
    await database().update(products).set({ stock: 500 }).where(eq(products.id, productId));
  });

  it('places a card order unpaid in the shopper’s currency and asks the provider for exactly its amount', async () => {
    const { row, session } = await cardOrder(2);
    expect(row).toMatchObject({ payment: 'card', paymentStatus: 'unpaid', currency: 'EUR', status: 'PENDING' });
    expect(row.exchangeRate).toBeGreaterThan(0);
    expect(row.amountDue).toBe(Math.round(row.total * row.exchangeRate));
    expect(session).toMatchObject({
      amount_total: row.amountDue,
      currency: 'eur',
      client_reference_id: row.number,
      customer_email: address.email,
    });
    expect(session.success_url).toBe(`https://shop.example/en/cart/checkout/${row.token}?payment=return`);
    // Waiting for the payment: an hour by default.
    expect(row.payBy!.getTime() - row.createdAt.getTime()).toBeGreaterThan(59 * 60_000);
    // Asked again, the same page (not a second one).
    expect(await openPayment(row.id, 'https://shop.example', database(), provider())).toEqual({ ok: true, url: session.url });
  });

  it('refuses to place an order whose total is no longer the one the shopper was shown', async () => {
    const base = {
      items: [{ productId, quantity: 1 }],
      billingAddress: address,
      payment: 'bank',
      acceptTerms: true,
      locale: 'en',
      currency: 'EUR',
    };
    const refused = await placeOrder({ ...base, idempotencyKey: randomUUID(), expectedTotal: 1 }, null, database());
    expect(refused).toMatchObject({ ok: false, status: 409, code: 'ERROR_CHECKOUT_TOTAL_CHANGED' });
    const total = !refused.ok ? refused.total! : null;
    expect(total?.currency).toBe('EUR');
    expect(total?.formatted).toMatch(/^€/);
    const placed = await placeOrder({ ...base, idempotencyKey: randomUUID(), expectedTotal: total!.amount }, null, database());
    expect(placed.ok).toBe(true);
  });

  it('refuses a webhook whose body was changed after signing, with 400, and the order stays unpaid', async () => {
    const { POST } = await import('@/app/api/payments/[provider]/webhook/route');
    const { number, session } = await cardOrder();
    const event = await pay(session.id);
    const tampered = event.body.replace(`"amount_total":${session.amount_total}`, `"amount_total":${session.amount_total - 100}`);
    expect(tampered).not.toBe(event.body);
    const answer = await POST(
      new Request('http://shop.test/api/payments/stripe/webhook', {
        method: 'POST',
        body: tampered,
        headers: { 'stripe-signature': event.header },
      }) as never,
      { params: Promise.resolve({ provider: 'stripe' }) },
    );
    expect(answer.status).toBe(400);
    expect((await answer.json()).error.code).toBe('ERROR_PAYMENT_WEBHOOK_INVALID');
    const unsigned = await POST(
      new Request('http://shop.test/api/payments/stripe/webhook', { method: 'POST', body: event.body }) as never,
      { params: Promise.resolve({ provider: 'stripe' }) },
    );
    expect(unsigned.status).toBe(400);
    const other = await POST(new Request('http://shop.test/api/payments/paypal/webhook', { method: 'POST', body: event.body }) as never, {
      params: Promise.resolve({ provider: 'paypal' }),
    });
    expect(other.status).toBe(404);
    expect((await orderRow(number)).paymentStatus).toBe('unpaid');
    expect(await database().$count(paymentEvents, eq(paymentEvents.orderId, (await orderRow(number)).id))).toBe(0);
  });

  it('marks the order paid once when the same event is delivered twenty times at once', async () => {
    const { number, row, session } = await cardOrder();
    const event = await pay(session.id);
    const results = await Promise.all(Array.from({ length: 20 }, () => deliver(event)));
    expect(results.filter((r) => r === 'applied')).toHaveLength(1);
    expect(results.filter((r) => r === 'duplicate')).toHaveLength(19);
    const paid = await orderRow(number);
    expect(paid).toMatchObject({ paymentStatus: 'paid', amountPaid: row.amountDue, paymentFlag: null });
    expect(paid.paymentId).toMatch(/^pi_/);
    expect(await database().$count(paymentEvents, eq(paymentEvents.orderId, row.id))).toBe(1);
    expect(await database().$count(auditLog, and(eq(auditLog.entityKey, number), eq(auditLog.action, 'order.paid')))).toBe(1);
    // Stripe also says the session expired later, or that an async attempt failed: a paid order stays paid.
    expect(await deliver(standIn.signedEvent('checkout.session.expired', { ...session, status: 'expired' }))).toBe('applied');
    expect(await deliver(standIn.signedEvent('checkout.session.async_payment_failed', session))).toBe('applied');
    expect(await orderRow(number)).toMatchObject({ paymentStatus: 'paid', status: 'PENDING' });
  });

  it('lets the shopper try again on a new payment page after a payment failed', async () => {
    const { number, row, session } = await cardOrder();
    expect(await deliver(standIn.signedEvent('checkout.session.async_payment_failed', session))).toBe('applied');
    expect(await orderRow(number)).toMatchObject({ paymentStatus: 'failed', paymentReference: null, status: 'PENDING' });
    const again = await openPayment(row.id, 'https://shop.example', database(), provider());
    expect(again.ok && again.url).not.toBe(session.url);
    const retried = await orderRow(number);
    expect(retried.paymentReference).not.toBe(session.id);
    expect(await deliver(await pay(retried.paymentReference!))).toBe('applied');
    expect(await orderRow(number)).toMatchObject({ paymentStatus: 'paid', amountPaid: row.amountDue });
  });

  it('flags a payment of the wrong amount for the owner and does not take it as paid', async () => {
    const { number, row, session } = await cardOrder();
    expect(await deliver(await pay(session.id, { amount_total: row.amountDue - 1 }))).toBe('applied');
    expect(await orderRow(number)).toMatchObject({ paymentStatus: 'unpaid', paymentFlag: 'amount-mismatch', amountPaid: 0 });
  });

  it('expires unpaid card orders with their stock back, once, when two workers run at the same time', async () => {
    const before = await stockOf();
    const placed = await Promise.all([cardOrder(2), cardOrder(3), cardOrder(1)]);
    // One of them is paid just in time: it must not be cancelled.
    await deliver(await pay(placed[2].session.id));
    expect(await stockOf()).toBe(before - 6);
    const numbers = placed.map((p) => p.number);
    await database().execute(
      sql`UPDATE orders SET pay_by = now() - interval '1 minute' WHERE number IN (${sql.join(
        numbers.map((n) => sql`${n}`),
        sql`, `,
      )})`,
    );
    const second = openDatabase(`${url}${url.includes('?') ? '&' : '?'}application_name=second-worker`, 2);
    const [a, b] = await Promise.all([expireUnpaidOrders(database(), provider()), expireUnpaidOrders(second, provider())]);
    expect(a + b).toBeGreaterThanOrEqual(2);
    expect(await stockOf()).toBe(before - 1);
    expect((await orderRow(numbers[0]!)).status).toBe('CANCELLED');
    expect((await orderRow(numbers[1]!)).status).toBe('CANCELLED');
    expect(await orderRow(numbers[2]!)).toMatchObject({ status: 'PENDING', paymentStatus: 'paid' });
    expect(await database().$count(auditLog, and(eq(auditLog.entityKey, numbers[0]!), eq(auditLog.action, 'order.cancelled')))).toBe(1);
    // Their payment pages are closed, so nobody pays a cancelled order by accident.
    expect(standIn.sessions.get(placed[0].session.id)!.status).toBe('expired');
    expect(await expireUnpaidOrders(database(), provider())).toBe(0);
  });

  it('records money that arrives for a cancelled order and flags it for a refund', async () => {
    const { number, session } = await cardOrder();
    await database().execute(sql`UPDATE orders SET pay_by = now() - interval '1 minute' WHERE number = ${number}`);
    await expireUnpaidOrders(database(), null);
    await fetch(`${standIn.url}/pay/${session.id}/complete`, { redirect: 'manual' }).catch(() => undefined);
    expect(
      await deliver(
        standIn.signedEvent('checkout.session.completed', {
          ...session,
          status: 'complete',
          payment_status: 'paid',
          payment_intent: 'pi_test_late',
        }),
      ),
    ).toBe('applied');
    expect(await orderRow(number)).toMatchObject({ status: 'CANCELLED', paymentStatus: 'paid', paymentFlag: 'paid-after-cancel' });
  });

  it('refunds part and then the rest through the provider, and refuses more than was paid', async () => {
    const { number, row, session } = await cardOrder();
    await deliver(await pay(session.id));
    const part = Math.floor(row.amountDue / 3);
    expect(await refundOrder(number, part, staff, database(), provider())).toMatchObject({
      ok: true,
      status: 'partially_refunded',
      refunded: part,
      providerStatus: 'succeeded',
    });
    const asked = standIn.requests.filter((r) => r.path === '/v1/refunds').at(-1)!;
    expect(asked.body).toMatchObject({ payment_intent: (await orderRow(number)).paymentId, amount: String(part) });
    expect(await refundOrder(number, row.amountDue, staff, database(), provider())).toEqual({
      ok: false,
      reason: 'invalid',
      code: 'ERROR_PAYMENT_REFUND_AMOUNT',
    });
    expect(await refundOrder(number, row.amountDue - part, staff, database(), provider())).toMatchObject({ ok: true, status: 'refunded' });
    const events = await database()
      .select()
      .from(paymentEvents)
      .where(and(eq(paymentEvents.orderId, row.id), eq(paymentEvents.kind, 'refund')));
    expect(events).toHaveLength(2);
    expect(events[0]!.detail).toMatchObject({ status: 'succeeded' });
    expect(await database().$count(auditLog, and(eq(auditLog.entityKey, number), eq(auditLog.action, 'order.refund')))).toBe(2);
    // The provider then reports the refunds it made for us: nothing changes.
    expect(await deliver(standIn.signedEvent('charge.refunded', standIn.chargeOf((await orderRow(number)).paymentId!)))).toBe('applied');
    expect(await orderRow(number)).toMatchObject({ paymentStatus: 'refunded', amountRefunded: row.amountDue });
  });

  it('keeps the amounts and flags the order when the provider refuses a refund', async () => {
    const { number, session } = await cardOrder();
    await deliver(await pay(session.id));
    standIn.failNextRefund();
    expect(await refundOrder(number, 100, staff, database(), provider())).toEqual({ ok: false, reason: 'provider-refused' });
    expect(await orderRow(number)).toMatchObject({ paymentStatus: 'paid', amountRefunded: 0, paymentFlag: 'refund-failed' });
  });

  it('records a refund made in the provider’s dashboard once', async () => {
    const { number, row, session } = await cardOrder();
    await deliver(await pay(session.id));
    const charge = { ...standIn.chargeOf((await orderRow(number)).paymentId!), amount_refunded: 250, refunded: false };
    const event = standIn.signedEvent('charge.refunded', charge);
    expect(await deliver(event)).toBe('applied');
    expect(await deliver(event)).toBe('duplicate');
    expect(await orderRow(number)).toMatchObject({ paymentStatus: 'partially_refunded', amountRefunded: 250, amountPaid: row.amountDue });
  });

  it('lets staff mark an offline order paid, once, but never a card order', async () => {
    const placed = await placeOrder(
      {
        idempotencyKey: randomUUID(),
        items: [{ productId, quantity: 1 }],
        billingAddress: address,
        payment: 'bank',
        acceptTerms: true,
        locale: 'en',
        currency: 'GBP',
      },
      null,
      database(),
    );
    if (!placed.ok) throw new Error(placed.code);
    expect(await markOrderPaid(placed.order.number, staff, database())).toEqual({ ok: true });
    const row = await orderRow(placed.order.number);
    expect(row).toMatchObject({ paymentStatus: 'paid', amountPaid: row.amountDue, currency: 'GBP' });
    expect(await markOrderPaid(placed.order.number, staff, database())).toEqual({ ok: false, reason: 'not-unpaid' });
    const card = await cardOrder();
    expect(await markOrderPaid(card.number, staff, database())).toEqual({ ok: false, reason: 'card' });
  });
});
