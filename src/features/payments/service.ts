// Payments against the database: opening a card payment for an order, applying a provider's webhook
// event, expiring unpaid card orders, and staff marking an offline order paid. No 'server-only'
// guard: the expiry job runs in the server's primary process, outside Next.js. Refunds are in
// refunds.ts. The rules (what an event does to an order) are in model.ts.
//
// - Exactly once: a provider's event is inserted under its own id (unique per provider) before it
//   is applied, in the same transaction as its effect. Twenty deliveries at once queue on that index;
//   the first applies, the rest find it there and change nothing.
// - The order row is locked (FOR UPDATE) while an event, an expiry or staff's mark is applied, so the
//   webhook and the expiry job cannot both win: an order is either paid or cancelled and restocked.
// - Expiry takes orders with SKIP LOCKED, one transaction per order, re-checking the rule under the
//   lock: several processes (or instances) may run it at once without cancelling anything twice.
import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { orders, paymentEvents } from '@/db/schema';
import type { AuditActor } from '@/features/admin/audit';
import { recordChange } from '@/features/admin/audit';
import { wakeMailer } from '@/features/mail';
import { applyMove, type Tx } from '@/features/orders/fulfilment';
import { normalizeOrderNumber } from '@/features/orders/model';
import { expiryApplies, failureApplies, isSettled, paymentReceived, refundReported, type OrderMoney } from './model';
import type { PaymentEvent, PaymentProvider } from './provider';
import { log } from '@/server/log';

/** The shop itself, as the actor of what no person did (an expiry, a provider's event). */
const SYSTEM_ACTOR: AuditActor = { id: null, email: 'system' };

const moneyColumns = {
  id: orders.id,
  number: orders.number,
  status: orders.status,
  payment: orders.payment,
  paymentStatus: orders.paymentStatus,
  currency: orders.currency,
  amountDue: orders.amountDue,
  amountPaid: orders.amountPaid,
  amountRefunded: orders.amountRefunded,
  paymentReference: orders.paymentReference,
  paymentUrl: orders.paymentUrl,
  paymentId: orders.paymentId,
  payBy: orders.payBy,
  email: orders.email,
  locale: orders.locale,
};
type LockedOrder = OrderMoney & {
  id: number;
  number: string;
  payment: string;
  paymentReference: string | null;
  paymentUrl: string | null;
  paymentId: string | null;
  payBy: Date | null;
  email: string;
  locale: string;
};

async function lockOrder(tx: Tx, where: ReturnType<typeof eq>): Promise<LockedOrder | undefined> {
  const [order] = await tx.select(moneyColumns).from(orders).where(where).for('update');
  return order as LockedOrder | undefined;
}

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

async function expireLocked(tx: Tx, order: LockedOrder): Promise<void> {
  await applyMove(tx, order, { to: 'CANCELLED' }, SYSTEM_ACTOR, { reason: 'unpaid' });
  await tx.insert(paymentEvents).values({ orderId: order.id, provider: 'offline', kind: 'expired', currency: order.currency, detail: {} });
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

export { lockOrder };
