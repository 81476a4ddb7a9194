// Moving an order along, for staff in the admin and for the owner's command (scripts/order.ts):
// ship (with carrier and tracking number), complete, cancel. No 'server-only' guard: the command
// runs outside Next.js. Each move is one transaction with its audit line.
//
// - The order row is locked first, so two staff moving the same order at once queue: the second
//   sees the first one's status and is refused unless its move is still allowed.
// - Cancelling puts the stock back in the same transaction, locking the products in id order as
//   checkout does (checkout/service.ts), so a cancel and a checkout of the same product queue on
//   the row and neither deadlocks nor loses a unit. A product back from zero is in stock again.
// - Each move enqueues its email to the shopper in the same transaction (shipped with carrier and
//   tracking number, completed, cancelled: features/mail), and wakes the mail worker after commit.
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { orderItems, orderNotes, orders, products } from '@/db/schema';
import { recordChange, type AuditActor } from '@/db/audit';
import { enqueueOrderMail, STATUS_MAIL, wakeMailer } from '@/features/mail';
import { canMoveTo, normalizeOrderNumber, shipmentText, type OrderStatus } from './model';

export type OrderMove = { to: 'SHIPPED'; carrier: string; trackingNumber: string } | { to: 'COMPLETED' } | { to: 'CANCELLED' };

export type MoveResult =
  | { ok: true; number: string; from: OrderStatus; to: OrderStatus }
  | { ok: false; reason: 'not-found'; number: string }
  | { ok: false; reason: 'invalid-shipment'; number: string }
  | { ok: false; reason: 'not-allowed'; number: string; from: OrderStatus };

export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export async function moveOrder(rawNumber: string, move: OrderMove, actor: AuditActor, database: Database): Promise<MoveResult> {
  const number = normalizeOrderNumber(rawNumber) ?? rawNumber.trim();
  const shipment =
    move.to === 'SHIPPED' ? { carrier: shipmentText(move.carrier), trackingNumber: shipmentText(move.trackingNumber) } : null;
  if (shipment && (!shipment.carrier || !shipment.trackingNumber)) return { ok: false, reason: 'invalid-shipment', number };
  const result = await database.transaction(async (tx): Promise<MoveResult> => {
    const [order] = await tx.select({ id: orders.id, status: orders.status }).from(orders).where(eq(orders.number, number)).for('update');
    if (!order) return { ok: false, reason: 'not-found', number };
    if (!canMoveTo(order.status, move.to)) return { ok: false, reason: 'not-allowed', number, from: order.status };
    await applyMove(tx, { ...order, number }, shipment ? ({ ...move, ...shipment } as OrderMove) : move, actor);
    return { ok: true, number, from: order.status, to: move.to };
  });
  if (result.ok) wakeMailer();
  return result;
}

/**
 * Moves an order the caller has locked (SELECT … FOR UPDATE) and checked with canMoveTo: the new
 * status and its times, the stock back on a cancel, the audit line and the shopper's email, all in
 * the caller's transaction. The caller wakes the mail worker after commit. Payments' expiry of unpaid
 * card orders cancels through here too.
 */
export async function applyMove(
  tx: Tx,
  order: { id: number; number: string; status: OrderStatus },
  move: OrderMove,
  actor: AuditActor,
  extra: Record<string, unknown> = {},
): Promise<void> {
  const shipment = move.to === 'SHIPPED' ? { carrier: move.carrier, trackingNumber: move.trackingNumber } : null;
  const now = sql`now()`;
  await tx
    .update(orders)
    .set({
      status: move.to,
      updatedAt: now,
      ...(shipment ? { carrier: shipment.carrier, trackingNumber: shipment.trackingNumber, shippedAt: now } : {}),
      ...(move.to === 'COMPLETED' ? { completedAt: now } : {}),
      ...(move.to === 'CANCELLED' ? { cancelledAt: now } : {}),
    })
    .where(eq(orders.id, order.id));
  const restocked = move.to === 'CANCELLED' ? await putStockBack(tx, order.id) : undefined;
  await recordChange(tx, actor, {
    action: `order.${move.to.toLowerCase()}`,
    entity: 'order',
    entityKey: order.number,
    before: { status: order.status },
    after: { status: move.to, ...(shipment ?? {}), ...(restocked ? { restocked } : {}), ...extra },
  });
  const mail = STATUS_MAIL[move.to];
  if (mail) await enqueueOrderMail(tx, order.id, mail);
}

/** Returns the order's quantities to its products' stock; answers { productId: quantity } put back. */
async function putStockBack(tx: Tx, orderId: number): Promise<Record<string, number>> {
  const lines = await tx
    .select({ productId: orderItems.productId, quantity: sql<number>`sum(${orderItems.quantity})::int` })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), isNotNull(orderItems.productId)))
    .groupBy(orderItems.productId)
    .orderBy(asc(orderItems.productId));
  if (!lines.length) return {};
  // Lock in id order, like checkout, before changing any of them.
  await tx
    .select({ id: products.id })
    .from(products)
    .where(
      inArray(
        products.id,
        lines.map((l) => l.productId!),
      ),
    )
    .orderBy(asc(products.id))
    .for('update');
  for (const { productId, quantity } of lines) {
    await tx
      .update(products)
      .set({
        stock: sql`${products.stock} + ${quantity}`,
        stockStatus: sql`CASE WHEN ${products.stockStatus} = 'out-of-stock' THEN 'in-stock'::stock_status ELSE ${products.stockStatus} END`,
        salesCount: sql`greatest(${products.salesCount} - ${quantity}, 0)`,
      })
      .where(eq(products.id, productId!));
  }
  return Object.fromEntries(lines.map((l) => [String(l.productId), l.quantity]));
}

export type NoteResult = { ok: true } | { ok: false; reason: 'not-found' | 'invalid-note' };
const MAX_NOTE_LENGTH = 2000;

/** Adds staff's internal note to an order (never shown to the shopper). */
export async function addOrderNote(rawNumber: string, rawBody: unknown, actor: AuditActor, database: Database): Promise<NoteResult> {
  const body = typeof rawBody === 'string' ? rawBody.trim() : '';
  if (!body || body.length > MAX_NOTE_LENGTH || body.includes('\u0000')) return { ok: false, reason: 'invalid-note' };
  const number = normalizeOrderNumber(rawNumber) ?? rawNumber.trim();
  return database.transaction(async (tx) => {
    const [order] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.number, number));
    if (!order) return { ok: false, reason: 'not-found' } as const;
    await tx.insert(orderNotes).values({ orderId: order.id, authorId: actor.id, authorEmail: actor.email, body });
    await recordChange(tx, actor, { action: 'order.note', entity: 'order', entityKey: number, after: { note: body } });
    return { ok: true } as const;
  });
}
