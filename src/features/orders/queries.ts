import 'server-only';
// Reads of placed orders: by token (success page), by number + email (track order), a shopper's
// history and one of their orders. A shopper's orders are only the ones bound to their user id: email
// addresses are not verified at sign-up, so matching visitors' orders by email would let anyone who
// registers with another person's address read that person's orders. A visitor follows an order by
// number and email (track order) or by its token link; at sign-in, the visitor orders whose token
// the browser holds and whose email is the account's join the account (attachVisitorOrders); once
// the account's email is verified, every visitor order billed to it joins (attachVerifiedEmailOrders).
import { and, asc, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { db, type Database } from '@/db/client';
import { currencies, orderItems, orders } from '@/db/schema';
import { ORDERS_PAGE_SIZE, orderItemOptions, type OrderSummary, type OrderView } from './model';
import { isRowId } from '@/db/row-id';

const TOKEN = /^[0-9a-f]{32}$/;

export async function loadOrder(where: SQL, database: Database): Promise<OrderView | null> {
  const [row] = await database
    .select({ o: orders, symbol: currencies.symbol })
    .from(orders)
    .leftJoin(currencies, eq(currencies.code, orders.currency))
    .where(where)
    .limit(1);
  if (!row) return null;
  const o = row.o;
  const items = await database
    .select({
      id: orderItems.id,
      productId: orderItems.productId,
      productName: orderItems.productName,
      productSlug: orderItems.productSlug,
      sku: orderItems.sku,
      image: orderItems.image,
      options: orderItems.options,
      price: orderItems.price,
      quantity: orderItems.quantity,
      total: orderItems.total,
      vehicleLabel: orderItems.vehicleLabel,
      fit: orderItems.fit,
      fitQualifiers: orderItems.fitQualifiers,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, o.id))
    .orderBy(asc(orderItems.id));
  return {
    id: o.id,
    number: o.number,
    token: o.token,
    createdAt: o.createdAt.toISOString(),
    status: o.status,
    payment: o.payment,
    email: o.email,
    quantity: o.quantity,
    subtotal: o.subtotal,
    totals: [
      { type: 'shipping', title: 'SHIPPING', price: o.shipping },
      { type: 'tax', title: 'TAX', price: o.tax },
    ],
    total: o.total,
    notes: o.notes,
    money: {
      currency: { code: o.currency, symbol: row.symbol ?? `${o.currency} `, rate: o.exchangeRate },
      status: o.paymentStatus,
      due: o.amountDue,
      paid: o.amountPaid,
      refunded: o.amountRefunded,
      payBy: o.payBy?.toISOString() ?? null,
    },
    shipment: o.trackingNumber
      ? { carrier: o.carrier ?? '', trackingNumber: o.trackingNumber, shippedAt: o.shippedAt?.toISOString() ?? null }
      : null,
    billingAddress: o.billingAddress,
    shippingAddress: o.shippingAddress,
    items: items.map((item) => ({ ...item, options: orderItemOptions(item.options) })),
  };
}

/** The order with this 32-character token, or null (anything else is not a token). */
export async function orderByToken(token: string, database = db()): Promise<OrderView | null> {
  return TOKEN.test(token) ? loadOrder(eq(orders.token, token), database) : null;
}

/** The order with this number whose billing email is this one (any letter case), or null. */
export async function orderByNumberAndEmail(number: string, email: string, database = db()): Promise<OrderView | null> {
  return loadOrder(and(eq(orders.number, number), eq(orders.email, email.trim().toLowerCase()))!, database);
}

const ownedBy = (user: { id: string; email: string }) => eq(orders.userId, user.id);

/** One of the shopper's orders by id, or null when it is not theirs (or does not exist). */
export async function orderForUser(id: number, user: { id: string; email: string }, database = db()): Promise<OrderView | null> {
  if (!isRowId(id)) return null;
  return loadOrder(and(eq(orders.id, id), ownedBy(user))!, database);
}

/** A page of the shopper's orders, newest first, and how many they have. */
export async function ordersForUser(
  user: { id: string; email: string },
  page: number,
  database = db(),
  limit = ORDERS_PAGE_SIZE,
): Promise<{ items: OrderSummary[]; total: number }> {
  const where = ownedBy(user);
  const [rows, [{ total }]] = (await Promise.all([
    database
      .select({
        id: orders.id,
        number: orders.number,
        createdAt: orders.createdAt,
        status: orders.status,
        quantity: orders.quantity,
        total: orders.total,
      })
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(limit)
      .offset((page - 1) * limit),
    database.select({ total: count() }).from(orders).where(where),
  ])) as [
    { id: number; number: string; createdAt: Date; status: OrderSummary['status']; quantity: number; total: number }[],
    [{ total: number }],
  ];
  return { items: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })), total };
}

/** The shopper's most recent orders (the dashboard shows three). */
export async function recentOrders(user: { id: string; email: string }, limit = 3, database = db()): Promise<OrderSummary[]> {
  return (await ordersForUser(user, 1, database, limit)).items;
}

/**
 * Binds to the account the visitor orders whose token the browser holds (`tokens`, from the
 * VISITOR_ORDERS_COOKIE) and whose billing email is the account's email; an order that already
 * belongs to an account stays where it is. One statement, so two sign-ins cannot both take it.
 * Answers the numbers of the orders attached.
 */
export async function attachVisitorOrders(
  user: { id: string; email: string },
  tokens: readonly string[],
  database = db(),
): Promise<string[]> {
  const wanted = [...new Set(tokens.filter((t) => TOKEN.test(t)))];
  if (!wanted.length) return [];
  const rows = await database
    .update(orders)
    .set({ userId: user.id, updatedAt: sql`now()` })
    .where(and(inArray(orders.token, wanted), eq(orders.email, user.email.trim().toLowerCase()), isNull(orders.userId)))
    .returning({ number: orders.number });
  return rows.map((r) => r.number);
}

/**
 * Once an account has proven its email (Better Auth's verification link), every visitor order
 * billed to that email joins it, wherever it was placed: the link reached the inbox the orders were
 * billed to. Call it only for a verified account; an order that already belongs to one never moves.
 */
export async function attachVerifiedEmailOrders(
  user: { id: string; email: string; emailVerified: boolean },
  database = db(),
): Promise<string[]> {
  if (!user.emailVerified) return [];
  const rows = await database
    .update(orders)
    .set({ userId: user.id, updatedAt: sql`now()` })
    .where(and(eq(orders.email, user.email.trim().toLowerCase()), isNull(orders.userId)))
    .returning({ number: orders.number });
  return rows.map((r) => r.number);
}
