// One instance of the shop's caches, as a separate process, for the shared-cache integration test:
// the page cache of scripts/serve.ts and the facet counts' cache, on the database DATABASE_URL names
// and the Redis REDIS_URL names (if any). Its pages stand in for Next's: they read a product's price
// from the database and say which instance rendered them. Prints "listening <port>" when ready.
//   GET /page/<id>   the product's price, through the page cache
//   GET /facets      a count of published products through the facet cache, and whether Redis answered it
//   GET /renders     how many pages this instance rendered
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { openDatabase } from '../../src/db/client';
import { cachedRows, catalogVersion } from '../../src/features/catalog/facet-cache';
import { pageCache } from '../../src/features/page-cache/server';
import { sharedCache } from '../../src/server/shared-cache';

const name = process.env.INSTANCE_NAME ?? 'instance';
const database = openDatabase(process.env.DATABASE_URL!, 4);
const shared = sharedCache();
const pages = pageCache({ seconds: 60, version: () => catalogVersion(database), shared });
let renders = 0;

const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://instance');
  const product = /^\/page\/(\d+)$/.exec(url.pathname)?.[1];
  if (product)
    return void pages.serve(req, res, async () => {
      renders++;
      // Slow enough that a second instance asks while this one is still rendering.
      await new Promise((resolve) => setTimeout(resolve, 150));
      const { rows } = await database.$client.query<{ price: string }>('SELECT price::text FROM products WHERE id = $1', [Number(product)]);
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'x-rendered-by': name });
      res.end(`<!doctype html><p>price ${rows[0]?.price ?? 'none'}</p>`);
    });
  res.setHeader('content-type', 'application/json');
  if (url.pathname === '/renders') return void res.end(JSON.stringify({ renders }));
  if (url.pathname === '/facets')
    return void (async () => {
      const before = shared?.stats().hits ?? 0;
      const rows = await cachedRows<{ n: number }>(
        database,
        await catalogVersion(database),
        'SELECT count(*)::int AS n FROM products WHERE price > $1',
        [0],
      );
      res.end(JSON.stringify({ count: rows[0]?.n, fromRedis: (shared?.stats().hits ?? 0) > before }));
    })();
  res.statusCode = 404;
  res.end('{}');
});

server.listen(0, '127.0.0.1', () => console.log(`listening ${(server.address() as AddressInfo).port}`));
process.on('SIGTERM', () => {
  server.close();
  void Promise.all([shared?.close(), database.$client.end()]).finally(() => process.exit(0));
});
