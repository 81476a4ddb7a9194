import { describe, expect, it } from 'vitest';
import { forwardedEntry, requestOrigin } from './site-origin';

const headers = (h: Record<string, string>) => new Headers(h);

describe("a page's absolute links", () => {
  it("use the owner's SITE_URL (or BETTER_AUTH_URL) when set, whatever the request says", () => {
    const h = headers({ host: 'internal:3000', 'x-forwarded-host': 'evil.example' });
    expect(requestOrigin(h, { SITE_URL: 'https://shop.example/', AXLE_TRUSTED_PROXIES: '1' })).toBe('https://shop.example');
    expect(requestOrigin(h, { BETTER_AUTH_URL: 'https://auth.shop.example' })).toBe('https://auth.shop.example');
  });

  it("otherwise use the request's Host, and never a client's own X-Forwarded-* without trusted proxies", () => {
    expect(requestOrigin(headers({ host: 'shop.local:3000', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' }), {})).toBe(
      'http://shop.local:3000',
    );
    expect(requestOrigin(headers({}), { PORT: '4000' })).toBe('http://localhost:4000');
  });

  it('behind trusted proxies, use the host and scheme the outermost of them received', () => {
    const h = headers({
      host: '10.0.0.5:3000',
      'x-forwarded-host': 'spoofed.example, shop.example, lb.internal',
      'x-forwarded-proto': 'http, https, http',
    });
    expect(requestOrigin(h, { AXLE_TRUSTED_PROXIES: '2' })).toBe('https://shop.example');
    expect(
      requestOrigin(headers({ host: 'x', 'x-forwarded-host': 'shop.example', 'x-forwarded-proto': 'https' }), {
        AXLE_TRUSTED_PROXIES: '1',
      }),
    ).toBe('https://shop.example');
  });

  it('read a forwarded header from the end, one entry per trusted proxy', () => {
    expect(forwardedEntry('a, b, c', 1)).toBe('c');
    expect(forwardedEntry('a, b, c', 3)).toBe('a');
    expect(forwardedEntry('a', 5)).toBe('a');
    expect(forwardedEntry('a, b', 0)).toBeUndefined();
    expect(forwardedEntry(null, 1)).toBeUndefined();
  });
});
