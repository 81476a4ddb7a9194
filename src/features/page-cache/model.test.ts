import { describe, expect, it } from 'vitest';
import { answerEncoding, carriesSession, isShareableAnswer, pageCacheKey, pageCacheSeconds, parseCookies, routedLocale } from './model';
import { routing } from '@/i18n/routing';

const page = (url: string, headers: Record<string, string> = {}, method = 'GET') => ({
  method,
  url,
  headers: { host: 'shop.test', 'accept-encoding': 'gzip', ...headers },
});

describe('which page requests share a rendered answer', () => {
  it('an anonymous shopper’s page request has a key; the same request has the same key', () => {
    const key = pageCacheKey(page('/catalog/products?sort=price_asc'));
    expect(key).not.toBeNull();
    expect(pageCacheKey(page('/catalog/products?sort=price_asc'))).toBe(key);
  });

  it('the address, host, scheme, languages, encodings and the language, currency and vehicle cookies each make a different key', () => {
    const base = pageCacheKey(page('/catalog/products', { cookie: 'currency=USD' }));
    const variants = [
      page('/catalog/products?page=2', { cookie: 'currency=USD' }),
      page('/catalog/products', { cookie: 'currency=USD', host: 'other.test' }),
      page('/catalog/products', { cookie: 'currency=USD', 'x-forwarded-proto': 'https' }),
      page('/catalog/products', { cookie: 'currency=USD', 'x-forwarded-host': 'www.shop.test' }),
      page('/catalog/products', { cookie: 'currency=USD', 'accept-language': 'ru' }),
      page('/catalog/products', { cookie: 'currency=USD', 'accept-encoding': 'identity' }),
      page('/catalog/products', { cookie: 'currency=EUR' }),
      page('/catalog/products', { cookie: 'currency=USD; vehicle=12' }),
      page('/catalog/products', { cookie: 'currency=USD; NEXT_LOCALE=ar' }),
    ];
    const keys = new Set([base, ...variants.map(pageCacheKey)]);
    expect(keys.has(null)).toBe(false);
    expect(keys.size).toBe(variants.length + 1);
  });

  it('browsers asking for the same language in different words share a key; another language does not', () => {
    const key = (acceptLanguage: string) => pageCacheKey(page('/catalog/products', { 'accept-language': acceptLanguage }));
    expect(new Set(['en-US,en;q=0.9', 'en-GB,en;q=0.8,de;q=0.5', 'en', 'de-DE,de;q=0.9', '', 'fr;q=0.9, *;q=0.1'].map(key)).size).toBe(1);
    expect(new Set(['ar-AE,ar;q=0.9,en;q=0.8', 'ar', 'ar-SA'].map(key)).size).toBe(1);
    expect(key('ar')).not.toBe(key('en'));
    expect(key('ru-RU,ru;q=0.9')).not.toBe(key('en'));
  });

  it('browsers asking for the same encoding in different words share a key; one that takes no gzip does not', () => {
    const key = (acceptEncoding: string) => pageCacheKey(page('/catalog/products', { 'accept-encoding': acceptEncoding }));
    expect(
      new Set(['gzip', 'gzip, deflate, br', 'gzip, deflate, br, zstd', 'br, gzip', 'br;q=1.0, gzip;q=0.8, *;q=0.1'].map(key)).size,
    ).toBe(1);
    expect(key('br')).toBe(key('identity'));
    expect(key('deflate')).not.toBe(key('gzip'));
    expect(key('br')).not.toBe(key('gzip'));
  });

  it('names the encoding Next’s compression answers with: gzip first, deflate only without gzip, else none', () => {
    expect(answerEncoding('gzip, deflate, br, zstd')).toBe('gzip');
    expect(answerEncoding('deflate, gzip;q=0.5')).toBe('gzip');
    expect(answerEncoding('deflate')).toBe('deflate');
    expect(answerEncoding('br')).toBe('identity');
    expect(answerEncoding('gzip;q=0')).toBe('identity');
    expect(answerEncoding('')).toBe('identity');
  });

  it("takes the language exactly as the locale routing (next-intl's own resolver) picks it", async () => {
    // next-intl's middleware module, by its file: the package does not export it.
    const resolver = '../../../node_modules/next-intl/dist/esm/production/middleware/resolveLocale.js';
    const { getAcceptLanguageLocale } = (await import(/* @vite-ignore */ resolver)) as {
      getAcceptLanguageLocale: (headers: Headers, locales: readonly string[], defaultLocale: string) => string | undefined;
    };
    const headers = [
      '',
      'en',
      'ru',
      'ar',
      'en-US,en;q=0.9',
      'ru-RU,ru;q=0.9,en-US;q=0.8,en;q=0.7',
      'ar-AE,ar;q=0.9,en-US;q=0.8',
      'de-DE,de;q=0.9',
      'fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5',
      'uk,ru;q=0.8',
      'en;q=0.1,ar;q=0.5',
      '*',
      'x-nonsense;;;q=abc',
      'AR',
      'zh-Hant-TW',
      'ru;q=0',
    ];
    for (const h of headers) {
      const routed = getAcceptLanguageLocale(new Headers(h ? { 'accept-language': h } : {}), routing.locales, routing.defaultLocale);
      expect(routedLocale(h), h).toBe(routed ?? routing.defaultLocale);
    }
  });

  it('the order of the shared cookies does not matter', () => {
    expect(pageCacheKey(page('/', { cookie: 'vehicle=3; currency=GBP' }))).toBe(
      pageCacheKey(page('/', { cookie: 'currency=GBP;vehicle=3' })),
    );
  });

  it('a signed-in shopper shares the key of an anonymous one with the same language, currency and vehicle', () => {
    const anonymous = pageCacheKey(page('/catalog/products', { cookie: 'currency=EUR; vehicle=7' }));
    const signedIn = page('/catalog/products', { cookie: 'currency=EUR; axle.session_token=abc.def; axle_signed_in=k1; vehicle=7' });
    expect(pageCacheKey(signedIn)).toBe(anonymous);
    expect(carriesSession(signedIn)).toBe(true);
    const secure = page('/catalog/products', {
      cookie: '__Secure-axle.session_token=x; axle.dont_remember=y; axle_signed_in=k2; currency=EUR; vehicle=7',
    });
    expect(pageCacheKey(secure)).toBe(anonymous);
    expect(carriesSession(page('/catalog/products', { cookie: 'currency=EUR; vehicle=7' }))).toBe(false);
  });

  it('a session without its signed-in hint, or a hint without a session, is rendered (the render mends the hint)', () => {
    expect(pageCacheKey(page('/', { cookie: 'axle.session_token=abc' }))).toBeNull();
    expect(pageCacheKey(page('/', { cookie: 'axle_signed_in=k1' }))).toBeNull();
  });

  it('a visitor with orders, another sign-in system’s session or any other cookie is rendered for itself', () => {
    expect(pageCacheKey(page('/', { cookie: 'better-auth.session_token=abc' }))).toBeNull();
    expect(pageCacheKey(page('/', { cookie: 'currency=EUR; axle_orders=xyz' }))).toBeNull();
    expect(pageCacheKey(page('/', { cookie: 'something=1' }))).toBeNull();
    expect(pageCacheKey(page('/', { cookie: 'broken' }))).toBeNull();
  });

  it('only document GETs of pages: not posts, server actions, RSC payloads, the API, media or files', () => {
    expect(pageCacheKey(page('/', {}, 'POST'))).toBeNull();
    expect(pageCacheKey(page('/', {}, 'HEAD'))).toBeNull();
    expect(pageCacheKey(page('/', { 'next-action': 'abc' }))).toBeNull();
    expect(pageCacheKey(page('/catalog/products', { rsc: '1' }))).toBeNull();
    expect(pageCacheKey(page('/catalog/products?_rsc=x1'))).toBeNull();
    expect(pageCacheKey(page('/catalog/products', { 'next-router-prefetch': '1' }))).toBeNull();
    for (const url of [
      '/api/products',
      '/api/health',
      '/api/ready',
      '/media/a.webp',
      '/_next/static/x.js',
      '/i18n/en.json',
      '/sitemap.xml',
      '/robots.txt',
      'http://evil.test/',
    ]) {
      expect(pageCacheKey(page(url)), url).toBeNull();
    }
  });

  it('a reload that asks for a fresh copy is rendered', () => {
    expect(pageCacheKey(page('/', { 'cache-control': 'no-cache' }))).toBeNull();
    expect(pageCacheKey(page('/', { 'cache-control': 'max-age=0' }))).toBeNull();
    expect(pageCacheKey(page('/', { pragma: 'no-cache' }))).toBeNull();
  });

  it('reads cookies, and refuses a header it cannot read', () => {
    expect(parseCookies('a=1; b = 2;')).toEqual(
      new Map([
        ['a', '1'],
        ['b', '2'],
      ]),
    );
    expect(parseCookies('')).toEqual(new Map());
    expect(parseCookies('=x')).toBeNull();
  });
});

describe('which answers may be given to other shoppers', () => {
  it('a 200 HTML page that sets no cookie, or only the language one (which follows from the key)', () => {
    expect(isShareableAnswer(200, { 'content-type': 'text/html; charset=utf-8' }, 'identity')).toBe(true);
    expect(
      isShareableAnswer(
        200,
        { 'content-type': 'text/html', 'content-encoding': 'gzip', 'set-cookie': ['NEXT_LOCALE=ru; Path=/; Max-Age=31536000'] },
        'gzip',
      ),
    ).toBe(true);
  });

  it('not an error, a redirect, a page that sets another cookie, or anything but HTML', () => {
    expect(isShareableAnswer(404, { 'content-type': 'text/html' }, 'identity')).toBe(false);
    expect(isShareableAnswer(400, { 'content-type': 'text/html' }, 'identity')).toBe(false);
    expect(isShareableAnswer(307, { 'content-type': 'text/html' }, 'identity')).toBe(false);
    expect(isShareableAnswer(200, { 'content-type': 'text/html', 'set-cookie': ['better-auth.session_token=x; Path=/'] }, 'identity')).toBe(
      false,
    );
    expect(
      isShareableAnswer(200, { 'content-type': 'text/html', 'set-cookie': ['NEXT_LOCALE=ru; Path=/', 'currency=EUR'] }, 'identity'),
    ).toBe(false);
    expect(isShareableAnswer(200, { 'content-type': 'text/x-component' }, 'identity')).toBe(false);
  });

  it('not an answer in another encoding than its key names', () => {
    expect(isShareableAnswer(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' }, 'identity')).toBe(false);
    expect(isShareableAnswer(200, { 'content-type': 'text/html' }, 'gzip')).toBe(false);
  });
});

describe('how long pages are kept', () => {
  it('10 seconds unless the owner says otherwise; 0 turns the cache off; nonsense keeps the default', () => {
    expect(pageCacheSeconds(undefined)).toBe(10);
    expect(pageCacheSeconds('0')).toBe(0);
    expect(pageCacheSeconds('30')).toBe(30);
    for (const raw of ['-1', '2.5', 'ten', '99999']) expect(pageCacheSeconds(raw), raw).toBe(10);
  });
});
