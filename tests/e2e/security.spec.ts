import { expect, test } from '@playwright/test';

// Every kind of response carries the security headers: pages in each language, a redirect, the
// Page Not Found page, JSON API answers (200, 400 and 404), generated media, the image optimiser,
// the translation files, the site map and robots.txt, the site icon and Next's own scripts and styles.
const PATHS = [
  '/',
  '/ar',
  '/ru',
  '/catalog/products',
  '/account/dashboard',
  '/this-page-does-not-exist',
  '/api/products?limit=1',
  '/api/products?limit=abc',
  '/api/products/no-such-product',
  '/i18n/en.json',
  '/sitemap.xml',
  '/robots.txt',
  '/icon.svg',
];

test('every response carries the security headers', async ({ request }) => {
  const home = await (await request.get('/')).text();
  const media = home.match(/\/media\/[^"&?]+\.webp/)?.[0];
  const script = home.match(/\/_next\/static\/[^"]+\.js/)?.[0];
  const style = home.match(/\/_next\/static\/[^"]+\.css/)?.[0];
  const image = media && `/_next/image?url=${encodeURIComponent(media)}&w=64&q=75`;
  const assets = [media, script, style, image].filter((p): p is string => !!p);
  expect(assets, 'a media file, a script, a stylesheet and an optimised image on the home page').toHaveLength(4);
  const statuses = new Set<number>();
  for (const path of [...PATHS, ...assets]) {
    // Each response as it is sent, redirects included.
    const res = await request.get(path, { maxRedirects: 0 });
    statuses.add(res.status());
    const headers = res.headers();
    const csp = headers['content-security-policy'];
    // The image optimiser sends its own, stricter policy (no script at all, sandboxed); X-Frame-Options keeps it unframed.
    if (path.startsWith('/_next/image')) expect(csp, path).toMatch(/script-src 'none'.*sandbox/);
    else {
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(csp, path).toContain("object-src 'none'");
      // Imported products may picture themselves by https URL (docs/import.md).
      expect(csp, path).toContain("img-src 'self' data: blob: https:");
    }
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(headers['x-frame-options'], path).toBe('DENY');
    expect(headers['permissions-policy'], path).toContain('camera=()');
  }
  expect([...statuses].sort()).toEqual([200, 307, 400, 404]);
});

test('a path with an escape the shop cannot read is a 400 with the security headers, never a 500', async ({ request }) => {
  for (const path of [
    '/products/%25',
    '/catalog/%25zz',
    '/api/products/%ff',
    '/i18n/%ff.json',
    '/media/%c0%ae',
    '/products/%E0%A4%A',
    '/products/%u0041',
    '/ar/products/%25',
  ]) {
    const res = await request.get(path, { maxRedirects: 0 });
    expect(res.status(), path).toBe(400);
    expect(res.headers()['content-security-policy'], path).toContain("frame-ancestors 'none'");
    expect(res.headers()['x-content-type-options'], path).toBe('nosniff');
    expect(await res.text(), path).not.toMatch(/\n\s+at /);
  }
});

test('another site cannot place an order, save a vehicle or post a review in a shopper’s name', async ({ request }) => {
  const body = JSON.stringify({
    idempotencyKey: `csrf-${Date.now()}-abcdefgh`,
    items: [{ productId: 1, quantity: 1 }],
    payment: 'cash',
    acceptTerms: true,
  });
  const crossSite = await request.post('/api/checkout', {
    headers: { origin: 'https://evil.example', 'content-type': 'text/plain' },
    data: body,
  });
  expect(crossSite.status()).toBe(403);
  expect(((await crossSite.json()) as { error: { code: string } }).error.code).toBe('ERROR_API_FOREIGN_ORIGIN');
  const fetchSite = await request.post('/api/account/vehicles', {
    headers: { 'sec-fetch-site': 'cross-site', 'content-type': 'application/json' },
    data: '{"vehicleId":1}',
  });
  expect(fetchSite.status()).toBe(403);
  const review = await request.post('/api/products/x/reviews', {
    headers: { origin: 'null', 'content-type': 'application/json' },
    data: '{}',
  });
  expect(review.status()).toBe(403);
  // A body not declared JSON is refused even from the shop's own page.
  const plain = await request.post('/api/checkout', { headers: { 'content-type': 'text/plain' }, data: body });
  expect(plain.status()).toBe(415);
});

test('a form action posted from another site is refused with 403 and a translated reason, never a server error', async ({ request }) => {
  // The contact form's server action, as the page names it.
  const page = await (await request.get('/contact-us')).text();
  const action = /\$ACTION_\d+:0" value="\{&quot;id&quot;:&quot;([0-9a-f]+)&quot;/.exec(page)?.[1];
  expect(action, 'the contact page names its form action').toMatch(/^[0-9a-f]{20,}$/);
  for (const path of ['/contact-us', '/ar/contact-us']) {
    const res = await request.post(path, {
      headers: { 'next-action': action!, origin: 'https://evil.example', 'content-type': 'text/plain;charset=UTF-8' },
      data: '[]',
    });
    expect(res.status(), path).toBe(403);
    const { error } = (await res.json()) as { error: { code: string; message: string } };
    expect(error.code).toBe('ERROR_API_FOREIGN_ORIGIN');
    expect(error.message).not.toBe(error.code);
  }
});

test('HSTS follows HTTPS at the trusted proxy; no internal rewrite header; a huge path gets small headers', async ({ request }) => {
  // The journeys' server trusts one proxy (playwright.config.ts), as behind a TLS-terminating load balancer.
  const https = await request.get('/catalog/products', { headers: { 'x-forwarded-proto': 'https' } });
  expect(https.headers()['strict-transport-security']).toMatch(/max-age=\d{7,}/);
  const http = await request.get('/catalog/products');
  expect(http.headers()['strict-transport-security']).toBeUndefined();
  for (const res of [https, http, await request.get('/ar/catalog/products')]) expect(res.headers()['x-middleware-rewrite']).toBeUndefined();
  const huge = await request.get(`/${'a'.repeat(5000)}`);
  expect(huge.status()).toBe(404);
  const size = Object.entries(huge.headers()).reduce((sum, [k, v]) => sum + k.length + v.length, 0);
  expect(size).toBeLessThan(8 * 1024);
});
