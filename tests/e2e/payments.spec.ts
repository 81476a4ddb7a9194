// Paying by card, as a shopper does it, in English and Arabic: checkout sends the shopper to the
// provider's hosted page (here the local stand-in for Stripe, tests/e2e/global-setup.ts), paying
// there brings them back to the order page, which says the payment is being confirmed until the
// provider's webhook arrives, and then that the order is paid. The browser's return never decides.
import { readFileSync } from 'node:fs';
import Stripe from 'stripe';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { AFTER_ACTION, expectNoSeriousA11yViolations, plainProductId, visit, watchForErrors } from './support';
import { STRIPE_STAND_IN_ENV, STRIPE_STAND_IN_SECRET } from './payments-stand-in';

test.describe.configure({ timeout: 120_000 });

type Messages = Record<string, string>;
const catalogue = (locale: string) => JSON.parse(readFileSync(`messages/${locale}.json`, 'utf8')) as Messages;
const CATALOGUES = { en: catalogue('en'), ar: catalogue('ar') } as const;
const stripe = new Stripe(STRIPE_STAND_IN_ENV.STRIPE_SECRET_KEY);

type Localized = { en: string; ru?: string; ar?: string };
type ApiProduct = { id: number; slug: string; name: Localized; sku: string; price: number; image: string | null };

/** A cart of one product without options, saved where the cart store reads it (version 1). */
async function saveCart(page: Page, request: APIRequestContext, prefix: string) {
  const id = await plainProductId(request);
  const { products } = (await (await request.get(`/api/compare?ids=${id}`)).json()) as { products: ApiProduct[] };
  const { slug, name, sku, price, image } = products[0]!;
  const line = { id: 1, product: { id, slug, name, sku, price, image }, options: [], price, quantity: 1, total: price };
  await visit(page, `${prefix}/track-order`);
  await page.evaluate((cart) => localStorage.setItem('cart', JSON.stringify({ state: { cart }, version: 1 })), {
    lastItemId: 1,
    items: [line],
  });
}

async function fillCheckout(page: Page, m: Messages) {
  const form = page.getByTestId('checkout-form');
  const fields = {
    firstName: 'Layla',
    lastName: 'Haddad',
    address1: '7 Harbour Road',
    city: 'Dubai',
    postcode: '00000',
    email: 'layla@example.com',
    phone: '+971 4 555 0100',
  };
  for (const [name, value] of Object.entries(fields)) await form.locator(`#billingAddress-${name}`).fill(value);
  await form.locator('#billingAddress-country').selectOption('AE');
  await form.getByRole('radio', { name: m.PAYMENT_METHOD_CARD }).check();
  await form.locator('#acceptTerms').check();
}

/** The webhook Stripe would send once the payment page was paid, signed with the shop's secret. */
async function sendPaidWebhook(request: APIRequestContext, sessionId: string) {
  const session = await (
    await fetch(`${STRIPE_STAND_IN_ENV.STRIPE_API_URL}/v1/checkout/sessions/${sessionId}`, {
      headers: { Authorization: `Bearer ${STRIPE_STAND_IN_ENV.STRIPE_SECRET_KEY}` },
    })
  ).json();
  expect(session.payment_status).toBe('paid');
  const payload = JSON.stringify({
    id: `evt_e2e_${sessionId}`,
    object: 'event',
    type: 'checkout.session.completed',
    data: { object: session },
    created: Math.floor(Date.now() / 1000),
    livemode: false,
  });
  const header = stripe.webhooks.generateTestHeaderString({ payload, secret: STRIPE_STAND_IN_SECRET });
  const answer = await request.post('/api/payments/stripe/webhook', {
    data: payload,
    headers: { 'stripe-signature': header, 'content-type': 'application/json' },
  });
  expect(answer.status(), await answer.text()).toBe(200);
}

for (const locale of ['en', 'ar'] as const) {
  const m = CATALOGUES[locale];
  const prefix = locale === 'en' ? '' : `/${locale}`;

  test(`${locale}: a card order is paid on the provider's page, awaits confirmation, then reads paid`, async ({ page, request }) => {
    const errors = watchForErrors(page);
    await saveCart(page, request, prefix);
    await visit(page, `${prefix}/cart/checkout`);
    await fillCheckout(page, m);
    const shown = (await page.getByTestId('checkout-total').innerText()).trim();
    await page.getByRole('button', { name: m.BUTTON_PLACE_ORDER }).click();

    // The provider's page asks for exactly the total checkout showed.
    await expect(page).toHaveURL(new RegExp(`^${STRIPE_STAND_IN_ENV.STRIPE_API_URL}/pay/cs_test_`), AFTER_ACTION);
    const sessionId = new URL(page.url()).pathname.split('/').pop()!;
    await expect(page.getByTestId('amount')).toHaveText(`${shown.replace(/[^\d.]/g, '')} USD`);
    await page.getByRole('button', { name: /^Pay / }).click();

    // Back on the order page: paid at the provider, but not until the provider says so.
    await expect(page).toHaveURL(/\/cart\/checkout\/[0-9a-f]{32}\?payment=return$/, AFTER_ACTION);
    await expect(page.getByRole('heading', { name: m.HEADER_PAYMENT_CONFIRMING })).toBeVisible();
    await expect(page.getByText(m.TEXT_PAYMENT_STATUS_UNPAID).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page, `${locale} order awaiting payment`);

    await sendPaidWebhook(request, sessionId);
    // The page looks again by itself.
    await expect(page.getByText(m.TEXT_PAYMENT_STATUS_PAID).first()).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('heading', { name: m.HEADER_PAYMENT_CONFIRMING })).toHaveCount(0);
    // The stand-in's page has no icon of its own: its 404 is not the shop's.
    expect(errors.filter((e) => !/favicon|status of 404/.test(e))).toEqual([]);
  });
}
