import os from 'node:os';
import { expect, test } from '@playwright/test';
import { newEmail, signUp } from './support';

// The page cache of our server (src/features/page-cache): anonymous shoppers share a page rendered a
// moment ago; their currency has its own copy; a signed-in shopper's pages are rendered for them.
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

test('a signed-in shopper’s pages are rendered for them, never taken from or put in the cache', async ({ page }) => {
  await signUp(page, newEmail('cache'));
  const res = await page.request.get(LISTING[0]!);
  expect(res.status()).toBe(200);
  expect(res.headers()['x-axle-cache']).toBeUndefined();
});
