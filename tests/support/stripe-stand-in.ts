// For integration tests and the browser journeys: a local HTTP server that answers like Stripe's API
// for the calls the shop makes (Checkout Sessions: create, retrieve, expire; refunds), so the shop's
// own adapter (src/features/payments/stripe.ts) is exercised through the official SDK, pointed here by
// STRIPE_API_URL. A plain page stands in for Stripe's hosted payment page; paying there sends no
// webhook: the test sends the event itself (signedEvent, signed as Stripe signs), so it can look at
// the shop before and after. Only what the shop reads is modelled; Stripe's own rules are kept where a
// wrong request would pass here and fail there (the expiry window, idempotency keys, refund amounts).
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/** A form-encoded body read back into its nesting: line_items[0][price_data][unit_amount] → body.line_items[0].price_data.unit_amount (a string). */
type FormValue = string | FormValue[] | { [key: string]: FormValue };
type FormBody = { [key: string]: FormValue };
type StandInRequest = { method: string; path: string; body: FormBody; headers: IncomingHttpHeaders };

/** A Checkout Session with the fields the shop reads, as Stripe answers it. */
type StandInSession = {
  id: string;
  object: 'checkout.session';
  mode: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  amount_subtotal: number;
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  customer_email: string | null;
  metadata: Record<string, string>;
  payment_intent: string | null;
  success_url: string | null;
  cancel_url: string | null;
  locale: string | null;
  created: number;
  expires_at: number;
  livemode: false;
  url: string | null;
};

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

type Answer = { status: number; json: unknown };

const now = () => Math.floor(Date.now() / 1000);
const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const stripeError = (status: number, type: string, message: string, extra: Record<string, string> = {}): Answer => ({
  status,
  json: { error: { type, message, ...extra } },
});
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function parseForm(text: string): FormBody {
  const root: any = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.match(/[^[\]]+/g) ?? [];
    if (path.some((p) => p === '__proto__' || p === 'constructor' || p === 'prototype')) continue;
    let node = root;
    path.forEach((part, i) => {
      if (i === path.length - 1) node[part] = value;
      else node = node[part] ??= /^\d+$/.test(path[i + 1]!) ? [] : {};
    });
  }
  return root;
}

const text = (value: FormValue | undefined): string | null => (typeof value === 'string' ? value : null);
const field = (body: FormBody, ...path: (string | number)[]): string | null =>
  text(path.reduce<any>((node, part) => (node && typeof node === 'object' ? node[part] : undefined), body));

function minorUnits(amount: number, currency: string): string {
  const digits =
    new Intl.NumberFormat('en', { style: 'currency', currency: currency.toUpperCase() }).resolvedOptions().maximumFractionDigits ?? 2;
  return `${(amount / 10 ** digits).toFixed(digits)} ${currency.toUpperCase()}`;
}

export async function startStripeStandIn(options: { port?: number; webhookSecret?: string } = {}): Promise<StripeStandIn> {
  const webhookSecret = options.webhookSecret ?? 'whsec_stand_in';
  const requests: StandInRequest[] = [];
  const sessions = new Map<string, StandInSession>();
  const names = new Map<string, string>();
  const refunded = new Map<string, number>();
  const replays = new Map<string, { fingerprint: string; answer: Answer }>();
  let refundFailure: string | null = null;
  let refundStatus: string | null = null;
  let base = '';

  /** A page past its expiry takes no payment, as at Stripe. */
  function session(id: string): StandInSession | undefined {
    const found = sessions.get(id);
    if (found?.status === 'open' && found.expires_at <= now()) Object.assign(found, { status: 'expired', url: null });
    return found;
  }
  const paidSession = (paymentIntent: string) => [...sessions.values()].find((s) => s.payment_intent === paymentIntent);
  const missing = (kind: string, id: string) =>
    stripeError(404, 'invalid_request_error', `No such ${kind}: '${id}'`, { code: 'resource_missing' });

  function createSession(body: FormBody): Answer {
    const unitAmount = Number(field(body, 'line_items', 0, 'price_data', 'unit_amount'));
    const quantity = Number(field(body, 'line_items', 0, 'quantity') ?? 1);
    const currency = field(body, 'line_items', 0, 'price_data', 'currency');
    if (!Number.isInteger(unitAmount) || unitAmount < 0 || !currency)
      return stripeError(400, 'invalid_request_error', 'Missing required param: line_items[0][price_data].', { param: 'line_items' });
    const created = now();
    const expiresAt = Number(field(body, 'expires_at') ?? created + 24 * 3600);
    if (expiresAt < created + 30 * 60 || expiresAt > created + 24 * 3600) {
      return stripeError(
        400,
        'invalid_request_error',
        'The `expires_at` timestamp must be between 30 minutes and 24 hours after Checkout Session creation.',
        { param: 'expires_at' },
      );
    }
    const id = newId('cs_test');
    const metadata =
      body.metadata && typeof body.metadata === 'object' && !Array.isArray(body.metadata) ? (body.metadata as Record<string, string>) : {};
    const opened: StandInSession = {
      id,
      object: 'checkout.session',
      mode: field(body, 'mode') ?? 'payment',
      status: 'open',
      payment_status: 'unpaid',
      amount_subtotal: unitAmount * quantity,
      amount_total: unitAmount * quantity,
      currency: currency.toLowerCase(),
      client_reference_id: field(body, 'client_reference_id'),
      customer_email: field(body, 'customer_email'),
      metadata,
      payment_intent: null,
      success_url: field(body, 'success_url'),
      cancel_url: field(body, 'cancel_url'),
      locale: field(body, 'locale'),
      created,
      expires_at: expiresAt,
      livemode: false,
      url: `${base}/pay/${id}`,
    };
    sessions.set(id, opened);
    names.set(id, field(body, 'line_items', 0, 'price_data', 'product_data', 'name') ?? 'Payment');
    return { status: 200, json: opened };
  }

  function expireSession(id: string): Answer {
    const found = session(id);
    if (!found) return missing('checkout.session', id);
    if (found.status !== 'open')
      return stripeError(
        400,
        'invalid_request_error',
        `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${found.status}".`,
      );
    Object.assign(found, { status: 'expired', url: null });
    return { status: 200, json: found };
  }

  function createRefund(body: FormBody): Answer {
    const paymentIntent = field(body, 'payment_intent');
    if (!paymentIntent)
      return stripeError(
        400,
        'invalid_request_error',
        'One of the following params should be provided for this request: payment_intent or charge.',
      );
    if (refundFailure !== null) {
      const message = refundFailure;
      refundFailure = null;
      return stripeError(402, 'card_error', message, { code: 'charge_expired_for_capture' });
    }
    // A payment this server did not take (an order seeded straight into the database) is taken as paid.
    const paid = paidSession(paymentIntent);
    const left = paid ? paid.amount_total - (refunded.get(paymentIntent) ?? 0) : Number.MAX_SAFE_INTEGER;
    const amount = field(body, 'amount') === null ? left : Number(field(body, 'amount'));
    if (!Number.isInteger(amount) || amount <= 0 || amount > left) {
      return stripeError(400, 'invalid_request_error', `Refund amount (${amount}) is greater than unrefunded amount on charge (${left})`, {
        param: 'amount',
      });
    }
    const status = refundStatus ?? 'succeeded';
    refundStatus = null;
    if (status !== 'failed' && status !== 'canceled') refunded.set(paymentIntent, (refunded.get(paymentIntent) ?? 0) + amount);
    const refund = {
      id: newId('re_test'),
      object: 'refund',
      amount,
      currency: paid?.currency ?? 'usd',
      payment_intent: paymentIntent,
      status,
      created: now(),
    };
    return { status: 200, json: refund };
  }

  function answerApi(method: string, path: string, body: FormBody): Answer {
    let match: RegExpMatchArray | null;
    if (method === 'POST' && path === '/v1/checkout/sessions') return createSession(body);
    if (method === 'GET' && (match = path.match(/^\/v1\/checkout\/sessions\/([^/]+)$/)))
      return session(match[1]!) ? { status: 200, json: session(match[1]!) } : missing('checkout.session', match[1]!);
    if (method === 'POST' && (match = path.match(/^\/v1\/checkout\/sessions\/([^/]+)\/expire$/))) return expireSession(match[1]!);
    if (method === 'POST' && path === '/v1/refunds') return createRefund(body);
    return stripeError(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path}).`);
  }

  function api(req: IncomingMessage, path: string, raw: string): Answer {
    const method = req.method ?? 'GET';
    const body = parseForm(method === 'GET' ? new URL(req.url ?? '/', base).search.slice(1) : raw);
    requests.push({ method, path, body, headers: req.headers });
    if (!/^Bearer sk_test_\S+$/.test(req.headers.authorization ?? ''))
      return stripeError(401, 'invalid_request_error', 'Invalid API Key provided.');
    const key = req.headers['idempotency-key'];
    if (method !== 'POST' || typeof key !== 'string') return answerApi(method, path, body);
    // Stripe keeps an answer per key: the same request gets it again, another request with that key is refused.
    const fingerprint = `${method} ${path} ${raw}`;
    const kept = replays.get(key);
    if (kept && kept.fingerprint !== fingerprint) {
      return stripeError(
        400,
        'idempotency_error',
        `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
      );
    }
    if (kept) return kept.answer;
    const answer = answerApi(method, path, body);
    if (answer.status < 400 || answer.status === 402)
      replays.set(key, { fingerprint, answer: { status: answer.status, json: structuredClone(answer.json) } });
    return answer;
  }

  function page(res: ServerResponse, status: number, title: string, content: string) {
    res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
    res.end(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body><main><h1>${escapeHtml(title)}</h1>${content}</main></body></html>`,
    );
  }

  function redirect(res: ServerResponse, to: string) {
    res.writeHead(303, { location: to });
    res.end();
  }

  function payPage(res: ServerResponse, id: string, action: string | undefined) {
    const found = session(id);
    if (!found) return page(res, 404, 'Payment page not found', '<p>There is no payment page at this address.</p>');
    if (found.status !== 'open') {
      const said = found.status === 'complete' ? 'This payment is complete.' : 'This payment page has expired.';
      return page(res, action ? 409 : 200, said, `<p>${said}</p>`);
    }
    if (action === 'cancel') return redirect(res, found.cancel_url ?? base);
    if (action === 'complete') {
      Object.assign(found, { status: 'complete', payment_status: 'paid', payment_intent: newId('pi_test'), url: null });
      return redirect(res, (found.success_url ?? base).replaceAll('{CHECKOUT_SESSION_ID}', id));
    }
    const amount = minorUnits(found.amount_total, found.currency);
    return page(
      res,
      200,
      names.get(id) ?? 'Payment',
      `<p>Amount due: <strong data-testid="amount">${escapeHtml(amount)}</strong></p>` +
        `<form method="get" action="/pay/${escapeHtml(id)}/complete"><button type="submit">Pay ${escapeHtml(amount)}</button></form>` +
        `<p><a href="/pay/${escapeHtml(id)}/cancel">Cancel</a></p>`,
    );
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = new URL(req.url ?? '/', 'http://stand-in').pathname;
      const pay = path.match(/^\/pay\/([^/]+)(?:\/(complete|cancel))?$/);
      if (pay && req.method === 'GET') return payPage(res, pay[1]!, pay[2]);
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
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: base,
    webhookSecret,
    requests,
    sessions,
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
      const amountRefunded = refunded.get(paymentIntent) ?? 0;
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
      refundFailure = message;
    },
    nextRefundStatus(status) {
      refundStatus = status;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // The SDK keeps its connections alive; without this, close would wait for them to time out.
        server.closeAllConnections();
      }),
  };
}
