// What a shopper trial saw (issue 25) and must not see again: the cart page jumping seconds after it
// opened; home-page product cards that, unlike the listings, did not say whether a part fits the
// chosen vehicle; the classic header's "My account" and "Shopping cart" broken over two lines (and
// its rows wider than the screen); the search button of mobile header two squeezed at the end of its
// field; brand logos and news pictures still blank after scrolling to them on a first visit.
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { visit } from './support';

type Lang = 'en' | 'ru' | 'ar';
const localized = (path: string, lang: Lang) => (lang === 'en' ? path : `/${lang}${path === '/' ? '' : path}`);
type Vehicle = { id: number; year: number; make: string; model: string; engine: string };
type CartProduct = { id: number; slug: string; name: unknown; sku: string; price: number; image: string | null };

/** In-stock products without options, as a card's "add to cart" saves them. */
let plain: CartProduct[];
/** A 2014 Honda Civic, found by its VIN. */
let civic: Vehicle;

test.beforeAll(async ({ request }) => {
  const products = (await (await request.get('/api/products?limit=24')).json()) as { items: { id: number }[] };
  const { products: details } = (await (await request.get(`/api/compare?ids=${products.items.map((p) => p.id).join(',')}`)).json()) as {
    products: (CartProduct & { stockStatus: string; hasOptions: boolean })[];
  };
  plain = details
    .filter((p) => p.stockStatus === 'in-stock' && !p.hasOptions)
    .map(({ id, slug, name, sku, price, image }) => ({ id, slug, name, sku, price, image }));
  expect(plain.length, 'in-stock products without options').toBeGreaterThanOrEqual(3);
  civic = ((await (await request.get('/api/vehicles/vin/2HGFB2F53EH500001')).json()) as { vehicle: Vehicle }).vehicle;
  expect(civic.id).toBeGreaterThan(0);
});

/** Makes `vehicle` the shopper's current one, as the vehicle picker leaves it: in the saved garage and in the cookie the server reads. */
async function chooseVehicle(context: BrowserContext, baseURL: string, vehicle: Vehicle) {
  await context.addCookies([{ name: 'vehicle', value: String(vehicle.id), url: baseURL }]);
  await context.addInitScript(
    (v) => localStorage.setItem('garage', JSON.stringify({ state: { vehicles: [v], currentId: v.id }, version: 1 })),
    vehicle,
  );
}

// ---- The cart page holds still ------------------------------------------------------------------

/** The layout shifts a page has seen, summed by an observer its init script starts. */
type Shifts = { shift: number; shifts: PerformanceObserver; addShifts: (entries: PerformanceEntryList) => void };

/** Opens the cart with `lines` saved lines and sums every layout shift until everything it loads has arrived. */
async function cartLayoutShift(browser: Browser, baseURL: string, lang: Lang, viewport: { width: number; height: number }, lines: number) {
  const context = await browser.newContext({ baseURL, viewport });
  const items = plain
    .slice(0, lines)
    .map((product, i) => ({ id: i + 1, product, options: [], price: product.price, quantity: i + 1, total: product.price * (i + 1) }));
  await context.addInitScript(
    (cart) => {
      if (cart.items.length) localStorage.setItem('cart', JSON.stringify({ state: { cart }, version: 1 }));
      const w = window as unknown as Shifts;
      w.shift = 0;
      w.addShifts = (entries) => {
        for (const e of entries as unknown as { value: number; hadRecentInput: boolean }[]) if (!e.hadRecentInput) w.shift += e.value;
      };
      w.shifts = new PerformanceObserver((list) => w.addShifts(list.getEntries()));
      w.shifts.observe({ type: 'layout-shift', buffered: true });
    },
    { lastItemId: lines, items },
  );
  const page = await context.newPage();
  await page.goto(localized('/cart', lang));
  if (lines) await expect(page.getByTestId('cart-line')).toHaveCount(lines, { timeout: 30_000 });
  else await expect(page.locator('html[data-hydrated]')).toBeAttached({ timeout: 30_000 });
  // The trial saw the page jump 6-7 s after it opened (a slow machine: the saved lines replacing their
  // placeholder). Rather than watch a fixed 8 seconds, wait until the page has everything it loads
  // after hydrating (the lines' products for their problems, pictures, fonts): no request for half a
  // second, the fonts ready, two frames painted since; then the observer hands over any shift it has
  // not reported yet.
  await page.waitForLoadState('networkidle');
  const shift = await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    const w = window as unknown as Shifts;
    w.addShifts(w.shifts.takeRecords());
    return w.shift;
  });
  await context.close();
  return shift;
}

test('the cart page does not move while the saved cart loads (desktop, 3 lines; phone in Arabic, 2 lines; empty)', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  // The three carts load side by side, each in its own browser context.
  const [desktop, phone, empty] = await Promise.all([
    cartLayoutShift(browser, baseURL!, 'en', { width: 1366, height: 900 }, 3),
    cartLayoutShift(browser, baseURL!, 'ar', { width: 390, height: 844 }, 2),
    cartLayoutShift(browser, baseURL!, 'en', { width: 1366, height: 900 }, 0),
  ]);
  expect(desktop, 'desktop, 3 lines').toBeLessThan(0.05);
  expect(phone, 'phone, Arabic, 2 lines').toBeLessThan(0.05);
  expect(empty, 'empty cart').toBeLessThan(0.05);
});

// ---- Home-page cards say whether the part fits --------------------------------------------------

for (const lang of ['en', 'ar'] as const) {
  test(`${lang}: with a vehicle chosen, every product card of the home page says whether it fits, as the product page does`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ baseURL, viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    // Without a vehicle the cards say nothing about fit.
    await visit(page, localized('/', lang));
    await expect(page.getByTestId('product-list').locator('article').first()).toBeVisible();
    await expect(page.locator('main [data-fit]')).toHaveCount(0);

    await chooseVehicle(context, baseURL!, civic);
    await visit(page, localized('/', lang));
    const cards = page.locator('main article[data-product-id]');
    const count = await cards.count();
    expect(count).toBeGreaterThan(4);
    // The featured row and the three columns alike.
    await expect(page.getByTestId('product-list').locator('article [data-fit]').first()).toBeVisible();
    await expect(page.locator('section[aria-labelledby="top-rated-title"] [data-fit]').first()).toBeVisible();
    const fits = await cards.evaluateAll((els) =>
      els.map((e) => ({
        id: e.getAttribute('data-product-id'),
        href: e.querySelector('h2 a, h3 a, h4 a')?.getAttribute('href') ?? '',
        fit: e.querySelector('[data-fit]')?.getAttribute('data-fit') ?? null,
        text: e.querySelector('[data-fit]')?.textContent ?? '',
      })),
    );
    for (const f of fits) {
      expect(['fits', 'does-not-fit', 'universal', 'unknown'], `card ${f.id}`).toContain(f.fit);
      // A badge about the vehicle names it.
      if (f.fit !== 'universal') expect(f.text, `card ${f.id}`).toContain(civic.model);
    }
    expect(fits.some((f) => f.fit === 'fits' || f.fit === 'does-not-fit')).toBe(true);
    // Each kind of badge the home page shows agrees with the product's own page.
    for (const status of new Set(fits.map((f) => f.fit))) {
      const card = fits.find((f) => f.fit === status)!;
      await visit(page, card.href);
      await expect(page.getByTestId('fitment'), card.href).toHaveAttribute('data-fit', status!);
    }
    await context.close();
  });
}

// ---- The classic header's labels stay on one line -----------------------------------------------

/**
 * The header's texts that break over lines (a text node whose line boxes start at different
 * heights), and its parts that stick out of the screen; empty when all is well.
 */
async function headerProblems(page: Page) {
  return page.evaluate(() => {
    const header = document.querySelector('[data-desktop-header]')!;
    const problems: string[] = [];
    const walker = document.createTreeWalker(header, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      if (!text) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
      if (tops.size > 1) problems.push(`"${text}" is broken over ${tops.size} lines`);
    }
    for (const el of header.querySelectorAll<HTMLElement>('*')) {
      const r = el.getBoundingClientRect();
      if (r.width <= 1 || r.height <= 1) continue;
      if (r.right > innerWidth + 0.5 || r.left < -0.5)
        problems.push(
          `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 30)}" sticks out of the screen (${Math.round(r.left)}-${Math.round(r.right)} of ${innerWidth})`,
        );
    }
    return problems;
  });
}

for (const lang of ['en', 'ru', 'ar'] as const) {
  test(`${lang}: the classic headers keep every label on one line and fit the screen at 1024, 1280 and 1366 px, signed in with a vehicle chosen`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    const context = await browser.newContext({ baseURL, viewport: { width: 1366, height: 800 } });
    await chooseVehicle(context, baseURL!, civic);
    // Signed in, the account indicator shows the shopper's address and initials: its widest state.
    const signIn = await context.request.post('/api/auth/sign-in/email', {
      data: { email: 'demo@axle.example', password: '123456' },
      headers: { origin: baseURL! },
    });
    expect(signIn.status(), 'the demo shopper signs in').toBe(200);
    const page = await context.newPage();
    const problems: string[] = [];
    for (const variant of ['one', 'two', 'three', 'four', 'five']) {
      const path = localized(`/demo/header-classic-variant-${variant}`, lang);
      await visit(page, path);
      await expect(page.getByTestId('vehicle-button-label')).toContainText(civic.model);
      for (const width of [1024, 1280, 1366]) {
        await page.setViewportSize({ width, height: 800 });
        await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
        problems.push(...(await headerProblems(page)).map((p) => `${path} at ${width} px: ${p}`));
      }
    }
    expect(problems).toEqual([]);
    // The labels that broke in the trial are there from 1280 px (on one line, as checked above).
    const messages = (await (await context.request.get(`/i18n/${lang}.json`)).json()) as Record<string, string>;
    await page.setViewportSize({ width: 1280, height: 800 });
    const header = page.locator('[data-desktop-header]');
    await expect(header.getByText(messages.INDICATOR_ACCOUNT!, { exact: true })).toBeVisible();
    await expect(header.getByText(messages.INDICATOR_CART!, { exact: true })).toBeVisible();
    await context.close();
  });
}

// ---- Mobile header two: the search button is whole ----------------------------------------------

for (const lang of ['en', 'ar'] as const) {
  test(`${lang}: mobile header two shows its search button whole, inside the field and the screen, from 320 to 414 px, and it searches`, async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await visit(page, localized('/demo/mobile-header-variant-two', lang));
    const search = page.locator('[data-mobile-header] [data-mobile-search-inline] button[type=submit]');
    for (const width of [320, 360, 375, 390, 414]) {
      await page.setViewportSize({ width, height: 844 });
      await expect(search).toBeVisible();
      const box = await search.evaluate((button) => {
        const b = button.getBoundingClientRect();
        const field = button.closest('form')!.getBoundingClientRect();
        const hit = document.elementFromPoint((b.left + b.right) / 2, (b.top + b.bottom) / 2);
        return {
          inScreen: b.left >= 0 && b.right <= innerWidth,
          inField: b.left >= field.left && b.right <= field.right && b.top >= field.top && b.bottom <= field.bottom,
          // rounded-full on a box taller or wider than the other reads as a squashed, cut-off circle.
          round: Math.abs(b.width - b.height) < 1,
          reachable: hit === button || button.contains(hit),
          width: b.width,
        };
      });
      expect(box, `${width} px`).toEqual({ inScreen: true, inField: true, round: true, reachable: true, width: expect.any(Number) });
      expect(box.width, `${width} px`).toBeGreaterThanOrEqual(32);
    }
    await page.setViewportSize({ width: 320, height: 844 });
    await page.locator('#mobile-search-inline-input').fill('brake');
    await search.tap();
    await expect(page).toHaveURL(/\/catalog\/products\?search=brake$/);
    await context.close();
  });
}
