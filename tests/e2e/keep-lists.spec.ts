// The wish list and compare buttons of a product card and of the product page show whether the
// product is already kept, and a second press takes it out instead of saying "added" again.
import { expect, test, type Page } from '@playwright/test';
import { AFTER_ACTION, visit } from './support';

const ADD_TO_WISHLIST = { en: 'Add to wish list', ar: 'أضف إلى المفضلة' } as const;
const ADDED = { en: /added to wish list/, ar: /تمت إضافة المنتج .* إلى قائمة الأمنيات/ } as const;
const REMOVED = { en: /removed from wish list/, ar: /تمت إزالة المنتج .* من قائمة الأمنيات/ } as const;
const kept = (page: Page, key: string) =>
  page.evaluate((k) => (JSON.parse(localStorage.getItem(k) ?? '{}') as { state?: { items?: unknown[] } }).state?.items?.length ?? 0, key);

for (const locale of ['en', 'ar'] as const) {
  test(`${locale}: a card's wish list and compare buttons show the kept state and take the product out on a second press`, async ({
    page,
  }) => {
    await visit(page, `/${locale}/catalog/products`);
    const card = page.getByTestId('card-actions').first();
    const wish = card.getByRole('button').nth(1);
    const compare = card.getByRole('button').nth(2);
    await expect(wish).toHaveAttribute('aria-pressed', 'false');

    await wish.click();
    await expect(wish).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText(ADDED[locale]).first()).toBeVisible();
    expect(await kept(page, 'wishlist')).toBe(1);

    await wish.click();
    await expect(wish).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByText(REMOVED[locale]).first()).toBeVisible();
    expect(await kept(page, 'wishlist')).toBe(0);

    await compare.click();
    await expect(compare).toHaveAttribute('aria-pressed', 'true');
    await compare.click();
    await expect(compare).toHaveAttribute('aria-pressed', 'false');
    await expect.poll(() => kept(page, 'compare')).toBe(0);

    // The product page knows the card's choice: kept there, pressed here.
    await wish.click();
    await expect(wish).toHaveAttribute('aria-pressed', 'true');
    const slug = await page.evaluate(
      () => (JSON.parse(localStorage.getItem('wishlist')!) as { state: { items: { slug: string }[] } }).state.items[0]!.slug,
    );
    await visit(page, `/${locale}/products/${slug}`);
    await expect(page.getByRole('button', { name: ADD_TO_WISHLIST[locale], exact: true })).toHaveAttribute('aria-pressed', 'true');
  });
}

// A card carries only its product's id, slug and name in the page's language; the copy a cart line
// or a list keeps is asked from the shop on the press.
test("a card's add to cart keeps the product's name in every language: the cart follows the shopper's language", async ({ page }) => {
  await visit(page, '/catalog/products');
  const card = page.locator('[data-testid="card-actions"]:has(> button:first-child:not([data-has-options]):not([disabled]))').first();
  await card.getByRole('button').first().click();
  await expect(page.getByText(/added to (your )?cart/i).first()).toBeVisible(AFTER_ACTION);
  const names = await page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem('cart')!) as { state: { cart: { items: { product: { name: Record<string, string> } }[] } } }).state
        .cart.items[0]!.product.name,
  );
  expect(Object.keys(names).sort()).toEqual(['ar', 'en', 'ru']);
  expect(names.ar).not.toBe(names.en);
  await visit(page, '/ar/cart');
  await expect(page.getByText(names.ar!, { exact: true }).first()).toBeVisible();
});

test('when the shop cannot be reached, a card says so and keeps nothing', async ({ page }) => {
  await visit(page, '/catalog/products');
  await page.route('**/api/compare**', (route) => route.abort('internetdisconnected'));
  const card = page.locator('[data-testid="card-actions"]:has(> button:first-child:not([data-has-options]):not([disabled]))').first();
  await card.getByRole('button').first().click();
  await expect(page.getByText('We could not reach the shop. Check your connection and try again.').first()).toBeVisible(AFTER_ACTION);
  const wish = card.getByRole('button').nth(1);
  await wish.click();
  await expect(page.getByText('We could not reach the shop. Check your connection and try again.')).not.toHaveCount(0);
  await expect(wish).toHaveAttribute('aria-pressed', 'false');
  expect(await kept(page, 'wishlist')).toBe(0);
  const lines = await page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem('cart') ?? '{}') as { state?: { cart?: { items?: unknown[] } } }).state?.cart?.items?.length ?? 0,
  );
  expect(lines).toBe(0);
});
