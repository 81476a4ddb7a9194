// Payments: a provider's verified webhook event applied to its order (paid, failed, expired,
// refunded), exactly once. service.ts re-exports applyPaymentEvent for the webhook route.
//
// - Exactly once: a provider's event is inserted under its own id (unique per provider) before it
//   is applied, in the same transaction as its effect. Twenty deliveries at once queue on that index;
//   the first applies, the rest find it there and change nothing.
// - The order row is locked (locked-order.ts) while the event is applied.
import { eq, sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { orders, paymentEvents } from '@/db/schema';
import { recordChange } from '@/db/audit';
import { wakeMailer } from '@/features/mail';
import type { Tx } from '@/features/orders/fulfilment';
import { SYSTEM_ACTOR, expireLocked, lockOrder, type LockedOrder } from './locked-order';
import { expiryApplies, failureApplies, paymentReceived, refundReported } from './model';
import type { PaymentEvent } from './provider';

export type EventResult = 'applied' | 'duplicate' | 'unknown-order' | 'ignored';

async function orderIdFor(event: PaymentEvent, database: Database): Promise<number | null> {
  if (event.kind === 'ignored') return null;
  const where = event.kind === 'refunded' ? eq(orders.paymentId, event.paymentId) : eq(orders.paymentReference, event.reference);
  const [found] = await database.select({ id: orders.id }).from(orders).where(where).limit(1);
  return found?.id ?? null;
}

/** Applies a verified provider event once. */
export async function applyPaymentEvent(provider: string, event: PaymentEvent, database: Database): Promise<EventResult> {
  if (event.kind === 'ignored') return 'ignored';
  const orderId = await orderIdFor(event, database);
  // Not one of this shop's payments (another shop on the same account, or a test event): nothing to do.
  if (orderId === null) return 'unknown-order';
  let expired = false;
  const result = await database.transaction(async (tx): Promise<EventResult> => {
    const order = await lockOrder(tx, eq(orders.id, orderId));
    if (!order) return 'unknown-order';
    const amount = event.kind === 'paid' ? event.amount : event.kind === 'refunded' ? event.refundedTotal : 0;
    const currency = event.kind === 'paid' || event.kind === 'refunded' ? event.currency : order.currency;
    const inserted = await tx
      .insert(paymentEvents)
      .values({ orderId, provider, eventId: event.eventId, kind: event.kind, amount, currency, detail: {} })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (!inserted.length) return 'duplicate';
    const outcome = await applyEvent(tx, order, event);
    await tx.update(paymentEvents).set({ detail: { outcome } }).where(eq(paymentEvents.id, inserted[0]!.id));
    expired = outcome === 'expired';
    return 'applied';
  });
  if (expired) wakeMailer();
  return result;
}

/** What the event did, as recorded beside it: 'paid', 'flagged:…', 'failed', 'expired', 'refunded', 'no-change'. */
async function applyEvent(tx: Tx, order: LockedOrder, event: Exclude<PaymentEvent, { kind: 'ignored' }>): Promise<string> {
  const now = sql`now()`;
  switch (event.kind) {
    case 'paid': {
      const outcome = paymentReceived(order, event.amount, event.currency);
      if (outcome.action === 'none') return 'no-change';
      if (outcome.action === 'flag') {
        await tx.update(orders).set({ paymentFlag: outcome.flag, updatedAt: now }).where(eq(orders.id, order.id));
        await recordChange(tx, SYSTEM_ACTOR, {
          action: 'order.payment-flagged',
          entity: 'order',
          entityKey: order.number,
          after: { flag: outcome.flag, amount: event.amount, currency: event.currency },
        });
        return `flagged:${outcome.flag}`;
      }
      await tx
        .update(orders)
        .set({
          paymentStatus: 'paid',
          amountPaid: outcome.amountPaid,
          paymentId: event.paymentId ?? order.paymentId,
          paymentFlag: outcome.flag,
          updatedAt: now,
        })
        .where(eq(orders.id, order.id));
      await recordChange(tx, SYSTEM_ACTOR, {
        action: 'order.paid',
        entity: 'order',
        entityKey: order.number,
        before: { paymentStatus: order.paymentStatus },
        after: {
          paymentStatus: 'paid',
          amount: outcome.amountPaid,
          currency: order.currency,
          ...(outcome.flag ? { flag: outcome.flag } : {}),
        },
      });
      return outcome.flag ? `paid:${outcome.flag}` : 'paid';
    }
    case 'failed':
      if (!failureApplies(order)) return 'no-change';
      // The spent page is forgotten: paying again opens a new one.
      await tx
        .update(orders)
        .set({ paymentStatus: 'failed', paymentReference: null, paymentUrl: null, updatedAt: now })
        .where(eq(orders.id, order.id));
      return 'failed';
    case 'expired':
      if (!expiryApplies(order)) return 'no-change';
      await expireLocked(tx, order);
      return 'expired';
    case 'refunded': {
      const reported = refundReported(order, event.refundedTotal);
      if (!reported) return 'no-change';
      await tx
        .update(orders)
        .set({ amountRefunded: reported.amountRefunded, paymentStatus: reported.status, updatedAt: now })
        .where(eq(orders.id, order.id));
      await recordChange(tx, SYSTEM_ACTOR, {
        action: 'order.refund',
        entity: 'order',
        entityKey: order.number,
        before: { amountRefunded: order.amountRefunded },
        after: { amountRefunded: reported.amountRefunded, paymentStatus: reported.status, by: 'provider' },
      });
      return 'refunded';
    }
  }
}
