// The bad-input sweep itself, shared by the journey (tests/e2e/bad-input.spec.ts: 1,200 requests in
// `npm test`) and the bench (`npm run bench -- --only bad-input`: 10,000 by default): the routes it
// covers, and a run of generated requests through Playwright's request client with a few in flight,
// returning each problem (a 5xx, a body that shows internals, an answer without the security headers).
import type { APIRequestContext } from '@playwright/test';
import { badRequests } from './generate';

const SWEEP_SEED = 20261125;

/** Every API route and a set of pages, for a product slug of the shop under test. */
function sweepRoutes(slug: string) {
  return {
    get: [
      '/',
      '/ar',
      '/catalog',
      '/catalog/products',
      `/products/${slug}`,
      '/cart',
      '/cart/checkout',
      '/wishlist',
      '/compare',
      '/track-order',
      '/account/login',
      '/account/orders',
      '/demo/shop/shop-list',
      '/demo/blog/classic-right-sidebar',
      '/demo/blog/post-full-width',
      '/api/products',
      `/api/products/${slug}`,
      `/api/products/${slug}/reviews`,
      '/api/search/suggestions',
      '/api/compare',
      '/api/departments',
      '/api/vehicles',
      '/api/vehicles/years',
      '/api/vehicles/makes',
      '/api/vehicles/models',
      '/api/vehicles/vin/1HGCM82633A004352',
      '/api/account/vehicles',
      '/api/account/me',
      '/i18n/en.json',
      '/media/none.webp',
      '/_next/image',
      '/sitemap.xml',
    ],
    post: ['/api/checkout', `/api/products/${slug}/reviews`, '/api/account/vehicles', '/api/auth/sign-in/email', '/api/auth/sign-up/email'],
    del: ['/api/account/vehicles'],
  };
}

export type SweepResult = { requests: number; problems: string[]; statuses: Record<string, number>; seconds: number };

/** Sends `count` malformed requests (seeded) with `inFlight` at a time; lists what went wrong. */
export async function runSweep(
  request: APIRequestContext,
  opts: { seed?: number; count: number; inFlight?: number },
): Promise<SweepResult> {
  const started = Date.now();
  const { items } = (await (await request.get('/api/products?limit=1')).json()) as { items: { slug: string }[] };
  const requests = badRequests(opts.seed ?? SWEEP_SEED, opts.count, sweepRoutes(items[0]!.slug));
  const problems: string[] = [];
  const statuses: Record<string, number> = {};
  let next = 0;
  const worker = async () => {
    while (next < requests.length) {
      const q = requests[next++]!;
      const name = `${q.method} ${q.path.slice(0, 200)}`;
      const res = await request
        .fetch(q.path, { method: q.method, headers: q.headers, data: q.body, maxRedirects: 0, failOnStatusCode: false })
        .catch((e: Error) => e);
      if (res instanceof Error) {
        problems.push(`${name}: no answer (${res.message.split('\n')[0]})`);
        continue;
      }
      const status = `${Math.floor(res.status() / 100)}xx`;
      statuses[status] = (statuses[status] ?? 0) + 1;
      const text = await res.text().catch(() => '');
      if (res.status() >= 500) problems.push(`${name}: ${res.status()}`);
      if (/\n\s+at [\w.<>]+ \(|node_modules\/|\/work\/|webpack-internal/.test(text)) problems.push(`${name}: the body shows internals`);
      if (!res.headers()['x-content-type-options']) problems.push(`${name}: no security headers`);
    }
  };
  await Promise.all(Array.from({ length: opts.inFlight ?? 4 }, worker));
  return { requests: requests.length, problems, statuses, seconds: Math.round((Date.now() - started) / 100) / 10 };
}
