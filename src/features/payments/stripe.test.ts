// The Stripe adapter (stripe.ts): opening, refunding and closing payment pages through the official
// SDK against a local stand-in of Stripe's API (stripe-test-suite.ts), and its settings from the
// environment. Reading Stripe's webhooks is stripe-webhooks.test.ts.
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { startStripeStandIn } from '../../../tests/support/stripe-stand-in';
import { checkoutExpiry, stripeConfigFrom, stripeProvider } from './stripe';
import { MINUTE, stripeStandInSuite } from './stripe-test-suite';

const { standIn, stripe, order, lastRequest, pay } = stripeStandInSuite();

describe('opening a card payment page on Stripe', () => {
  it('asks for a page charging the order’s amount in its currency, under its number, and sends the shopper back to the shop', async () => {
    const request = order();
    const page = await stripe.createPayment(request);
    const sent = lastRequest('POST', '/v1/checkout/sessions');
    expect(sent.headers.authorization).toBe('Bearer sk_test_axle');
    expect(sent.body).toMatchObject({
      mode: 'payment',
      line_items: [
        { price_data: { currency: 'eur', unit_amount: '12345', product_data: { name: `Order ${request.number}` } }, quantity: '1' },
      ],
      client_reference_id: request.number,
      metadata: { orderId: String(request.orderId), number: request.number },
      payment_intent_data: { metadata: { orderId: String(request.orderId), number: request.number } },
      customer_email: 'ada@example.com',
      success_url: request.returnUrl,
      cancel_url: request.cancelUrl,
      expires_at: String(Math.floor(request.expiresAt.getTime() / 1000)),
      locale: 'en',
    });
    expect(page.reference).toMatch(/^cs_test_/);
    expect(page.url).toBe(`${standIn.url}/pay/${page.reference}`);
    expect(standIn.sessions.get(page.reference)).toMatchObject({ amount_total: 12_345, currency: 'eur', status: 'open' });
    const html = await (await fetch(page.url)).text();
    expect(html).toContain('123.45 EUR');
  });

  it('keeps the page’s expiry inside the 30 minutes to 24 hours Stripe allows, whatever the order’s wait', async () => {
    const soon = await stripe.createPayment(order({ expiresAt: new Date(Date.now() + 5 * MINUTE) }));
    const late = await stripe.createPayment(order({ expiresAt: new Date(Date.now() + 7 * 24 * 60 * MINUTE) }));
    const nowS = Date.now() / 1000;
    expect(standIn.sessions.get(soon.reference)!.expires_at).toBeGreaterThanOrEqual(nowS + 30 * 60);
    expect(standIn.sessions.get(late.reference)!.expires_at).toBeLessThanOrEqual(nowS + 24 * 3600);
  });

  it('asks for the same expiry when the order asks again a moment later, so the retry is the same request', () => {
    const now = new Date(Date.UTC(2026, 0, 1, 12, 0, 0));
    const later = new Date(now.getTime() + 20_000);
    const inWindow = new Date(now.getTime() + 60 * MINUTE);
    expect(checkoutExpiry(inWindow, now)).toBe(inWindow.getTime() / 1000);
    for (const wait of [1, 5, 29, 7 * 24 * 60]) {
      const expiresAt = new Date(now.getTime() + wait * MINUTE);
      expect(checkoutExpiry(expiresAt, later)).toBe(checkoutExpiry(expiresAt, now));
    }
  });

  it('opens one page, not two, when the same order asks again (a retry, a double click)', async () => {
    const request = order();
    const before = standIn.sessions.size;
    const first = await stripe.createPayment(request);
    const firstKey = lastRequest('POST', '/v1/checkout/sessions').headers['idempotency-key'];
    const again = await stripe.createPayment({ ...request });
    expect(lastRequest('POST', '/v1/checkout/sessions').headers['idempotency-key']).toBe(firstKey);
    expect(again).toEqual(first);
    expect(standIn.sessions.size).toBe(before + 1);
    const changed = await stripe.createPayment({ ...request, amount: 9_999 });
    expect(changed.reference).not.toBe(first.reference);
  });

  it('shows the page in the shop’s language; Arabic, which Stripe’s page lacks, follows the browser', async () => {
    await stripe.createPayment(order({ locale: 'ru' }));
    expect(lastRequest('POST', '/v1/checkout/sessions').body.locale).toBe('ru');
    await stripe.createPayment(order({ locale: 'ar' }));
    expect(lastRequest('POST', '/v1/checkout/sessions').body.locale).toBe('auto');
  });

  it('fails, opening nothing, when Stripe refuses the key', async () => {
    const wrongKey = stripeProvider({ secretKey: 'sk_live_nope', webhookSecret: standIn.webhookSecret, apiUrl: standIn.url });
    await expect(wrongKey.createPayment(order())).rejects.toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
  });
});

describe('refunds through Stripe', () => {
  it('gives back part of a payment, naming the payment and the amount, under the shop’s idempotency key', async () => {
    const session = await pay((await stripe.createPayment(order())).reference);
    const refund = await stripe.refund(session.payment_intent!, 5_000, 'EUR', 'axle-refund-1');
    expect(refund).toEqual({ id: expect.stringMatching(/^re_test_/), status: 'succeeded' });
    const sent = lastRequest('POST', '/v1/refunds');
    expect(sent.body).toEqual({ payment_intent: session.payment_intent, amount: '5000' });
    expect(sent.headers['idempotency-key']).toBe('axle-refund-1');
  });

  it('makes a refund asked twice with the same key once', async () => {
    const session = await pay((await stripe.createPayment(order())).reference);
    const first = await stripe.refund(session.payment_intent!, 12_345, 'EUR', 'axle-refund-twice');
    const again = await stripe.refund(session.payment_intent!, 12_345, 'EUR', 'axle-refund-twice');
    expect(again.id).toBe(first.id);
    expect(standIn.chargeOf(session.payment_intent!)).toMatchObject({ amount_refunded: 12_345, refunded: true });
  });

  it.each([
    ['pending', 'pending'],
    ['requires_action', 'pending'],
    ['failed', 'failed'],
    ['canceled', 'failed'],
  ] as const)('reads Stripe’s refund status %s as %s', async (stripeStatus, shopStatus) => {
    standIn.nextRefundStatus(stripeStatus);
    expect((await stripe.refund('pi_test_seeded', 100, 'USD', `axle-refund-${stripeStatus}`)).status).toBe(shopStatus);
  });

  it('surfaces a refund Stripe declines, or one larger than what is left, as an error', async () => {
    const session = await pay((await stripe.createPayment(order())).reference);
    standIn.failNextRefund();
    await expect(stripe.refund(session.payment_intent!, 100, 'EUR', 'axle-refund-declined')).rejects.toBeInstanceOf(
      Stripe.errors.StripeCardError,
    );
    await expect(stripe.refund(session.payment_intent!, 12_346, 'EUR', 'axle-refund-too-much')).rejects.toBeInstanceOf(
      Stripe.errors.StripeInvalidRequestError,
    );
  });
});

describe('closing a payment page that is no longer wanted', () => {
  it('expires an open page, which then takes no payment', async () => {
    const page = await stripe.createPayment(order());
    await stripe.closePayment(page.reference);
    expect(lastRequest('POST', `/v1/checkout/sessions/${page.reference}/expire`)).toBeDefined();
    expect(standIn.sessions.get(page.reference)!.status).toBe('expired');
    expect((await fetch(`${standIn.url}/pay/${page.reference}/complete`, { redirect: 'manual' })).status).toBe(409);
  });

  it('is content with a page already expired, already paid, or unknown to Stripe', async () => {
    const expired = await stripe.createPayment(order());
    await stripe.closePayment(expired.reference);
    await expect(stripe.closePayment(expired.reference)).resolves.toBeUndefined();
    const paid = await stripe.createPayment(order());
    await pay(paid.reference);
    await expect(stripe.closePayment(paid.reference)).resolves.toBeUndefined();
    expect(standIn.sessions.get(paid.reference)!.status).toBe('complete');
    await expect(stripe.closePayment('cs_test_unknown')).resolves.toBeUndefined();
  });

  it('fails when Stripe cannot be reached, so the page is closed later', async () => {
    const gone = await startStripeStandIn();
    await gone.close();
    const unreachable = stripeProvider({ secretKey: 'sk_test_axle', webhookSecret: 'whsec_x', apiUrl: gone.url });
    await expect(unreachable.closePayment('cs_test_any')).rejects.toBeInstanceOf(Stripe.errors.StripeConnectionError);
  });
});

describe('Stripe’s settings from the environment', () => {
  const keys = { STRIPE_SECRET_KEY: ' sk_test_axle ', STRIPE_WEBHOOK_SECRET: 'whsec_axle\n' };
  const configFrom = (vars: Record<string, string>) => stripeConfigFrom(vars as NodeJS.ProcessEnv);

  it('takes card payments only with both the secret key and the webhook secret', () => {
    expect(configFrom(keys)).toEqual({ secretKey: 'sk_test_axle', webhookSecret: 'whsec_axle' });
    expect(configFrom({ STRIPE_SECRET_KEY: 'sk_test_axle' })).toBeNull();
    expect(configFrom({ STRIPE_WEBHOOK_SECRET: 'whsec_axle' })).toBeNull();
    expect(configFrom({ STRIPE_SECRET_KEY: '  ', STRIPE_WEBHOOK_SECRET: 'whsec_axle' })).toBeNull();
    expect(configFrom({})).toBeNull();
  });

  it('points at a stand-in only when STRIPE_API_URL is an http(s) address', () => {
    expect(configFrom({ ...keys, STRIPE_API_URL: 'http://127.0.0.1:12111' })?.apiUrl).toBe('http://127.0.0.1:12111');
    expect(configFrom({ ...keys, STRIPE_API_URL: 'https://stripe.internal.test' })?.apiUrl).toBe('https://stripe.internal.test');
    for (const wrong of ['', 'ftp://127.0.0.1', 'not a url', '127.0.0.1:12111']) {
      expect(configFrom({ ...keys, STRIPE_API_URL: wrong })).not.toHaveProperty('apiUrl');
    }
  });
});
