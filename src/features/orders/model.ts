// Orders feature: a placed order as the shopper sees it (success page, track order, order history and
// order view; specification sections 2, 3, 4 and 9) and the store owner's status moves. Pure rules and
// shapes only; reads are in queries.ts, the track-order action in actions.ts, the owner's command in
// scripts/order.ts.
//
// Decisions:
// - Status moves only forward, one step at a time: PENDING → SHIPPED → COMPLETED, and a pending or
//   shipped order may be cancelled (its stock goes back, fulfilment.ts). Anything else (skipping,
//   going back, touching a completed or cancelled order) is refused.
// - The order history is 8 orders a page, newest first; a page number that is not a whole number
//   from 1 reads as page 1, a page past the end shows an empty page with a way back.
// - A track-order lookup answers the same "not found" whether the number is unknown or the email is
//   wrong, so it never tells whether an order number exists.
// - Options: an order line keeps each option by slug with its names in every language, copied at
//   checkout (db/schema/orders.ts OrderItemOption; checkout/model.ts writes them), so an order page
//   shows them in the page's language and a later catalogue change cannot rewrite what was bought.
//   Rows are read through `orderItemOptions`, which also takes the old shape ({ name, value } texts,
//   rewritten by migration 0007) as texts that read the same in every language.
import { PAYMENT_STATUS_LABELS, type PaymentMethod } from './payment';
import type { paymentStatus } from '@/db/schema/orders';

export type OrderPaymentStatus = (typeof paymentStatus.enumValues)[number];

/**
 * Message id of the order's payment status. A cancelled order that was never paid is "Not paid":
 * "Awaiting payment" would ask for money the shop no longer wants.
 */
export function paymentStatusLabel(status: OrderPaymentStatus, orderStatus: OrderStatus): string {
  if (orderStatus === 'CANCELLED' && (status === 'unpaid' || status === 'failed')) return 'TEXT_PAYMENT_NOT_PAID';
  return PAYMENT_STATUS_LABELS[status];
}
import type { RateRule } from '@/features/rate-limits/model';
import type { Localized } from '@/db/schema/common';
import type { OrderAddress, OrderFitQualifiers, OrderItemOption } from '@/db/schema/orders';
import type { LineFit } from '@/features/cart/fit';

export const ORDER_STATUSES = ['PENDING', 'SHIPPED', 'COMPLETED', 'CANCELLED'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const ORDERS_PAGE_SIZE = 8;

export type { OrderAddress, OrderItemOption };

type OrderViewItem = {
  id: number;
  productId: number | null;
  productName: { en: string; ru?: string; ar?: string };
  productSlug: string;
  sku: string;
  image: string | null;
  options: OrderItemOption[];
  price: number;
  quantity: number;
  total: number;
  /** The vehicle the line was bought for and how the part fitted it, as kept when the order was placed
   * (null fit: a line from before vehicles were kept; null vehicleLabel: bought for no vehicle). */
  vehicleLabel: string | null;
  fit: LineFit | null;
  fitQualifiers: OrderFitQualifiers | null;
};

/** Everything an order page shows. Money in USD cents. */
export type OrderView = {
  id: number;
  number: string;
  token: string;
  createdAt: string;
  status: OrderStatus;
  payment: PaymentMethod;
  email: string;
  quantity: number;
  subtotal: number;
  totals: { type: 'shipping' | 'tax'; title: 'SHIPPING' | 'TAX'; price: number }[];
  total: number;
  notes: string;
  /** The order's money: the currency it is charged in (at the rate it was placed at, so its prices read
   * as checkout showed them), and what is due, paid and refunded in that currency's minor units. */
  money: {
    currency: { code: string; symbol: string; rate: number };
    status: OrderPaymentStatus;
    due: number;
    paid: number;
    refunded: number;
    /** An unpaid card order is cancelled after this time. */
    payBy: string | null;
  };
  /** Set by staff when the order ships (null before, and for orders shipped before it was recorded). */
  shipment: { carrier: string; trackingNumber: string; shippedAt: string | null } | null;
  billingAddress: OrderAddress;
  shippingAddress: OrderAddress;
  items: OrderViewItem[];
};

export type OrderSummary = Pick<OrderView, 'id' | 'number' | 'createdAt' | 'status' | 'quantity' | 'total'>;

export const STATUS_LABELS: Record<OrderStatus, string> = {
  PENDING: 'TEXT_ORDER_STATUS_PENDING',
  SHIPPED: 'TEXT_ORDER_STATUS_SHIPPED',
  COMPLETED: 'TEXT_ORDER_STATUS_COMPLETED',
  CANCELLED: 'TEXT_ORDER_STATUS_CANCELLED',
};

/** The moves allowed from each status. */
export const ORDER_MOVES: Record<OrderStatus, readonly OrderStatus[]> = {
  PENDING: ['SHIPPED', 'CANCELLED'],
  SHIPPED: ['COMPLETED', 'CANCELLED'],
  COMPLETED: [],
  CANCELLED: [],
};

/** True when an order in `from` may be moved to `to`. */
export const canMoveTo = (from: OrderStatus, to: OrderStatus) => ORDER_MOVES[from].includes(to);

/** A carrier name or tracking number as staff type it: trimmed, 1–80 characters, no control characters. */
export function shipmentText(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const text = raw.trim().replace(/\s+/g, ' ');
  return text.length >= 1 && text.length <= 80 && !/[\u0000-\u001f\u007f]/.test(text) ? text : null;
}

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
  const tokens = raw
    .slice(0, 4096)
    .split('.')
    .filter((t) => ORDER_TOKEN.test(t));
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

const isText = (v: unknown): v is string => typeof v === 'string';

function names(v: unknown): Localized | null {
  if (isText(v)) return { en: v };
  if (typeof v !== 'object' || v === null || !isText((v as Localized).en)) return null;
  const { en, ru, ar } = v as Localized;
  return { en, ...(isText(ru) ? { ru } : {}), ...(isText(ar) ? { ar } : {}) };
}

/**
 * An order line's stored options as the order pages read them: each with its names in every language
 * it has; an old `{ name, value }` pair of texts reads as that text in every language; anything
 * malformed is left out rather than breaking the page.
 */
export function orderItemOptions(raw: unknown): OrderItemOption[] {
  if (!Array.isArray(raw)) return [];
  const options: OrderItemOption[] = [];
  for (const o of raw) {
    if (typeof o !== 'object' || o === null) continue;
    const { optionSlug, valueSlug } = o as Record<string, unknown>;
    const name = names((o as Record<string, unknown>).name);
    const value = names((o as Record<string, unknown>).value);
    if (!name || !value) continue;
    options.push({ ...(isText(optionSlug) ? { optionSlug } : {}), ...(isText(valueSlug) ? { valueSlug } : {}), name, value });
  }
  return options;
}
