import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { accessLine, logAccess, loggedPath, requestId, type AccessEntry } from './access-log';
import { prettyLine } from './log';

describe('the access line', () => {
  it('names the method, the path, the status and the milliseconds, with the request id', () => {
    const { entry, msg } = accessLine({ id: 'req-1', method: 'GET', url: '/en/catalog?page=2', status: 200, ms: 12.345, finished: true });
    expect(entry).toEqual({ id: 'req-1', method: 'GET', path: '/en/catalog?page=2', status: 200, ms: 12.3 });
    expect(msg).toBe('GET /en/catalog?page=2 200 12.3 ms');
  });

  it('marks a request the shopper closed before the answer was sent', () => {
    const { entry, msg } = accessLine({ id: 'x', method: 'POST', url: '/api/checkout', status: 200, ms: 3, finished: false });
    expect(entry.aborted).toBe(true);
    expect(msg).toContain('closed early');
  });
});

describe('paths in the log keep no secrets', () => {
  it('hides the token of a password reset, an email verification and an unsubscribe link', () => {
    expect(loggedPath('/ru/account/reset-password?token=abc123')).toBe('/ru/account/reset-password?token=***');
    expect(loggedPath('/api/auth/verify-email?token=eyJhbGc&callbackURL=%2Fen%2Faccount')).toBe(
      '/api/auth/verify-email?token=***&callbackURL=%2Fen%2Faccount',
    );
    expect(loggedPath('/newsletter/unsubscribe?TOKEN=t0k')).toBe('/newsletter/unsubscribe?TOKEN=***');
  });

  it("hides a shopper's email in an order-tracking address and an order's confirmation token in the path", () => {
    expect(loggedPath('/ar/track-order?order=AX-1001&email=ada%40example.com')).toBe('/ar/track-order?order=AX-1001&email=***');
    expect(loggedPath('/en/cart/checkout/9f8e7d6c?paid=1')).toBe('/en/cart/checkout/***?paid=1');
    expect(loggedPath('/cart/checkout/9f8e7d6c')).toBe('/cart/checkout/***');
  });

  it('keeps everything else as it came', () => {
    expect(loggedPath('/en/catalog/products?q=brake+pads&sort=price')).toBe('/en/catalog/products?q=brake+pads&sort=price');
    expect(loggedPath(undefined)).toBe('/');
  });
});

describe('the request id', () => {
  it("is a trusted proxy's id when one is trusted", () => {
    expect(requestId('nginx-4f2a', 1)).toBe('nginx-4f2a');
  });

  it('is a new one when no proxy is trusted, or the sent id is not a short token', () => {
    const own = requestId('forged-by-client', 0);
    expect(own).not.toBe('forged-by-client');
    expect(own).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestId('has spaces\nand a newline', 1)).not.toContain(' ');
    expect(requestId(undefined, 1)).not.toBe(requestId(undefined, 1));
  });
});

describe('pretty lines for a terminal', () => {
  it('show the time, the level, the message and the fields, then the stack one frame a line', () => {
    const line = prettyLine(
      JSON.stringify({
        level: 50,
        time: '2026-11-28T17:00:01.250Z',
        pid: 7,
        msg: '[checkout] order not placed',
        error: 'ECONNREFUSED',
        stack: ['at place (a.ts:1:1)'],
      }),
    );
    expect(line).toBe('17:00:01.250 ERROR [checkout] order not placed  error=ECONNREFUSED\n    at place (a.ts:1:1)\n');
  });
});

describe('a request through the server', () => {
  it('is written as one access line carrying the id the answer returns', async () => {
    const lines: { entry: AccessEntry; msg: string }[] = [];
    const server = createServer((req, res) => {
      logAccess(req, res, 1, { info: (entry, msg) => void lines.push({ entry, msg }) });
      res.writeHead(201).end('made');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const answer = await fetch(`http://127.0.0.1:${port}/en/account/reset-password?token=s3cret`, {
        headers: { 'X-Request-Id': 'proxy-77' },
      });
      await answer.text();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(answer.headers.get('x-request-id')).toBe('proxy-77');
      expect(lines).toHaveLength(1);
      expect(lines[0]!.entry).toMatchObject({ id: 'proxy-77', method: 'GET', path: '/en/account/reset-password?token=***', status: 201 });
      expect(JSON.stringify(lines)).not.toContain('s3cret');
    } finally {
      server.close();
    }
  });
});
