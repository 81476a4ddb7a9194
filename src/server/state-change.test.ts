import { describe, expect, it } from 'vitest';
import { crossSiteRequest, refuseForeignAction, refuseStateChange } from './state-change';

const post = (headers: Record<string, string>) => new Request('http://shop.example/api/checkout', { method: 'POST', headers, body: '{}' });

describe('requests that change something', () => {
  it('come from the shop’s own pages, or from no browser page at all', () => {
    expect(crossSiteRequest(new Headers({ origin: 'http://shop.example', host: 'shop.example' }), 'http://shop.example/api/checkout')).toBe(
      false,
    );
    expect(crossSiteRequest(new Headers({ host: 'shop.example' }), 'http://shop.example/api/checkout')).toBe(false);
    expect(crossSiteRequest(new Headers({ 'sec-fetch-site': 'same-origin' }), 'http://shop.example/api/checkout')).toBe(false);
  });

  it('are refused from another site, a sandboxed page or a browser that says cross-site', () => {
    expect(crossSiteRequest(new Headers({ origin: 'https://evil.example', host: 'shop.example' }), 'http://shop.example/x')).toBe(true);
    expect(crossSiteRequest(new Headers({ origin: 'null' }), 'http://shop.example/x')).toBe(true);
    expect(crossSiteRequest(new Headers({ 'sec-fetch-site': 'cross-site' }), 'http://shop.example/x')).toBe(true);
    expect(crossSiteRequest(new Headers({ origin: 'http://shop.example.evil.example' }), 'http://shop.example/x')).toBe(true);
  });

  it('answer 403 from another site and 415 for a body that is not declared JSON', async () => {
    expect(refuseStateChange(post({ origin: 'https://evil.example', 'content-type': 'text/plain' }))?.status).toBe(403);
    const textPlain = refuseStateChange(post({ 'content-type': 'text/plain' }));
    expect(textPlain?.status).toBe(415);
    expect(((await textPlain!.json()) as { error: { code: string; message: string } }).error).toMatchObject({
      code: 'ERROR_API_JSON_REQUIRED',
      message: expect.any(String),
    });
    expect(refuseStateChange(post({ 'content-type': 'application/json; charset=utf-8', origin: 'http://shop.example' }))).toBeNull();
  });

  it('refuse a server action posted from another site with 403, and let the shop’s own pages and other requests through', async () => {
    const action = (headers: Record<string, string>, method = 'POST') =>
      new Request('http://shop.example/contact-us', {
        method,
        headers: { 'next-action': 'abc123', host: 'shop.example', ...headers },
        body: method === 'POST' ? '[]' : undefined,
      });
    const foreign = refuseForeignAction(action({ origin: 'https://evil.example' }));
    expect(foreign?.status).toBe(403);
    expect(((await foreign!.json()) as { error: { code: string } }).error.code).toBe('ERROR_API_FOREIGN_ORIGIN');
    expect(refuseForeignAction(action({ origin: 'http://shop.example' }))).toBeNull();
    expect(refuseForeignAction(action({ origin: 'https://evil.example' }, 'GET'))).toBeNull();
    expect(
      refuseForeignAction(
        new Request('http://shop.example/contact-us', { method: 'POST', headers: { origin: 'https://evil.example' }, body: 'a=1' }),
      ),
    ).toBeNull();
  });
});
