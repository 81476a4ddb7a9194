import os from 'node:os';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { newEmail, signUp, visit } from './support';

// The page cache of our server (src/features/page-cache): shoppers share a page rendered a moment
// ago, signed in or not; their currency and vehicle have their own copies; who is signed in is drawn
// in the browser, and a page that draws the shopper (the account area) is never shared.
// A retry gets its own address: the first attempt's copies are still in the cache.
const LISTING = ['/catalog/products?sort=price_asc', '/catalog/products?sort=name_desc', '/catalog/products?sort=date_desc'];

// `npm start` runs one server process per core, each with its own cache, and hands new connections
// to them in turn: the first shopper each process sees renders the page, the next ones share it.
const PROCESSES = Math.max(1, Number(process.env.AXLE_WORKERS) || os.availableParallelism());

test('a page another anonymous shopper just had comes from the cache, in each shopper’s own currency', async ({
  playwright,
  baseURL,
}, testInfo) => {
  const shopper = async (cookie?: string) => {
    const request = await playwright.request.newContext({ baseURL, extraHTTPHeaders: cookie ? { cookie } : {} });
    const res = await request.get(LISTING[testInfo.retry % LISTING.length]!);
    const answer = {
      status: res.status(),
      cache: res.headers()['x-axle-cache'],
      html: await res.text(),
      csp: res.headers()['content-security-policy'],
    };
    await request.dispose();
    return answer;
  };
  const shoppers = async (cookie?: string) => {
    const answers = [];
    for (let i = 0; i <= PROCESSES; i++) answers.push(await shopper(cookie));
    return answers;
  };
  const dollars = await shoppers();
  expect(dollars.map((a) => a.status)).toEqual(dollars.map(() => 200));
  expect(dollars[0]!.cache).toBe('miss');
  const hit = dollars.find((a) => a.cache === 'hit');
  expect(hit, 'a later shopper gets the page a moment ago rendered').toBeDefined();
  expect(hit!.csp, 'the security headers come with a cached page').toContain("frame-ancestors 'none'");
  expect(hit!.html).toContain('$');

  const euros = await shoppers('currency=EUR');
  expect(euros[0]!.cache, 'another currency is another page').toBe('miss');
  const euro = euros.find((a) => a.cache === 'hit');
  expect(euro).toBeDefined();
  expect(euro!.html).toContain('€');
  expect(euro!.html, 'the euro shopper is not given the dollar page').not.toBe(hit!.html);
});

/** How a run of fresh connections (one per request, so each server process is asked) is answered. */
async function freshAnswers(request: () => Promise<APIRequestContext>, path: string) {
  const answers = [];
  for (let i = 0; i <= PROCESSES; i++) {
    const context = await request();
    const res = await context.get(path);
    answers.push({ status: res.status(), cache: res.headers()['x-axle-cache'], html: await res.text() });
    await context.dispose();
  }
  return answers;
}

test('a signed-in shopper’s catalogue pages come from the shared copies; their account pages are drawn for them alone', async ({
  browser,
  playwright,
  baseURL,
}, testInfo) => {
  const page = await (await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.30' } })).newPage();
  const email = newEmail('cache');
  await signUp(page, email);
  const cookies = await page.context().cookies();
  expect(cookies.map((c) => c.name)).toContain('axle_signed_in');
  const cookie = cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  const asShopper = () => playwright.request.newContext({ baseURL, extraHTTPHeaders: { cookie } });

  const listing = await freshAnswers(asShopper, LISTING[(testInfo.retry + 1) % LISTING.length]!);
  expect(listing.map((a) => a.status)).toEqual(listing.map(() => 200));
  expect(
    listing.some((a) => a.cache === 'hit'),
    'a later page of the same shopper is a shared copy',
  ).toBe(true);
  expect(
    listing.every((a) => !a.html.includes(email)),
    'the shared page does not draw the shopper',
  ).toBe(true);

  const dashboard = await freshAnswers(asShopper, '/account/dashboard');
  expect(dashboard.map((a) => a.status)).toEqual(dashboard.map(() => 200));
  expect(dashboard.map((a) => a.cache)).toEqual(dashboard.map(() => 'miss'));
  expect(dashboard.every((a) => a.html.includes(email))).toBe(true);
  // Nobody else is given the shopper's dashboard: a visitor asking for it is sent to sign in.
  const visitor = await playwright.request.newContext({ baseURL, maxRedirects: 0 });
  expect((await visitor.get('/account/dashboard')).status()).toBe(307);
  await visitor.dispose();
  await page.context().close();
});

type Shopper = { page: Page; email: string; vehicle: string; currency: string; symbol: string };

/**
 * A new signed-in shopper with a current vehicle (picked before signing up, so it joins the account)
 * and a currency, at an address of their own (sign-ups are limited per address).
 */
async function shopper(browser: Browser, address: string, vin: string, currency: string, symbol: string): Promise<Shopper> {
  const page = await (await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': address } })).newPage();
  const { vehicle } = (await (await page.request.get(`/api/vehicles/vin/${vin}`)).json()) as {
    vehicle: { id: number; year: number; make: string; model: string; engine: string };
  };
  await visit(page, '/');
  await page.evaluate((state) => localStorage.setItem('garage', JSON.stringify({ state, version: 1 })), {
    vehicles: [vehicle],
    currentId: vehicle.id,
  });
  await page.context().addCookies([
    { name: 'vehicle', value: String(vehicle.id), url: page.url() },
    { name: 'currency', value: currency, url: page.url() },
  ]);
  const email = newEmail('holes');
  await signUp(page, email);
  return { page, email, vehicle: `${vehicle.year} ${vehicle.make} ${vehicle.model}`, currency, symbol };
}

test('shoppers with different vehicles, currencies and accounts each see their own, never another’s (en and ar)', async ({
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const civicEuro = await shopper(browser, '198.51.100.31', '2HGFB2F53EH500001', 'EUR', '€');
  const jeepPound = await shopper(browser, '198.51.100.32', '1C4RJFAG8FC000001', 'GBP', '£');
  // The same vehicle and currency as the first: the same shared copy, another account.
  const civicEuroToo = await shopper(browser, '198.51.100.33', '2HGFB2F53EH500001', 'EUR', '€');
  for (const prefix of ['', '/ar']) {
    const path = `${prefix}/catalog/brake-pads-shoes/products`;
    for (const s of [civicEuro, jeepPound, civicEuroToo]) {
      await visit(s.page, path);
      await expect(s.page.getByTestId('account-indicator-title')).toHaveText(s.email);
      await expect(s.page.getByTestId('vehicle-button').first()).toContainText(s.vehicle);
      const price = s.page.locator('main article[data-product-id]').first();
      await expect(price).toContainText(s.symbol);
      const others = [civicEuro, jeepPound, civicEuroToo].filter((o) => o !== s);
      const header = await s.page.locator('header').first().innerText();
      for (const o of others) expect(header).not.toContain(o.email);
    }
    // The third shopper's page was the first one's copy (asked on fresh connections until every
    // server process has kept one), and still it named only its own account.
    const cookie = (await civicEuroToo.page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
    const answers = await freshAnswers(() => playwright.request.newContext({ baseURL, extraHTTPHeaders: { cookie } }), path);
    expect(answers.some((a) => a.cache === 'hit')).toBe(true);
  }
  for (const s of [civicEuro, jeepPound, civicEuroToo]) await s.page.context().close();
});
