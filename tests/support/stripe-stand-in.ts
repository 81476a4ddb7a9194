// For integration tests and the browser journeys: a local HTTP server that answers like Stripe's API
// for the calls the shop makes (Checkout Sessions: create, retrieve, expire; refunds), so the shop's
// own adapter (src/features/payments/stripe.ts) is exercised through the official SDK, pointed here by
// STRIPE_API_URL. A plain page stands in for Stripe's hosted payment page; paying there sends no
// webhook: the test sends the event itself (signedEvent, signed as Stripe signs), so it can look at
// the shop before and after. Only what the shop reads is modelled; Stripe's own rules are kept where a
// wrong request would pass here and fail there (the expiry window, idempotency keys, refund amounts).
// The API's answers are in stripe-stand-in-api.ts, the payment page in stripe-stand-in-pay-page.ts.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { newId, now, standInApi, stripeError, type StandInRequest, type StandInSession, type StandInState } from './stripe-stand-in-api';
import { payPage } from './stripe-stand-in-pay-page';

export type StripeStandIn = {
  /** The API's base URL (STRIPE_API_URL); the payment pages are under `${url}/pay/`. */
  url: string;
  webhookSecret: string;
  /** Every API request received (not the payment pages), oldest first. */
  requests: StandInRequest[];
  sessions: Map<string, StandInSession>;
  /** An event as Stripe delivers it to a webhook: its JSON body and its Stripe-Signature header. */
  signedEvent(type: string, object: object): { body: string; header: string };
  /** The charge of a payment made on a payment page, as `charge.refunded` carries it (refunds so far included). */
  chargeOf(paymentIntent: string): Record<string, unknown>;
  /** The next refund is declined (402, card_error), as when the card can no longer take money back. */
  failNextRefund(message?: string): void;
  /** The next refund answers with this status instead of 'succeeded' (a bank's 'pending', 'requires_action', 'failed', 'canceled'). */
  nextRefundStatus(status: string): void;
  close(): Promise<void>;
};

export async function startStripeStandIn(options: { port?: number; webhookSecret?: string } = {}): Promise<StripeStandIn> {
  const webhookSecret = options.webhookSecret ?? 'whsec_stand_in';
  const state: StandInState = {
    base: '',
    requests: [],
    sessions: new Map(),
    names: new Map(),
    refunded: new Map(),
    replays: new Map(),
    refundFailure: null,
    refundStatus: null,
  };
  const { api, session, paidSession } = standInApi(state);

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = new URL(req.url ?? '/', 'http://stand-in').pathname;
      const pay = path.match(/^\/pay\/([^/]+)(?:\/(complete|cancel))?$/);
      if (pay && req.method === 'GET') return payPage(state, session, res, pay[1]!, pay[2]);
      const answer = path.startsWith('/v1/')
        ? api(req, path, Buffer.concat(chunks).toString('utf8'))
        : stripeError(404, 'invalid_request_error', `Unrecognized request URL (${req.method}: ${path}).`);
      res.writeHead(answer.status, {
        'content-type': 'application/json',
        'request-id': newId('req'),
        'stripe-version': String(req.headers['stripe-version'] ?? Stripe.API_VERSION),
      });
      res.end(JSON.stringify(answer.json));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', resolve);
  });
  state.base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: state.base,
    webhookSecret,
    requests: state.requests,
    sessions: state.sessions,
    signedEvent(type, object) {
      const event = {
        id: newId('evt_test'),
        object: 'event',
        api_version: Stripe.API_VERSION,
        created: now(),
        data: { object },
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type,
      };
      const body = JSON.stringify(event);
      return { body, header: Stripe.webhooks.generateTestHeaderString({ payload: body, secret: webhookSecret }) };
    },
    chargeOf(paymentIntent) {
      const paid = paidSession(paymentIntent);
      const amountRefunded = state.refunded.get(paymentIntent) ?? 0;
      const amount = paid?.amount_total ?? amountRefunded;
      return {
        id: `ch_${paymentIntent.replace(/^pi_/, '')}`,
        object: 'charge',
        amount,
        amount_captured: amount,
        amount_refunded: amountRefunded,
        currency: paid?.currency ?? 'usd',
        paid: true,
        payment_intent: paymentIntent,
        refunded: amountRefunded >= amount,
        status: 'succeeded',
        livemode: false,
      };
    },
    failNextRefund(message = 'This charge can no longer be refunded.') {
      state.refundFailure = message;
    },
    nextRefundStatus(status) {
      state.refundStatus = status;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // The SDK keeps its connections alive; without this, close would wait for them to time out.
        server.closeAllConnections();
      }),
  };
}
