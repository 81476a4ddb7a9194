// Every option of a product is required: no add-to-cart path may put a line without them in the cart,
// and a line that lacks them (saved before, or whose product changed) is named, with its fix, on the
// cart page and at checkout, before "Place order" is ever refused. In English and in Arabic. The
// options a line was added with read in the page's language in the cart, at checkout and on the order.
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, fillBilling, visit, watchForErrors } from './support';

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

let withOptions: ApiProduct;

test.beforeAll(async ({ request }) => {
  const ids = Array.from({ length: 50 }, (_, i) => i + 1).join(',');
  const { products } = (await (await request.get(`/api/compare?ids=${ids}`)).json()) as { products: ApiProduct[] };
  withOptions = products.find((p) => p.stockStatus === 'in-stock' && p.hasOptions)!;
  expect(withOptions, 'the seeded shop has an in-stock product with options').toBeTruthy();
});

type SavedOption = { name: string; value: string; optionSlug?: string; valueSlug?: string };
const savedCart = async (page: Page) =>
  page.evaluate(
    () =>
      (
        JSON.parse(localStorage.getItem('cart') ?? '{"state":{"cart":{"items":[]}}}') as {
          state: { cart: { items: { product: { id: number }; options: SavedOption[] }[] } };
        }
      ).state.cart.items,
  );

/** "Option: value" for each chosen option, in `locale`, as the shop names them (the compare API's data). */
function optionLines(product: ApiProduct, chosen: SavedOption[], locale: 'en' | 'ru' | 'ar') {
  return chosen.map((c) => {
    const option = product.options.find((o) => o.slug === c.optionSlug)!;
    const value = option.values.find((v) => v.slug === c.valueSlug)!;
    return `${option.name[locale] ?? option.name.en}: ${value.name[locale] ?? value.name.en}`;
  });
}

test('options chosen on the English page read in Russian in the Russian cart, and in Arabic at checkout and on the Arabic order page', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const errors = watchForErrors(page);
  await visit(page, `/products/${withOptions.slug}`);
  const form = page.getByTestId('add-to-cart-form').first();
  const fieldsets = form.locator('fieldset[data-option]');
  const count = await fieldsets.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) await fieldsets.nth(i).locator('label').last().click();
  await form.locator('button[type="submit"]').click();
  await expect.poll(async () => (await savedCart(page)).length).toBe(1);
  const chosen = (await savedCart(page))[0]!.options;
  expect(chosen).toHaveLength(count);
  const english = optionLines(withOptions, chosen, 'en');
  const russian = optionLines(withOptions, chosen, 'ru');
  const arabic = optionLines(withOptions, chosen, 'ar');
  // The shop names its options in every language, so each language reads its own words.
  expect(russian).not.toEqual(english);
  expect(arabic).not.toEqual(english);

  await visit(page, '/ru/cart');
  const lineOptions = page.getByTestId('cart-line').getByTestId('cart-line-options').filter({ visible: true });
  await expect(lineOptions.locator('li')).toHaveText(russian);

  await visit(page, '/ar/cart/checkout');
  await expect(page.getByTestId('checkout-review').getByTestId('checkout-line-options')).toHaveText(arabic.join(', '));
  await fillBilling(page);
  await page.getByTestId('checkout-form').locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/ar\/cart\/checkout\/[0-9a-f]{32}$/, { timeout: 30_000 });
  const orderOptions = page.getByTestId('order-item').getByTestId('order-item-options');
  await expect(orderOptions).toHaveText(arabic.join(', '));
  // The same order read in English names the options in English: the order keeps every language.
  // (Without the language the Arabic pages remembered, so the English address stays English.)
  await page.context().clearCookies({ name: 'NEXT_LOCALE' });
  await visit(page, page.url().replace('/ar/', '/'));
  await expect(page).not.toHaveURL(/\/ar\//);
  await expect(page.getByTestId('order-item').getByTestId('order-item-options')).toHaveText(english.join(', '));
  expect(errors).toEqual([]);
});

test('a cart saved before options kept their names (version 1) still loads, and its options read in Russian', async ({ page }) => {
  const option = withOptions.options[0]!;
  const value = option.values[0]!;
  const rest = withOptions.options
    .slice(1)
    .map((o) => ({ name: o.name.en, value: o.values[0]!.name.en, optionSlug: o.slug, valueSlug: o.values[0]!.slug }));
  await visit(page, '/ru/track-order');
  const { id, slug, name, sku, price, image } = withOptions;
  await page.evaluate(
    ({ product, options }) => {
      const line = { id: 1, product, options, price: product.price, quantity: 1, total: product.price };
      localStorage.setItem('cart', JSON.stringify({ state: { cart: { lastItemId: 1, items: [line] } }, version: 1 }));
    },
    {
      product: { id, slug, name, sku, price, image },
      options: [{ name: option.name.en, value: value.name.en, optionSlug: option.slug, valueSlug: value.slug }, ...rest],
    },
  );
  await visit(page, '/ru/cart');
  const lines = page.getByTestId('cart-line').filter({ visible: true });
  await expect(lines).toHaveCount(1);
  await expect(lines.getByTestId('cart-line-options').locator('li').first()).toHaveText(
    `${option.name.ru ?? option.name.en}: ${value.name.ru ?? value.name.en}`,
  );
});

for (const locale of ['en', 'ar'] as const) {
  const prefix = locale === 'en' ? '' : '/ar';

  test(`${locale}: a card's "add to cart" on a product with options opens its quick view and adds only with the options chosen`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const errors = watchForErrors(page);
    // The first listing page (of at most five) that shows a product with options.
    const button = page.locator('[data-testid="card-actions"] button[data-has-options]').first();
    for (let p = 1; p <= 5; p++) {
      await visit(page, `${prefix}/catalog/products${p > 1 ? `?page=${p}` : ''}`);
      if (await button.count()) break;
    }
    await expect(button).toHaveCount(1);
    await expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    await button.click();
    const dialog = page.getByTestId('quick-view');
    await expect(dialog.getByRole('heading', { level: 2 })).toBeVisible({ timeout: 20_000 });
    // Nothing was added by the click itself.
    expect(await savedCart(page)).toEqual([]);

    // "Add to cart" in the dialog without options says which are missing and adds nothing.
    const options = dialog.locator('fieldset[data-option]');
    const count = await options.count();
    expect(count).toBeGreaterThan(0);
    await dialog.locator('button[type="submit"]').first().click();
    await expect(dialog.locator('fieldset[data-option][aria-invalid="true"]').first()).toBeVisible();
    expect(await savedCart(page)).toEqual([]);

    for (let i = 0; i < count; i++) await options.nth(i).locator('label').first().click();
    await dialog.locator('button[type="submit"]').first().click();
    await expect(dialog).toHaveCount(0);
    await expect.poll(async () => (await savedCart(page)).map((l) => l.options.length)).toEqual([count]);
    expect(errors).toEqual([]);
  });

  test(`${locale}: a cart line without its options is named on the cart page and at checkout, with the way to fix it`, async ({ page }) => {
    test.setTimeout(120_000);
    const name = withOptions.name[locale] ?? withOptions.name.en;
    await visit(page, `${prefix}/track-order`);
    const { id, slug, sku, price, image } = withOptions;
    await page.evaluate(
      (product) => {
        const line = { id: 1, product, options: [], price: product.price, quantity: 1, total: product.price };
        localStorage.setItem('cart', JSON.stringify({ state: { cart: { lastItemId: 1, items: [line] } }, version: 1 }));
      },
      { id, slug, name: withOptions.name, sku, price, image },
    );

    await visit(page, `${prefix}/cart`);
    const problem = page.getByTestId('cart-line').getByTestId('cart-line-problem').filter({ visible: true });
    await expect(problem).toHaveAttribute('data-problem', 'options');
    await expect(problem.getByRole('link')).toHaveAttribute('href', `${prefix}/products/${slug}`);
    await expect(page.getByTestId('cart-attention')).toContainText(name);
    await expectNoSeriousA11yViolations(page, `cart with a line to fix, ${locale}`);

    await visit(page, `${prefix}/cart/checkout`);
    const review = page.getByTestId('checkout-review');
    await expect(review.getByTestId('cart-line-problem')).toHaveAttribute('data-problem', 'options');
    const attention = page.getByTestId('cart-attention');
    await expect(attention).toContainText(name);
    await expect(attention.getByRole('link')).toHaveAttribute('href', `${prefix}/cart`);
    // Placing the order is stopped in the browser, with the product named and focus on the message.
    await fillBilling(page);
    await page.getByTestId('checkout-form').locator('button[type="submit"]').click();
    await expect(attention).toBeFocused();
    await expect(page).toHaveURL(new RegExp(`${prefix}/cart/checkout$`));
  });
}
