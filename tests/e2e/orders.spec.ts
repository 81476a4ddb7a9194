// Signed-in shoppers' orders: checking out with a saved address, the order history, and a visitor's
// orders joining the account registered afterwards.
import { expect, test, type Page } from '@playwright/test';
import { AFTER_ACTION, expectNoSeriousA11yViolations, newEmail, signUp, visit } from './support';
import { line, lineProducts, save, totalsOf, usd, watchForErrors, type ApiProduct } from './cart-lines';

let plain: ApiProduct[];

test.beforeAll(async ({ request }) => {
  ({ plain } = await lineProducts(request));
});

async function signIn(page: Page, email: string, password: string) {
  await visit(page, '/account/login');
  const form = page.getByTestId('sign-in-form');
  await form.getByLabel('Email address').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/account\/dashboard$/, AFTER_ACTION);
}

test('a signed-in shopper checks out with a saved address and finds the order in their history; another shopper cannot open it', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const errors = watchForErrors(page);
  const [, , c] = plain;
  await signIn(page, 'demo@axle.example', '123456');

  // Into the cart from the product page.
  await visit(page, `/products/${c!.slug}`);
  await page.getByTestId('add-to-cart-form').getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText(`Product “${c!.name.en}” added to cart!`)).toBeVisible();

  await visit(page, '/cart/checkout');
  const form = page.getByTestId('checkout-form');
  // The default saved address fills the billing details; another saved one replaces them.
  const saved = form.getByLabel('Use a saved address');
  await expect(saved.locator('option:checked')).toHaveText(/1600 Pennsylvania Ave NW/);
  await expect(form.getByLabel('City')).toHaveValue('Washington');
  await expect(form.getByLabel('Email address')).toHaveValue('demo@axle.example');
  await saved.selectOption({ label: 'Ryan Ford, Sheikh Zayed Road 221, Dubai' });
  await expect(form.getByLabel('City')).toHaveValue('Dubai');
  await expect(form.getByLabel('Country')).toHaveValue('AE');
  await expect(form.getByLabel('Street address', { exact: false }).first()).toHaveValue('Sheikh Zayed Road 221');
  // "A new address" empties the fields but keeps the account's email.
  await saved.selectOption({ label: 'A new address' });
  await expect(form.getByLabel('City')).toHaveValue('');
  await expect(form.getByLabel('Email address')).toHaveValue('demo@axle.example');
  await saved.selectOption({ label: 'Ryan Ford, Sheikh Zayed Road 221, Dubai' });
  await expectNoSeriousA11yViolations(page, 'checkout with saved addresses');
  await form.getByLabel(/I have read and agree/).check();
  await page.getByRole('button', { name: 'Place order' }).click();

  await expect(page).toHaveURL(/\/cart\/checkout\/[0-9a-f]{32}$/, AFTER_ACTION);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you. Your order has been received.');
  const number = (await page.getByTestId('order-number').innerText()).trim();
  await expect(page.getByTestId('order-details')).toContainText('Sheikh Zayed Road 221');

  // Newest first in the history; the number opens the order.
  await visit(page, '/account/orders');
  const first = page.getByTestId('order-row').first();
  await expect(first.getByRole('link')).toHaveText(number);
  await expect(first).toContainText('Pending');
  await expectNoSeriousA11yViolations(page, 'order history');
  await first.getByRole('link', { name: number }).click();
  await expect(page).toHaveURL(/\/account\/orders\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Order ${number}`);
  await expect(page.getByTestId('order-item')).toHaveCount(1);
  await expect(page.getByTestId('order-item')).toContainText(c!.name.en);
  await expect(page.getByTestId('order-details').getByTestId('cart-total')).toHaveText(usd(totalsOf(c!.price).total));
  await expectNoSeriousA11yViolations(page, 'order view');
  const href = new URL(page.url()).pathname;

  // Another shopper is told the order does not exist.
  const context = await browser.newContext();
  const other = await context.newPage();
  await signUp(other, newEmail('orders'));
  expect((await visit(other, href))?.status()).toBe(404);
  await context.close();
  expect(errors.list()).toEqual([]);
});

test('orders placed as a visitor join the account registered afterwards with the same email, from the same browser', async ({ page }) => {
  test.setTimeout(180_000);
  const errors = watchForErrors(page);
  const [a] = plain;
  const email = newEmail('orders');
  await save(page, { cart: { cart: { lastItemId: 1, items: [line(1, a!, [], 1)] } } });
  await visit(page, '/cart/checkout');
  const form = page.getByTestId('checkout-form');
  await form.getByLabel('First name').fill('Grace');
  await form.getByLabel('Last name').fill('Hopper');
  await form.getByLabel('Country').selectOption('US');
  await form.getByLabel('Street address', { exact: false }).first().fill('1 Navy Yard');
  await form.getByLabel('City').fill('Arlington');
  await form.getByLabel('Postcode / ZIP').fill('22202');
  // Typed with capitals: the account's email matches whatever the case.
  await form.getByLabel('Email address').fill(email.toUpperCase());
  await form.getByLabel('Phone number').fill('+1 703 555 0100');
  await form.getByLabel(/I have read and agree/).check();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/cart\/checkout\/[0-9a-f]{32}$/, AFTER_ACTION);
  const number = (await page.getByTestId('order-number').innerText()).trim();
  // The browser keeps the order's token where page scripts cannot read it.
  const remembered = (await page.context().cookies()).find((c) => c.name === 'axle_orders');
  expect(remembered?.httpOnly).toBe(true);
  expect(remembered?.value).toContain(page.url().slice(-32));

  await signUp(page, email);
  await expect(page.getByTestId('recent-orders')).toContainText(number);
  await expectNoSeriousA11yViolations(page, 'dashboard with an order');
  await visit(page, '/account/orders');
  await expect(page.getByTestId('order-row')).toHaveCount(1);
  await expect(page.getByTestId('order-row').getByRole('link')).toHaveText(number);
  await page.getByRole('link', { name: number }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Order ${number}`);
  expect(errors.list()).toEqual([]);
});
