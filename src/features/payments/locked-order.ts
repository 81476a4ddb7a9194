// Payments: the order as payments read and lock it (its money columns), the shop as the actor of what
// no person did, and the expiry of one locked order; shared by service.ts, provider-events.ts and
// refunds.ts (through service.ts).
//
// - The order row is locked (FOR UPDATE) while an event, an expiry or staff's mark is applied, so the
//   webhook and the expiry job cannot both win: an order is either paid or cancelled and restocked.
import { eq } from 'drizzle-orm';
import { orders, paymentEvents } from '@/db/schema';
import type { AuditActor } from '@/db/audit';
import { applyMove, type Tx } from '@/features/orders/fulfilment';
import type { OrderMoney } from './model';

/** The shop itself, as the actor of what no person did (an expiry, a provider's event). */
export const SYSTEM_ACTOR: AuditActor = { id: null, email: 'system' };

export const moneyColumns = {
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
export type LockedOrder = OrderMoney & {
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

export async function lockOrder(tx: Tx, where: ReturnType<typeof eq>): Promise<LockedOrder | undefined> {
  const [order] = await tx.select(moneyColumns).from(orders).where(where).for('update');
  return order as LockedOrder | undefined;
}

/** Cancels a locked unpaid order, puts its stock back, and records the expiry beside its payments. */
export async function expireLocked(tx: Tx, order: LockedOrder): Promise<void> {
  await applyMove(tx, order, { to: 'CANCELLED' }, SYSTEM_ACTOR, { reason: 'unpaid' });
  await tx.insert(paymentEvents).values({ orderId: order.id, provider: 'offline', kind: 'expired', currency: order.currency, detail: {} });
}
