// For the Stripe adapter's tests: the adapter's real calls, through the official SDK, to a local
// stand-in of Stripe's API (tests/support/stripe-stand-in.ts), started before the file's tests and
// stopped after; an order asking for a payment page (each call another order, so no two tests share an
// idempotency key), the last request the stand-in received, paying on its page, and a signed webhook
// event read by the adapter. `standIn` and `stripe` are filled in before the tests run.
import { afterAll, beforeAll, expect } from 'vitest';
import { startStripeStandIn, type StripeStandIn } from '../../../tests/support/stripe-stand-in';
import type { PaymentProvider, PaymentRequest } from './provider';
import { stripeProvider } from './stripe';

export const MINUTE = 60_000;

export function stripeStandInSuite() {
  const standIn = {} as StripeStandIn;
  const stripe = {} as PaymentProvider;
  let orderId = 100;

  beforeAll(async () => {
    Object.assign(standIn, await startStripeStandIn());
    Object.assign(stripe, stripeProvider({ secretKey: 'sk_test_axle', webhookSecret: standIn.webhookSecret, apiUrl: standIn.url }));
  });
  afterAll(() => standIn.close());

  /** Each call is another order, so no two tests share an idempotency key. */
  function order(over: Partial<PaymentRequest> = {}): PaymentRequest {
    const id = ++orderId;
    return {
      orderId: id,
      number: `AX-100${id}`,
      email: 'ada@example.com',
      currency: 'EUR',
      amount: 12_345,
      locale: 'en',
      returnUrl: `https://axle.test/en/orders/AX-100${id}?paid=1`,
      cancelUrl: 'https://axle.test/en/checkout',
      requestKey: `order-${id}-1`,
      expiresAt: new Date(Date.now() + 60 * MINUTE),
      ...over,
    };
  }
  const lastRequest = (method: string, path: string) => standIn.requests.filter((r) => r.method === method && r.path === path).at(-1)!;
  /** The shopper pays on the page: Stripe sends them back to the shop (the webhook comes separately). */
  async function pay(reference: string) {
    const answer = await fetch(`${standIn.url}/pay/${reference}/complete`, { redirect: 'manual' });
    expect(answer.status).toBe(303);
    return standIn.sessions.get(reference)!;
  }
  const deliver = (type: string, object: object, provider = stripe) => {
    const { body, header } = standIn.signedEvent(type, object);
    return provider.readWebhook(body, new Headers({ 'stripe-signature': header }));
  };

  return { standIn, stripe, order, lastRequest, pay, deliver };
}
