// The shop's payment methods (specification section 7) and the message ids that name and describe
// them. A module of its own, without the checkout's schemas: the order view, track order and the
// footer show these names and should not carry the form checks to the browser with them.

export const PAYMENT_METHODS = ['bank', 'check', 'cash'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/** Message ids of the payment methods' names and descriptions. */
export const PAYMENT_LABELS: Record<PaymentMethod, { name: string; description: string }> = {
  bank: { name: 'PAYMENT_METHOD_BANK_TRANSFER', description: 'TEXT_PAYMENT_BANK_DESCRIPTION' },
  check: { name: 'PAYMENT_METHOD_CHEQUE', description: 'TEXT_PAYMENT_CHEQUE_DESCRIPTION' },
  cash: { name: 'PAYMENT_METHOD_CASH_ON_DELIVERY', description: 'TEXT_PAYMENT_CASH_DESCRIPTION' },
};
