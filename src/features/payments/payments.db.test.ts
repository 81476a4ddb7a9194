// Card payments against a real PostgreSQL (both test databases) and a local stand-in for Stripe's API
// (tests/support/stripe-stand-in.ts): a card order is placed unpaid in the shopper's currency and its
// payment page asks for exactly that amount; webhooks are checked by signature and applied once;
// wrong amounts are flagged. Expiry is expiry.db.test.ts, refunds and staff's marks refunds.db.test.ts.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { expect, it, vi } from 'vitest';
import { describeEachDatabase } from '../../../tests/integration/databases';
import { auditLog, paymentEvents } from '@/db/schema';
import { placeOrder } from '@/features/checkout/service';
import { openPayment } from './service';
import { address, cardOrders, stripeStandIn } from './test-suite';

vi.mock('server-only', () => ({}));

const { standIn, provider } = stripeStandIn();

describeEachDatabase('card payments', (database) => {
  const { productId, orderRow, cardOrder, pay, deliver } = cardOrders(database, standIn, provider);

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
      items: [{ productId: productId(), quantity: 1 }],
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
});
