// Cart, wishlist, compare, checkout and tracking, as a shopper uses them.
import { expect, test, type Page } from '@playwright/test';
import { AFTER_ACTION, expectNoSeriousA11yViolations, newEmail, signUp, visit, watchForErrors as watchAll } from './support';

// The site icon belongs to the shell, not to these pages: its absence is not an error of theirs.
const watchForErrors = (page: Page) => {
  const errors = watchAll(page);
  // The checkout's 409 is its answer to a total that changed (a tampered cart): the form shows it.
  return {
    list: () => errors.filter((e) => !/favicon|status of 404 \(Not Found\)\s*$|status of 409 \(Conflict\) \S+\/api\/checkout$/.test(e)),
  };
};

type Localized = { en: string; ru?: string; ar?: string };
type ApiProduct = {
  id: number;
  slug: string;
  name: Localized;
  sku: string;
  price: number;
  image: string | null;
  stockStatus: string;
  hasOptions: boolean;
  options: { slug: string; name: Localized; values: { slug: string; name: Localized }[] }[];
};

const usd = (cents: number) => `$${(cents / 100).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
const eur = (cents: number) => `€${((cents / 100) * 0.92).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
// Flat shipping of $25, free once the subtotal reaches $200 (the home page's promise).
const shippingOf = (subtotal: number) => (subtotal >= 20000 ? 0 : 2500);
const totalsOf = (subtotal: number) => ({
  subtotal,
  tax: Math.round(subtotal * 0.2),
  total: subtotal + shippingOf(subtotal) + Math.round(subtotal * 0.2),
});

let withOptions: ApiProduct;
let plain: ApiProduct[];

test.beforeAll(async ({ request }) => {
  const ids = Array.from({ length: 50 }, (_, i) => i + 1).join(',');
  const { products } = (await (await request.get(`/api/compare?ids=${ids}`)).json()) as { products: ApiProduct[] };
  const inStock = products.filter((p) => p.stockStatus === 'in-stock');
  withOptions = inStock.find((p) => p.options.length > 0 && p.options[0]!.values.length > 1)!;
  plain = inStock.filter((p) => !p.hasOptions).slice(0, 3);
  expect(withOptions).toBeTruthy();
  expect(plain).toHaveLength(3);
});

const copy = ({ id, slug, name, sku, price, image }: ApiProduct) => ({ id, slug, name, sku, price, image });
const choice = (p: ApiProduct, valueIndex: number) =>
  p.options.map((o, i) => ({
    name: o.name.en,
    value: o.values[i === 0 ? valueIndex : 0]!.name.en,
    optionSlug: o.slug,
    valueSlug: o.values[i === 0 ? valueIndex : 0]!.slug,
  }));
const line = (id: number, p: ApiProduct, options: unknown[], quantity: number, price = p.price) => ({
  id,
  product: { ...copy(p), price },
  options,
  price,
  quantity,
  total: price * quantity,
});

/** Puts saved state where the stores read it, as the shop itself saves it (version 1). */
async function save(page: Page, slices: Record<string, unknown>) {
  await visit(page, '/track-order');
  await page.evaluate((s) => {
    for (const [key, state] of Object.entries(s)) localStorage.setItem(key, JSON.stringify({ state, version: 1 }));
  }, slices);
}

test('the cart: the same options grow a line, other options make a new one; quantities, totals in USD and EUR, remove', async ({
  page,
  context,
}) => {
  const errors = watchForErrors(page);
  const [b] = plain;
  await save(page, {
    cart: {
      cart: { lastItemId: 2, items: [line(1, withOptions, choice(withOptions, 0), 1), line(2, withOptions, choice(withOptions, 1), 1)] },
    },
    wishlist: { items: [copy(b!)] },
  });
  // Adding the same product twice from the wishlist grows one line.
  await visit(page, '/wishlist');
  const add = page.getByRole('button', { name: `Add to cart: ${b!.name.en}` });
  await add.click();
  await expect(page.getByText(`Product “${b!.name.en}” added to cart!`)).toBeVisible();
  await expect(add).toBeEnabled();
  await add.click();
  await expect(add).toBeEnabled();

  await visit(page, '/cart');
  const lines = page.getByTestId('cart-line');
  await expect(lines).toHaveCount(3);
  await expect(page.getByLabel(`Quantity of “${b!.name.en}”`)).toHaveValue('2');
  let t = totalsOf(withOptions.price * 2 + b!.price * 2);
  await expect(page.getByTestId('cart-subtotal')).toHaveText(usd(t.subtotal));
  await expect(page.getByTestId('cart-shipping')).toHaveText(shippingOf(t.subtotal) ? '$25.00' : 'Free');
  await expect(page.getByTestId('cart-tax')).toHaveText(usd(t.tax));
  await expect(page.getByTestId('cart-total')).toHaveText(usd(t.total));
  await expectNoSeriousA11yViolations(page, 'cart');

  await context.addCookies([{ name: 'currency', value: 'EUR', url: page.url() }]);
  await visit(page, '/cart');
  await expect(page.getByTestId('cart-total')).toHaveText(eur(t.total));
  await context.addCookies([{ name: 'currency', value: 'USD', url: page.url() }]);
  await visit(page, '/cart');

  // A quantity that is not a whole number is refused; a good one updates the totals.
  const first = lines.first().getByRole('spinbutton');
  await first.fill('1.5');
  await page.getByRole('button', { name: 'Update cart' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Enter a quantity' })).toBeVisible();
  await first.fill('3');
  await page.getByRole('button', { name: 'Update cart' }).click();
  t = totalsOf(withOptions.price * 4 + b!.price * 2);
  await expect(page.getByTestId('cart-total')).toHaveText(usd(t.total));

  await page
    .getByRole('button', { name: `Remove “${withOptions.name.en}” from cart` })
    .nth(1)
    .click();
  await expect(lines).toHaveCount(2);
  t = totalsOf(withOptions.price * 3 + b!.price * 2);
  await expect(page.getByTestId('cart-total')).toHaveText(usd(t.total));
  expect(errors.list()).toEqual([]);
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

test('the wishlist and the compare list', async ({ page }) => {
  const errors = watchForErrors(page);
  const [a, b] = plain;
  await save(page, { wishlist: { items: [copy(a!), copy(withOptions)] }, compare: { items: [copy(a!), copy(b!), copy(withOptions)] } });

  await visit(page, '/wishlist');
  await expect(page.getByTestId('wishlist-item')).toHaveCount(2);
  // A product with options is chosen on its page.
  await expect(page.getByRole('link', { name: `Select options of “${withOptions.name.en}”` })).toBeVisible();
  await page.getByRole('button', { name: `Remove “${a!.name.en}” from wish list` }).click();
  await expect(page.getByTestId('wishlist-item')).toHaveCount(1);
  await expectNoSeriousA11yViolations(page, 'wishlist');

  await visit(page, '/compare');
  await expect(page.getByTestId('compare-product')).toHaveCount(3);
  await expect(page.getByTestId('compare-row-price')).toContainText(usd(a!.price));
  await expect(page.getByTestId('compare-row-sku')).toContainText(b!.sku);
  // The products' attributes side by side, and the options the third one is sold with.
  const attributes = page.locator('[data-testid^="compare-row-attr-"]');
  await expect(attributes.first()).toBeVisible();
  const option = withOptions.options[0]!;
  const optionRow = page.getByTestId(`compare-row-option-${option.slug}`);
  await expect(optionRow.getByRole('rowheader')).toHaveText(`${option.name.en} options`);
  await expect(optionRow.getByRole('cell')).toHaveText(['—', '—', option.values.map((v) => v.name.en).join(', ')]);
  // Only differences: the availability (all in stock) goes, the SKUs and options stay; and back.
  const rows = page.locator('[data-testid^="compare-row-"]');
  const all = await rows.count();
  await expect(page.getByTestId('compare-row-stock')).toBeVisible();
  await page.getByLabel('Show only differences').check();
  await expect(page.getByTestId('compare-row-stock')).toHaveCount(0);
  await expect(page.getByTestId('compare-row-sku')).toBeVisible();
  await expect(optionRow).toBeVisible();
  // Every text row still shown (brand, SKU, part number, attributes, options) differs somewhere.
  for (const row of await page
    .locator(
      '[data-testid^="compare-row-attr-"], [data-testid^="compare-row-option-"], [data-testid="compare-row-brand"], [data-testid="compare-row-sku"], [data-testid="compare-row-part-number"]',
    )
    .all()) {
    const cells = await row.getByRole('cell').allInnerTexts();
    expect(new Set(cells).size, (await row.getAttribute('data-testid')) ?? '').toBeGreaterThan(1);
  }
  await page.getByLabel('Show only differences').uncheck();
  await expect(rows).toHaveCount(all);
  await expectNoSeriousA11yViolations(page, 'compare');
  await page.getByRole('button', { name: `Remove “${withOptions.name.en}” from comparison` }).click();
  await expect(page.getByTestId('compare-product')).toHaveCount(2);
  await page.getByRole('button', { name: 'Clear list' }).click();
  await expect(page.getByText('You have not chosen any products to compare.')).toBeVisible();
  expect(errors.list()).toEqual([]);
});

test('Arabic: the cart and checkout read right to left, in Arabic', async ({ page }) => {
  const errors = watchForErrors(page);
  await save(page, { cart: { cart: { lastItemId: 1, items: [line(1, plain[0]!, [], 1)] } } });
  await visit(page, '/ar/cart');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('سلة التسوق');
  await expect(page.getByRole('link', { name: 'المتابعة إلى الدفع' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'ar cart');
  await visit(page, '/ar/cart/checkout');
  await page.getByRole('button', { name: 'تأكيد الطلب' }).click();
  await expect(page.getByText('يرجى قراءة الشروط والأحكام والموافقة عليها لتأكيد طلبك.')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'ar checkout');
  expect(errors.list()).toEqual([]);
});

test('a cart line moves to the wish list: the product waits there, the line leaves the cart', async ({ page }) => {
  const errors = watchForErrors(page);
  const [a, b] = plain;
  await save(page, { cart: { cart: { lastItemId: 2, items: [line(1, a!, [], 1), line(2, b!, [], 2)] } }, wishlist: { items: [] } });
  await visit(page, '/cart');
  await expect(page.getByTestId('cart-line')).toHaveCount(2);
  await expect(page.getByTestId('wishlist-indicator')).toHaveAccessibleName('Wishlist: 0 products');
  await page.getByRole('button', { name: `Move to wish list: ${b!.name.en}` }).click();
  await expect(page.getByText(`Product “${b!.name.en}” moved to your wish list.`)).toBeVisible();
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expect(page.getByTestId('cart-total')).toHaveText(usd(totalsOf(a!.price).total));
  await expect(page.getByTestId('wishlist-indicator')).toHaveAccessibleName('Wishlist: 1 product');
  await expectNoSeriousA11yViolations(page, 'cart after moving a line');
  await visit(page, '/wishlist');
  await expect(page.getByTestId('wishlist-item')).toHaveCount(1);
  await expect(page.getByTestId('wishlist-item')).toContainText(b!.name.en);
  expect(errors.list()).toEqual([]);
});

// ---- Signed-in shoppers ------------------------------------------------------------------------

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
