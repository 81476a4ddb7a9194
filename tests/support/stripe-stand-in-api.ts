// The API half of the Stripe stand-in (stripe-stand-in.ts): Checkout Sessions (create, retrieve,
// expire) and refunds, answered from the stand-in's state as Stripe answers them, with Stripe's own
// rules kept where a wrong request would pass here and fail there (the expiry window, idempotency
// keys, refund amounts). Requests come form-encoded, as the official SDK sends them.
import { randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';

/** A form-encoded body read back into its nesting: line_items[0][price_data][unit_amount] → body.line_items[0].price_data.unit_amount (a string). */
type FormValue = string | FormValue[] | { [key: string]: FormValue };
type FormBody = { [key: string]: FormValue };
export type StandInRequest = { method: string; path: string; body: FormBody; headers: IncomingHttpHeaders };

/** A Checkout Session with the fields the shop reads, as Stripe answers it. */
export type StandInSession = {
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

export type Answer = { status: number; json: unknown };

/** What the stand-in holds between requests; the API, the payment pages and the test's handle share it. */
export type StandInState = {
  /** The server's address, known once it listens. */
  base: string;
  requests: StandInRequest[];
  sessions: Map<string, StandInSession>;
  /** The product name of each session's payment page. */
  names: Map<string, string>;
  /** Minor units refunded so far, by payment intent. */
  refunded: Map<string, number>;
  /** The answer kept for each idempotency key, with the request it answered. */
  replays: Map<string, { fingerprint: string; answer: Answer }>;
  refundFailure: string | null;
  refundStatus: string | null;
};

export const now = () => Math.floor(Date.now() / 1000);
export const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
export const stripeError = (status: number, type: string, message: string, extra: Record<string, string> = {}): Answer => ({
  status,
  json: { error: { type, message, ...extra } },
});

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

/** The API's answers over `state`; `session` and `paidSession` are for the payment pages and the test's handle too. */
export function standInApi(state: StandInState) {
  /** A page past its expiry takes no payment, as at Stripe. */
  function session(id: string): StandInSession | undefined {
    const found = state.sessions.get(id);
    if (found?.status === 'open' && found.expires_at <= now()) Object.assign(found, { status: 'expired', url: null });
    return found;
  }
  const paidSession = (paymentIntent: string) => [...state.sessions.values()].find((s) => s.payment_intent === paymentIntent);
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
      url: `${state.base}/pay/${id}`,
    };
    state.sessions.set(id, opened);
    state.names.set(id, field(body, 'line_items', 0, 'price_data', 'product_data', 'name') ?? 'Payment');
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
    if (state.refundFailure !== null) {
      const message = state.refundFailure;
      state.refundFailure = null;
      return stripeError(402, 'card_error', message, { code: 'charge_expired_for_capture' });
    }
    // A payment this server did not take (an order seeded straight into the database) is taken as paid.
    const paid = paidSession(paymentIntent);
    const left = paid ? paid.amount_total - (state.refunded.get(paymentIntent) ?? 0) : Number.MAX_SAFE_INTEGER;
    const amount = field(body, 'amount') === null ? left : Number(field(body, 'amount'));
    if (!Number.isInteger(amount) || amount <= 0 || amount > left) {
      return stripeError(400, 'invalid_request_error', `Refund amount (${amount}) is greater than unrefunded amount on charge (${left})`, {
        param: 'amount',
      });
    }
    const status = state.refundStatus ?? 'succeeded';
    state.refundStatus = null;
    if (status !== 'failed' && status !== 'canceled') state.refunded.set(paymentIntent, (state.refunded.get(paymentIntent) ?? 0) + amount);
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
    const body = parseForm(method === 'GET' ? new URL(req.url ?? '/', state.base).search.slice(1) : raw);
    state.requests.push({ method, path, body, headers: req.headers });
    if (!/^Bearer sk_test_\S+$/.test(req.headers.authorization ?? ''))
      return stripeError(401, 'invalid_request_error', 'Invalid API Key provided.');
    const key = req.headers['idempotency-key'];
    if (method !== 'POST' || typeof key !== 'string') return answerApi(method, path, body);
    // Stripe keeps an answer per key: the same request gets it again, another request with that key is refused.
    const fingerprint = `${method} ${path} ${raw}`;
    const kept = state.replays.get(key);
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
      state.replays.set(key, { fingerprint, answer: { status: answer.status, json: structuredClone(answer.json) } });
    return answer;
  }

  return { api, session, paidSession };
}
