// Catalog journeys: departments to a listing, parts that fit the chosen vehicle first, sort, pages,
// view modes, quick view, header search suggestions, and accessibility of the listing in English and
// Arabic. The listing's filters: catalog-filters.spec.ts.
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, visit } from './support';
import { total, watchForErrors } from './listing';

const cardPrices = (page: Page) =>
  page
    .getByTestId('product-list')
    .locator('article')
    .evaluateAll((cards) => cards.map((c) => Number(c.querySelector('[data-price]:not(del [data-price])')?.getAttribute('data-price'))));

test('browse from the departments menu to a category listing', async ({ page }) => {
  const errors = watchForErrors(page);
  await visit(page, '/');
  await page.getByRole('button', { name: 'Shop by category' }).click();
  const department = page.getByTestId('departments-list').getByRole('link').first();
  const name = (await department.textContent())!.trim();
  await department.click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const column = page.getByTestId('category-columns').locator('li').first();
  const sub = (await column.getByRole('heading', { level: 2 }).textContent())!.trim();
  await column.getByRole('link', { name: `Shop all ${sub}` }).click();
  await expect(page).toHaveURL(/\/catalog\/[a-z0-9-]+\/products$/);
  await expect(page.getByRole('heading', { level: 1, name: sub })).toBeVisible();
  await expect(page.getByTestId('product-list').locator('article').first()).toBeVisible();
  expect(await total(page)).toBeGreaterThan(0);
  expect(errors.list).toEqual([]);
});

for (const locale of ['en', 'ar'] as const) {
  test(`${locale}: with a 2015 Civic chosen, brake pads that fit it exactly come first, each pictured as brake parts`, async ({
    page,
    request,
  }) => {
    const { vehicles } = (await (await request.get('/api/vehicles?year=2015&make=Honda&model=Civic')).json()) as {
      vehicles: { id: number; engine: string }[];
    };
    const civic = vehicles.find((v) => v.engine === '1.8L I4')!;
    expect(civic, 'the 2015 Civic 1.8L is in the vehicle data').toBeTruthy();
    await visit(page, `/${locale}/catalog/brake-pads-shoes/products?filter_vehicle=${civic.id}`);
    const fits = await page.locator('main [data-fit]').evaluateAll((els) => els.map((e) => e.getAttribute('data-fit')));
    const exact = fits.filter((f) => f === 'fits').length;
    expect(exact).toBeGreaterThanOrEqual(3);
    // Exact fits before anything universal, and no brake part claims to fit every car.
    expect(fits.slice(0, exact)).toEqual(Array(exact).fill('fits'));
    expect(fits).not.toContain('universal');
    const images = await page.locator('main img').evaluateAll((els) => els.map((e) => (e as HTMLImageElement).src));
    expect(images.length).toBeGreaterThan(0);
    expect(images.every((src) => decodeURIComponent(src).includes('brake-pads-shoes-'))).toBe(true);
  });
}

test('sorts by price, pages forward and back, and switches view modes', async ({ page }) => {
  const errors = watchForErrors(page);
  await visit(page, '/catalog/products');
  await page.getByLabel('Sort by').selectOption('price_asc');
  await expect(page).toHaveURL(/sort=price_asc/);
  await expect
    .poll(async () => {
      const p = await cardPrices(page);
      return p.length > 0 && p.every((v, i) => i === 0 || p[i - 1]! <= v);
    })
    .toBe(true);
  const firstPage = await cardPrices(page);

  await page.getByTestId('pagination').getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect.poll(async () => (await cardPrices(page))[0]).toBeGreaterThanOrEqual(firstPage.at(-1)!);
  await page.getByTestId('page-prev').click();
  await expect(page).not.toHaveURL(/page=/);
  await expect.poll(() => cardPrices(page)).toEqual(firstPage);

  for (const [mode, label] of [
    ['features', 'Grid with features'],
    ['list', 'List'],
    ['table', 'Table'],
    ['grid', 'Grid'],
  ] as const) {
    await page.getByTestId('listing-toolbar').getByRole('link', { name: label, exact: true }).click();
    await expect(page.getByTestId('product-list')).toHaveAttribute('data-view', mode);
  }
  await expect(page).toHaveURL(/sort=price_asc/);
  expect(errors.list).toEqual([]);
});

test('quick view from a card adds to cart', async ({ page }) => {
  await visit(page, '/catalog/products?filter_discount=yes');
  const card = page.getByTestId('product-list').locator('article').first();
  await card.getByTestId('card-quick-view').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  // Every option must be chosen: take the first value of each.
  const groups = dialog.locator('fieldset');
  await expect(dialog.getByRole('button', { name: 'Add to cart' })).toBeVisible();
  // Through the label, as a shopper clicks: the click waits for the dialog to finish dropping in (a
  // forced click on the hidden radio could land where the moving swatch had been).
  for (let i = 0; i < (await groups.count()); i++) {
    await groups.nth(i).locator('label').first().click();
    await expect(groups.nth(i).locator('input[type=radio]').first()).toBeChecked();
  }
  await dialog.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText(/added to cart/)).toBeVisible();
});

test('header search suggests products for a misspelt name and a part number', async ({ page, request }) => {
  const errors = watchForErrors(page);
  const { items } = (await (await request.get('/api/products?limit=1&sort=name_asc')).json()) as {
    items: { slug: string; name: { en: string }; partNumber: string }[];
  };
  const product = items[0]!;
  await visit(page, '/');
  const box = page.getByRole('combobox', { name: 'Search parts' });
  const word = product.name.en.split(' ').find((w) => w.length >= 7 && /^[a-z]+$/i.test(w))!;
  await box.click();
  await box.pressSequentially(word.slice(0, 2) + word[3] + word[2] + word.slice(4), { delay: 60 });
  const suggestions = page.getByTestId('search-suggestions');
  await expect(suggestions.getByRole('option').first()).toBeVisible();
  await expect(suggestions).toContainText(word);
  await box.press('Escape');
  await expect(suggestions).toBeHidden();

  await box.fill(product.partNumber);
  await expect(suggestions.getByRole('option').first()).toContainText(product.name.en.slice(0, 20));
  await box.press('ArrowDown');
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/products/${product.slug}$`));
  expect(errors.list.filter((e) => !e.includes('/products/'))).toEqual([]);
});

test('Enter in the header search opens the results listing', async ({ page }) => {
  await visit(page, '/');
  await page.getByRole('combobox', { name: 'Search parts' }).fill('brake');
  await page.getByRole('combobox', { name: 'Search parts' }).press('Enter');
  await expect(page).toHaveURL(/\/catalog\/products\?search=brake/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('brake');
});

for (const locale of ['en', 'ar'] as const) {
  test(`the listing has no serious accessibility violations (${locale})`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    await visit(page, `${locale === 'en' ? '' : '/ar'}/catalog/products?filter_discount=yes`);
    await expect(page.getByTestId('product-list')).toBeVisible();
    await expectNoSeriousA11yViolations(page, `listing ${locale}`);
    await context.close();
  });
}
