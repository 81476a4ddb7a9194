// The Stripe adapter (stripe.ts) reading Stripe's webhooks, signed by a local stand-in of Stripe's API
// (stripe-test-suite.ts): paid, settled later, expired and refunded payments, events the shop does not
// act on, and deliveries that were changed, signed with another secret, unsigned or replayed.
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { WebhookRefused } from './provider';
import { stripeProvider } from './stripe';
import { stripeStandInSuite } from './stripe-test-suite';

const { standIn, stripe, order, pay, deliver } = stripeStandInSuite();

describe('reading Stripe’s webhooks', () => {
  it('reads a paid Checkout Session as the order paid, with the amount, currency and payment that arrived', async () => {
    const page = await stripe.createPayment(order());
    const session = await pay(page.reference);
    const event = await deliver('checkout.session.completed', session);
    expect(event).toEqual({
      kind: 'paid',
      eventId: expect.stringMatching(/^evt_/),
      reference: page.reference,
      paymentId: session.payment_intent,
      amount: 12_345,
      currency: 'EUR',
    });
    const expanded = await deliver('checkout.session.completed', {
      ...session,
      payment_intent: { id: session.payment_intent, object: 'payment_intent' },
    });
    expect(expanded).toMatchObject({ kind: 'paid', paymentId: session.payment_intent });
  });

  it('waits for a payment that settles later: a completed page not yet paid is ignored, its later success or failure is read', async () => {
    const page = await stripe.createPayment(order());
    const session = standIn.sessions.get(page.reference)!;
    const completedUnpaid = { ...session, status: 'complete', payment_status: 'unpaid', payment_intent: 'pi_test_bank' };
    expect(await deliver('checkout.session.completed', completedUnpaid)).toMatchObject({
      kind: 'ignored',
      type: 'checkout.session.completed',
    });
    const succeeded = await deliver('checkout.session.async_payment_succeeded', { ...completedUnpaid, payment_status: 'paid' });
    expect(succeeded).toMatchObject({
      kind: 'paid',
      reference: page.reference,
      paymentId: 'pi_test_bank',
      amount: 12_345,
      currency: 'EUR',
    });
    expect(await deliver('checkout.session.async_payment_failed', completedUnpaid)).toEqual({
      kind: 'failed',
      eventId: expect.any(String),
      reference: page.reference,
    });
  });

  it('reads an expired page as the payment page gone', async () => {
    const page = await stripe.createPayment(order());
    await stripe.closePayment(page.reference);
    expect(await deliver('checkout.session.expired', standIn.sessions.get(page.reference)!)).toEqual({
      kind: 'expired',
      eventId: expect.any(String),
      reference: page.reference,
    });
  });

  it('reads money given back from Stripe’s dashboard as the payment’s refunded total', async () => {
    const session = await pay((await stripe.createPayment(order())).reference);
    await stripe.refund(session.payment_intent!, 2_345, 'EUR', 'axle-refund-dashboard');
    const event = await deliver('charge.refunded', standIn.chargeOf(session.payment_intent!));
    expect(event).toEqual({
      kind: 'refunded',
      eventId: expect.any(String),
      paymentId: session.payment_intent,
      refundedTotal: 2_345,
      currency: 'EUR',
    });
  });

  it('answers an event the shop does not act on as ignored, naming its type', async () => {
    expect(await deliver('customer.created', { id: 'cus_test_1', object: 'customer' })).toEqual({
      kind: 'ignored',
      eventId: expect.any(String),
      type: 'customer.created',
    });
  });

  it('refuses a delivery whose body was changed after Stripe signed it', async () => {
    const { body, header } = standIn.signedEvent('checkout.session.completed', await pay((await stripe.createPayment(order())).reference));
    const tampered = body.replace('"amount_total":12345', '"amount_total":12346');
    expect(tampered).not.toBe(body);
    await expect(stripe.readWebhook(tampered, new Headers({ 'stripe-signature': header }))).rejects.toBeInstanceOf(WebhookRefused);
    await expect(stripe.readWebhook(body, new Headers({ 'stripe-signature': header }))).resolves.toMatchObject({ kind: 'paid' });
  });

  it('refuses a delivery signed with another secret, one without a signature, and an old one replayed', async () => {
    const otherSecret = stripeProvider({ secretKey: 'sk_test_axle', webhookSecret: 'whsec_someone_else', apiUrl: standIn.url });
    await expect(deliver('checkout.session.expired', { id: 'cs_test_1', object: 'checkout.session' }, otherSecret)).rejects.toBeInstanceOf(
      WebhookRefused,
    );
    const { body } = standIn.signedEvent('checkout.session.expired', { id: 'cs_test_1', object: 'checkout.session' });
    await expect(stripe.readWebhook(body, new Headers())).rejects.toBeInstanceOf(WebhookRefused);
    await expect(stripe.readWebhook(body, new Headers({ 'stripe-signature': 'garbage' }))).rejects.toBeInstanceOf(WebhookRefused);
    const old = Stripe.webhooks.generateTestHeaderString({
      payload: body,
      secret: standIn.webhookSecret,
      timestamp: Math.floor(Date.now() / 1000) - 3600,
    });
    await expect(stripe.readWebhook(body, new Headers({ 'stripe-signature': old }))).rejects.toBeInstanceOf(WebhookRefused);
  });
});
