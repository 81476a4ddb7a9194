// The bad-input sweep: 1,200 malformed requests (seeded, scripts/bad-input/generate.ts) over every
// API route and a set of pages — broken query strings, path segments, JSON bodies, headers and
// cookies. None may answer 5xx or show a stack trace, and every answer carries the security headers.
// Bounded: four requests in flight, about a minute on the 2-core build machine.
import { expect, test } from '@playwright/test';
import { badRequests } from '../../scripts/bad-input/generate';

const SEED = 20261125;
const COUNT = 1200;

test('1,200 malformed requests over every route: no 5xx, no stack trace, security headers on every answer', async ({ request }) => {
  test.setTimeout(300_000);
  const { items } = (await (await request.get('/api/products?limit=1')).json()) as { items: { slug: string }[] };
  const slug = items[0]!.slug;
  const routes = {
    get: [
      '/', '/ar', '/catalog', '/catalog/products', `/products/${slug}`, '/cart', '/cart/checkout', '/wishlist', '/compare', '/track-order',
      '/account/login', '/account/orders', '/demo/shop/shop-list', '/demo/blog/classic-right-sidebar', '/demo/blog/post-full-width',
      '/api/products', `/api/products/${slug}`, `/api/products/${slug}/reviews`, '/api/search/suggestions', '/api/compare',
      '/api/vehicles', '/api/vehicles/years', '/api/vehicles/makes', '/api/vehicles/models', '/api/vehicles/vin/1HGCM82633A004352',
      '/api/account/vehicles', '/i18n/en.json', '/media/none.webp', '/_next/image', '/sitemap.xml',
    ],
    post: ['/api/checkout', `/api/products/${slug}/reviews`, '/api/account/vehicles', '/api/auth/sign-in/email', '/api/auth/sign-up/email'],
    del: ['/api/account/vehicles'],
  };
  const requests = badRequests(SEED, COUNT, routes);
  const problems: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < requests.length) {
      const q = requests[next++]!;
      const res = await request.fetch(q.path, { method: q.method, headers: q.headers, data: q.body, maxRedirects: 0, failOnStatusCode: false }).catch((e: Error) => e);
      if (res instanceof Error) {
        problems.push(`${q.method} ${q.path.slice(0, 200)}: no answer (${res.message.split('\n')[0]})`);
        continue;
      }
      const text = await res.text().catch(() => '');
      if (res.status() >= 500) problems.push(`${q.method} ${q.path.slice(0, 200)}: ${res.status()}`);
      if (/\n\s+at [\w.<>]+ \(|node_modules\/|\/work\/|webpack-internal/.test(text)) problems.push(`${q.method} ${q.path.slice(0, 200)}: the body shows internals`);
      if (!res.headers()['x-content-type-options']) problems.push(`${q.method} ${q.path.slice(0, 200)}: no security headers`);
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
  expect(problems.slice(0, 40), `${problems.length} problems`).toEqual([]);
});
