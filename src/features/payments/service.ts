// Payments against the database: opening a card payment for an order, expiring unpaid card orders,
// and staff marking an offline order paid; applying a provider's webhook event is provider-events.ts
// (re-exported here), and the order as payments read and lock it is locked-order.ts. No 'server-only'
// guard: the expiry job runs in the server's primary process, outside Next.js. Refunds are in
// refunds.ts. The rules (what an event does to an order) are in model.ts.
//
// - Expiry takes orders with SKIP LOCKED, one transaction per order, re-checking the rule under the
//   lock: several processes (or instances) may run it at once without cancelling anything twice.
import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { orders, paymentEvents } from '@/db/schema';
import { recordChange, type AuditActor } from '@/db/audit';
import { wakeMailer } from '@/features/mail';
import { normalizeOrderNumber } from '@/features/orders/model';
import { expireLocked, lockOrder, moneyColumns, type LockedOrder } from './locked-order';
import { expiryApplies, isSettled } from './model';
import type { PaymentProvider } from './provider';
import { log } from '@/server/log';

export { applyPaymentEvent } from './provider-events';
export { lockOrder } from './locked-order';

export type OpenPaymentResult =
  { ok: true; url: string } | { ok: false; reason: 'not-found' | 'not-payable' | 'no-provider' | 'provider-error' };

/**
 * The card payment page of an order still waiting for its money: the open one when it has one, else
 * a new one from the provider. `origin` is the shop's public address for the return links.
 */
export async function openPayment(
  orderId: number,
  origin: string,
  database: Database,
  provider: PaymentProvider | null,
): Promise<OpenPaymentResult> {
  if (!provider) return { ok: false, reason: 'no-provider' };
  const [order] = await database
    .select({ ...moneyColumns, token: orders.token, now: sql<Date>`now()` })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order) return { ok: false, reason: 'not-found' };
  if (order.payment !== 'card' || !expiryApplies(order) || !order.payBy || order.payBy <= order.now)
    return { ok: false, reason: 'not-payable' };
  if (order.paymentUrl && order.paymentReference) return { ok: true, url: order.paymentUrl };
  const page = `${origin}/${order.locale}/cart/checkout/${order.token}`;
  try {
    const session = await provider.createPayment({
      orderId: order.id,
      number: order.number,
      email: order.email,
      currency: order.currency,
      amount: order.amountDue,
      locale: order.locale === 'ru' || order.locale === 'ar' ? order.locale : 'en',
      returnUrl: `${page}?payment=return`,
      cancelUrl: `${page}?payment=cancelled`,
      expiresAt: order.payBy,
      // The order's secret token, not its id: ids repeat across a staging copy on the same account.
      requestKey: `${order.token}-${1 + (await database.$count(paymentEvents, and(eq(paymentEvents.orderId, order.id), eq(paymentEvents.kind, 'failed'))))}`,
    });
    // Two shoppers' tabs opening at once get the same page (the provider's idempotency key); the first written stays.
    await database
      .update(orders)
      .set({
        paymentReference: sql`coalesce(${orders.paymentReference}, ${session.reference})`,
        paymentUrl: sql`coalesce(${orders.paymentUrl}, ${session.url})`,
      })
      .where(eq(orders.id, order.id));
    return { ok: true, url: session.url };
  } catch (e) {
    log.error(`[payments] ${provider.id} could not open a payment for ${order.number}: ${e instanceof Error ? e.message : String(e)}`);
    return { ok: false, reason: 'provider-error' };
  }
}

/**
 * Cancels unpaid card orders past their pay-by time and puts their stock back; answers how many.
 * Their payment pages are closed afterwards so a late shopper cannot pay a cancelled order (a
 * payment that still arrives is recorded and flagged for refund).
 */
export async function expireUnpaidOrders(database: Database, provider: PaymentProvider | null, limit = 100): Promise<number> {
  const closed: string[] = [];
  let expired = 0;
  for (; expired < limit; expired++) {
    const order = await database.transaction(async (tx) => {
      const [candidate] = await tx
        .select(moneyColumns)
        .from(orders)
        .where(
          and(
            eq(orders.payment, 'card'),
            eq(orders.status, 'PENDING'),
            inArray(orders.paymentStatus, ['unpaid', 'failed']),
            lt(orders.payBy, sql`now()`),
          ),
        )
        .orderBy(asc(orders.payBy))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!candidate) return null;
      await expireLocked(tx, candidate as LockedOrder);
      return candidate;
    });
    if (!order) break;
    if (order.paymentReference) closed.push(order.paymentReference);
  }
  if (expired) wakeMailer();
  for (const reference of closed) {
    await provider
      ?.closePayment(reference)
      .catch((e) => log.error(`[payments] could not close payment ${reference}: ${e instanceof Error ? e.message : String(e)}`));
  }
  return expired;
}

export type MarkPaidResult = { ok: true } | { ok: false; reason: 'not-found' | 'card' | 'not-unpaid' | 'cancelled' };

/** Staff record that an offline order's money arrived (bank transfer, cheque, cash): the amount due. */
export async function markOrderPaid(rawNumber: string, actor: AuditActor, database: Database): Promise<MarkPaidResult> {
  const number = normalizeOrderNumber(rawNumber) ?? rawNumber.trim();
  return database.transaction(async (tx): Promise<MarkPaidResult> => {
    const order = await lockOrder(tx, eq(orders.number, number));
    if (!order) return { ok: false, reason: 'not-found' };
    // A card's payment is the provider's to report, never staff's to claim.
    if (order.payment === 'card') return { ok: false, reason: 'card' };
    if (isSettled(order.paymentStatus)) return { ok: false, reason: 'not-unpaid' };
    if (order.status === 'CANCELLED') return { ok: false, reason: 'cancelled' };
    await tx
      .update(orders)
      .set({ paymentStatus: 'paid', amountPaid: order.amountDue, updatedAt: sql`now()` })
      .where(eq(orders.id, order.id));
    await tx.insert(paymentEvents).values({
      orderId: order.id,
      provider: 'offline',
      kind: 'paid',
      amount: order.amountDue,
      currency: order.currency,
      actorEmail: actor.email,
      detail: { method: order.payment },
    });
    await recordChange(tx, actor, {
      action: 'order.paid',
      entity: 'order',
      entityKey: order.number,
      before: { paymentStatus: order.paymentStatus },
      after: { paymentStatus: 'paid', amount: order.amountDue, currency: order.currency },
    });
    return { ok: true };
  });
}
