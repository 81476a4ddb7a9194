// The catalog listing's filters: brand, price, rating and colour facets and their chips, availability
// in English and Arabic, checkboxes that answer at once, invalid filters (a 400 page, and the API's
// 400), and the vehicle filter's exact-fit switch. The rest of the catalog: catalog.spec.ts.
import { expect, test, type Page } from '@playwright/test';
import { visit, watchForErrors as watch } from './support';
import { total, watchForErrors } from './listing';

/** Applies a filter and waits for the URL and the list to follow. */
async function applies(page: Page, param: string, act: () => Promise<void>) {
  const before = await total(page);
  await act();
  await expect(page).toHaveURL(new RegExp(`[?&]${param}=`));
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect.poll(() => total(page)).toBeLessThanOrEqual(before);
  return total(page);
}

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
