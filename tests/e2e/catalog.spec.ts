// Catalog journeys: departments to a listing, faceted filters, sort, pages, view modes, quick view,
// header search suggestions, and accessibility of the listing in English and Arabic.
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, visit, watchForErrors as watch } from './support';

// The favicon is the site shell's (not built yet); anything else that fails is an error of the page.
const watchForErrors = (page: Page) => {
  const errors = watch(page);
  return {
    get list() {
      return errors.filter((e) => !e.includes('/favicon.ico'));
    },
  };
};

const total = async (page: Page) => {
  const text = (await page.getByTestId('listing-summary').textContent()) ?? '';
  return Number(/of ([\d,]+)/.exec(text)?.[1]?.replace(/,/g, '') ?? /([\d,]+) products?/.exec(text)?.[1]?.replace(/,/g, '') ?? NaN);
};
const cardPrices = (page: Page) =>
  page
    .getByTestId('product-list')
    .locator('article')
    .evaluateAll((cards) => cards.map((c) => Number(c.querySelector('[data-price]:not(del [data-price])')?.getAttribute('data-price'))));

/** Applies a filter and waits for the URL and the list to follow. */
async function applies(page: Page, param: string, act: () => Promise<void>) {
  const before = await total(page);
  await act();
  await expect(page).toHaveURL(new RegExp(`[?&]${param}=`));
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect.poll(() => total(page)).toBeLessThanOrEqual(before);
  return total(page);
}

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

test('filters by brand, price, rating and colour; removes one and clears all', async ({ page }) => {
  const errors = watchForErrors(page);
  await visit(page, '/catalog/products');
  const all = await total(page);
  expect(all).toBeGreaterThan(100);

  const brand = page.getByTestId('filter-brand').getByRole('checkbox').first();
  await applies(page, 'filter_brand', () => brand.click());
  await expect(page.getByTestId('filter-brand').getByRole('checkbox').first()).toBeChecked();

  await applies(page, 'filter_rating', () => page.getByTestId('filter-rating').getByRole('checkbox').first().click());

  // The slider's upper thumb, moved with the keyboard; the change applies after a short pause.
  const max = page.getByRole('slider', { name: 'Maximum price' });
  await applies(page, 'filter_price', async () => {
    await max.focus();
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowLeft');
  });

  const withoutColour = await total(page);
  await applies(page, 'filter_color', () => page.getByTestId('filter-color').locator('label').first().click());
  expect(await total(page)).toBeLessThanOrEqual(withoutColour);

  const chips = page.getByTestId('active-filters').getByRole('link', { name: /Remove filter/ });
  await expect(chips).toHaveCount(4);
  await chips.filter({ hasText: 'Brand' }).click();
  await expect(page).not.toHaveURL(/filter_brand=/);
  await expect(page).toHaveURL(/filter_color=/);
  await expect(chips).toHaveCount(3);

  await page.getByTestId('clear-filters').click();
  await expect(page).not.toHaveURL(/filter_/);
  await expect.poll(() => total(page)).toBe(all);
  expect(errors.list).toEqual([]);
});

for (const [locale, inStock, chip] of [
  ['en', 'In stock', 'Availability: In stock'],
  ['ar', 'متوفر', 'التوفر: متوفر'],
] as const) {
  test(`${locale}: the availability filter keeps only parts in stock, and its chip takes it off`, async ({ page }) => {
    await visit(page, `/${locale}/catalog/products`);
    const box = page.getByTestId('filter-stock').getByRole('checkbox', { name: new RegExp(`^${inStock}`) });
    await box.click();
    await expect(page).toHaveURL(/[?&]filter_stock=in-stock/);
    await expect(box).toBeChecked();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    const statuses = await page.locator('main [data-stock]').evaluateAll((els) => els.map((e) => e.getAttribute('data-stock')));
    expect(statuses.length).toBeGreaterThan(0);
    expect(new Set(statuses)).toEqual(new Set(['in-stock']));
    await page
      .getByTestId('active-filters')
      .getByRole('link', { name: new RegExp(chip) })
      .click();
    await expect(page).not.toHaveURL(/filter_stock/);
    await expect(box).not.toBeChecked();
  });
}

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

test('a filter checkbox shows checked at once, before the filtered list arrives, and keeps following the URL', async ({ page }) => {
  const errors = watch(page);
  await visit(page, '/catalog/products');
  const brands = page.getByTestId('filter-brand');
  // Two brands by name (their counts change as the list is filtered, and so may their places).
  const names = await brands
    .locator('label:has(input:not([disabled]))')
    .evaluateAll((labels) => labels.slice(0, 2).map((l) => l.childNodes[1]?.textContent?.trim() ?? ''));
  expect(names).toHaveLength(2);
  const box = (name: string) =>
    brands
      .locator('label')
      .filter({ hasText: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*[\\d,]+$`) })
      .locator('input');
  const [first, second] = [box(names[0]!), box(names[1]!)];
  // Clicked in the page itself, then watched every frame for 100 ms: checked from the first frame on.
  const frames = await first.evaluate(
    (el: HTMLInputElement) =>
      new Promise<boolean[]>((resolve) => {
        el.click();
        const seen: boolean[] = [];
        const start = performance.now();
        const tick = () => {
          seen.push(el.checked);
          if (performance.now() - start < 100) requestAnimationFrame(tick);
          else resolve(seen);
        };
        requestAnimationFrame(tick);
      }),
  );
  expect(frames.length).toBeGreaterThan(0);
  expect(frames.every(Boolean), `checked in every frame of the first 100 ms: ${frames.join(',')}`).toBe(true);
  // Then the filtered list arrives, and the box stays checked, as the URL now says.
  await expect(page).toHaveURL(/[?&]filter_brand=/);
  await expect(first).toBeChecked();
  // A second brand adds to the first: checked at once, then both in the URL and both still checked.
  await second.click();
  await expect(second).toBeChecked({ timeout: 100 });
  await expect(page).toHaveURL(/[?&]filter_brand=[^&]*(,|%2C)/);
  await expect(first).toBeChecked();
  await expect(second).toBeChecked();
  // Unchecking shows at once too, and the URL follows.
  await first.click();
  await expect(first).not.toBeChecked({ timeout: 100 });
  await expect(page).not.toHaveURL(/[?&]filter_brand=[^&]*(,|%2C)/);
  await expect(second).toBeChecked();
  expect(errors).toEqual([]);
});

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

test('an invalid filter or option in a listing URL is a 400 page with the message in the site layout; the API answers 400 naming it', async ({
  page,
  request,
}) => {
  const response = await visit(page, '/catalog/products?filter_price=abc');
  expect(response?.status()).toBe(400);
  await expect(page.getByTestId('listing-error')).toBeVisible();
  await expect(page.getByTestId('listing-error')).toContainText('Provide a valid range filter value for “filter_price”');
  await expect(page.getByRole('banner').first()).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Show the list without these settings' })).toHaveAttribute('href', '/catalog/products');

  const slug = /\/catalog\/([a-z0-9-]+)\/products"/.exec(await (await request.get('/catalog')).text())![1]!;
  const ar = await visit(page, `/ar/catalog/${slug}/products?sort=nope`);
  expect(ar?.status()).toBe(400);
  await expect(page.getByTestId('listing-error')).toContainText('اختر ترتيبًا من');
  await expect(page.getByRole('link', { name: 'عرض القائمة دون هذه الإعدادات' })).toHaveAttribute('href', `/ar/catalog/${slug}/products`);
  for (const bad of ['page=0', 'limit=101', 'filter_rating=9', 'after=not-a-cursor!']) {
    expect((await request.get(`/catalog/products?${bad}`)).status(), bad).toBe(400);
  }
  expect((await request.get('/catalog/products?sort=price_asc&filter_price=10-200')).status()).toBe(200);

  const api = await request.get('/api/products?filter_rating=9');
  expect(api.status()).toBe(400);
  expect((await api.json()).error.param).toBe('filter_rating');
  expect((await request.get('/catalog/no-such-category')).status()).toBe(404);
});

test("the vehicle filter's exact-fit switch adds the parts of unknown fitment; the header search names the current vehicle", async ({
  page,
}) => {
  const civic = (
    (await (await page.request.get('/api/vehicles/vin/2HGFB2F53EH500001')).json()) as {
      vehicle: { id: number; year: number; make: string; model: string };
    }
  ).vehicle;
  await visit(page, `/catalog/products?filter_vehicle=${civic.id}`);
  const exactFit = page.getByRole('switch', { name: 'Only exact-fit parts' });
  await expect(exactFit).toBeChecked();
  const before = await total(page);
  await exactFit.click();
  await expect(page).toHaveURL(new RegExp(`filter_vehicle=${civic.id}&fit=any$`));
  await expect(page.getByRole('switch', { name: 'Only exact-fit parts' })).not.toBeChecked();
  await expect.poll(() => total(page)).toBeGreaterThan(before);

  await page.evaluate((state) => localStorage.setItem('garage', JSON.stringify({ state, version: 1 })), {
    vehicles: [civic],
    currentId: civic.id,
  });
  await visit(page, '/');
  await expect(page.getByRole('combobox', { name: 'Search parts' })).toHaveAttribute(
    'placeholder',
    `Search for ${civic.year} ${civic.make} ${civic.model}`,
  );
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
