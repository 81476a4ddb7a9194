// The shop's payment methods (specification section 7, and cards through a provider: features/payments),
// the message ids that name and describe them, and those of an order's payment status. The orders' own:
// an order is paid by a method and has a payment status; the checkout offers the methods, and the order
// pages, track order, the emails, the back office and the footer name them. A module of its own, without
// the order rules, so the footer's and the checkout's browser code carry only these names.
// @server-translated: server components translate these ids; a page's browser gets them only where a
// client component loads this module (the checkout's payment choice).
import type { paymentStatus } from '@/db/schema/orders';

export const PAYMENT_METHODS = ['bank', 'check', 'cash', 'card'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/** The methods paid outside the shop; staff record their payment by hand. Card is offered only while a provider is configured. */
export const OFFLINE_PAYMENT_METHODS = ['bank', 'check', 'cash'] as const satisfies readonly PaymentMethod[];
/** Message ids of the payment methods' names and descriptions. */
export const PAYMENT_LABELS: Record<PaymentMethod, { name: string; description: string }> = {
  bank: { name: 'PAYMENT_METHOD_BANK_TRANSFER', description: 'TEXT_PAYMENT_BANK_DESCRIPTION' },
  check: { name: 'PAYMENT_METHOD_CHEQUE', description: 'TEXT_PAYMENT_CHEQUE_DESCRIPTION' },
  cash: { name: 'PAYMENT_METHOD_CASH_ON_DELIVERY', description: 'TEXT_PAYMENT_CASH_DESCRIPTION' },
  card: { name: 'PAYMENT_METHOD_CARD', description: 'TEXT_PAYMENT_CARD_DESCRIPTION' },
};

/** Message ids of an order's payment statuses (features/payments decides them). */
export const PAYMENT_STATUS_LABELS: Record<(typeof paymentStatus.enumValues)[number], string> = {
  unpaid: 'TEXT_PAYMENT_STATUS_UNPAID',
  paid: 'TEXT_PAYMENT_STATUS_PAID',
  refunded: 'TEXT_PAYMENT_STATUS_REFUNDED',
  partially_refunded: 'TEXT_PAYMENT_STATUS_PARTIALLY_REFUNDED',
  failed: 'TEXT_PAYMENT_STATUS_FAILED',
};
