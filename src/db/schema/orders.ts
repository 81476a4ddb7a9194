import {
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

export const orderStatus = pgEnum('order_status', ['PENDING', 'SHIPPED', 'COMPLETED']);
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
    /** USD cents, computed on the server. */
    quantity: integer('quantity').notNull(),
    subtotal: integer('subtotal').notNull(),
    shipping: integer('shipping').notNull(),
    tax: integer('tax').notNull(),
    total: integer('total').notNull(),
    billingAddress: jsonb('billing_address').$type<OrderAddress>().notNull(),
    shippingAddress: jsonb('shipping_address').$type<OrderAddress>().notNull(),
    notes: text('notes').notNull().default(''),
    locale: text('locale').notNull().default('en'),
    currency: char('currency', { length: 3 }).notNull().default('USD'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_user_idx').on(t.userId, t.createdAt),
    index('orders_email_idx').on(t.email),
  ],
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
    options: jsonb('options').$type<{ name: string; value: string }[]>().notNull().default([]),
    price: integer('price').notNull(),
    quantity: integer('quantity').notNull(),
    total: integer('total').notNull(),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    index('order_items_product_idx').on(t.productId),
  ],
);
