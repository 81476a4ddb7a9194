import { bigint, char, index, integer, jsonb, numeric, pgEnum, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { products } from './catalog';
import { users } from './accounts';
import type { Localized } from './common';

export const orderStatus = pgEnum('order_status', ['PENDING', 'SHIPPED', 'COMPLETED', 'CANCELLED']);
export const paymentMethod = pgEnum('payment_method', ['bank', 'check', 'cash', 'card']);
/** Whether the order's money arrived (features/payments/model.ts); apart from where the order is in its delivery. */
export const paymentStatus = pgEnum('payment_status', ['unpaid', 'paid', 'refunded', 'partially_refunded', 'failed']);

/** The address as it was when the order was placed (a later edit of the address book does not change it). */
export type OrderAddress = {
  firstName: string;
  lastName: string;
  company: string;
  country: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  postcode: string;
  email: string;
  phone: string;
};

/**
 * An option of an order line as the shopper chose it: the option and value by slug (stable keys) with
 * their names in every shop language as they were at checkout, so the order reads in any language
 * and never changes when the catalogue later renames or removes the option (migration 0007).
 */
export type OrderItemOption = {
  /** Absent only on lines migrated from before 0007 whose option the catalogue no longer had. */
  optionSlug?: string;
  valueSlug?: string;
  name: Localized;
  value: Localized;
};

/** How an ordered part is fitted to its vehicle, copied from the fitment row when the order was placed. */
export type OrderFitQualifiers = { position: 'front' | 'rear' | 'left' | 'right' | null; quantity: number | null; notes: string | null };

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    /** Human order number, e.g. "AX-100042". */
    number: text('number').notNull().unique(),
    /** 32 random characters; the only key to the order's success page. */
    token: char('token', { length: 32 }).notNull().unique(),
    /** Set when the same submission is sent twice, so it makes one order. */
    idempotencyKey: text('idempotency_key').unique(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    status: orderStatus('status').notNull().default('PENDING'),
    payment: paymentMethod('payment').notNull(),
    /** USD cents, computed on the server. Totals are bigint: the model caps an order (MAX_ORDER_SUBTOTAL),
     * and the column never overflows whatever the cap becomes; values stay JavaScript numbers. */
    quantity: integer('quantity').notNull(),
    subtotal: bigint('subtotal', { mode: 'number' }).notNull(),
    shipping: bigint('shipping', { mode: 'number' }).notNull(),
    tax: bigint('tax', { mode: 'number' }).notNull(),
    total: bigint('total', { mode: 'number' }).notNull(),
    billingAddress: jsonb('billing_address').$type<OrderAddress>().notNull(),
    shippingAddress: jsonb('shipping_address').$type<OrderAddress>().notNull(),
    notes: text('notes').notNull().default(''),
    locale: text('locale').notNull().default('en'),
    /** The currency the shopper pays in, the rate used (units of it per USD) and the amount due in its
     * minor units: what checkout showed, what the provider charges, and what refunds are counted in. */
    currency: char('currency', { length: 3 }).notNull().default('USD'),
    exchangeRate: numeric('exchange_rate', { precision: 12, scale: 6, mode: 'number' }).notNull().default(1),
    amountDue: bigint('amount_due', { mode: 'number' }).notNull(),
    paymentStatus: paymentStatus('payment_status').notNull().default('unpaid'),
    amountPaid: bigint('amount_paid', { mode: 'number' }).notNull().default(0),
    amountRefunded: bigint('amount_refunded', { mode: 'number' }).notNull().default(0),
    /** Set when a payment needs the owner: a wrong amount, money for a cancelled order, a refund refused. */
    paymentFlag: text('payment_flag'),
    /** The card provider's payment page for the order (its id there, where it is), and the payment it made. */
    paymentReference: text('payment_reference'),
    paymentUrl: text('payment_url'),
    paymentId: text('payment_id'),
    /** An unpaid card order is cancelled, its stock put back, after this time. */
    payBy: timestamp('pay_by', { withTimezone: true }),
    /** Recorded by staff when the order ships; shown to the shopper on the order and track-order pages. */
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_user_idx').on(t.userId, t.createdAt),
    index('orders_email_idx').on(t.email),
    // The admin's order list: newest first, by status.
    index('orders_created_idx').on(t.createdAt, t.id),
    index('orders_status_idx').on(t.status, t.createdAt),
    index('orders_payment_reference_idx').on(t.paymentReference),
    index('orders_payment_id_idx').on(t.paymentId),
    // The expiry job's scan: only unpaid card orders carry a pay-by time worth looking at.
    index('orders_pay_by_idx')
      .on(t.payBy)
      .where(sql`${t.paymentStatus} IN ('unpaid', 'failed') AND ${t.status} = 'PENDING'`),
  ],
);

/**
 * What happened to an order's money, in order: a payment (from the provider's webhook, or marked by
 * staff), a failure, a refund, a flag for the owner. A provider's event is recorded under its own id
 * once (the unique index), which is what makes a webhook delivered twice, or twenty times at once,
 * count once.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** 'offline' for staff's records, else the provider ('stripe'). */
    provider: text('provider').notNull(),
    /** The provider's event id (null for staff's records). */
    eventId: text('event_id'),
    kind: text('kind').notNull(),
    /** In the order's currency's minor units. */
    amount: bigint('amount', { mode: 'number' }).notNull().default(0),
    currency: char('currency', { length: 3 }).notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    actorEmail: text('actor_email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payment_events_event_idx').on(t.provider, t.eventId), index('payment_events_order_idx').on(t.orderId, t.createdAt)],
);

/** Staff's internal notes on an order; never shown to the shopper. */
export const orderNotes = pgTable(
  'order_notes',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorEmail: text('author_email').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_notes_order_idx').on(t.orderId, t.createdAt)],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    /** Copies of what the shopper bought, kept when the product later changes. */
    productName: jsonb('product_name').$type<{ en: string; ru?: string; ar?: string }>().notNull(),
    productSlug: text('product_slug').notNull(),
    sku: text('sku').notNull(),
    image: text('image'),
    /** The options chosen, each by slug with its names in every language (see OrderItemOption). */
    options: jsonb('options').$type<OrderItemOption[]>().notNull().default([]),
    price: integer('price').notNull(),
    quantity: integer('quantity').notNull(),
    total: bigint('total', { mode: 'number' }).notNull(),
    /** The vehicle the line was bought for, as it was named when the order was placed: a copy, not a
     * reference, so a later change to the catalogue's vehicles never rewrites the order (migration 0016). */
    vehicleId: integer('vehicle_id'),
    vehicleLabel: text('vehicle_label'),
    /** How the part fits that vehicle, decided by the server at placing (cart/fit.ts LineFit); null on lines from before 0016. */
    fit: text('fit', { enum: ['fits', 'fits-with-conditions', 'does-not-fit', 'unknown', 'universal'] }),
    /** Position, quantity per vehicle and notes of the fitment row, for 'fits-with-conditions'. */
    fitQualifiers: jsonb('fit_qualifiers').$type<OrderFitQualifiers>(),
  },
  (t) => [index('order_items_order_idx').on(t.orderId), index('order_items_product_idx').on(t.productId)],
);
