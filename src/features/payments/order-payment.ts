// The payment as the shopper sees it on their order page: which note the order's page shows about paying by card. Pure, so the order views (server) and track
// order (browser) read it alike.
import type { OrderStatus } from '@/features/orders/model';
import type { PaymentStatus } from './model';

/** Where the shopper came from: back from the provider's page (`?payment=return`) or cancelled there. */
export type PaymentReturn = 'return' | 'cancelled' | null;

export function paymentReturn(raw: string | string[] | undefined): PaymentReturn {
  const value = Array.isArray(raw) ? raw[0] : raw;
  return value === 'return' || value === 'cancelled' ? value : null;
}

/**
 * The card-payment note of the order's page: 'paid' once the money arrived; for an order still waiting
 * for it, 'confirming' right after the shopper came back from paying (the provider's word may follow a
 * few seconds later), else 'cancelled', 'failed' or 'due', each with a way to pay; 'none' otherwise
 * (not a card order, cancelled, refunded, or past its pay-by time, when the shop is about to cancel it).
 */
export type PaymentNote = 'none' | 'paid' | 'confirming' | 'cancelled' | 'failed' | 'due';

type CardOrder = { payment: string; status: OrderStatus; money: { status: PaymentStatus; payBy: string | null } };

export function paymentNote(order: CardOrder, returned: PaymentReturn, now: Date): PaymentNote {
  if (order.payment !== 'card') return 'none';
  if (order.money.status === 'paid') return 'paid';
  // As payments/model expiryApplies and service openPayment judge it: the shop still waits for this money.
  const waiting = order.status === 'PENDING' && (order.money.status === 'unpaid' || order.money.status === 'failed');
  const payable = waiting && order.money.payBy !== null && new Date(order.money.payBy) > now;
  if (!payable) return 'none';
  if (returned === 'return' && order.money.status === 'unpaid') return 'confirming';
  if (returned === 'cancelled') return 'cancelled';
  return order.money.status === 'failed' ? 'failed' : 'due';
}
