import { createServer, get, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { cameOverHttps, hardenResponse, headerValue, keepHeader } from './response-headers';

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

describe("a route handler's JSON answer", () => {
  it('comes compressed to a browser that takes gzip, with its Content-Type stored as Next hands it over', async () => {
    // Next's own compression middleware, and its way of copying a route handler's headers (arrays).
    const compression = createRequire(import.meta.url)('next/dist/compiled/compression') as () => (
      req: IncomingMessage,
      res: ServerResponse,
      next: () => void,
    ) => void;
    const body = JSON.stringify({ departments: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Department ${i}` })) });
    const server = createServer((req, res) => {
      hardenResponse(req, res, 0);
      compression()(req, res, () => {});
      res.setHeader('content-type', ['application/json']);
      res.end(body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const answer = await new Promise<{ encoding?: string; type?: string; bytes: Buffer }>((resolve, reject) =>
        get({ host: '127.0.0.1', port, path: '/api/departments', headers: { 'accept-encoding': 'gzip' } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({ encoding: res.headers['content-encoding'], type: res.headers['content-type'], bytes: Buffer.concat(chunks) }),
          );
        }).on('error', reject),
      );
      expect(answer.type).toBe('application/json');
      expect(answer.encoding).toBe('gzip');
      expect(gunzipSync(answer.bytes).toString()).toBe(body);
      expect(answer.bytes.length).toBeLessThan(body.length / 3);
    } finally {
      server.close();
    }
  });

  it('keeps other headers as they are given', () => {
    expect(headerValue('Content-Type', ['application/json'])).toBe('application/json');
    expect(headerValue('set-cookie', ['a=1'])).toEqual(['a=1']);
    expect(headerValue('vary', ['rsc', 'accept-encoding'])).toEqual(['rsc', 'accept-encoding']);
    expect(headerValue('content-type', 'text/html')).toBe('text/html');
  });
});
