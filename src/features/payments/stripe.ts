// Card payments through Stripe Checkout. The shopper pays on Stripe's hosted page, so the card never
// reaches our server, and that page does the bank's strong customer authentication (3-D Secure) when
// the card asks for it. `apiUrl` (STRIPE_API_URL) points the SDK at a local stand-in of Stripe's API
// (tests/support/stripe-stand-in.ts), so tests and the browser journeys pay without the network.
import Stripe from 'stripe';
import { WebhookRefused, type PaymentEvent, type PaymentProvider, type PaymentRequest, type RefundResult } from './provider';

import type { StripeConfig } from './stripe-config';

export { stripeConfigFrom, type StripeConfig } from './stripe-config';

/** Stripe takes a Checkout Session's expiry from 30 minutes to 24 hours after it is created. */
const MIN_EXPIRY_S = 30 * 60;
const MAX_EXPIRY_S = 24 * 60 * 60;
/** Room for the request's way to Stripe and a clock a little off from Stripe's. */
const MARGIN_S = 60;
/** An expiry moved into the window lands on this grid, so a retry a moment later asks for the same one. */
const GRID_S = 10 * 60;

/**
 * The expiry to ask Stripe for, in unix seconds: the order's own when the window allows it. An order
 * that waits less than the window's floor keeps a page open a little longer (the shop closes it when
 * it expires the order); one that waits more than a day has a page that closes first.
 */
export function checkoutExpiry(expiresAt: Date, now = new Date()): number {
  const nowS = Math.floor(now.getTime() / 1000);
  const wanted = Math.floor(expiresAt.getTime() / 1000);
  const earliest = nowS + MIN_EXPIRY_S + MARGIN_S;
  const latest = nowS + MAX_EXPIRY_S - MARGIN_S;
  if (wanted < earliest) return Math.ceil(earliest / GRID_S) * GRID_S;
  if (wanted > latest) return Math.floor(latest / GRID_S) * GRID_S;
  return wanted;
}

/** Stripe Checkout has no Arabic page: Arabic readers get the page in their browser's language. */
const LOCALES: Record<PaymentRequest['locale'], Stripe.Checkout.SessionCreateParams.Locale> = { en: 'en', ru: 'ru', ar: 'auto' };

const REFUND_STATUSES: Record<string, RefundResult['status']> = {
  succeeded: 'succeeded',
  pending: 'pending',
  requires_action: 'pending',
  failed: 'failed',
  canceled: 'failed',
};

const idOf = (value: string | { id: string } | null): string | null =>
  value == null ? null : typeof value === 'string' ? value : value.id;

function sdkOptions(apiUrl: string | undefined): Stripe.StripeConfig {
  // Retries reuse the request's idempotency key, so a retried create or refund is still one.
  const options: Stripe.StripeConfig = { maxNetworkRetries: 2, timeout: 20_000 };
  if (!apiUrl) return options;
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { ...options, protocol, host: url.hostname.replace(/^\[(.*)\]$/, '$1'), port: url.port || (protocol === 'http' ? 80 : 443) };
}

function paidEvent(eventId: string, session: Stripe.Checkout.Session): PaymentEvent {
  return {
    kind: 'paid',
    eventId,
    reference: session.id,
    paymentId: idOf(session.payment_intent),
    amount: session.amount_total ?? 0,
    currency: (session.currency ?? '').toUpperCase(),
  };
}

/** A verified Stripe event in the shop's words. */
function toPaymentEvent(event: Stripe.Event): PaymentEvent {
  const ignored: PaymentEvent = { kind: 'ignored', eventId: event.id, type: event.type };
  switch (event.type) {
    case 'checkout.session.completed': {
      // 'unpaid' is a payment method that settles later (a bank debit): its own event follows.
      const session = event.data.object;
      return session.payment_status === 'paid' || session.payment_status === 'no_payment_required' ? paidEvent(event.id, session) : ignored;
    }
    case 'checkout.session.async_payment_succeeded':
      return paidEvent(event.id, event.data.object);
    case 'checkout.session.async_payment_failed':
      return { kind: 'failed', eventId: event.id, reference: event.data.object.id };
    case 'checkout.session.expired':
      return { kind: 'expired', eventId: event.id, reference: event.data.object.id };
    case 'charge.refunded': {
      const charge = event.data.object;
      const paymentId = idOf(charge.payment_intent);
      if (!paymentId) return ignored;
      return {
        kind: 'refunded',
        eventId: event.id,
        paymentId,
        refundedTotal: charge.amount_refunded,
        currency: charge.currency.toUpperCase(),
      };
    }
    default:
      return ignored;
  }
}

export function stripeProvider(config: StripeConfig): PaymentProvider {
  const stripe = new Stripe(config.secretKey, sdkOptions(config.apiUrl));

  return {
    id: 'stripe',

    async createPayment(request) {
      const expiresAt = checkoutExpiry(request.expiresAt);
      const metadata = { orderId: String(request.orderId), number: request.number };
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [
            {
              price_data: {
                currency: request.currency.toLowerCase(),
                unit_amount: request.amount,
                product_data: { name: `Order ${request.number}` },
              },
              quantity: 1,
            },
          ],
          client_reference_id: request.number,
          metadata,
          payment_intent_data: { metadata },
          customer_email: request.email || undefined,
          success_url: request.returnUrl,
          cancel_url: request.cancelUrl,
          expires_at: expiresAt,
          locale: LOCALES[request.locale],
        },
        // The same order, amount and expiry ask for the same page: a retry (a double click, a lost
        // answer) gets the session already opened instead of a second one that could also be paid.
        { idempotencyKey: `axle-checkout-${request.requestKey}-${request.amount}-${request.currency.toUpperCase()}-${expiresAt}` },
      );
      if (!session.url) throw new Error(`Stripe opened Checkout Session ${session.id} without a page to send the shopper to`);
      return { reference: session.id, url: session.url };
    },

    async readWebhook(rawBody, headers) {
      const signature = headers.get('stripe-signature');
      if (!signature) throw new WebhookRefused('The webhook has no Stripe-Signature header');
      let event: Stripe.Event;
      try {
        event = await stripe.webhooks.constructEventAsync(rawBody, signature, config.webhookSecret);
      } catch (error) {
        throw new WebhookRefused(`The webhook's Stripe signature does not hold: ${(error as Error).message}`);
      }
      return toPaymentEvent(event);
    },

    // Stripe refunds in the payment's own currency, so `currency` has nothing to add to the request.
    async refund(paymentId, amount, _currency, idempotencyKey) {
      const refund = await stripe.refunds.create({ payment_intent: paymentId, amount }, { idempotencyKey });
      return { id: refund.id, status: REFUND_STATUSES[refund.status ?? ''] ?? 'pending' };
    },

    async closePayment(reference) {
      try {
        await stripe.checkout.sessions.expire(reference);
      } catch (error) {
        // Stripe answers 400 for a page already paid or expired and 404 for one it does not know: either
        // way it takes no payment. A network failure, a refused key or a rate limit may leave it open.
        if (error instanceof Stripe.errors.StripeInvalidRequestError && (error.statusCode === 400 || error.statusCode === 404)) return;
        throw error;
      }
    },
  };
}
