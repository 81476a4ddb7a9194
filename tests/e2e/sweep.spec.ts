// The quality sweep: every route of the specification's route table (section 2) and every demo page,
// with real slugs and ids read from the running shop, in English and Arabic. Each page must answer
// its status (200, or 404 where a 404 is the point), render an <h1>, log no console error, fail no
// request and pass axe (no serious or critical violation). One test per area and language, so a
// failure names the area; each test checks every route of its area and lists all the problems, each
// prefixed with its path. One browser page per language (and one for the signed-in shopper) is reused
// for all routes. Every page is also laid out at five phone widths and must be no wider than the
// screen (a page wider than a phone scrolls sideways and cuts its header). SWEEP_TIMING=1 prints how long each page took to open, check and pass axe.
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, visit, watchForErrors } from './support';
import {
  ACCOUNT,
  ACCOUNT_VISITOR,
  ADMIN,
  CART,
  CONTENT,
  DEMO,
  SHOP,
  SHOP_DEMOS,
  type Fixtures,
  type Lang,
  type Route,
} from './sweep-routes';

const PHONE = { width: 390, height: 844 };
/** The phone widths every page must fit: no sideways scrolling. */
const PHONE_WIDTHS = [320, 360, 375, 390, 414];
const DESKTOP = { width: 1366, height: 900 };

const LANGS = ['en', 'ar'] as const;
const localized = (path: string, lang: Lang) => (lang === 'en' ? path : path === '/' ? `/${lang}` : `/${lang}${path}`);

let data: Fixtures;

// One context per language (a visit to /ar remembers Arabic, which would send '/' there), and one
// per language for the signed-in demo shopper and demo admin. Made on first use, kept for the whole file.
const contexts = new Map<string, { context: BrowserContext; page: Page; errors: string[] }>();
type Who = 'visitor' | 'shopper' | 'admin';
const SIGN_IN: Record<Exclude<Who, 'visitor'>, { email: string; password: string }> = {
  shopper: { email: 'demo@axle.example', password: '123456' },
  admin: { email: 'admin@axle.example', password: 'admin-demo' },
};

async function pageFor(browser: Browser, baseURL: string, lang: Lang, who: Who = 'visitor') {
  const key = `${lang}:${who}`;
  const existing = contexts.get(key);
  if (existing) return existing;
  const context = await browser.newContext({ baseURL, viewport: DESKTOP });
  // The cart, wish list and compare list as the shop saves them (version 1), so their pages show lines.
  const items = data.cartProducts;
  const saved = {
    cart: {
      cart: {
        lastItemId: 1,
        items: [{ id: 1, product: items[0], options: [], price: items[0]!.price, quantity: 2, total: items[0]!.price * 2 }],
      },
    },
    wishlist: { items: items.slice(0, 2) },
    compare: { items: items.slice(0, 3) },
  };
  await context.addInitScript((slices) => {
    // Only the page itself: a frame (the outbox's sandboxed email preview) has no storage to read.
    if (window !== window.top) return;
    for (const [key, state] of Object.entries(slices))
      if (!localStorage.getItem(key)) localStorage.setItem(key, JSON.stringify({ state, version: 1 }));
  }, saved);
  if (who !== 'visitor') {
    const res = await context.request.post('/api/auth/sign-in/email', { data: SIGN_IN[who], headers: { origin: baseURL } });
    expect(res.status(), `the demo ${who} signs in`).toBe(200);
  }
  const page = await context.newPage();
  const entry = { context, page, errors: watchForErrors(page) };
  contexts.set(key, entry);
  return entry;
}

/** The rule, its help text and the first nodes, from the report expectNoSeriousA11yViolations fails with. */
const axeFindings = (e: Error) =>
  e.message
    .split('\n')
    .filter((l) => /^\+ {3}/.test(l))
    .map((l) =>
      l
        .replace(/^\+ {3}"?/, '')
        .replace(/",?$/, '')
        .trim(),
    )
    .join(' ') || e.message;

/** Visits each route and returns its problems, each prefixed with the path. */
async function sweep(browser: Browser, baseURL: string, lang: Lang, routes: Route[], who: Who = 'visitor') {
  // A page takes 2-5 s to open and check on an idle 2-core machine, and up to ten times that on a busy one.
  test.setTimeout(test.info().timeout + routes.length * 60_000);
  const { page, errors } = await pageFor(browser, baseURL, lang, who);
  const problems: string[] = [];
  for (const route of routes) {
    const path = localized(route.path, lang);
    const expected = route.status ?? 200;
    errors.length = 0;
    if ((page.viewportSize()?.width === PHONE.width) !== !!route.mobile) await page.setViewportSize(route.mobile ? PHONE : DESKTOP);
    const t0 = Date.now();
    const response = await visit(page, path).catch((e: Error) => e);
    if (response instanceof Error) {
      problems.push(`${path}: did not load (${response.message.split('\n')[0]})`);
      continue;
    }
    const t1 = Date.now();
    if (response?.status() !== expected) problems.push(`${path}: answered ${response?.status()}, expected ${expected}`);
    const h1 = page.locator('h1');
    const heading = await h1
      .first()
      .waitFor({ state: 'attached', timeout: 5_000 })
      .then(
        () => h1.first().textContent(),
        () => null,
      );
    if (!heading?.trim()) problems.push(`${path}: no <h1>`);
    else if (route.h1?.[lang] && heading.trim() !== route.h1[lang])
      problems.push(`${path}: <h1> reads "${heading.trim()}", expected "${route.h1[lang]}"`);
    if ((await page.locator('main').count()) !== 1)
      problems.push(`${path}: ${await page.locator('main').count()} <main> landmarks, expected 1`);
    const t2 = Date.now();
    await expectNoSeriousA11yViolations(page, path, route.axe).catch((e: Error) => problems.push(`${path}: axe: ${axeFindings(e)}`));
    const t3 = Date.now();
    for (const width of PHONE_WIDTHS) {
      await page.setViewportSize({ width, height: PHONE.height });
      const wide = await page.evaluate(async () => {
        await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
        return document.documentElement.scrollWidth;
      });
      if (wide !== width) problems.push(`${path}: ${wide} px wide on a ${width} px screen`);
    }
    await page.setViewportSize(route.mobile ? PHONE : DESKTOP);
    if (process.env.SWEEP_TIMING)
      console.log(`${path}: visit ${t1 - t0} ms, checks ${t2 - t1} ms, axe ${t3 - t2} ms, widths ${Date.now() - t3} ms`);
    // The expected 404 of the page itself is logged by the browser; it is the point, not an error.
    const documentUrl = new URL(path, baseURL).href;
    const own = errors.filter((e) => !(expected === 404 && e.includes('404') && e.endsWith(documentUrl)));
    problems.push(...own.map((e) => `${path}: ${e}`));
  }
  return problems;
}

// Each test adds time for its routes (see sweep()); this covers the sign-in and the shop's data.
// The tests share nothing but what beforeAll reads, so `--workers 2` splits the sweep.
test.describe.configure({ mode: 'parallel', timeout: 120_000 });

test.beforeAll(async ({ request }) => {
  const products = (await (await request.get('/api/products?limit=16')).json()) as {
    items: { id: number; slug: string; stockStatus: string }[];
  };
  const ids = products.items.map((p) => p.id).join(',');
  const { products: details } = (await (await request.get(`/api/compare?ids=${ids}`)).json()) as {
    products: {
      id: number;
      slug: string;
      name: unknown;
      sku: string;
      price: number;
      image: string | null;
      stockStatus: string;
      hasOptions: boolean;
    }[];
  };
  const plain = details
    .filter((p) => p.stockStatus === 'in-stock' && !p.hasOptions)
    .map(({ id, slug, name, sku, price, image }) => ({ id, slug, name, sku, price, image }));
  expect(plain.length, 'in-stock products without options').toBeGreaterThanOrEqual(3);

  const catalog = await (await request.get('/catalog')).text();
  const category = catalog.match(/href="\/catalog\/(?!products")([^"/?]+)"/)?.[1];
  const productsCategory = catalog.match(/href="\/catalog\/([^"/?]+)\/products"/)?.[1];
  const blog = await (await request.get('/demo/blog/classic-right-sidebar')).text();
  const post = blog.match(/post-full-width\?post=([^"&]+)"/)?.[1];

  const order = await request.post('/api/checkout', {
    data: {
      idempotencyKey: `sweep-${Date.now()}-${Math.random().toString(36).slice(2)}`,
      items: [{ productId: plain[0]!.id, quantity: 1 }],
      billingAddress: {
        firstName: 'Sweep',
        lastName: 'Check',
        country: 'US',
        address1: '1 Test Road',
        city: 'Springfield',
        postcode: '12345',
        email: 'sweep@example.com',
        phone: '+1 202 555 0100',
      },
      payment: 'cash',
      acceptTerms: true,
    },
  });
  expect(order.status(), await order.text()).toBe(201);
  const orderToken = ((await order.json()) as { order: { token: string } }).order.token;

  expect({ category, productsCategory, post }).toEqual({
    category: expect.any(String),
    productsCategory: expect.any(String),
    post: expect.any(String),
  });
  data = {
    product: products.items[0]!.slug,
    category: category!,
    productsCategory: productsCategory!,
    post: post!,
    orderToken,
    cartProducts: plain,
  };
});

test.afterAll(async () => {
  for (const { context } of contexts.values()) await context.close();
  contexts.clear();
});

for (const lang of LANGS) {
  test.describe(`sweep (${lang})`, () => {
    test(`${lang}: home, catalog, category, listing and product pages`, async ({ browser, baseURL }) => {
      const routes = SHOP(data);
      expect(await sweep(browser, baseURL!, lang, routes)).toEqual([]);
    });

    test(`${lang}: cart, checkout, order confirmation, wish list, compare and order tracking`, async ({ browser, baseURL }) => {
      expect(await sweep(browser, baseURL!, lang, CART(data))).toEqual([]);
    });

    test(`${lang}: the account pages, signed out and as the demo shopper`, async ({ browser, baseURL }) => {
      const problems = await sweep(browser, baseURL!, lang, ACCOUNT_VISITOR);
      const { context } = await pageFor(browser, baseURL!, lang, 'shopper');
      const html = async (path: string) => (await context.request.get(path)).text();
      const order = (await html('/account/orders')).match(/href="\/account\/orders\/(\d+)"/)?.[1];
      const address = (await html('/account/addresses')).match(/href="\/account\/addresses\/(\d+)"/)?.[1];
      expect({ order, address }, 'the demo shopper has orders and addresses').toEqual({
        order: expect.any(String),
        address: expect.any(String),
      });
      problems.push(...(await sweep(browser, baseURL!, lang, ACCOUNT({ order: order!, address: address! }), 'shopper')));
      expect(problems).toEqual([]);
    });

    test(`${lang}: the store admin, as the demo admin`, async ({ browser, baseURL }) => {
      const { context } = await pageFor(browser, baseURL!, lang, 'admin');
      const html = async (path: string) => (await context.request.get(path)).text();
      const order = (await html('/admin/orders')).match(/href="\/admin\/orders\/(AX-\d+)"/)?.[1];
      const product = (await html('/admin/products')).match(/href="\/admin\/products\/(\d+)"/)?.[1];
      // The order placed before the sweep wrote its confirmation to the outbox.
      const email = (await html('/admin/outbox')).match(/href="\/admin\/outbox\/(\d+)"/)?.[1];
      expect({ order, product, email }, 'the admin lists orders, products and emails').toEqual({
        order: expect.any(String),
        product: expect.any(String),
        email: expect.any(String),
      });
      expect(await sweep(browser, baseURL!, lang, ADMIN({ order: order!, product: product!, email: email! }), 'admin')).toEqual([]);
    });

    test(`${lang}: content pages and the blog`, async ({ browser, baseURL }) => {
      expect(await sweep(browser, baseURL!, lang, CONTENT(data))).toEqual([]);
    });

    test(`${lang}: header variants, site demos and Page Not Found`, async ({ browser, baseURL }) => {
      expect(await sweep(browser, baseURL!, lang, DEMO)).toEqual([]);
    });

    test(`${lang}: shop demos and home two`, async ({ browser, baseURL }) => {
      expect(await sweep(browser, baseURL!, lang, SHOP_DEMOS)).toEqual([]);
    });
  });
}

test('ru: the home page', async ({ browser, baseURL }) => {
  expect(await sweep(browser, baseURL!, 'ru', [{ path: '/' }])).toEqual([]);
});
