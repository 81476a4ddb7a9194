// The order confirmation email as the owner checks it: an order placed in Arabic and paid by bank
// transfer writes its email to the outbox; staff find it in Admin → Outbox, see it right to left
// in Arabic with the shop's bank account and the order's reference, and preview it in English.
// The shopper's own order page shows the same account to pay to.
import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoSeriousA11yViolations, newEmail, plainProductId, visit, watchForErrors, DEMO_ADMIN } from './support';

test.describe.configure({ timeout: 180_000 });

type Messages = Record<string, string>;
const ar = JSON.parse(readFileSync('messages/ar.json', 'utf8')) as Messages;

/** A visitor's order in Arabic of one in-stock product without options, paid by bank transfer. */
async function placeArabicOrder(request: APIRequestContext, baseURL: string, email: string) {
  const productId = await plainProductId(request);
  const res = await request.post('/api/checkout', {
    headers: { origin: baseURL },
    data: {
      idempotencyKey: `outbox-${Date.now()}-${Math.random().toString(36).slice(2)}`,
      items: [{ productId, quantity: 1 }],
      billingAddress: {
        firstName: 'رانيا',
        lastName: 'حداد',
        country: 'AE',
        address1: '12 شارع الوصل',
        city: 'دبي',
        postcode: '00000',
        email,
        phone: '+971 4 555 0101',
      },
      payment: 'bank',
      acceptTerms: true,
      locale: 'ar',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { order: { number: string; token: string } }).order;
}

test('an order placed in Arabic: its confirmation waits in the outbox, right to left, with the bank account to pay to', async ({
  page,
  request,
  baseURL,
}) => {
  const errors = watchForErrors(page);
  const email = newEmail('outbox-ar');
  const order = await placeArabicOrder(request, baseURL!, email);

  // The shopper's order page says where to pay, with the order number as the reference.
  await visit(page, `/ar/cart/checkout/${order.token}`);
  const bank = page.getByTestId('bank-transfer');
  await expect(bank.getByRole('heading', { name: ar.HEADER_BANK_TRANSFER })).toBeVisible();
  await expect(bank.getByTestId('bank-reference')).toHaveText(order.number);
  const account = (await bank.getByTestId('bank-account-number').textContent())!.trim();
  expect(account).toMatch(/\d/);

  const signedIn = await page.request.post('/api/auth/sign-in/email', { headers: { origin: baseURL! }, data: DEMO_ADMIN });
  expect(signedIn.status()).toBe(200);
  await visit(page, '/ar/admin/outbox');
  await expect(page.getByRole('heading', { level: 1, name: ar.LINK_ADMIN_OUTBOX })).toBeVisible();
  const row = page.getByTestId('outbox-row').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await row.getByTestId('outbox-email').click();
  await expect(page.getByTestId('email-recipient')).toHaveText(email);
  await expect(page.getByTestId('email-subject')).toContainText(order.number);

  // The email itself, as its sandboxed frame shows it: an Arabic document, right to left. (Read from
  // the frame's srcdoc: the frame runs no script, so nothing is evaluated inside it.)
  const html = async () => (await page.getByTestId('email-html').getAttribute('srcdoc')) ?? '';
  expect(await html()).toMatch(/<html[^>]*\sdir="rtl"/);
  expect(await html()).toMatch(/<html[^>]*\slang="ar"/);
  expect(await html()).toContain(ar.TEXT_EMAIL_ORDER_PLACED_HEADING);
  expect(await html()).toContain(account);
  // The plain-text part carries the same account and reference.
  await expect(page.getByTestId('email-text')).toContainText(account);
  await expect(page.getByTestId('email-text')).toContainText(order.number);
  await expectNoSeriousA11yViolations(page, 'outbox email, ar');

  // The same email previewed in English reads left to right.
  await page.getByTestId('preview-en').click();
  await expect(page).toHaveURL(/\?preview=en$/);
  expect(await html()).toMatch(/<html[^>]*\sdir="ltr"/);
  await expect(page.getByTestId('email-subject')).toContainText(order.number);
  expect(errors).toEqual([]);
});
