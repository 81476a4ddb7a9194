// Password reset in a real browser, in English and in Arabic (right to left): a new shopper signs
// out, follows "Forgot password?", asks for a link; the demo admin (another browser) finds the email
// in the outbox and reads the link from its plain-text part; the shopper opens it, chooses a new
// password and lands signed in on the dashboard. The old password no longer signs in, the link does
// not work twice, and axe checks both new pages.
import { readFileSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { AFTER_ACTION, expectNoSeriousA11yViolations, newEmail, visit, watchForErrors, DEMO_ADMIN } from './support';

test.describe.configure({ timeout: 180_000 });

type Messages = Record<string, string>;
const catalogue = (locale: string) => JSON.parse(readFileSync(`messages/${locale}.json`, 'utf8')) as Messages;
const LOCALES = [
  { prefix: '', m: catalogue('en'), dir: 'ltr' },
  { prefix: '/ar', m: catalogue('ar'), dir: 'rtl' },
] as const;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function signIn(page: Page, m: Messages, email: string, password: string) {
  const form = page.getByTestId('sign-in-form');
  await form.getByLabel(m.INPUT_EMAIL_ADDRESS!).fill(email);
  await form.getByLabel(m.INPUT_PASSWORD!, { exact: true }).fill(password);
  await form.getByRole('button', { name: m.BUTTON_LOGIN }).click();
}

async function signUp(page: Page, prefix: string, m: Messages, email: string, password: string) {
  await visit(page, `${prefix}/account/login`);
  const form = page.getByTestId('sign-up-form');
  await form.getByLabel(m.INPUT_EMAIL_ADDRESS!).fill(email);
  await form.getByLabel(m.INPUT_PASSWORD!, { exact: true }).fill(password);
  await form.getByLabel(m.INPUT_PASSWORD_REPEAT!).fill(password);
  // The first signed-in page merges the browser's garage: signing out before it answers would refuse it.
  const merged = page.waitForResponse((r) => r.url().endsWith('/api/account/vehicles') && r.request().method() === 'POST', AFTER_ACTION);
  await form.getByRole('button', { name: m.BUTTON_REGISTER }).click();
  await expect(page).toHaveURL(new RegExp(`${escape(prefix)}/account/dashboard$`), AFTER_ACTION);
  await merged;
}

async function signOut(page: Page, prefix: string, m: Messages) {
  await page.getByRole('navigation', { name: m.HEADER_NAVIGATION }).getByRole('button', { name: m.BUTTON_LOGOUT }).click();
  await expect(page).toHaveURL(new RegExp(`${escape(prefix)}/account/login$`), AFTER_ACTION);
}

/**
 * The demo admin, in a browser of their own, reads the reset link of the newest reset email to
 * `email`; answers its path and query, to open on the journeys' own server (the email's origin is
 * the shop's configured address, which may be spelled differently).
 */
async function resetLinkFromOutbox(browser: Browser, baseURL: string, prefix: string, m: Messages, email: string): Promise<string> {
  const context = await browser.newContext({ baseURL });
  const admin = await context.newPage();
  await visit(admin, `${prefix}/account/login`);
  await signIn(admin, m, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await expect(admin).toHaveURL(/\/account\/dashboard$/, AFTER_ACTION);
  await visit(admin, `${prefix}/admin/outbox`);
  const row = admin.getByTestId('outbox-row').filter({ hasText: email }).filter({ hasText: m.TEXT_EMAIL_KIND_PASSWORD_RESET! }).first();
  await row.getByTestId('outbox-email').click();
  await expect(admin.getByTestId('email-recipient')).toHaveText(email);
  await expect(admin.getByTestId('email-subject')).toHaveText(m.TEXT_EMAIL_PASSWORD_RESET_SUBJECT!.replace('{shop}', 'Axle'));
  const text = (await admin.getByTestId('email-text').textContent()) ?? '';
  const link = text.match(/https?:\/\/[^\s]+\/account\/reset-password\?token=[A-Za-z0-9_-]+/)?.[0];
  expect(link, 'the reset link in the email text').toBeTruthy();
  await context.close();
  const url = new URL(link!);
  return `${url.pathname}${url.search}`;
}

for (const { prefix, m, dir } of LOCALES) {
  test(`${dir}: a shopper who forgot the password gets back in with the emailed link`, async ({ page, browser, baseURL }) => {
    const errors = watchForErrors(page);
    const email = newEmail('reset');
    await signUp(page, prefix, m, email, 'old-secret-1');
    await signOut(page, prefix, m);

    await page.getByTestId('sign-in-form').getByRole('link', { name: m.LINK_FORGOT_PASSWORD }).click();
    await expect(page).toHaveURL(new RegExp(`${escape(prefix)}/account/forgot-password$`));
    await expect(page.locator('html')).toHaveAttribute('dir', dir);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.HEADER_FORGOT_PASSWORD!);
    await expect(page).toHaveTitle(new RegExp(escape(m.HEADER_FORGOT_PASSWORD!)));
    await expectNoSeriousA11yViolations(page, `${prefix}/account/forgot-password`);
    const form = page.getByTestId('forgot-password-form');
    await form.getByLabel(m.INPUT_EMAIL_ADDRESS!).fill(email);
    await form.getByRole('button', { name: m.BUTTON_SEND_RESET_LINK }).click();
    await expect(page.getByTestId('reset-link-sent')).toHaveText(m.TEXT_RESET_LINK_SENT!, AFTER_ACTION);
    await expectNoSeriousA11yViolations(page, `${prefix}/account/forgot-password after sending`);

    const link = await resetLinkFromOutbox(browser, baseURL!, prefix, m, email);
    expect(link).toMatch(new RegExp(`^${escape(prefix)}/account/reset-password\\?token=`));
    await visit(page, link);
    await expect(page.locator('html')).toHaveAttribute('dir', dir);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.HEADER_RESET_PASSWORD!);
    await expectNoSeriousA11yViolations(page, `${prefix}/account/reset-password`);
    const reset = page.getByTestId('reset-password-form');
    // The password page's rules: the repeat must match.
    await reset.getByLabel(m.INPUT_PASSWORD_NEW!).fill('new-secret-1');
    await reset.getByLabel(m.INPUT_PASSWORD_REPEAT!).fill('new-secret-2');
    await reset.getByRole('button', { name: m.BUTTON_RESET_PASSWORD }).click();
    await expect(reset.getByText(m.ERROR_FORM_PASSWORDS_DO_NOT_MATCH!)).toBeVisible();
    await reset.getByLabel(m.INPUT_PASSWORD_REPEAT!).fill('new-secret-1');
    await reset.getByRole('button', { name: m.BUTTON_RESET_PASSWORD }).click();
    await expect(page).toHaveURL(new RegExp(`${escape(prefix)}/account/dashboard$`), AFTER_ACTION);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.LINK_ACCOUNT_DASHBOARD!);

    // The link works once.
    await visit(page, link);
    await expect(page.getByTestId('reset-link-invalid')).toContainText(m.ERROR_RESET_LINK_INVALID!);
    await expect(page.getByRole('link', { name: m.LINK_REQUEST_NEW_RESET_LINK })).toBeVisible();
    await expectNoSeriousA11yViolations(page, `${prefix}/account/reset-password with a spent link`);

    // The old password no longer signs in; the new one does.
    await visit(page, `${prefix}/account/dashboard`);
    await signOut(page, prefix, m);
    await signIn(page, m, email, 'old-secret-1');
    await expect(page.getByTestId('sign-in-form').getByRole('alert')).toHaveText(m.ERROR_API_AUTH_WRONG_PASSWORD!, AFTER_ACTION);
    await signIn(page, m, email, 'new-secret-1');
    await expect(page).toHaveURL(new RegExp(`${escape(prefix)}/account/dashboard$`), AFTER_ACTION);
    expect(errors.filter((e) => !e.includes('/favicon.ico'))).toEqual([]);
  });
}
