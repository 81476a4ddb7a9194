// Orders feature: a placed order as the shopper sees it (success page, track order, order history and
// order view; specification sections 2, 3, 4 and 9) and the store owner's status moves. Pure rules and
// shapes only; reads are in queries.ts, the track-order action in actions.ts, the owner's command in
// scripts/order.ts.
//
// Decisions:
// - Status moves only forward, one step at a time: PENDING → SHIPPED → COMPLETED. Anything else
//   (skipping, going back, touching a completed order) is refused.
// - The order history is 8 orders a page, newest first; a page number that is not a whole number
//   from 1 reads as page 1, a page past the end shows an empty page with a way back.
// - A track-order lookup answers the same "not found" whether the number is unknown or the email is
//   wrong, so it never tells whether an order number exists.
import type { RateRule } from '@/features/rate-limits/model';
import type { OrderAddress } from '@/db/schema/orders';

export const ORDER_STATUSES = ['PENDING', 'SHIPPED', 'COMPLETED'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const ORDERS_PAGE_SIZE = 8;

export type { OrderAddress };

export type OrderViewItem = {
  id: number;
  productId: number | null;
  productName: { en: string; ru?: string; ar?: string };
  productSlug: string;
  sku: string;
  image: string | null;
  options: { name: string; value: string }[];
  price: number;
  quantity: number;
  total: number;
};

/** Everything an order page shows. Money in USD cents. */
export type OrderView = {
  id: number;
  number: string;
  token: string;
  createdAt: string;
  status: OrderStatus;
  payment: 'bank' | 'check' | 'cash';
  email: string;
  quantity: number;
  subtotal: number;
  totals: { type: 'shipping' | 'tax'; title: 'SHIPPING' | 'TAX'; price: number }[];
  total: number;
  notes: string;
  billingAddress: OrderAddress;
  shippingAddress: OrderAddress;
  items: OrderViewItem[];
};

export type OrderSummary = Pick<OrderView, 'id' | 'number' | 'createdAt' | 'status' | 'quantity' | 'total'>;

export const STATUS_LABELS: Record<OrderStatus, string> = {
  PENDING: 'TEXT_ORDER_STATUS_PENDING',
  SHIPPED: 'TEXT_ORDER_STATUS_SHIPPED',
  COMPLETED: 'TEXT_ORDER_STATUS_COMPLETED',
};

const NEXT_STATUS: Record<OrderStatus, OrderStatus | null> = { PENDING: 'SHIPPED', SHIPPED: 'COMPLETED', COMPLETED: null };

/** True for the one allowed move from `from`. */
export const canMoveTo = (from: OrderStatus, to: OrderStatus) => NEXT_STATUS[from] === to;

/** The page number from a query string value: a whole number from 1, else 1. */
export function parsePage(raw: string | string[] | undefined): number {
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (!value || !/^\d{1,6}$/.test(value)) return 1;
  return Math.max(1, Number(value));
}

export const pageCount = (total: number) => Math.max(1, Math.ceil(total / ORDERS_PAGE_SIZE));

/** An order number as typed by a shopper: trimmed, upper case, "ax100004" and "100004" accepted too. */
export function normalizeOrderNumber(raw: string): string | null {
  const m = /^\s*(?:AX)?[\s-]*(\d{6,9})\s*$/i.exec(raw);
  return m ? `AX-${m[1]}` : null;
}

// ---- Visitor orders claimed at sign-in ------------------------------------------------------
// A visitor's browser remembers the tokens of the orders it placed (an httpOnly cookie, newest last,
// at most MAX_REMEMBERED_ORDERS). At sign-in or registration the server attaches to the account the
// orders whose token the browser holds and whose billing email is the account's (queries.ts): the
// token proves this browser placed the order, the email that it was placed for this account. Email
// alone is not enough, because emails are not verified at sign-up.

/** The cookie listing the visitor's recent order tokens, separated by dots. */
export const VISITOR_ORDERS_COOKIE = 'axle_orders';
export const MAX_REMEMBERED_ORDERS = 20;
/** Long enough to sign up some days after a first order. */
export const VISITOR_ORDERS_MAX_AGE = 60 * 60 * 24 * 90;

const ORDER_TOKEN = /^[0-9a-f]{32}$/;

/** The well-formed tokens of the cookie's value, each once, at most the newest MAX_REMEMBERED_ORDERS. */
export function parseOrderTokens(raw: string | undefined | null): string[] {
  if (!raw) return [];
  const tokens = raw.slice(0, 4096).split('.').filter((t) => ORDER_TOKEN.test(t));
  return [...new Set(tokens.reverse())].reverse().slice(-MAX_REMEMBERED_ORDERS);
}

/** The cookie's value with this token added as the newest (moved there if already present). */
export function rememberOrderToken(raw: string | undefined | null, token: string): string {
  const kept = parseOrderTokens(raw).filter((t) => t !== token);
  return (ORDER_TOKEN.test(token) ? [...kept, token] : kept).slice(-MAX_REMEMBERED_ORDERS).join('.');
}

/** Track-order lookups allowed per client address and per email in 15 minutes (orders/track.ts). */
export const TRACK_ORDER_LIMITS = {
  address: { max: 20, windowSeconds: 900 },
  email: { max: 10, windowSeconds: 900 },
} as const satisfies Record<string, RateRule>;
