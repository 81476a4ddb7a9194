// The wish list and the compare list, as a shopper uses them.
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, visit } from './support';
import { copy, lineProducts, save, usd, watchForErrors, type ApiProduct } from './cart-lines';

let withOptions: ApiProduct;
let plain: ApiProduct[];

test.beforeAll(async ({ request }) => {
  ({ withOptions, plain } = await lineProducts(request));
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
