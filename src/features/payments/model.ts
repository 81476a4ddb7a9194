// Payments: whether an order's money arrived, in which currency, and what a provider's event or a
// refund does to it. This folder owns the payment state of orders, the provider interface and its
// providers (provider.ts, stripe.ts), the webhook, the expiry of unpaid card orders and the staff's
// payment actions; orders/ owns the order and its delivery.
//
// Decisions:
// - Money: prices stay USD cents; an order records the currency the shopper chose, the rate the shop
//   had for it then, and the amount due in that currency's minor units, converted from the order's
//   USD total by the one conversion every page uses (i18n/currency toMinorUnits). What checkout
//   showed is what the provider charges and what refunds are counted against.
// - A payment whose amount or currency is not the order's is not taken as payment: the order is
//   flagged for the owner and stays unpaid. Money that arrives for a cancelled order is recorded
//   (the shopper did pay) and flagged for a refund.
// - Events may arrive twice or out of order: a paid order never goes back to unpaid or failed, an
//   expiry after the payment does nothing, and a refund total only ever grows.
import { toMinorUnits } from '@/i18n/currency';

export const PAYMENT_STATUSES = ['unpaid', 'paid', 'refunded', 'partially_refunded', 'failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_FLAGS = ['amount-mismatch', 'paid-after-cancel', 'refund-failed'] as const;
export type PaymentFlag = (typeof PAYMENT_FLAGS)[number];
/** Message ids of what a flag asks of the owner. */
export const PAYMENT_FLAG_LABELS: Record<PaymentFlag, string> = {
  'amount-mismatch': 'TEXT_PAYMENT_FLAG_AMOUNT_MISMATCH',
  'paid-after-cancel': 'TEXT_PAYMENT_FLAG_PAID_AFTER_CANCEL',
  'refund-failed': 'TEXT_PAYMENT_FLAG_REFUND_FAILED',
};

/** Digits after the point in each currency's minor unit (ISO 4217); the shop's four all have two. */
const MINOR_DIGITS: Record<string, number> = { USD: 2, EUR: 2, GBP: 2, RUB: 2, JPY: 0, KRW: 0 };
export const minorDigits = (currency: string): number => MINOR_DIGITS[currency.toUpperCase()] ?? 2;

/** What an order of `totalCents` (USD) is due in `currency` at `rate`. */
export function amountDue(totalCents: number, currency: { code: string; rate: number }): number {
  return toMinorUnits(totalCents, currency.rate, minorDigits(currency.code));
}

/** How long an unpaid card order waits for its payment by default, in minutes. */
const DEFAULT_UNPAID_MINUTES = 60;

/**
 * AXLE_UNPAID_ORDER_MINUTES as a whole number of minutes from 5 to 1,440, else the default. A day at
 * most: a provider's hosted payment page lives no longer (Stripe's closes after 24 hours).
 */
export function unpaidMinutesFrom(raw: string | undefined): number {
  const minutes = Number(raw);
  return raw && Number.isInteger(minutes) && minutes >= 5 && minutes <= 1440 ? minutes : DEFAULT_UNPAID_MINUTES;
}

/** The order's money as the rules below read it. */
export type OrderMoney = {
  status: 'PENDING' | 'SHIPPED' | 'COMPLETED' | 'CANCELLED';
  paymentStatus: PaymentStatus;
  currency: string;
  amountDue: number;
  amountPaid: number;
  amountRefunded: number;
};

export const isSettled = (s: PaymentStatus) => s === 'paid' || s === 'refunded' || s === 'partially_refunded';

/** What a payment received does to the order. */
export type PaymentOutcome =
  { action: 'none' } | { action: 'flag'; flag: PaymentFlag } | { action: 'pay'; amountPaid: number; flag: PaymentFlag | null };

export function paymentReceived(order: OrderMoney, amount: number, currency: string): PaymentOutcome {
  if (isSettled(order.paymentStatus)) return { action: 'none' };
  if (amount !== order.amountDue || currency.toUpperCase() !== order.currency.toUpperCase())
    return { action: 'flag', flag: 'amount-mismatch' };
  return { action: 'pay', amountPaid: amount, flag: order.status === 'CANCELLED' ? 'paid-after-cancel' : null };
}

/** A failed attempt marks an order failed only while nothing was paid (the shopper may try again). */
export const failureApplies = (order: OrderMoney) => order.paymentStatus === 'unpaid';

/** An unpaid card order past its time is cancelled; anything paid, shipped or done stays. */
export const expiryApplies = (order: OrderMoney) =>
  order.status === 'PENDING' && (order.paymentStatus === 'unpaid' || order.paymentStatus === 'failed');

/** What can still be given back. */
export const refundable = (order: Pick<OrderMoney, 'amountPaid' | 'amountRefunded'>) =>
  Math.max(0, order.amountPaid - order.amountRefunded);

/** The status once `refunded` of the paid amount has gone back. */
export function statusAfterRefund(amountPaid: number, refunded: number): PaymentStatus {
  if (refunded <= 0) return 'paid';
  return refunded >= amountPaid ? 'refunded' : 'partially_refunded';
}

/** Refusal message ids of a refund request. */
export const REFUND_ERRORS = {
  notPaid: 'ERROR_PAYMENT_REFUND_NOT_PAID',
  amount: 'ERROR_PAYMENT_REFUND_AMOUNT',
} as const;

/** Checks a refund of `amount` minor units; answers the refused reason's message id, or null. */
export function refundProblem(order: Pick<OrderMoney, 'paymentStatus' | 'amountPaid' | 'amountRefunded'>, amount: number): string | null {
  if (order.paymentStatus !== 'paid' && order.paymentStatus !== 'partially_refunded') return REFUND_ERRORS.notPaid;
  if (!Number.isInteger(amount) || amount <= 0 || amount > refundable(order)) return REFUND_ERRORS.amount;
  return null;
}

/**
 * A refund amount typed by staff ("12.50", "12,50", "12") in minor units of a two-digit currency;
 * null for anything else.
 */
export function parseRefundAmount(raw: unknown, digits = 2): number | null {
  if (typeof raw !== 'string') return null;
  const text = raw.trim().replace(',', '.');
  const match = new RegExp(`^(\\d{1,12})(?:\\.(\\d{1,${Math.max(digits, 1)}}))?$`).exec(text);
  if (!match || (digits === 0 && match[2])) return null;
  const units = Number(match[1]) * 10 ** digits + Number((match[2] ?? '').padEnd(digits, '0') || 0);
  return Number.isSafeInteger(units) ? units : null;
}

/** A provider's refunded total, as reported in a webhook, against what the shop has recorded. */
export function refundReported(
  order: Pick<OrderMoney, 'amountPaid' | 'amountRefunded'>,
  refundedTotal: number,
): { amountRefunded: number; status: PaymentStatus } | null {
  const total = Math.min(refundedTotal, order.amountPaid);
  if (total <= order.amountRefunded) return null;
  return { amountRefunded: total, status: statusAfterRefund(order.amountPaid, total) };
}
