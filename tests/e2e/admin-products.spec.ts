// The product admin in a real browser, in English and in Arabic (right to left): the demo admin
// finds a product by SKU, changes its price in the list and a shopper sees the new price on the
// product page at once (also through the page cache); the edit form saves a name; a product hidden
// from the list's bulk bar answers 404 on its page until it is shown again. axe checks both pages.
import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { AFTER_ACTION, expectNoSeriousA11yViolations, visit, watchForErrors, signInAs } from './support';

test.describe.configure({ timeout: 180_000 });

type Messages = Record<string, string>;
const catalogue = (locale: string) => JSON.parse(readFileSync(`messages/${locale}.json`, 'utf8')) as Messages;
const LOCALES = [
  { prefix: '', m: catalogue('en'), dir: 'ltr', pick: 2 },
  { prefix: '/ar', m: catalogue('ar'), dir: 'rtl', pick: 3 },
] as const;

type Product = { id: number; slug: string; sku: string; price: number; stockStatus: string; hasOptions: boolean };

/** Published products of the seeded shop, as the wishlist's data endpoint gives them. */
async function products(request: APIRequestContext): Promise<Product[]> {
  const ids = Array.from({ length: 40 }, (_, i) => i + 1).join(',');
  const body = (await (await request.get(`/api/compare?ids=${ids}`)).json()) as { products: Product[] };
  return body.products.filter((p) => p.stockStatus === 'in-stock' && !p.hasOptions);
}

/** The product page's HTML as an anonymous shopper gets it (through the page cache). */
const shopperPage = (request: APIRequestContext, path: string) =>
  request.get(path).then(async (r) => ({ status: r.status(), html: await r.text() }));

for (const { prefix, m, dir, pick } of LOCALES) {
  test(`${dir}: a price changed in the list shows on the product page at once; the edit form saves`, async ({ page, request }) => {
    const errors = watchForErrors(page);
    const product = (await products(request))[pick]!;
    const path = `${prefix}/products/${product.slug}`;
    expect((await shopperPage(request, path)).html).toContain(`data-price="${product.price}"`);

    await signInAs(page, prefix, m);
    await visit(page, `${prefix}/admin/products?q=${encodeURIComponent(product.sku)}`);
    await expect(page.locator('html')).toHaveAttribute('dir', dir);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.LINK_ADMIN_PRODUCTS!);
    const row = page.locator(`[data-testid="admin-product-row"][data-product-id="${product.id}"]`);
    await expect(row).toBeVisible();
    await expectNoSeriousA11yViolations(page, `${prefix}/admin/products`, '#admin-content');

    const newPrice = product.price + 1234;
    await row.getByTestId('quick-edit-price').click();
    await row.getByTestId('quick-edit-price-input').fill((newPrice / 100).toFixed(2));
    await row.getByTestId('quick-edit-save').click();
    await expect(row.locator(`[data-price="${newPrice}"]`)).toBeVisible(AFTER_ACTION);
    await expect(row.getByRole('status')).toHaveText(m.TEXT_ADMIN_SAVED!);

    // The shopper's page, cached a moment ago, has the new price: the catalogue version moved.
    expect((await shopperPage(request, path)).html).toContain(`data-price="${newPrice}"`);
    await visit(page, path);
    await expect(page.getByTestId('product-price').locator(`[data-price="${newPrice}"]`).first()).toBeVisible();

    // The edit form: a name in Russian, saved and shown again after the page is refreshed.
    await visit(page, `${prefix}/admin/products/${product.id}`);
    await expectNoSeriousA11yViolations(page, `${prefix}/admin/products/${product.id}`, '#admin-content');
    const russian = `Тестовое название ${Date.now().toString(36)}`;
    await page.getByLabel('Русский').first().fill(russian);
    await page.getByTestId('product-save').click();
    await expect(page.getByRole('status').filter({ hasText: m.TEXT_ADMIN_PRODUCT_SAVED! })).toBeVisible(AFTER_ACTION);
    await page.reload();
    await expect(page.getByLabel('Русский').first()).toHaveValue(russian);
    expect(errors).toEqual([]);
  });

  test(`${dir}: a product hidden from the list's bulk bar answers 404 until it is shown again`, async ({ page, request }) => {
    const product = (await products(request))[pick + 2]!;
    const path = `${prefix}/products/${product.slug}`;
    expect((await shopperPage(request, path)).status).toBe(200);

    await signInAs(page, prefix, m);
    await visit(page, `${prefix}/admin/products?q=${encodeURIComponent(product.sku)}`);
    const row = page.locator(`[data-testid="admin-product-row"][data-product-id="${product.id}"]`);
    const bulk = page.getByTestId('bulk-bar');
    const act = async (operation: string) => {
      await row.getByRole('checkbox').check();
      await expect(bulk.getByTestId('bulk-apply')).toBeEnabled();
      await bulk.getByLabel(m.INPUT_ADMIN_BULK_ACTION!).selectOption(operation);
      await bulk.getByTestId('bulk-apply').click();
      await expect(bulk.getByTestId('bulk-result')).toBeVisible(AFTER_ACTION);
    };

    await act('hide');
    await expect(row.locator('[data-visibility="draft"]')).toBeVisible();
    expect((await shopperPage(request, path)).status).toBe(404);
    expect((await request.get(`/api/products/${product.slug}`)).status()).toBe(404);
    const res = await page.goto(path);
    expect(res?.status()).toBe(404);

    // The admin's list still has it, marked as a draft.
    await visit(page, `${prefix}/admin/products?q=${encodeURIComponent(product.sku)}`);
    await act('show');
    await expect(row.locator('[data-visibility="published"]')).toBeVisible();
    expect((await shopperPage(request, path)).status).toBe(200);
  });
}
