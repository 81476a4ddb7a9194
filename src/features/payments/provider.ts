// What a card payment provider does for the shop, and nothing more: open a hosted payment page for
// an order, read its webhooks (signature checked against the raw body), refund, and close a payment
// page that is no longer wanted. The card never reaches our server. Each provider lives in its own
// file of this folder (stripe.ts); adding one (YooKassa, PayPal) is a file and a line in providers.ts.
// No 'server-only' guard: the upkeep job runs outside Next.js.

/** The order as a provider needs it to take its payment. Amounts are in the currency's minor units. */
export type PaymentRequest = {
  orderId: number;
  number: string;
  email: string;
  /** ISO 4217, upper case (USD, EUR, GBP, RUB). */
  currency: string;
  amount: number;
  locale: 'en' | 'ru' | 'ar';
  /** Where the provider sends the shopper back after paying, and after giving up. */
  returnUrl: string;
  cancelUrl: string;
  /** When the payment page stops taking payments (the unpaid order then expires). */
  expiresAt: Date;
  /**
   * Names the page wanted: the same key asks for the same page (a retry never opens two), and a new
   * one after a failed payment gets a new page. Unique across databases sharing one provider account.
   */
  requestKey: string;
};

/** An open payment page: its id at the provider (kept on the order) and where to send the shopper. */
type PaymentSession = { reference: string; url: string };

/**
 * A provider's event, read from a verified webhook, in the shop's words. `eventId` is the provider's
 * own id of the delivery's event: each is applied once however often it arrives.
 */
export type PaymentEvent =
  | { kind: 'paid'; eventId: string; reference: string; paymentId: string | null; amount: number; currency: string }
  | { kind: 'failed'; eventId: string; reference: string }
  | { kind: 'expired'; eventId: string; reference: string }
  /** Money returned outside the shop (the provider's dashboard): the payment's refunded total so far. */
  | { kind: 'refunded'; eventId: string; paymentId: string; refundedTotal: number; currency: string }
  /** Verified, but nothing the shop acts on (answered 200 so the provider stops resending). */
  | { kind: 'ignored'; eventId: string; type: string };

export type RefundResult = { id: string; status: 'succeeded' | 'pending' | 'failed' };

export class WebhookRefused extends Error {}

export interface PaymentProvider {
  readonly id: string;
  createPayment(request: PaymentRequest): Promise<PaymentSession>;
  /** Verifies the signature over the raw body; throws WebhookRefused when it does not hold. */
  readWebhook(rawBody: string, headers: Headers): Promise<PaymentEvent>;
  refund(paymentId: string, amount: number, currency: string, idempotencyKey: string): Promise<RefundResult>;
  /** Closes a payment page so it takes no payment any more (best effort: the page may be gone). */
  closePayment(reference: string): Promise<void>;
}
