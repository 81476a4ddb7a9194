// Integration: the page cache between a real HTTP server and a page handler that counts its
// renders, following the catalogue version of the embedded and the external PostgreSQL.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../../tests/integration/databases';
import { catalogVersion } from '@/features/catalog/version';
import { markPersonal } from '@/server/personal-render';
import { pageCache } from './server';

describeEachDatabase('page cache', (database) => {
  let server: Server;
  let base = '';
  let renders = 0;
  let clock = 1_000_000;
  let status = 200;
  let setCookies: string[] = [];

  // Stands in for Next: a page whose body says which render it was, streamed in two writes and gzipped like Next's answers.
  const page = (req: IncomingMessage, res: ServerResponse) => {
    renders++;
    const html = gzipSync(`<!doctype html><h1>render ${renders} of ${req.url}</h1>`);
    res.statusCode = status;
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.setHeader('content-encoding', 'gzip');
    res.setHeader('content-security-policy', "frame-ancestors 'none'");
    if (setCookies.length) res.setHeader('set-cookie', setCookies);
    res.write(html.subarray(0, 10));
    setTimeout(() => {
      // The account area reads the shopper's session, later in its render, as a page does.
      if (req.url?.startsWith('/account')) markPersonal('session');
      res.end(html.subarray(10));
    }, 5);
  };

  beforeAll(async () => {
    const cache = pageCache({ seconds: 10, version: () => catalogVersion(database()), now: () => clock });
    server = createServer((req, res) => void cache.serve(req, res, page));
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  const get = async (path: string, headers: Record<string, string> = {}) => {
    const res = await fetch(base + path, { headers });
    return {
      status: res.status,
      cache: res.headers.get('x-axle-cache'),
      csp: res.headers.get('content-security-policy'),
      body: await res.text(),
    };
  };

  it('the second anonymous request for a page gets the first one’s answer, headers and all, without a render', async () => {
    const first = await get('/catalog/products');
    const second = await get('/catalog/products');
    expect(first).toMatchObject({ status: 200, cache: 'miss' });
    expect(second).toMatchObject({ status: 200, cache: 'hit', body: first.body, csp: "frame-ancestors 'none'" });
    expect(first.body).toMatch(/^<!doctype html><h1>render \d+ of \/catalog\/products<\/h1>$/);
  });

  it('another currency, a signed-in shopper or a fresh reload is rendered', async () => {
    await get('/products/a');
    const before = renders;
    expect((await get('/products/a', { cookie: 'currency=EUR' })).cache).toBe('miss');
    expect((await get('/products/a', { cookie: 'better-auth.session_token=s' })).cache).toBeNull();
    expect((await get('/products/a', { 'cache-control': 'no-cache' })).cache).toBeNull();
    expect(renders).toBe(before + 3);
    expect((await get('/products/a', { cookie: 'currency=EUR' })).cache).toBe('hit');
  });

  it('a signed-in shopper gets the copy an anonymous shopper had, and their render is kept for the next one', async () => {
    const session = { cookie: 'currency=GBP; axle.session_token=t1; axle_signed_in=h1' };
    const anonymous = await get('/catalog/wipers/products', { cookie: 'currency=GBP' });
    const signedIn = await get('/catalog/wipers/products', session);
    expect(signedIn).toMatchObject({ cache: 'hit', body: anonymous.body });
    const first = await get('/catalog/horns/products', session);
    expect(first.cache).toBe('miss');
    expect(await get('/catalog/horns/products', { cookie: 'currency=GBP' })).toMatchObject({ cache: 'hit', body: first.body });
  });

  it('a page whose render read the session is never kept, whoever asked for it', async () => {
    const session = { cookie: 'axle.session_token=t2; axle_signed_in=h2' };
    const before = renders;
    const answers = [await get('/account/dashboard', session), await get('/account/dashboard', session), await get('/account/dashboard')];
    expect(renders).toBe(before + 3);
    expect(answers.map((a) => a.cache)).toEqual(['miss', 'miss', 'miss']);
    expect(new Set(answers.map((a) => a.body)).size).toBe(3);
  });

  it('shoppers asking at once for a page being rendered share that one rendering', async () => {
    const before = renders;
    const answers = await Promise.all(Array.from({ length: 6 }, () => get('/catalog/brakes/products')));
    expect(renders).toBe(before + 1);
    expect(answers.map((a) => a.cache).sort()).toEqual(['hit', 'hit', 'hit', 'hit', 'hit', 'miss']);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
  });

  it('shoppers waiting on a rendering that cannot be shared are rendered for themselves', async () => {
    status = 500;
    const before = renders;
    const answers = await Promise.all(Array.from({ length: 3 }, () => get('/catalog/broken/products')));
    status = 200;
    expect(renders).toBe(before + 3);
    expect(answers.every((a) => a.status === 500)).toBe(true);
  });

  it('a page is rendered again once its seconds are over', async () => {
    await get('/blog');
    clock += 9_000;
    expect((await get('/blog')).cache).toBe('hit');
    clock += 2_000;
    expect((await get('/blog')).cache).toBe('miss');
  });

  it('a price change empties the cache at once', async () => {
    await get('/catalog/small-bulbs/products');
    expect((await get('/catalog/small-bulbs/products')).cache).toBe('hit');
    await database().$client.query('UPDATE products SET price = price WHERE id = (SELECT min(id) FROM products)');
    expect((await get('/catalog/small-bulbs/products')).cache).toBe('miss');
  });

  it('errors and answers that set a session cookie are never given to someone else', async () => {
    status = 404;
    await get('/missing');
    expect((await get('/missing')).cache).toBe('miss');
    status = 200;
    setCookies = ['NEXT_LOCALE=ru; Path=/', 'better-auth.session_token=s; Path=/; HttpOnly'];
    await get('/ru');
    expect((await get('/ru')).cache).toBe('miss');
    setCookies = [];
  });

  it('the language cookie the locale routing sets comes with the cached page', async () => {
    setCookies = ['NEXT_LOCALE=ar; Path=/'];
    await get('/ar');
    setCookies = [];
    const res = await fetch(`${base}/ar`);
    expect(res.headers.get('x-axle-cache')).toBe('hit');
    expect(res.headers.getSetCookie()).toEqual(['NEXT_LOCALE=ar; Path=/']);
  });
});
