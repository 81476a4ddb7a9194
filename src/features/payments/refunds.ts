// Refunds from the admin's order page, full or partial. No 'server-only' guard: tests and the
// owner's tools call it directly.
//
// - A card order's refund goes to the provider while the order row is locked, so two refunds clicked
//   at once queue and the second is checked against what the first gave back: the money can never go
//   back twice. The provider call has its own timeout (the SDK's), and its idempotency key is made of
//   the payment and what was refunded before, so a retry after a lost answer is the same refund.
// - An offline order's refund is staff's record that they returned the money themselves.
// - The provider's answer is kept (its refund id and status); a refusal flags the order for the
//   owner and changes no amount.
import { eq, sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { orders, paymentEvents } from '@/db/schema';
import { recordChange, type AuditActor } from '@/db/audit';
import { normalizeOrderNumber } from '@/features/orders/model';
import { refundProblem, statusAfterRefund, type PaymentStatus } from './model';
import type { PaymentProvider } from './provider';
import { lockOrder } from './service';
import { log } from '@/server/log';

export type RefundOutcome =
  | { ok: true; status: PaymentStatus; refunded: number; providerStatus: 'succeeded' | 'pending' | 'recorded' }
  | { ok: false; reason: 'not-found' | 'no-provider' | 'provider-refused'; message?: string }
  | { ok: false; reason: 'invalid'; code: string };

export async function refundOrder(
  rawNumber: string,
  amount: number,
  actor: AuditActor,
  database: Database,
  provider: PaymentProvider | null,
): Promise<RefundOutcome> {
  const number = normalizeOrderNumber(rawNumber) ?? rawNumber.trim();
  return database.transaction(async (tx): Promise<RefundOutcome> => {
    const order = await lockOrder(tx, eq(orders.number, number));
    if (!order) return { ok: false, reason: 'not-found' };
    const problem = refundProblem(order, amount);
    if (problem) return { ok: false, reason: 'invalid', code: problem };
    const byCard = order.payment === 'card' && order.paymentId !== null;
    if (byCard && !provider) return { ok: false, reason: 'no-provider' };

    let answer: { id: string; status: 'succeeded' | 'pending' | 'failed' } | null = null;
    if (byCard) {
      try {
        answer = await provider!.refund(
          order.paymentId!,
          amount,
          order.currency,
          `refund-${order.paymentId}-${order.amountRefunded}-${amount}`,
        );
      } catch (e) {
        answer = { id: '', status: 'failed' };
        log.error(`[payments] refund of ${order.number} refused: ${e instanceof Error ? e.message : String(e)}`);
      }
      if (answer.status === 'failed') {
        await tx
          .update(orders)
          .set({ paymentFlag: 'refund-failed', updatedAt: sql`now()` })
          .where(eq(orders.id, order.id));
        await tx.insert(paymentEvents).values({
          orderId: order.id,
          provider: provider!.id,
          kind: 'refund-failed',
          amount,
          currency: order.currency,
          actorEmail: actor.email,
          detail: { refundId: answer.id || null },
        });
        return { ok: false, reason: 'provider-refused' };
      }
    }
    const refunded = order.amountRefunded + amount;
    const status = statusAfterRefund(order.amountPaid, refunded);
    await tx
      .update(orders)
      .set({
        amountRefunded: refunded,
        paymentStatus: status,
        // The refund answers a flag about money that should go back.
        paymentFlag: sql`CASE WHEN ${orders.paymentFlag} IN ('paid-after-cancel', 'refund-failed') THEN NULL ELSE ${orders.paymentFlag} END`,
        updatedAt: sql`now()`,
      })
      .where(eq(orders.id, order.id));
    await tx.insert(paymentEvents).values({
      orderId: order.id,
      provider: byCard ? provider!.id : 'offline',
      kind: 'refund',
      amount,
      currency: order.currency,
      actorEmail: actor.email,
      detail: answer ? { refundId: answer.id, status: answer.status } : { status: 'recorded' },
    });
    await recordChange(tx, actor, {
      action: 'order.refund',
      entity: 'order',
      entityKey: order.number,
      before: { paymentStatus: order.paymentStatus, amountRefunded: order.amountRefunded },
      after: {
        paymentStatus: status,
        amountRefunded: refunded,
        amount,
        currency: order.currency,
        ...(answer ? { refundId: answer.id, providerStatus: answer.status } : {}),
      },
    });
    return { ok: true, status, refunded, providerStatus: answer ? (answer.status as 'succeeded' | 'pending') : 'recorded' };
  });
}
