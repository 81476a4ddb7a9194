import { describe, expect, it } from 'vitest';
import { crossSiteRequest, refuseStateChange } from './state-change';

const post = (headers: Record<string, string>) => new Request('http://shop.example/api/checkout', { method: 'POST', headers, body: '{}' });

describe('requests that change something', () => {
  it('come from the shop’s own pages, or from no browser page at all', () => {
    expect(crossSiteRequest(new Headers({ origin: 'http://shop.example', host: 'shop.example' }), 'http://shop.example/api/checkout')).toBe(false);
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
    expect(((await textPlain!.json()) as { error: { code: string; message: string } }).error).toMatchObject({ code: 'ERROR_API_JSON_REQUIRED', message: expect.any(String) });
    expect(refuseStateChange(post({ 'content-type': 'application/json; charset=utf-8', origin: 'http://shop.example' }))).toBeNull();
  });
});
