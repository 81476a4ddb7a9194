// Integration: two instances of the shop's caches, as two processes on one database, share their
// pages and facet counts through the Redis server on this machine (REDIS_URL), and a change in the
// catalogue is seen by both at their next request. Without Redis (or with Redis down) each instance
// keeps its own, as on one machine.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { get } from 'node:http';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../tests/integration/databases';
import { freePort } from '@/db/embedded';
import { testRedisUrl } from '../../tests/integration/redis';
import { pingRedis } from './redis-ping';

type Instance = { name: string; base: string; child: ChildProcess };
const running: Instance[] = [];
let buildDir = '';

beforeAll(async () => {
  await pingRedis(testRedisUrl()).catch((e: Error) => {
    throw new Error(`these tests need the Redis server at ${testRedisUrl()} (set REDIS_URL to another): ${e.message}`);
  });
  // A build of its own: entries of an earlier run (or of the shop) are never read by this one.
  buildDir = await mkdtemp(path.join(os.tmpdir(), 'axle-shared-cache-'));
  await writeFile(path.join(buildDir, 'BUILD_ID'), randomUUID());
});
afterAll(async () => {
  await Promise.all(running.map(stop));
  await rm(buildDir, { recursive: true, force: true });
});

function start(name: string, databaseUrl: string, redisUrl: string | undefined): Promise<Instance> {
  const child = spawn(process.execPath, ['--conditions=react-server', '--import', 'tsx', 'tests/support/cache-instance.ts'], {
    env: {
      ...process.env,
      INSTANCE_NAME: name,
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl ?? '',
      NEXT_DIST_DIR: buildDir,
      LOG_LEVEL: 'silent',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`instance ${name} stopped (${code}) before listening`)));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const port = /^listening (\d+)$/.exec(line)?.[1];
      if (!port) return;
      const instance = { name, base: `http://127.0.0.1:${port}`, child };
      running.push(instance);
      resolve(instance);
    });
  });
}

function stop(instance: Instance): Promise<void> {
  running.splice(running.indexOf(instance), 1);
  if (instance.child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    instance.child.once('exit', () => resolve());
    instance.child.kill('SIGTERM');
  });
}

/**
 * A page as a shopper gets it through the load balancer: under the shop's own host name, whichever
 * instance answers (the page cache's key holds the host). The stand-in pages are not compressed:
 * asked for as they are, they may be kept.
 */
function page(instance: Instance, productId: number) {
  return new Promise<{ cache: unknown; renderedBy: unknown; body: string }>((resolve, reject) => {
    const headers = { host: 'shop.example', 'accept-encoding': 'identity' };
    get(`${instance.base}/page/${productId}`, { headers }, (res) => {
      let body = '';
      res.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ cache: res.headers['x-axle-cache'], renderedBy: res.headers['x-rendered-by'], body }));
    }).on('error', reject);
  });
}
const json = async <T>(instance: Instance, path: string) => (await (await fetch(instance.base + path)).json()) as T;
const renders = async (instance: Instance) => (await json<{ renders: number }>(instance, '/renders')).renders;

describeEachDatabase('the cache instances share through Redis', (database, databaseUrl) => {
  let a: Instance;
  let b: Instance;
  let products: number[] = [];

  beforeAll(async () => {
    [a, b] = await Promise.all([start('A', databaseUrl, testRedisUrl()), start('B', databaseUrl, testRedisUrl())]);
    const { rows } = await database().$client.query<{ id: number }>('SELECT id FROM products ORDER BY id LIMIT 3');
    products = rows.map((r) => r.id);
    expect(products).toHaveLength(3);
  });
  afterAll(() => Promise.all([stop(a), stop(b)]));

  it('a page one instance rendered is given by the other from the shared cache, not rendered again', async () => {
    const first = await page(a, products[0]);
    const second = await page(b, products[0]);
    expect(first).toMatchObject({ cache: 'miss', renderedBy: 'A' });
    expect(second).toMatchObject({ cache: 'shared', renderedBy: 'A', body: first.body });
    expect(await renders(b)).toBe(0);
  });

  it('two instances asked for the same page at the same moment render it once', async () => {
    const before = (await renders(a)) + (await renders(b));
    const answers = await Promise.all([page(a, products[1]), page(b, products[1]), page(a, products[1]), page(b, products[1])]);
    expect((await renders(a)) + (await renders(b)) - before).toBe(1);
    expect(new Set(answers.map((x) => x.body)).size).toBe(1);
  });

  it('a price change is seen by both instances at their next request', async () => {
    const old = await page(a, products[0]);
    await database().$client.query('UPDATE products SET price = price + 1 WHERE id = $1', [products[0]]);
    const fromB = await page(b, products[0]);
    const fromA = await page(a, products[0]);
    expect(fromB).toMatchObject({ cache: 'miss', renderedBy: 'B' });
    expect(fromB.body).not.toBe(old.body);
    expect(fromA).toMatchObject({ cache: 'shared', body: fromB.body });
  });

  it('facet counts one instance ran are read by the other from Redis, until the catalogue changes', async () => {
    const first = await json<{ count: number; fromRedis: boolean }>(a, '/facets');
    const second = await json<{ count: number; fromRedis: boolean }>(b, '/facets');
    expect(first.fromRedis).toBe(false);
    expect(second).toEqual({ count: first.count, fromRedis: true });
    await database().$client.query('UPDATE products SET price = price - 1 WHERE id = $1', [products[0]]);
    expect(await json(b, '/facets')).toEqual({ count: first.count, fromRedis: false });
  });
});

describeEachDatabase('the cache instances without a reachable Redis', (database, databaseUrl) => {
  it('each instance renders its own copy when REDIS_URL is not set', async () => {
    const [a, b] = await Promise.all([start('A', databaseUrl, undefined), start('B', databaseUrl, undefined)]);
    const { rows } = await database().$client.query<{ id: number }>('SELECT id FROM products ORDER BY id DESC LIMIT 1');
    expect(await page(a, rows[0].id)).toMatchObject({ cache: 'miss', renderedBy: 'A' });
    expect(await page(b, rows[0].id)).toMatchObject({ cache: 'miss', renderedBy: 'B' });
    expect(await page(b, rows[0].id)).toMatchObject({ cache: 'hit', renderedBy: 'B' });
    await Promise.all([stop(a), stop(b)]);
  });

  it('an instance whose Redis does not answer serves its pages and counts as without one', async () => {
    const lost = await start('A', databaseUrl, `redis://127.0.0.1:${await freePort()}`);
    const { rows } = await database().$client.query<{ id: number }>('SELECT id FROM products ORDER BY id DESC LIMIT 1');
    const started = Date.now();
    expect(await page(lost, rows[0].id)).toMatchObject({ cache: 'miss', renderedBy: 'A' });
    expect(await page(lost, rows[0].id)).toMatchObject({ cache: 'hit' });
    expect(await json(lost, '/facets')).toMatchObject({ fromRedis: false });
    expect(Date.now() - started).toBeLessThan(3_000);
    await stop(lost);
  });
});
