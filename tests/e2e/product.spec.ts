// The product page: a shopper opens a part, looks at its pictures, checks that it fits the car,
// chooses options and adds it to the cart; in English and in Arabic. Reviews: product-reviews.spec.ts.
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, visit, watchForErrors } from './support';
import { MIRROR, MIRROR_NAME, UNIVERSAL, UNKNOWN_FIT } from './product-pages';

/** The missing favicon is the shell's business, not this page's. */
const pageErrors = (errors: string[]) => errors.filter((e) => !e.includes('/favicon.ico'));

const cartButton = (page: Page) =>
  page
    .locator('header')
    .getByRole('button', { name: /Shopping cart:/ })
    .first();

type Vehicle = { id: number; year: number; make: string; model: string; engine: string };

/**
 * Makes `vehicle` the shopper's current one, as the vehicle picker leaves it: in the garage saved in
 * the browser (which the page keeps the cookie in step with once it starts) and in the cookie the
 * server reads. Done from a JSON file of the shop, which runs no script to overwrite either.
 */
async function setVehicle(page: Page, vehicle: Vehicle | null) {
  const url = new URL(page.url()).origin;
  await page.goto(`${url}/i18n/en.json`);
  await page.evaluate(
    (v) =>
      v
        ? localStorage.setItem('garage', JSON.stringify({ state: { vehicles: [v], currentId: v.id }, version: 1 }))
        : localStorage.removeItem('garage'),
    vehicle,
  );
  await page.context().clearCookies({ name: 'vehicle' });
  if (vehicle) await page.context().addCookies([{ name: 'vehicle', value: String(vehicle.id), url }]);
}

test('a product opens from its URL with its name, price, breadcrumb and structured data', async ({ page }) => {
  const errors = watchForErrors(page);
  const response = await visit(page, MIRROR);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(MIRROR_NAME);
  await expect(page).toHaveTitle(new RegExp(`^${MIRROR_NAME}`));
  await expect(page.getByTestId('product-sku')).toContainText('VEL-0001894');
  await expect(page.getByTestId('product-brand')).toContainText('Veloce Ricambi');
  await expect(page.getByTestId('breadcrumb').getByRole('link').first()).toHaveText('Home');
  // The page opens at its top: the gallery shows its first thumbnail without scrolling the page to it.
  // Its effects ran as the page hydrated (visit waits for that): two frames later any scroll they asked
  // for has begun, rather than a fixed half second later.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
  expect(canonical).toMatch(new RegExp(`${MIRROR}$`));

  const ld = JSON.parse((await page.getByTestId('product-json-ld').textContent()) ?? '') as Record<string, unknown>[];
  const product = ld.find((x) => x['@type'] === 'Product') as {
    name: string;
    offers: { price: string; priceCurrency: string; availability: string };
  };
  expect(product.name).toBe(MIRROR_NAME);
  expect(product.offers.price).toMatch(/^\d+\.\d{2}$/);
  expect(product.offers.priceCurrency).toBe('USD');
  expect(product.offers.availability).toMatch(/^https:\/\/schema\.org\/(InStock|OutOfStock|BackOrder)$/);
  expect(ld.some((x) => x['@type'] === 'BreadcrumbList')).toBe(true);

  // The specification tab lists attribute groups; the compatible-vehicles tab is searchable.
  await page.getByRole('tab', { name: 'Specification' }).click();
  await expect(page.getByTestId('specification')).toBeVisible();
  await page.getByRole('tab', { name: 'Compatible vehicles' }).click();
  const vehicles = page.getByTestId('compatible-vehicles');
  const all = await vehicles.locator('[data-vehicle-id]').count();
  expect(all).toBeGreaterThan(0);
  await vehicles.getByRole('searchbox').fill('no such car 1899');
  await expect(vehicles.getByText('No vehicle matches your search.')).toBeVisible();
  expect(pageErrors(errors)).toEqual([]);
});

test('a thumbnail moves the main image, and the main image zooms full screen and closes', async ({ page }) => {
  await visit(page, MIRROR);
  const thumbs = page.getByTestId('gallery-thumbnails').getByRole('button');
  const main = page.getByTestId('gallery-main');
  const slide = (i: number) => main.locator(`li[data-index="${i}"]`);
  // The slide has moved into view: its left edge is the frame's, inside its 1 px border.
  const inView = async (i: number) => {
    const frame = (await main.locator('..').boundingBox())!;
    await expect.poll(async () => Math.round((await slide(i).boundingBox())!.x)).toBe(Math.round(frame.x) + 1);
  };
  await expect(thumbs).toHaveCount(3);
  // Across a slide: the strip must not stop on the one in between.
  await thumbs.nth(2).click();
  await expect(thumbs.nth(2)).toHaveAttribute('aria-current', 'true');
  await inView(2);
  await thumbs.nth(1).click();
  await expect(thumbs.nth(1)).toHaveAttribute('aria-current', 'true');
  await expect(slide(1)).not.toHaveAttribute('aria-hidden', 'true');
  await expect(slide(0)).toHaveAttribute('aria-hidden', 'true');
  await inView(1);

  await slide(1).getByRole('link', { name: 'Zoom image 2 of 3' }).click();
  const viewer = page.locator('.pswp');
  await expect(viewer).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${MIRROR}$`));
  await expect.poll(() => page.locator('.pswp__bg').evaluate((el) => getComputedStyle(el).opacity)).toBe('0.9');
  // PhotoSwipe ignores keys while its opening animation runs; a shopper's keys come after it.
  await expect(async () => {
    await page.keyboard.press('ArrowRight');
    await expect(viewer.locator('.pswp__counter')).toHaveText('3 / 3', { timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  await page.keyboard.press('Escape');
  await expect(viewer).toHaveCount(0);
  // Closed on the third image: the main slider is on it, and so is focus.
  await expect(thumbs.nth(2)).toHaveAttribute('aria-current', 'true');
  await inView(2);
  await expect(slide(2).getByRole('link')).toBeFocused();
});

test('add to cart refuses until every option is chosen, then adds and the header total changes', async ({ page }) => {
  await visit(page, MIRROR);
  const before = await cartButton(page).getAttribute('aria-label');
  const form = page.getByTestId('add-to-cart-form');
  await form.getByRole('button', { name: 'Add to cart' }).click();
  await expect(form.getByRole('alert')).toHaveText('Please choose: Side, Colour.');

  await form.locator('fieldset[data-option="color"] label').first().click();
  await expect(form.getByRole('alert')).toHaveText('Please choose: Side.');
  await form.getByText('Left', { exact: true }).click();
  await expect(form.getByRole('alert')).toHaveCount(0);

  await form.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(form.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('2');
  await form.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText(`Product “${MIRROR_NAME}” added to cart!`)).toBeVisible();
  await expect(cartButton(page)).not.toHaveAttribute('aria-label', before ?? '');
  await expect(cartButton(page)).toHaveAttribute('aria-label', /Shopping cart: 2 items, \$/);
});

test('the fitment block tells whether the part fits the current vehicle', async ({ page }) => {
  // Five product pages, each with its first images optimised on this small machine.
  test.setTimeout(180_000);
  await visit(page, MIRROR);
  const fitment = page.getByTestId('fitment');
  await expect(fitment).toHaveAttribute('data-fit', 'no-vehicle');
  await expect(fitment.getByTestId('fitment-change-vehicle')).toBeVisible();

  await page.getByRole('tab', { name: 'Compatible vehicles' }).click();
  const compatible = page.getByTestId('compatible-vehicles').locator('[data-vehicle-id]');
  // Each row is a range of years ("2016–2019 · engine"): every vehicle it covers is listed.
  const listed = await compatible.evaluateAll((els) => els.flatMap((e) => e.getAttribute('data-vehicle-ids')!.split(' ').map(Number)));
  // The first row's newest vehicle: make (the group), model, its year and engine.
  const row = compatible.first();
  const fits: Vehicle = {
    id: Number(await row.getAttribute('data-vehicle-id')),
    year: Number(await row.getAttribute('data-year')),
    make: (await row.locator('xpath=ancestor::section[1]').getAttribute('aria-label'))!,
    model: (await row.locator('xpath=ancestor::li[1]/p').textContent())!,
    engine: (await row.getAttribute('data-engine')) ?? '',
  };
  // A vehicle the mirror is not listed for, from the vehicle cascade.
  const civics = ((await (await page.request.get('/api/vehicles?year=2014&make=Honda&model=Civic')).json()) as { vehicles: Vehicle[] })
    .vehicles;
  const other = civics.find((v) => !listed.includes(v.id))!;
  expect(other, 'a 2014 Civic the mirror does not fit').toBeTruthy();

  await setVehicle(page, fits);
  await visit(page, MIRROR);
  await expect(fitment).toHaveAttribute('data-fit', 'fits');
  await expect(fitment).toContainText('Fits your');

  await setVehicle(page, other);
  await visit(page, MIRROR);
  await expect(fitment).toHaveAttribute('data-fit', 'does-not-fit');
  await expect(fitment).toContainText('Does not fit your');

  // The vehicle stays the current one from page to page.
  await visit(page, UNIVERSAL);
  await expect(fitment).toContainText('Universal: fits all vehicles');
  await visit(page, UNKNOWN_FIT);
  await expect(fitment).toContainText('Fitment unknown for your');
  await setVehicle(page, null);
});

test('an unknown product is the Page Not Found page with status 404', async ({ page, request }) => {
  const response = await page.goto('/products/no-such-part-anywhere');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('Page Not Found').first()).toBeVisible();
  const api = await request.get('/api/products/no-such-part-anywhere');
  expect(api.status()).toBe(404);
  expect((await api.json()).error).toMatchObject({ code: 'PRODUCT_NOT_FOUND', message: 'Product not found' });
  expect((await request.get(`/api${MIRROR}/reviews?page=-1`)).status()).toBe(400);
});

test('in Arabic the page is right to left and the gallery order is reversed', async ({ page }) => {
  await visit(page, `/ar${MIRROR}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const thumbs = page.getByTestId('gallery-thumbnails').getByRole('button');
  const x0 = (await thumbs.nth(0).boundingBox())!.x;
  const x1 = (await thumbs.nth(1).boundingBox())!.x;
  expect(x0).toBeGreaterThan(x1);
  const main = page.getByTestId('gallery-main');
  const s0 = (await main.locator('li[data-index="0"]').boundingBox())!.x;
  const s1 = (await main.locator('li[data-index="1"]').boundingBox())!.x;
  expect(s0).toBeGreaterThan(s1);
  // A thumbnail brings its slide to the frame's right edge (scrollLeft runs negative right to left).
  await thumbs.nth(2).click();
  await expect(thumbs.nth(2)).toHaveAttribute('aria-current', 'true');
  await expect(main.locator('li[data-index="2"]')).not.toHaveAttribute('aria-hidden', 'true');
  const frame = (await main.locator('..').boundingBox())!;
  await expect
    .poll(async () => Math.round(((b) => b.x + b.width)((await main.locator('li[data-index="2"]').boundingBox())!)))
    .toBe(Math.round(frame.x + frame.width) - 1);
  await page.getByTestId('add-to-cart-form').getByRole('button', { name: 'أضف للسلة' }).click();
  await expect(page.getByTestId('add-to-cart-form').getByRole('alert')).toContainText('يرجى اختيار');
});

test("the product's tags read in the page's language", async ({ page }) => {
  const tagsIn = async (prefix: string) => {
    await visit(page, `${prefix}${MIRROR}`);
    return page.getByTestId('product-tags').locator('li').allInnerTexts();
  };
  const english = await tagsIn('');
  expect(english.length).toBeGreaterThan(0);
  const russian = await tagsIn('/ru');
  const arabic = await tagsIn('/ar');
  expect(russian).toHaveLength(english.length);
  expect(arabic).toHaveLength(english.length);
  for (const tag of russian) expect(tag).toMatch(/[а-яё]/i);
  for (const tag of arabic) expect(tag).toMatch(/[\u0600-\u06FF]/);
});

test('axe: the product page in English and Arabic has no serious violations', async ({ page }) => {
  test.setTimeout(150_000);
  await visit(page, MIRROR);
  await expectNoSeriousA11yViolations(page, 'product page en');
  await page.getByRole('tab', { name: /Reviews/ }).click();
  await expectNoSeriousA11yViolations(page, 'product page en, reviews tab');
  await visit(page, `/ar${MIRROR}`);
  await expectNoSeriousA11yViolations(page, 'product page ar');
});

test('the quick-view dialog opens after a request, traps focus, closes on Escape, and adds to cart', async ({ page }) => {
  test.setTimeout(150_000);
  const errors = watchForErrors(page);
  await visit(page, '/');
  await page.evaluate(
    (slug) => (window as unknown as { axleQuickView: { getState(): { open(s: string): void } } }).axleQuickView.getState().open(slug),
    MIRROR.split('/').pop()!,
  );
  const dialog = page.getByTestId('quick-view');
  await expect(dialog.getByRole('heading', { level: 2 })).toHaveText(MIRROR_NAME, { timeout: 20_000 });
  await expect(page.getByRole('dialog', { name: MIRROR_NAME })).toBeVisible();
  await expect(dialog).toHaveAttribute('aria-modal', 'true');
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  await expect(dialog.getByTestId('gallery-main').getByRole('link')).toHaveCount(0); // no zoom in the quick view
  await expectNoSeriousA11yViolations(page, 'quick view');
  // Focus stays inside.
  for (let i = 0; i < 25; i++) await page.keyboard.press('Tab');
  expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  await page.evaluate(
    (slug) => (window as unknown as { axleQuickView: { getState(): { open(s: string): void } } }).axleQuickView.getState().open(slug),
    UNIVERSAL.split('/').pop()!,
  );
  const second = page.getByTestId('quick-view');
  await expect(second.getByRole('heading', { level: 2 })).toContainText('Brake Caliper Piston Tool Kit', { timeout: 20_000 });
  await second.getByRole('button', { name: 'Add to cart' }).click();
  await expect(second).toHaveCount(0);
  await expect(cartButton(page)).toHaveAttribute('aria-label', /Shopping cart: 1 item, \$/);
  expect(pageErrors(errors)).toEqual([]);
});
