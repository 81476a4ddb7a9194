// For the payments' database tests: a local stand-in for Stripe's API (tests/support/stripe-stand-in.ts)
// and the card provider talking to it, the staff member who acts, the shopper's address, and, per test
// database, a product in stock to order (500 units) with the shortcuts the suites use: place a card
// order and open its payment page, pay on the stand-in's page, deliver a signed webhook event.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, vi } from 'vitest';
import { startStripeStandIn, type StripeStandIn } from '../../../tests/support/stripe-stand-in';
import type { Database } from '@/db/client';
import { orders, products } from '@/db/schema';
import { placeOrder } from '@/features/checkout/service';
import type { PaymentProvider } from './provider';
import { cardProvider } from './providers';
import { applyPaymentEvent, openPayment } from './service';

export const staff = { id: null, email: 'payments-test@axle.example' };
export const address = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  company: '',
  country: 'GB',
  address1: '12 St James Sq',
  address2: '',
  city: 'London',
  state: '',
  postcode: 'SW1Y 4JH',
  email: 'ada@example.com',
  phone: '+44 20 7946 0000',
};

/** Starts the stand-in before the file's suites and stops it after; `standIn` is filled in by then. */
export function stripeStandIn() {
  const standIn = {} as StripeStandIn;
  let stripe: PaymentProvider;
  beforeAll(async () => {
    Object.assign(standIn, await startStripeStandIn());
    vi.stubEnv('STRIPE_SECRET_KEY', 'sk_test_axle');
    vi.stubEnv('STRIPE_WEBHOOK_SECRET', standIn.webhookSecret);
    vi.stubEnv('STRIPE_API_URL', standIn.url);
    stripe = (await cardProvider())!;
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    await standIn.close();
  });
  return { standIn, provider: () => stripe };
}

/** Inside a suite: its product and card orders for it, paid and delivered through the stand-in. */
export function cardOrders(database: () => Database, standIn: StripeStandIn, provider: () => PaymentProvider) {
  let productId = 0;
  const stockOf = async () =>
    (await database().select({ stock: products.stock }).from(products).where(eq(products.id, productId)))[0]!.stock;
  const orderRow = async (number: string) => (await database().select().from(orders).where(eq(orders.number, number)))[0]!;

  /** Places a card order in euros and opens its payment page; answers the order and the stand-in's session. */
  const cardOrder = async (quantity = 1) => {
    const placed = await placeOrder(
      {
        idempotencyKey: randomUUID(),
        items: [{ productId, quantity }],
        billingAddress: address,
        payment: 'card',
        acceptTerms: true,
        locale: 'en',
        currency: 'EUR',
      },
      null,
      database(),
    );
    if (!placed.ok) throw new Error(`checkout refused: ${placed.code}`);
    const opened = await openPayment(placed.order.id, 'https://shop.example', database(), provider());
    if (!opened.ok) throw new Error(`payment page not opened: ${opened.reason}`);
    const row = await orderRow(placed.order.number);
    return { number: placed.order.number, row, session: standIn.sessions.get(row.paymentReference!)! };
  };
  /** The shopper pays on the stand-in's page; answers the signed `checkout.session.completed` it would send. */
  const pay = async (sessionId: string, override: Record<string, unknown> = {}) => {
    await fetch(`${standIn.url}/pay/${sessionId}/complete`, { redirect: 'manual' });
    return standIn.signedEvent('checkout.session.completed', { ...standIn.sessions.get(sessionId)!, ...override });
  };
  const deliver = async (event: { body: string; header: string }) =>
    applyPaymentEvent('stripe', await provider().readWebhook(event.body, new Headers({ 'stripe-signature': event.header })), database());

  beforeAll(async () => {
    const { rows } = await database().execute<{ id: number }>(sql`
      SELECT p.id FROM products p WHERE p.stock_status = 'in-stock' AND NOT EXISTS (SELECT 1 FROM product_options o WHERE o.product_id = p.id)
      ORDER BY p.id DESC OFFSET 55 LIMIT 1`);
    productId = rows[0]!.id;
    await database().update(products).set({ stock: 500 }).where(eq(products.id, productId));
  });

  return { productId: () => productId, stockOf, orderRow, cardOrder, pay, deliver };
}
