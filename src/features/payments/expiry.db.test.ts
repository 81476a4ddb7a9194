// Unpaid card orders expiring against a real PostgreSQL (both test databases) and a local stand-in for
// Stripe's API: they are cancelled with their stock back, once, with two workers at once, their payment
// pages closed; money that still arrives for one is recorded and flagged for a refund.
import { and, eq, sql } from 'drizzle-orm';
import { expect, it, vi } from 'vitest';
import { describeEachDatabase } from '../../../tests/integration/databases';
import { auditLog } from '@/db/schema';
import { openDatabase } from '@/db/client';
import { expireUnpaidOrders } from './service';
import { cardOrders, stripeStandIn } from './test-suite';

vi.mock('server-only', () => ({}));

const { standIn, provider } = stripeStandIn();

describeEachDatabase('card payments: expiry', (database, url) => {
  const { stockOf, orderRow, cardOrder, pay, deliver } = cardOrders(database, standIn, provider);

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
});
