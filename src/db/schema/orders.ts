import {
  bigint,
  char,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { products } from './catalog';
import { users } from './accounts';
import type { Localized } from './common';

export const orderStatus = pgEnum('order_status', ['PENDING', 'SHIPPED', 'COMPLETED', 'CANCELLED']);
export const paymentMethod = pgEnum('payment_method', ['bank', 'check', 'cash']);

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
    currency: char('currency', { length: 3 }).notNull().default('USD'),
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
  ],
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
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    index('order_items_product_idx').on(t.productId),
  ],
);
