// Refunds and staff's payment records against a real PostgreSQL (both test databases) and a local
// stand-in for Stripe's API: refunds go to the provider and are recorded, a refused one flags the order,
// one made in the provider's dashboard is recorded once; staff mark an offline order paid, never a card one.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { expect, it, vi } from 'vitest';
import { describeEachDatabase } from '../../../tests/integration/databases';
import { auditLog, paymentEvents } from '@/db/schema';
import { placeOrder } from '@/features/checkout/service';
import { refundOrder } from './refunds';
import { markOrderPaid } from './service';
import { address, cardOrders, staff, stripeStandIn } from './test-suite';

vi.mock('server-only', () => ({}));

const { standIn, provider } = stripeStandIn();

describeEachDatabase('card payments: refunds and staff', (database) => {
  const { productId, orderRow, cardOrder, pay, deliver } = cardOrders(database, standIn, provider);

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
        items: [{ productId: productId(), quantity: 1 }],
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
