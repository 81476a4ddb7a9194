import { describe, expect, it } from 'vitest';
import { cameOverHttps, keepHeader } from './response-headers';

describe('HSTS goes out only for requests that came over HTTPS', () => {
  it('on our own TLS socket, or when the outermost trusted proxy says https', () => {
    expect(cameOverHttps(true, undefined, 0)).toBe(true);
    expect(cameOverHttps(false, 'https', 1)).toBe(true);
    expect(cameOverHttps(false, 'http, https', 1)).toBe(true);
  });
  it('never from a header a client wrote when no proxy is trusted, nor over plain HTTP', () => {
    expect(cameOverHttps(false, 'https', 0)).toBe(false);
    expect(cameOverHttps(false, 'http', 1)).toBe(false);
    expect(cameOverHttps(false, 'https, http', 1)).toBe(false);
    expect(cameOverHttps(false, undefined, 1)).toBe(false);
  });
});

describe('headers that do not go out', () => {
  it('the internal rewrite, and a Link header grown with a huge path', () => {
    expect(keepHeader('X-Middleware-Rewrite', '/en/catalog')).toBe(false);
    expect(keepHeader('link', `<https://shop.example/${'a'.repeat(5000)}>; rel="alternate"`)).toBe(false);
    expect(keepHeader('link', '<https://shop.example/ar>; rel="alternate"; hreflang="ar"')).toBe(true);
    expect(keepHeader('content-type', 'text/html')).toBe(true);
  });
});
