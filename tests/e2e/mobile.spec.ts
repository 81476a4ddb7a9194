import { expect, test } from '@playwright/test';
import { visit, expectNoSeriousA11yViolations, plainProductId } from './support';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('the mobile menu opens, walks two levels of panels and back, and closes', async ({ page }) => {
  await visit(page, '/');
  const open = page.getByTestId('mobile-menu-button');
  await open.click();
  const menu = page.getByRole('dialog');
  await expect(menu).toBeVisible();
  await menu.getByRole('button', { name: 'Shop' }).click();
  const shopPanel = menu.locator('[data-panel]:not([inert])');
  await expect(shopPanel.getByRole('heading')).toHaveText('Shop');
  // A department, then one of its subcategories.
  const department = shopPanel.locator('button[data-opens]').first();
  const departmentName = (await department.innerText()).trim();
  await department.click();
  const subPanel = menu.locator('[data-panel]:not([inert])');
  await expect(subPanel.getByRole('heading')).toHaveText(departmentName);
  await subPanel.locator('button[data-opens]').first().click();
  await expect(menu.locator('[data-panel]:not([inert]) a').first()).toBeVisible();
  // Back twice returns to the department list.
  await menu.locator('[data-panel]:not([inert]) [data-back]').click();
  await expect(menu.locator('[data-panel]:not([inert])').getByRole('heading')).toHaveText(departmentName);
  await menu.locator('[data-panel]:not([inert]) [data-back]').click();
  await expect(menu.locator('[data-panel]:not([inert])').getByRole('heading')).toHaveText('Shop');
  await menu.getByRole('button', { name: 'Close menu' }).click();
  await expect(menu).toBeHidden();
  await expect(open).toBeFocused();
});

test('switching language from the mobile menu keeps the page', async ({ page }) => {
  await visit(page, '/');
  await page.getByTestId('mobile-menu-button').click();
  await page.getByTestId('mobile-language-ru').click();
  await expect(page).toHaveURL(/\/ru\/?$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
});

for (const [name, path] of [
  ['en', '/'],
  ['ru', '/ru'],
  ['ar', '/ar'],
] as const) {
  test(`axe finds no serious or critical violations on the home page (${name}, mobile)`, async ({ page }) => {
    await visit(page, path);
    await expectNoSeriousA11yViolations(page, `home ${name} mobile`);
  });
}

for (const [locale, word] of [
  ['en', 'brake'],
  ['ar', 'فرامل'],
] as const) {
  test(`${locale}: the mobile search suggests products as the shopper types, and a suggestion opens its page`, async ({ page }) => {
    await visit(page, `/${locale}`);
    await page.locator('[data-mobile-search-toggle]').click();
    const box = page.locator('#mobile-search-input');
    await expect(box).toBeVisible();
    await box.fill(word);
    const list = page.locator('#mobile-search').getByTestId('mobile-search-suggestions');
    await expect(list).toBeVisible();
    const first = list.getByRole('option').first();
    await expect(first).toBeVisible();
    await first.click();
    await expect(page).toHaveURL(/\/(products|catalog)\//);
  });
}

test.describe('on a phone of 430 px (from 400 px the bar has room for the wish list)', () => {
  test.use({ viewport: { width: 430, height: 932 } });

  test("the phone header's cart and wish list say how many products they hold", async ({ page, request }) => {
    const id = await plainProductId(request);
    const { products } = (await (await request.get(`/api/compare?ids=${id}`)).json()) as { products: { slug: string }[] };
    await visit(page, `/products/${products[0]!.slug}`);
    const header = page.locator('[data-mobile-header]');
    const cart = header.getByTestId('mobile-cart-link');
    const wishlist = header.getByTestId('mobile-wishlist-link');
    await expect(cart).toHaveAccessibleName(/^Shopping cart: 0 items, /);
    await expect(wishlist).toHaveAccessibleName('Wishlist: 0 products');

    await page.getByTestId('add-to-cart-form').getByRole('button', { name: 'Add to cart', exact: true }).click();
    await expect(cart).toHaveAccessibleName(/^Shopping cart: 1 item, /);
    await expect(cart).toContainText('1');
    await page.getByRole('button', { name: 'Add to wish list' }).first().click();
    await expect(wishlist).toHaveAccessibleName('Wishlist: 1 product');
    await expect(wishlist).toContainText('1');

    // The counts are the saved cart's and list's: a new page shows them from its first render on.
    await visit(page, '/');
    await expect(cart).toHaveAccessibleName(/^Shopping cart: 1 item, /);
    await cart.click();
    await expect(page).toHaveURL(/\/cart$/);
  });
});
