import { expect, test } from '@playwright/test';

// Every kind of response carries the security headers: pages in each language, the JSON API,
// generated media, the translation files and Next's own assets.
const PATHS = ['/', '/ar', '/ru', '/i18n/en.json', '/this-page-does-not-exist'];

test('every response carries the security headers', async ({ request }) => {
  const home = await (await request.get('/')).text();
  const media = home.match(/\/media\/[^"&?]+\.webp/)?.[0];
  const asset = home.match(/\/_next\/static\/[^"]+\.js/)?.[0];
  for (const path of [...PATHS, ...(media ? [media] : []), ...(asset ? [asset] : [])]) {
    const headers = (await request.get(path)).headers();
    expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
    expect(headers['content-security-policy'], path).toContain("object-src 'none'");
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(headers['x-frame-options'], path).toBe('DENY');
    expect(headers['permissions-policy'], path).toContain('camera=()');
  }
});
