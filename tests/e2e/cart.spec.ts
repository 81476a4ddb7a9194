// The cart, as a shopper uses it: lines and options, quantities, totals in two currencies, moving a line
// to the wish list, and the cart and checkout right to left in Arabic.
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, visit } from './support';
import { choice, copy, eur, line, lineProducts, save, shippingOf, totalsOf, usd, watchForErrors, type ApiProduct } from './cart-lines';

let withOptions: ApiProduct;
let plain: ApiProduct[];

test.beforeAll(async ({ request }) => {
  ({ withOptions, plain } = await lineProducts(request));
});

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
