// The admin's catalogue import, in English and right to left in Arabic: staff upload a products file
// with one bad row, read the dry run's report (the rejected row with its line and translated reason),
// apply it, then upload and apply fitment for the new part; a shopper then picks that vehicle,
// searches the part's name and finds it marked as fitting. The category, brand and vehicle come from
// the running shop's database, not from the seed's wording.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import pg from 'pg';
import { runningEmbeddedUrl } from '../../src/db/embedded';
import { AFTER_ACTION, expectNoSeriousA11yViolations, visit, watchForErrors, signInAs } from './support';

test.describe.configure({ timeout: 240_000 });

type Messages = Record<string, string>;
const catalogue = (locale: string) => JSON.parse(readFileSync(`messages/${locale}.json`, 'utf8')) as Messages;
const CATALOGUES = { en: catalogue('en'), ar: catalogue('ar') } as const;

type Shop = { category: string; brand: string; vehicle: { year: number; make: string; model: string; engine: string } };

/** A fileable category, a brand and a vehicle of the running shop. */
async function shopData(): Promise<Shop> {
  const url = process.env.E2E_DATABASE_URL || runningEmbeddedUrl(process.env.E2E_DATA_DIR!);
  const client = new pg.Client({ connectionString: url! });
  await client.connect();
  try {
    const category = (
      await client.query<{ slug: string }>(`SELECT slug FROM categories WHERE type = 'shop' AND layout = 'products' ORDER BY id LIMIT 1`)
    ).rows[0]!.slug;
    const brand = (await client.query<{ name: string }>('SELECT name FROM brands ORDER BY id LIMIT 1')).rows[0]!.name;
    const vehicle = (await client.query<Shop['vehicle']>('SELECT year, make, model, engine FROM vehicles ORDER BY id LIMIT 1')).rows[0]!;
    return { category, brand, vehicle };
  } finally {
    await client.end();
  }
}

/** A message with its {params} filled, as the shop shows it (no plural forms in the ones used here). */
const fill = (message: string, params: Record<string, string>) => message.replace(/\{(\w+)\}/g, (_, k: string) => params[k] ?? '');
const csvCell = (v: string) => (/[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);

/** Uploads a file from the import page and waits for its dry run; answers the import's page URL. */
async function uploadAndCheck(page: Page, prefix: string, m: Messages, kind: 'products' | 'fitment', name: string, csv: string) {
  await visit(page, `${prefix}/admin/import`);
  await expect(page.getByRole('heading', { level: 1, name: m.LINK_ADMIN_IMPORT })).toBeVisible();
  const form = page.getByTestId('import-upload-form');
  await form
    .getByRole('radio', { name: m[kind === 'products' ? 'TEXT_ADMIN_IMPORT_KIND_PRODUCTS' : 'TEXT_ADMIN_IMPORT_KIND_FITMENT'] })
    .check();
  await form.getByLabel(m.INPUT_ADMIN_IMPORT_FILE).setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await form.getByRole('button', { name: m.BUTTON_ADMIN_IMPORT_UPLOAD }).click();
  await expect(page).toHaveURL(new RegExp(`${prefix}/admin/import/\\d+$`), AFTER_ACTION);
  await expect(page.getByTestId('import-dry-run')).toBeVisible(AFTER_ACTION);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

async function apply(page: Page, m: Messages) {
  await page.getByRole('button', { name: m.BUTTON_ADMIN_IMPORT_APPLY }).click();
  await expect(page.getByTestId('import-applied')).toBeVisible(AFTER_ACTION);
  await expect(page.getByTestId('import-status')).toHaveText(m.TEXT_ADMIN_IMPORT_STATUS_APPLIED);
}

for (const locale of ['en', 'ar'] as const) {
  const prefix = locale === 'en' ? '' : '/ar';
  const m = CATALOGUES[locale];

  test(`${locale}: staff upload products, read the dry run, apply, add fitment, and a shopper finds the part for that vehicle`, async ({
    page,
    browser,
  }) => {
    const errors = watchForErrors(page);
    const shop = await shopData();
    const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`.toUpperCase();
    const sku = `E2E-${stamp}`;
    const name = `Quillon bracket ${stamp}`;
    const products = [
      'sku,name_en,category,brand,price,stock',
      [sku, name, shop.category, shop.brand, '24.50', '7'].map(csvCell).join(','),
      [`${sku}-BAD`, `Broken price ${stamp}`, shop.category, shop.brand, 'twelve', '1'].map(csvCell).join(','),
    ].join('\n');

    await signInAs(page, prefix, m);
    await visit(page, `${prefix}/admin`);
    await page.getByRole('navigation', { name: m.HEADER_ADMIN_NAVIGATION }).getByRole('link', { name: m.LINK_ADMIN_IMPORT }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/admin/import$`));
    await expectNoSeriousA11yViolations(page, `admin import, ${locale}`);

    // The dry run: one product to create, the bad row rejected on line 3 with the translated reason.
    await uploadAndCheck(page, prefix, m, 'products', `products-${stamp}.csv`, products);
    await expect(page.getByTestId('count-created').locator('dd')).toHaveText('1');
    await expect(page.getByTestId('count-rejected').locator('dd')).toHaveText('1');
    const rejected = page.getByTestId('dry-run-rejections-row');
    await expect(rejected).toHaveCount(1);
    await expect(rejected).toHaveAttribute('data-line', '3');
    await expect(rejected.locator('th')).toHaveText('3');
    await expect(rejected).toContainText('twelve');
    await expect(rejected.locator('td').last()).toHaveText(fill(m.ERROR_IMPORT_BAD_PRICE, { column: 'price', value: 'twelve' }));
    await expectNoSeriousA11yViolations(page, `dry run report, ${locale}`);
    await apply(page, m);
    await expect(page.getByTestId('applied-counts').getByTestId('count-created').locator('dd')).toHaveText('1');
    await expectNoSeriousA11yViolations(page, `applied report, ${locale}`);

    // The import is listed, applied.
    await visit(page, `${prefix}/admin/import`);
    const listed = page.getByTestId('import-row').filter({ hasText: `products-${stamp}.csv` });
    await expect(listed.getByTestId('import-status')).toHaveText(m.TEXT_ADMIN_IMPORT_STATUS_APPLIED);

    // Fitment for the new part.
    const { year, make, model, engine } = shop.vehicle;
    const fitment = ['sku,year,make,model,engine', [sku, String(year), make, model, engine].map(csvCell).join(',')].join('\n');
    await uploadAndCheck(page, prefix, m, 'fitment', `fitment-${stamp}.csv`, fitment);
    await expect(page.getByTestId('count-rejected').locator('dd')).toHaveText('0');
    await expect(page.getByTestId('dry-run-rejections-row')).toHaveCount(0);
    await apply(page, m);
    await expect(page.getByTestId('applied-counts').getByTestId('count-fitment').locator('dd')).toHaveText('1');
    expect(errors).toEqual([]);

    // A shopper, in a browser of their own, picks that vehicle and searches the part's name.
    const context = await browser.newContext();
    const shopper = await context.newPage();
    const shopperErrors = watchForErrors(shopper);
    await visit(shopper, `${prefix}/`);
    await shopper.getByTestId('vehicle-button').click();
    const dialog = shopper.getByRole('dialog');
    await dialog.getByLabel(m.INPUT_VEHICLE_YEAR).selectOption(String(year));
    await expect(dialog.getByLabel(m.INPUT_VEHICLE_BRAND)).toBeEnabled();
    await dialog.getByLabel(m.INPUT_VEHICLE_BRAND).selectOption({ label: make });
    await expect(dialog.getByLabel(m.INPUT_VEHICLE_MODEL)).toBeEnabled();
    await dialog.getByLabel(m.INPUT_VEHICLE_MODEL).selectOption({ label: model });
    await expect(dialog.getByLabel(m.INPUT_VEHICLE_ENGINE)).toBeEnabled();
    await dialog.getByLabel(m.INPUT_VEHICLE_ENGINE).selectOption({ label: engine });
    await dialog.getByRole('button', { name: m.BUTTON_ADD_VEHICLE, exact: true }).click();
    await dialog.getByRole('button', { name: m.BUTTON_SELECT_VEHICLE }).click();
    await expect(dialog).toBeHidden();
    // The header names the chosen vehicle; the cards' fit badges name it the same way.
    const vehicleButton = shopper.getByTestId('vehicle-button');
    await expect(vehicleButton).toContainText(model);
    const chosen = (await vehicleButton.innerText()).trim();
    expect(chosen).toContain(String(year));

    const search = shopper.getByRole('combobox', { name: m.INPUT_SEARCH_LABEL });
    await search.fill(name);
    await search.press('Enter');
    await expect(shopper).toHaveURL(/\/catalog\/products\?search=/, AFTER_ACTION);
    // The new part's own card says it fits the chosen vehicle.
    const card = shopper.locator('main article').filter({ hasText: name });
    await expect(card).toHaveCount(1);
    const badge = card.locator('[data-fit]');
    await expect(badge).toHaveCount(1);
    await expect(badge).toHaveAttribute('data-fit', 'fits');
    await expect(badge).toBeVisible();
    await expect(badge).toContainText(fill(m.FIT_FITS, { vehicle: chosen }));
    expect(shopperErrors).toEqual([]);
    await context.close();
  });
}
