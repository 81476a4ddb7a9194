// A visitor's checkout: its errors, the order, the confirmation and tracking, and the checkout's refusals.
import { expect, test } from '@playwright/test';
import { AFTER_ACTION, expectNoSeriousA11yViolations, visit } from './support';
import { line, lineProducts, save, totalsOf, usd, watchForErrors, type ApiProduct } from './cart-lines';

let plain: ApiProduct[];

test.beforeAll(async ({ request }) => {
  ({ plain } = await lineProducts(request));
});

test('a visitor checks out: errors first, then the order, the confirmation and tracking; a tampered price is not charged', async ({
  page,
}) => {
  test.setTimeout(120_000); // many round trips; the shared machine is slow
  const errors = watchForErrors(page);
  const [, c] = plain;
  // The saved cart claims the product costs one cent: the shop charges its own price.
  await save(page, { cart: { cart: { lastItemId: 1, items: [line(1, c!, [], 2, 1)] } } });
  await visit(page, '/cart/checkout');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  const form = page.getByTestId('checkout-form');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(form.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('This field is required.').first()).toBeVisible();
  await expect(page.getByText('Please read and accept the terms and conditions to place your order.')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'checkout with errors');

  await form.getByLabel('First name').fill('Ada');
  await form.getByLabel('Last name').fill('Lovelace');
  await form.getByLabel('Country').selectOption('GB');
  await form.getByLabel('Street address', { exact: false }).first().fill('12 St James Square');
  await form.getByLabel('City').fill('London');
  await form.getByLabel('Postcode / ZIP').fill('SW1Y 4JH');
  await form.getByLabel('Email address').fill('not-an-email');
  await form.getByLabel('Phone number').fill('+44 20 7946 0000');
  await form.getByLabel(/I have read and agree/).check();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
  await form.getByLabel('Email address').fill('ada@example.com');
  await form.getByLabel('Cash on delivery').check();
  await page.getByRole('button', { name: 'Place order' }).click();
  // The form showed the tampered total: the shop places nothing and names its own total first.
  const t = totalsOf(c!.price * 2);
  await expect(page.getByTestId('checkout-alert')).toContainText(usd(t.total), AFTER_ACTION);
  await expect(page).toHaveURL(/\/cart\/checkout$/);
  await page.getByRole('button', { name: 'Place order' }).click();

  await expect(page).toHaveURL(/\/cart\/checkout\/[0-9a-f]{32}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you. Your order has been received.');
  const number = (await page.getByTestId('order-number').innerText()).trim();
  expect(number).toMatch(/^AX-\d{6,}$/);
  await expect(page.getByTestId('order-details').getByTestId('cart-total')).toHaveText(usd(t.total));
  await expect(page.getByTestId('order-item')).toHaveCount(1);
  await expect(page.getByTestId('order-status')).toHaveText('Pending');
  await expect(page.getByTestId('order-details').getByText('Cash on delivery')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'order confirmation');
  // The cart is empty now, and the confirmation still shows after a reload.
  await expect(page.getByRole('button', { name: /Shopping cart: 0 items/ }).first()).toBeAttached();
  await page.reload();
  await expect(page.getByTestId('order-number')).toHaveText(number);

  await visit(page, '/track-order');
  await page.getByLabel('Order number').fill(number);
  await page.getByLabel('Billing email').fill('someone@example.com');
  await page.getByRole('button', { name: 'Track', exact: true }).click();
  await expect(page.getByText('We found no order with this number and email.')).toBeVisible();
  await page.getByLabel('Billing email').fill('ADA@example.com');
  await page.getByRole('button', { name: 'Track', exact: true }).click();
  await expect(page.getByTestId('order-number')).toHaveText(number);
  await expect(page.getByTestId('order-status')).toHaveText('Pending');
  await expectNoSeriousA11yViolations(page, 'track order');
  expect(errors.list()).toEqual([]);
});

test('checkout with an empty cart goes back to the cart; an unknown order token is Page Not Found', async ({ page, request }) => {
  await visit(page, '/cart/checkout');
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('main').getByText('Your shopping cart is empty.')).toBeVisible();
  expect((await request.get(`/cart/checkout/${'0'.repeat(32)}`)).status()).toBe(404);
  const bad = await request.post('/api/checkout', { data: { items: [{ productId: plain[0]!.id, quantity: 'abc' }] } });
  expect(bad.status()).toBe(400);
  expect((await bad.json()).error.code).toMatch(/^ERROR_/);
});
