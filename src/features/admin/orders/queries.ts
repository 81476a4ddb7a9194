import 'server-only';
// The admin's reads of orders: a page of the list (search by number, email or name; filters; sort)
// and one order with staff's notes, its history from the audit log and its payment's events.
import { and, asc, count, desc, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { db, type Database } from '@/db/client';
import { auditLog, orderNotes, orders, paymentEvents } from '@/db/schema';
import type { PaymentMethod } from '@/features/orders/payment';
import { PAYMENT_FLAGS, type PaymentFlag, type PaymentStatus } from '@/features/payments/model';
import { loadOrder } from '@/features/orders/queries';
import { normalizeOrderNumber, type OrderStatus, type OrderView } from '@/features/orders/model';
import { ADMIN_ORDERS_PAGE_SIZE, type OrderFilters } from './model';

export type AdminOrderRow = {
  number: string;
  createdAt: string;
  status: OrderStatus;
  payment: PaymentMethod;
  paymentStatus: PaymentStatus;
  email: string;
  name: string;
  quantity: number;
  total: number;
};

const likeText = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function where(f: OrderFilters): SQL | undefined {
  const parts: SQL[] = [];
  if (f.q) {
    const like = likeText(f.q);
    const number = normalizeOrderNumber(f.q);
    parts.push(
      or(
        ...(number ? [eq(orders.number, number)] : []),
        sql`${orders.email} ILIKE ${like}`,
        sql`(${orders.billingAddress}->>'firstName') || ' ' || (${orders.billingAddress}->>'lastName') ILIKE ${like}`,
        sql`${orders.number} ILIKE ${like}`,
      )!,
    );
  }
  if (f.status) parts.push(eq(orders.status, f.status));
  if (f.payment) parts.push(eq(orders.payment, f.payment));
  if (f.paymentStatus) parts.push(eq(orders.paymentStatus, f.paymentStatus));
  if (f.from) parts.push(gte(orders.createdAt, new Date(`${f.from}T00:00:00Z`)));
  if (f.to) parts.push(lt(orders.createdAt, new Date(Date.parse(`${f.to}T00:00:00Z`) + 86_400_000)));
  return parts.length ? and(...parts) : undefined;
}

const ORDER_BY = {
  newest: [desc(orders.createdAt), desc(orders.id)],
  oldest: [asc(orders.createdAt), asc(orders.id)],
  total_desc: [desc(orders.total), desc(orders.id)],
  total_asc: [asc(orders.total), asc(orders.id)],
} as const;

/** A page of orders for the admin's list, and how many match in all. */
export async function adminOrders(f: OrderFilters, database: Database = db()): Promise<{ rows: AdminOrderRow[]; total: number }> {
  const condition = where(f);
  const [rows, [{ total }]] = await Promise.all([
    database
      .select({
        number: orders.number,
        createdAt: orders.createdAt,
        status: orders.status,
        payment: orders.payment,
        paymentStatus: orders.paymentStatus,
        email: orders.email,
        name: sql<string>`trim((${orders.billingAddress}->>'firstName') || ' ' || (${orders.billingAddress}->>'lastName'))`,
        quantity: orders.quantity,
        total: orders.total,
      })
      .from(orders)
      .where(condition)
      .orderBy(...ORDER_BY[f.sort])
      .limit(ADMIN_ORDERS_PAGE_SIZE)
      .offset((f.page - 1) * ADMIN_ORDERS_PAGE_SIZE),
    database.select({ total: count() }).from(orders).where(condition),
  ]);
  return { rows: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })), total };
}

type OrderNote = { id: number; authorEmail: string; body: string; createdAt: string };
type OrderEvent = { id: number; actorEmail: string; action: string; after: unknown; createdAt: string };
/** One line of the order's payment history, amounts in `currency`'s minor units. */
export type OrderPaymentEvent = {
  id: number;
  kind: string;
  amount: number;
  currency: string;
  /** 'offline' for what staff recorded, else the provider ('stripe'). */
  provider: string;
  actorEmail: string | null;
  /** The provider's refund id and state, and what a provider's event did to the order ('flagged:…'). */
  refundId: string | null;
  refundStatus: string | null;
  outcome: string | null;
  createdAt: string;
};
export type AdminOrder = {
  order: OrderView;
  notes: OrderNote[];
  history: OrderEvent[];
  payment: { flag: PaymentFlag | null; events: OrderPaymentEvent[] };
};

const detailText = (detail: Record<string, unknown>, key: string) =>
  typeof detail[key] === 'string' && detail[key] ? (detail[key] as string) : null;
const asFlag = (v: string | null): PaymentFlag | null =>
  (PAYMENT_FLAGS as readonly string[]).includes(v ?? '') ? (v as PaymentFlag) : null;

/** One order for the admin, with its notes, the history of what staff did to it and its payment; null when unknown. */
export async function adminOrder(rawNumber: string, database: Database = db()): Promise<AdminOrder | null> {
  const number = normalizeOrderNumber(rawNumber);
  if (!number) return null;
  const order = await loadOrder(eq(orders.number, number), database);
  if (!order) return null;
  const [notes, history, events, [money]] = await Promise.all([
    database
      .select({ id: orderNotes.id, authorEmail: orderNotes.authorEmail, body: orderNotes.body, createdAt: orderNotes.createdAt })
      .from(orderNotes)
      .where(eq(orderNotes.orderId, order.id))
      .orderBy(desc(orderNotes.createdAt), desc(orderNotes.id)),
    database
      .select({
        id: auditLog.id,
        actorEmail: auditLog.actorEmail,
        action: auditLog.action,
        after: auditLog.after,
        createdAt: auditLog.createdAt,
      })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'order'), eq(auditLog.entityKey, number)))
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(50),
    database
      .select({
        id: paymentEvents.id,
        kind: paymentEvents.kind,
        amount: paymentEvents.amount,
        currency: paymentEvents.currency,
        provider: paymentEvents.provider,
        actorEmail: paymentEvents.actorEmail,
        detail: paymentEvents.detail,
        createdAt: paymentEvents.createdAt,
      })
      .from(paymentEvents)
      .where(eq(paymentEvents.orderId, order.id))
      .orderBy(desc(paymentEvents.createdAt), desc(paymentEvents.id))
      .limit(100),
    database.select({ flag: orders.paymentFlag }).from(orders).where(eq(orders.id, order.id)),
  ]);
  const iso = <T extends { createdAt: Date }>(r: T) => ({ ...r, createdAt: r.createdAt.toISOString() });
  return {
    order,
    notes: notes.map(iso),
    history: history.map(iso),
    payment: {
      flag: asFlag(money?.flag ?? null),
      events: events.map(({ detail, ...e }) => ({
        ...iso(e),
        refundId: detailText(detail, 'refundId'),
        // A provider's refund carries its state; staff's own record of an offline refund says 'recorded'.
        refundStatus:
          e.kind === 'refund' || e.kind === 'refund-failed'
            ? (detailText(detail, 'status') ?? (e.kind === 'refund-failed' ? 'failed' : null))
            : null,
        outcome: detailText(detail, 'outcome'),
      })),
    },
  };
}

/** The provider's open payment page of an unpaid card order, to close once staff have cancelled it. */
export async function openCardPayment(number: string, database: Database = db()): Promise<string | null> {
  const [row] = await database
    .select({ reference: orders.paymentReference })
    .from(orders)
    .where(and(eq(orders.number, number), eq(orders.payment, 'card'), inArray(orders.paymentStatus, ['unpaid', 'failed'])));
  return row?.reference ?? null;
}

/** The currency an order is charged in, to read staff's refund amount in; null when unknown. */
export async function orderCurrency(number: string, database: Database = db()): Promise<string | null> {
  const [row] = await database
    .select({ currency: orders.currency })
    .from(orders)
    .where(eq(orders.number, normalizeOrderNumber(number) ?? number));
  return row?.currency ?? null;
}
