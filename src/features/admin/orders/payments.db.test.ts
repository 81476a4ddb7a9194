// Staff and an order's money, against a real PostgreSQL (both test databases): marking an offline
// order paid, refunding it in parts, what the admin's order page and list read of it, and the same
// through the server action as staff, a shopper and a visitor. The session and the card provider
// are the two things stood in for.
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, expect, it, vi } from 'vitest';
import { describeEachDatabase } from '../../../../tests/integration/databases';
import { auditLog, orders, paymentEvents, users } from '@/db/schema';
import { markOrderPaid } from '@/features/payments/service';
import { refundOrder } from '@/features/payments/refunds';
import { NO_ORDER_FILTERS } from './model';

vi.mock('server-only', () => ({}));
vi.mock('next/cache', () => ({ revalidatePath: () => {}, refresh: () => {} }));
vi.mock('next-intl/server', () => ({ getTranslations: async () => (id: string) => id }));
const session = vi.hoisted(() => ({
  user: null as { id: string; email: string; firstName: string; lastName: string; phone: null } | null,
}));
vi.mock('@/features/account/session', () => ({ getCurrentUser: async () => session.user }));
const target = vi.hoisted(() => ({ url: '' }));
vi.mock('@/db/client', async (original) => {
  const real = await original<typeof import('@/db/client')>();
  return { ...real, db: () => real.openDatabase(target.url, 4) };
});
// The card provider as far as staff's cancel reaches it: closing the shopper's payment page.
const closed = vi.hoisted(() => [] as string[]);
vi.mock('@/features/payments/providers', () => ({
  cardProvider: async () => ({ id: 'stand-in', closePayment: async (reference: string) => void closed.push(reference) }),
}));

const { adminOrder, adminOrders } = await import('./queries');
const { updateOrder, updatePayment } = await import('./actions');

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
const form = (fields: Record<string, string>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.set(k, v);
  return f;
};

describeEachDatabase('staff and an order’s payment', (database, url) => {
  const staff = { id: randomUUID(), email: `payments-staff-${randomUUID().slice(0, 8)}@axle.example` };
  const email = `payments-${randomUUID().slice(0, 8)}@example.com`;
  const as = (who: 'staff' | 'visitor') => {
    target.url = url;
    session.user = who === 'staff' ? { ...staff, firstName: '', lastName: '', phone: null } : null;
  };
  /** An order of its own for each case: $20.00, charged as €18.40 unless said otherwise. */
  const anOrder = async (values: Partial<typeof orders.$inferInsert> = {}) => {
    const id = Number(
      (await database().execute<{ id: number }>(sql`SELECT nextval(pg_get_serial_sequence('orders', 'id'))::int AS id`)).rows[0]!.id,
    );
    const number = `AX-${100000 + id}`;
    await database()
      .insert(orders)
      .values({
        id,
        number,
        token: randomUUID().replace(/-/g, ''),
        email,
        payment: 'bank',
        quantity: 1,
        subtotal: 2000,
        shipping: 0,
        tax: 0,
        total: 2000,
        currency: 'EUR',
        exchangeRate: 0.92,
        amountDue: 1840,
        billingAddress: address,
        shippingAddress: address,
        ...values,
      });
    return { id, number };
  };
  const money = async (number: string) =>
    (
      await database()
        .select({ status: orders.paymentStatus, paid: orders.amountPaid, refunded: orders.amountRefunded })
        .from(orders)
        .where(eq(orders.number, number))
    )[0]!;
  const audit = async (number: string, action: string) =>
    database()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityKey, number), eq(auditLog.action, action)));
  const events = async (orderId: number) =>
    database().select().from(paymentEvents).where(eq(paymentEvents.orderId, orderId)).orderBy(paymentEvents.id);

  beforeAll(async () => {
    await database().insert(users).values({ id: staff.id, email: staff.email, name: 'Payments', role: 'staff' });
  });

  it('marks an unpaid bank transfer paid, with an audit line and a payment event', async () => {
    const { id, number } = await anOrder();
    expect(await markOrderPaid(number, staff, database())).toEqual({ ok: true });
    expect(await money(number)).toEqual({ status: 'paid', paid: 1840, refunded: 0 });
    expect(await audit(number, 'order.paid')).toMatchObject([
      { actorEmail: staff.email, before: { paymentStatus: 'unpaid' }, after: { paymentStatus: 'paid', amount: 1840, currency: 'EUR' } },
    ]);
    expect(await events(id)).toMatchObject([{ provider: 'offline', kind: 'paid', amount: 1840, currency: 'EUR', actorEmail: staff.email }]);
  });

  it('refuses a card order, a cancelled order and one already paid', async () => {
    const card = await anOrder({ payment: 'card' });
    const cancelled = await anOrder({ status: 'CANCELLED' });
    const paid = await anOrder({ paymentStatus: 'paid', amountPaid: 1840 });
    expect(await markOrderPaid(card.number, staff, database())).toEqual({ ok: false, reason: 'card' });
    expect(await markOrderPaid(cancelled.number, staff, database())).toEqual({ ok: false, reason: 'cancelled' });
    expect(await markOrderPaid(paid.number, staff, database())).toEqual({ ok: false, reason: 'not-unpaid' });
    expect(await markOrderPaid('AX-999999999', staff, database())).toEqual({ ok: false, reason: 'not-found' });
    for (const o of [card, cancelled, paid]) {
      expect(await events(o.id)).toEqual([]);
      expect(await audit(o.number, 'order.paid')).toEqual([]);
    }
    expect((await money(card.number)).status).toBe('unpaid');
  });

  it('refunds an offline order in parts, paid → partially refunded → refunded, never more than what is left', async () => {
    const { id, number } = await anOrder();
    await markOrderPaid(number, staff, database());
    expect(await refundOrder(number, 1000, staff, database(), null)).toEqual({
      ok: true,
      status: 'partially_refunded',
      refunded: 1000,
      providerStatus: 'recorded',
    });
    expect(await money(number)).toEqual({ status: 'partially_refunded', paid: 1840, refunded: 1000 });
    expect(await refundOrder(number, 841, staff, database(), null)).toEqual({
      ok: false,
      reason: 'invalid',
      code: 'ERROR_PAYMENT_REFUND_AMOUNT',
    });
    expect(await refundOrder(number, 840, staff, database(), null)).toMatchObject({ ok: true, status: 'refunded', refunded: 1840 });
    expect(await refundOrder(number, 1, staff, database(), null)).toEqual({
      ok: false,
      reason: 'invalid',
      code: 'ERROR_PAYMENT_REFUND_NOT_PAID',
    });
    expect(await money(number)).toEqual({ status: 'refunded', paid: 1840, refunded: 1840 });
    expect((await events(id)).map((e) => [e.kind, e.amount, e.detail])).toEqual([
      ['paid', 1840, { method: 'bank' }],
      ['refund', 1000, { status: 'recorded' }],
      ['refund', 840, { status: 'recorded' }],
    ]);
    expect((await audit(number, 'order.refund')).map((l) => l.after)).toEqual([
      { paymentStatus: 'partially_refunded', amountRefunded: 1000, amount: 1000, currency: 'EUR' },
      { paymentStatus: 'refunded', amountRefunded: 1840, amount: 840, currency: 'EUR' },
    ]);
  });

  it("gives the admin's order page the payment events, newest first, and the flag", async () => {
    const { number } = await anOrder();
    await markOrderPaid(number, staff, database());
    await refundOrder(number, 500, staff, database(), null);
    await database().update(orders).set({ paymentFlag: 'refund-failed' }).where(eq(orders.number, number));
    const found = await adminOrder(number, database());
    expect(found?.order.money).toMatchObject({
      currency: { code: 'EUR', rate: 0.92 },
      status: 'partially_refunded',
      due: 1840,
      paid: 1840,
      refunded: 500,
    });
    expect(found?.payment.flag).toBe('refund-failed');
    expect(found?.payment.events).toMatchObject([
      {
        kind: 'refund',
        amount: 500,
        currency: 'EUR',
        provider: 'offline',
        actorEmail: staff.email,
        refundId: null,
        refundStatus: 'recorded',
      },
      { kind: 'paid', amount: 1840, provider: 'offline', actorEmail: staff.email, refundStatus: null },
    ]);
    // A flag the shop does not know is not shown as one.
    await database().update(orders).set({ paymentFlag: 'something-else' }).where(eq(orders.number, number));
    expect((await adminOrder(number, database()))?.payment.flag).toBeNull();
  });

  it('filters the order list by payment status', async () => {
    const unpaid = await anOrder();
    const paid = await anOrder();
    await markOrderPaid(paid.number, staff, database());
    const list = async (paymentStatus: (typeof NO_ORDER_FILTERS)['paymentStatus']) =>
      (await adminOrders({ ...NO_ORDER_FILTERS, q: email, paymentStatus }, database())).rows;
    expect((await list('unpaid')).map((r) => r.number)).toContain(unpaid.number);
    expect((await list('unpaid')).map((r) => r.number)).not.toContain(paid.number);
    const paidRows = await list('paid');
    expect(paidRows.find((r) => r.number === paid.number)).toMatchObject({ paymentStatus: 'paid' });
    expect(paidRows.every((r) => r.paymentStatus === 'paid')).toBe(true);
    expect(await list('failed')).toEqual([]);
  });

  it('marks paid and refunds through the action as staff; a visitor changes nothing and learns "not found"', async () => {
    const { number } = await anOrder();
    as('visitor');
    for (const intent of ['paid', 'refund'])
      expect(await updatePayment({ status: 'idle' }, form({ number, intent, amount: '1' }))).toEqual({
        status: 'error',
        message: 'ERROR_ADMIN_NOT_FOUND',
      });
    expect((await money(number)).status).toBe('unpaid');

    as('staff');
    expect(await updatePayment({ status: 'idle' }, form({ number, intent: 'paid' }))).toEqual({
      status: 'ok',
      message: 'TEXT_ADMIN_ORDER_MARKED_PAID',
    });
    expect(await updatePayment({ status: 'idle' }, form({ number, intent: 'paid' }))).toEqual({
      status: 'error',
      message: 'ERROR_ADMIN_MARK_PAID_SETTLED',
    });
    for (const amount of ['', '12.345', '-1', 'ten', '18.41']) {
      expect(await updatePayment({ status: 'idle' }, form({ number, intent: 'refund', amount })), amount).toEqual({
        status: 'error',
        errors: { amount: 'ERROR_PAYMENT_REFUND_AMOUNT' },
      });
    }
    expect(await updatePayment({ status: 'idle' }, form({ number, intent: 'refund', amount: '12,50' }))).toEqual({
      status: 'ok',
      message: 'TEXT_ADMIN_REFUND_DONE',
    });
    expect(await money(number)).toEqual({ status: 'partially_refunded', paid: 1840, refunded: 1250 });
    expect((await audit(number, 'order.refund'))[0]?.actorEmail).toBe(staff.email);
  });

  it("closes an unpaid card order's payment page when staff cancel it", async () => {
    const reference = `cs_test_${randomUUID()}`;
    const { number } = await anOrder({ payment: 'card', paymentReference: reference, payBy: new Date(Date.now() + 3_600_000) });
    as('staff');
    expect(await updateOrder({ status: 'idle' }, form({ number, intent: 'cancel' }))).toMatchObject({ status: 'ok' });
    expect(closed).toContain(reference);
  });
});
