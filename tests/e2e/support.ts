// Shared helpers for the browser journeys.
import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

/**
 * Fails on any axe violation of serious or critical impact, naming the rule and the first nodes.
 * `include` narrows the check to one part of the page (a CSS selector). Only violations are
 * collected: the passes' node lists would cost a third of the time on a large page.
 */
export async function expectNoSeriousA11yViolations(page: Page, context = '', include?: string) {
  // A sandboxed frame (the outbox's email preview) runs no script: axe's run inside it never answers
  // (Chromium 156 waits forever), and an email's markup is not the shop's page.
  // Legacy mode runs axe once in the page: the shop has no cross-origin frames, which is what the
  // default mode's extra blank page is for, and it takes a third of the time (0.5 s against 1.6 s a page).
  // Contrast is judged at rest: a dialog still fading in blends its text with the page behind it
  // (the vehicle picker's muted "or" failed so once in CI). Endless animations (spinners) are not waited for.
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
          .map((a) => a.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 2000)),
    ]),
  );
  const axe = new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(true);
  const results = await (include ? axe.include(include) : axe).exclude('iframe[sandbox]').analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = serious.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join('\n  ')}`,
  );
  expect(report, `axe violations ${context}`).toEqual([]);
}

/** The blog demo the journeys read (blog.spec.ts) and subscribe from (content.spec.ts). */
export const BLOG = '/demo/blog/classic-right-sidebar';

/** Collects console errors and failed requests of a page, to assert there were none. */
export function watchForErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (m) => {
    const url = m.location().url;
    // The outbox's email preview is a sandboxed frame that runs no script, on purpose; the emails hold
    // none, so a blocked script there is the test's own tracing looking into the frame.
    if (m.type() === 'error' && m.text().startsWith("Blocked script execution in 'about:srcdoc'")) return;
    if (m.type() === 'error') errors.push(`console: ${m.text()} ${url}`);
  });
  page.on('pageerror', (e) => errors.push(`page error: ${e.message}`));
  page.on('requestfailed', (r) => {
    const failure = r.failure()?.errorText ?? '';
    // Navigations and prefetches that a new navigation cancels are not failures of the page.
    if (!failure.includes('ERR_ABORTED')) errors.push(`request failed: ${r.url()} ${failure}`);
  });
  return errors;
}

/** Opens a page and waits until React has hydrated it, so clicks reach their handlers. */
export async function visit(page: Page, path: string) {
  const response = await page.goto(path);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  return response;
}

/** Fills the checkout's billing details with a valid address and accepts the terms. */
export async function fillBilling(page: Page, email = 'ada@example.com') {
  const form = page.getByTestId('checkout-form');
  await form.locator('#billingAddress-firstName').fill('Ada');
  await form.locator('#billingAddress-lastName').fill('Lovelace');
  await form.locator('#billingAddress-country').selectOption('GB');
  await form.locator('#billingAddress-address1').fill('12 St James Square');
  await form.locator('#billingAddress-city').fill('London');
  await form.locator('#billingAddress-postcode').fill('SW1Y 4JH');
  await form.locator('#billingAddress-email').fill(email);
  await form.locator('#billingAddress-phone').fill('+44 20 7946 0000');
  await form.locator('#acceptTerms').check();
}

// ---- Accounts -----------------------------------------------------------------------------------

/** A server action's round trip (sign-up, sign-in, a saved form) on the slow shared CI machine. */
export const AFTER_ACTION = { timeout: 30_000 };

/** An address no journey has used before. */
export const newEmail = (prefix = 'shopper') =>
  `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@axle.example`;

/** Registers a new shopper from the login page; they land on their dashboard, signed in. */
export async function signUp(page: Page, email: string, password = 'secret-123') {
  await visit(page, '/account/login');
  const form = page.getByTestId('sign-up-form');
  await form.getByLabel('Email address').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByLabel('Repeat password').fill(password);
  // The first page signed in merges the browser's garage into the account: a journey that signed out
  // before that answer would see the merge refused (401), as a shopper that quick would.
  const merged = page.waitForResponse((r) => r.url().endsWith('/api/account/vehicles') && r.request().method() === 'POST', AFTER_ACTION);
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/account\/dashboard$/, AFTER_ACTION);
  expect((await merged).status()).toBe(200);
}

/** The id of an in-stock product without options among the first products, for an order placed through the API. */
export async function plainProductId(request: APIRequestContext): Promise<number> {
  const ids = Array.from({ length: 30 }, (_, i) => i + 1).join(',');
  const { products } = (await (await request.get(`/api/compare?ids=${ids}`)).json()) as {
    products: { id: number; stockStatus: string; hasOptions: boolean }[];
  };
  const product = products.find((p) => p.stockStatus === 'in-stock' && !p.hasOptions);
  expect(product, 'an in-stock product without options').toBeTruthy();
  return product!.id;
}

/** The demo shop's admin (AXLE_DEMO=1), as the journeys of the back office sign in. */
export const DEMO_ADMIN = { email: 'admin@axle.example', password: 'admin-demo' };

/** Signs in from the sign-in page in the language of `prefix`, its labels read from that language's catalogue `m`. */
export async function signInAs(
  page: Page,
  prefix: string,
  m: Record<string, string>,
  account: { email: string; password: string } = DEMO_ADMIN,
) {
  await visit(page, `${prefix}/account/login`);
  const form = page.getByTestId('sign-in-form');
  await form.getByLabel(m.INPUT_EMAIL_ADDRESS!).fill(account.email);
  await form.getByLabel(m.INPUT_PASSWORD!, { exact: true }).fill(account.password);
  await form.getByRole('button', { name: m.BUTTON_LOGIN! }).click();
  await expect(page).toHaveURL(/\/account\/dashboard$/, AFTER_ACTION);
}
