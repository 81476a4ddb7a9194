// The store admin, as its staff and everybody else meet it: only staff get in (anyone else sees the
// storefront's Page Not Found), an order found by email ships with a tracking number the shopper
// then sees, subscribers export as CSV, and the owner's staff command works while the shop runs.
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { linksInOutbox } from './outbox-links';
import { AFTER_ACTION, expectNoSeriousA11yViolations, newEmail, plainProductId, signUp, visit, watchForErrors, signInAs } from './support';

test.describe.configure({ timeout: 180_000 });

const run = promisify(execFile);
type Messages = Record<string, string>;
const catalogue = (locale: string) => JSON.parse(readFileSync(`messages/${locale}.json`, 'utf8')) as Messages;
const en = catalogue('en');
const ar = catalogue('ar');
const CATALOGUES = { en, ar } as const;

/** A visitor's order of one in-stock product without options; answers its number. */
async function placeOrder(request: APIRequestContext, baseURL: string, email: string): Promise<string> {
  const productId = await plainProductId(request);
  const res = await request.post('/api/checkout', {
    headers: { origin: baseURL },
    data: {
      idempotencyKey: `admin-${Date.now()}-${Math.random().toString(36).slice(2)}`,
      items: [{ productId, quantity: 1 }],
      billingAddress: {
        firstName: 'Marta',
        lastName: 'Kowalski',
        country: 'US',
        address1: '5 Elm Street',
        city: 'Boston',
        postcode: '02108',
        email,
        phone: '+1 617 555 0100',
      },
      payment: 'bank',
      acceptTerms: true,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { order: { number: string } }).order.number;
}

const notFound = async (page: Page, path: string) => {
  const res = await page.goto(path);
  expect(res?.status(), path).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/404|Page Not Found|الصفحة غير موجودة|Страница не найдена/);
};

test('a visitor and a shopper find no admin: every admin address is the Page Not Found', async ({ page, request }) => {
  for (const path of ['/admin', '/ar/admin/orders', '/ru/admin/settings', '/admin/inbox/subscribers-export']) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
  await notFound(page, '/admin');
  await signUp(page, newEmail('not-staff'));
  for (const path of ['/admin', '/admin/orders', '/admin/audit', '/admin/outbox', '/admin/inbox/subscribers-export']) {
    expect((await page.request.get(path)).status(), path).toBe(404);
  }
  await notFound(page, '/ar/admin');
});

for (const locale of ['en', 'ar'] as const) {
  const prefix = locale === 'en' ? '' : '/ar';
  const m = CATALOGUES[locale];

  test(`${locale}: staff find an order by email and ship it with a tracking number, which the shopper sees on track order`, async ({
    page,
    browser,
    request,
    baseURL,
  }) => {
    const errors = watchForErrors(page);
    const email = newEmail(`buyer-${locale}`);
    const number = await placeOrder(request, baseURL!, email);

    await signInAs(page, prefix, m);
    await visit(page, `${prefix}/admin`);
    await expect(page.getByRole('heading', { level: 1, name: m.LINK_ADMIN_DASHBOARD })).toBeVisible();
    await expect(page.getByTestId('pulse-to-ship')).toBeVisible();
    await page.getByRole('navigation', { name: m.HEADER_ADMIN_NAVIGATION }).getByRole('link', { name: m.LINK_ADMIN_ORDERS }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/admin/orders$`));
    await page.getByLabel(m.INPUT_ADMIN_ORDER_SEARCH).fill(email);
    await page.getByRole('button', { name: m.BUTTON_SEARCH, exact: true }).click();
    const rows = page.getByTestId('admin-order-row');
    await expect(rows).toHaveCount(1);
    await expectNoSeriousA11yViolations(page, `admin orders, ${locale}`);
    await rows.getByRole('link', { name: number }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(number);

    const tracking = `1Z${Date.now().toString(36).toUpperCase()}`;
    await page.getByLabel(m.INPUT_ADMIN_CARRIER).fill('UPS');
    await page.getByLabel(m.INPUT_ADMIN_TRACKING_NUMBER).fill(tracking);
    await page.getByRole('button', { name: m.BUTTON_ADMIN_MARK_SHIPPED }).click();
    await expect(page.getByRole('status').filter({ hasText: number })).toBeVisible(AFTER_ACTION);
    await expect(page.getByTestId('order-status')).toHaveText(m.TEXT_ORDER_STATUS_SHIPPED);
    await expect(page.getByTestId('order-tracking-number')).toHaveText(tracking);
    await expectNoSeriousA11yViolations(page, `admin order, ${locale}`);

    // The shopper, in a browser of their own.
    const shopper = await browser.newPage();
    await visit(shopper, `${prefix}/track-order`);
    await shopper.getByLabel(m.INPUT_ORDER_NUMBER).fill(number);
    await shopper.getByLabel(m.INPUT_BILLING_EMAIL).fill(email);
    await shopper.getByRole('button', { name: m.BUTTON_TRACK, exact: true }).click();
    await expect(shopper.getByTestId('order-status')).toHaveText(m.TEXT_ORDER_STATUS_SHIPPED);
    await expect(shopper.getByTestId('order-tracking-number')).toHaveText(tracking);
    await shopper.close();
    expect(errors).toEqual([]);
  });
}

test('a cancelled order says so on its page and can be moved no further', async ({ page, request, baseURL }) => {
  const email = newEmail('cancel');
  const number = await placeOrder(request, baseURL!, email);
  await signInAs(page, '', en);
  await visit(page, `/admin/orders/${number}`);
  page.once('dialog', (d) => void d.accept());
  await page.getByRole('button', { name: en.BUTTON_ADMIN_CANCEL_ORDER }).click();
  await expect(page.getByTestId('order-status')).toHaveText(en.TEXT_ORDER_STATUS_CANCELLED, AFTER_ACTION);
  await expect(page.getByText(en.TEXT_ADMIN_ORDER_FINAL)).toBeVisible();
  await expect(page.getByTestId('order-cancelled')).toBeVisible();
});

test('a shopper who posts the admin form action directly changes nothing', async ({ page, browser, request, baseURL }) => {
  const email = newEmail('forged');
  const number = await placeOrder(request, baseURL!, email);
  await signInAs(page, '', en);
  // The admin's page, as the admin's browser received it: its forms name the server action.
  const adminHtml = await (await page.request.get(`/admin/orders/${number}`)).text();

  // A signed-in shopper submits that very form from their own browser (no script: a plain form post).
  const shopper = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const signedUp = await shopper.request.post('/api/auth/sign-up/email', {
    headers: { origin: baseURL! },
    data: { email: newEmail('forger'), password: 'secret-123', name: '' },
  });
  expect(signedUp.status(), await signedUp.text()).toBe(200);
  const forger = await shopper.newPage();
  await forger.route('**/forged-admin-page', (route) => route.fulfill({ contentType: 'text/html', body: adminHtml }));
  await forger.goto('/forged-admin-page');
  await forger.evaluate((n) => document.querySelectorAll('form').forEach((f) => f.setAttribute('action', `/admin/orders/${n}`)), number);
  await forger.getByLabel(en.INPUT_ADMIN_CARRIER).fill('Forged');
  await forger.getByLabel(en.INPUT_ADMIN_TRACKING_NUMBER).fill('FORGED-1');
  const [answer] = await Promise.all([
    forger.waitForNavigation(),
    forger.getByRole('button', { name: en.BUTTON_ADMIN_MARK_SHIPPED }).click(),
  ]);
  expect(answer?.status()).toBe(404);
  await shopper.close();

  await visit(page, `/admin/orders/${number}`);
  await expect(page.getByTestId('order-status')).toHaveText(en.TEXT_ORDER_STATUS_PENDING);
  await expect(page.getByTestId('order-tracking-number')).toHaveCount(0);
});

test('staff export the newsletter subscribers as CSV: the confirmed ones', async ({ page }) => {
  const subscriber = newEmail('news');
  const unconfirmed = newEmail('news-pending');
  for (const email of [subscriber, unconfirmed]) {
    await visit(page, '/about-us');
    const form = page.getByTestId('newsletter-form');
    await form.getByRole('textbox').fill(email);
    await form.getByRole('button').click();
    await expect(form.getByRole('status')).toHaveText(en.TEXT_NEWSLETTER_SUBSCRIBED, AFTER_ACTION);
  }
  await signInAs(page, '/ar', ar);
  // Double opt-in: the subscriber confirms with the link of the email the outbox kept.
  const confirm = (await linksInOutbox(page, subscriber)).find((l) => l.startsWith('/newsletter/confirm?'));
  await visit(page, confirm!);
  // By its state: the page may open in the staff member's chosen language (Arabic) rather than the link's.
  await expect(page.getByTestId('newsletter-page')).toHaveAttribute('data-state', 'confirmed');
  await visit(page, '/ar/admin/inbox');
  await expect(page.getByRole('heading', { level: 1, name: ar.LINK_ADMIN_INBOX })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'admin inbox, ar');
  const download = page.waitForEvent('download');
  await page.getByTestId('export-subscribers').click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^subscribers-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = await (await import('node:fs/promises')).readFile((await file.path())!, 'utf8');
  expect(text.split('\r\n')[0]).toBe('email,language,subscribed_at,confirmed_at');
  expect(text).toContain(subscriber);
  expect(text).not.toContain(unconfirmed);
});

test("the owner's staff command promotes an account while the shop runs, and takes the role away again", async ({ page }) => {
  const email = newEmail('new-staff');
  await signUp(page, email);
  expect((await page.request.get('/admin')).status()).toBe(404);
  const env = { ...process.env, DATABASE_URL: '', DATA_DIR: process.env.E2E_DATA_DIR! };
  const added = await run('npx', ['tsx', 'scripts/admin.ts', 'add-staff', email], { env });
  expect(added.stdout).toContain('shopper → staff');
  await visit(page, '/admin');
  await expect(page.getByRole('heading', { level: 1, name: en.LINK_ADMIN_DASHBOARD })).toBeVisible();
  // Staff run the day; settings and the audit log are the admin's.
  expect((await page.request.get('/admin/settings')).status()).toBe(404);
  expect((await page.request.get('/admin/audit')).status()).toBe(404);
  await run('npx', ['tsx', 'scripts/admin.ts', 'remove-staff', email], { env });
  expect((await page.request.get('/admin')).status()).toBe(404);
});
