// The cluster part (issue 24, "Topology, tested"): two instances of the shop on the bench database
// behind Caddy (scripts/cluster/run.ts, the configuration `npm run cluster` uses), loaded through
// the proxy with the load part's mix of pages and APIs (every row of load.ts, asked in turn).
// 1. Steady: --connections connections for --seconds: the errors should be 0.
// 2. Kill: the same load, orders placed through the real checkout API all along, one instance
//    SIGKILLed a third of the way in and started again 5 s later. Counted: the failed requests (at
//    most those in flight on the dead instance), every order that was answered 201 looked up in
//    the database afterwards (none may be missing), and, from a probe asking /api/health through
//    the proxy every 100 ms and reading X-Axle-Instance, how long the dead instance still got
//    requests and how long after its restart it got them again.
// Step 1 runs twice, on two instances each keeping its own caches and on two sharing theirs through
// Redis (REDIS_URL, else the Redis on this machine), each from cold caches (a new catalogue version);
// the answers are counted by their page cache header (hit in the instance's memory, shared from
// Redis, miss: rendered). The kill test runs on the instances that share.
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Fixtures } from './fixtures';
import { caseRequests, hit, loadCases } from './load';
import { round } from './stats';
import { startCluster, type Cluster } from '../cluster/run';
import { pingRedis } from '../../src/server/redis-ping';

type Run = { requests: number; errors: number; rps: number; p50: number; p95: number; p99: number };
/** Answers by their x-axle-cache header: hit, shared, miss, and '-' for answers the page cache does not keep (APIs, files). */
type CacheAnswers = Record<string, number>;
type Steady = Run & { load: number; cache: CacheAnswers };

export type ClusterResult = {
  instances: number;
  /** Steady load on instances with their own caches, and sharing them through Redis (null: no Redis answered). */
  steady: Steady;
  shared: Steady | null;
  kill: Run & {
    load: number;
    orders: { placed: number; refused: number; failed: number; missing: number };
    /** s after the kill until the probe stopped reaching the dead instance (null: it never did). */
    outAfter: number | null;
    /** The probe's failed answers while the instance was down. */
    probeErrors: number;
    /** s from the restarted instance answering /api/ready itself to its first request through the proxy. */
    backAfter: number | null;
    /** Requests the restarted instance answered through the proxy in the rest of the run (probe only). */
    servedAfterRestart: number;
  };
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The load part's rows, all asked in turn: pages (from the page cache and rendered) and APIs. */
async function load(origin: string, fixtures: Fixtures, connections: number, seconds: number, cache?: CacheAnswers): Promise<Run> {
  const { bytes: _bytes, ...r } = await hit(origin, loadCases(fixtures).flatMap(caseRequests), connections, seconds, cache);
  return r;
}

/** A steady run from cold caches: the catalogue's version is bumped first, as an admin edit would. */
async function steadyRun(databaseUrl: string, origin: string, fixtures: Fixtures, connections: number, seconds: number): Promise<Steady> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  await db.query('UPDATE catalog_version SET version = version + 1 WHERE id = 1');
  await db.end();
  const cache: CacheAnswers = {};
  const run = await load(origin, fixtures, connections, seconds, cache);
  return { ...run, load: round(os.loadavg()[0]!, 1), cache };
}

const describeCache = (c: CacheAnswers) =>
  `${c.hit ?? 0} from memory, ${c.shared ?? 0} from Redis, ${c.miss ?? 0} rendered (${pageHitRate(c)} % of pages from a cache)`;
const pageHitRate = (c: CacheAnswers) => {
  const pages = (c.hit ?? 0) + (c.shared ?? 0) + (c.miss ?? 0);
  return pages ? round((100 * ((c.hit ?? 0) + (c.shared ?? 0))) / pages, 1) : 0;
};

/** In-stock products without options of the bench catalog, as the checkout takes them. */
async function plainProducts(origin: string): Promise<number[]> {
  const ids = Array.from({ length: 30 }, (_, i) => i + 501).join(',');
  const { products } = (await (await fetch(`${origin}/api/compare?ids=${ids}`)).json()) as {
    products: { id: number; stockStatus: string; hasOptions: boolean }[];
  };
  const plain = products.filter((p) => p.stockStatus === 'in-stock' && !p.hasOptions).map((p) => p.id);
  if (plain.length === 0) throw new Error('The kill test needs in-stock products without options among ids 501-530');
  return plain;
}

/** Places orders one after another until `until` resolves: the numbers answered 201, and the rest counted. */
async function placeOrders(origin: string, products: number[], until: { done: boolean }) {
  const placed: string[] = [];
  let refused = 0;
  let failed = 0;
  for (let i = 0; !until.done; i++) {
    const r = await fetch(`${origin}/api/checkout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify({
        idempotencyKey: `cluster-${Date.now()}-${i}-${Math.random().toString(36).slice(2)}`,
        items: [{ productId: products[i % products.length], quantity: 1 }],
        billingAddress: {
          firstName: 'Rania',
          lastName: 'Haddad',
          country: 'AE',
          address1: '12 Al Wasl Road',
          city: 'Dubai',
          postcode: '00000',
          email: `cluster-${i}@axle.example`,
          phone: '+971 4 555 0101',
        },
        payment: 'bank',
        acceptTerms: true,
        locale: 'en',
      }),
      signal: AbortSignal.timeout(15_000),
    }).catch(() => null);
    if (r?.status === 201) placed.push(((await r.json()) as { order: { number: string } }).order.number);
    else if (r && r.status >= 400 && r.status < 500) refused++;
    else failed++;
    await r?.arrayBuffer().catch(() => {});
    await sleep(50);
  }
  return { placed, refused, failed };
}

/** Asks /api/health through the proxy every 100 ms: when, and from which instance, each answer came. */
function probe(origin: string, until: { done: boolean }) {
  const answers: { at: number; instance: string | null }[] = [];
  const done = (async () => {
    while (!until.done) {
      const at = Date.now();
      const r = await fetch(`${origin}/api/health`, { signal: AbortSignal.timeout(5000) }).catch(() => null);
      answers.push({ at, instance: r?.ok ? r.headers.get('x-axle-instance') : null });
      await r?.arrayBuffer().catch(() => {});
      await sleep(100);
    }
  })();
  return { answers, done };
}

export async function benchCluster(
  databaseUrl: string,
  fixtures: Fixtures,
  opts: { connections: number; seconds: number; port: number; logDir: string },
): Promise<ClusterResult> {
  const ports = [opts.port + 1, opts.port + 2];
  const redisUrl = process.env.REDIS_URL?.trim() || 'redis://127.0.0.1:6379';
  console.log(`  instances on ${ports.join(', ')}, Caddy on ${opts.port}; logs in ${opts.logDir}`);
  const own: Cluster = await startCluster({ databaseUrl, port: opts.port, ports, logDir: opts.logDir, env: { REDIS_URL: '' } });
  let steady: Steady;
  try {
    await load(own.origin, fixtures, Math.min(4, opts.connections), 5); // warm-up of both instances
    steady = await steadyRun(databaseUrl, own.origin, fixtures, opts.connections, opts.seconds);
    console.log(`  steady, own caches: ${steady.requests} requests, ${steady.errors} errors, p50 ${steady.p50} ms, p95 ${steady.p95} ms`);
    console.log(`    ${describeCache(steady.cache)}`);
  } finally {
    await own.stop();
  }
  const redisHere = await pingRedis(redisUrl).then(
    () => true,
    (e: Error) => (console.log(`  no Redis answers at ${redisUrl} (${e.message}): the shared-cache run is left out`), false),
  );
  const cluster: Cluster = await startCluster({
    databaseUrl,
    port: opts.port,
    ports,
    logDir: opts.logDir,
    env: { REDIS_URL: redisHere ? redisUrl : '' },
  });
  try {
    const origin = cluster.origin;
    await load(origin, fixtures, Math.min(4, opts.connections), 5);
    let shared: Steady | null = null;
    if (redisHere) {
      shared = await steadyRun(databaseUrl, origin, fixtures, opts.connections, opts.seconds);
      console.log(
        `  steady, shared through Redis: ${shared.requests} requests, ${shared.errors} errors, p50 ${shared.p50} ms, p95 ${shared.p95} ms`,
      );
      console.log(`    ${describeCache(shared.cache)}`);
    }

    const products = await plainProducts(origin);
    const until = { done: false };
    const orders = placeOrders(origin, products, until);
    const probing = probe(origin, until);
    const victim = cluster.instances[1]!;
    let killedAt = 0;
    let readyAt = 0;
    const chaos = (async () => {
      await sleep((opts.seconds * 1000) / 3);
      killedAt = Date.now();
      await victim.kill();
      console.log(`  killed the instance on ${victim.address} (SIGKILL)`);
      await sleep(5000);
      await victim.restart();
      readyAt = Date.now();
      console.log(`  restarted it: ready after ${((readyAt - killedAt) / 1000).toFixed(1)} s`);
    })();
    const run = await load(origin, fixtures, opts.connections, opts.seconds);
    await chaos;
    // The probe and the orders go on a little after the load, so a late restart is still seen.
    await sleep(3000);
    until.done = true;
    const [{ placed, refused, failed }] = await Promise.all([orders, probing.done]);
    const killLoad = round(os.loadavg()[0]!, 1);

    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders WHERE number = ANY($1)', [placed]);
    await db.end();

    const answers = probing.answers;
    const lastBefore = answers.filter((a) => a.at >= killedAt && a.instance === victim.address).at(-1);
    const down = answers.filter((a) => a.at >= killedAt && a.at < readyAt);
    const firstBack = answers.find((a) => readyAt && a.at >= readyAt && a.instance === victim.address);
    const result: ClusterResult = {
      instances: cluster.instances.length,
      steady,
      shared,
      kill: {
        ...run,
        load: killLoad,
        orders: { placed: placed.length, refused, failed, missing: placed.length - rows[0]!.n },
        outAfter: lastBefore && (!firstBack || lastBefore.at < readyAt) ? round((lastBefore.at - killedAt) / 1000, 1) : 0,
        probeErrors: down.filter((a) => a.instance === null).length,
        backAfter: firstBack ? round((firstBack.at - readyAt) / 1000, 1) : null,
        servedAfterRestart: answers.filter((a) => readyAt && a.at >= readyAt && a.instance === victim.address).length,
      },
    };
    const k = result.kill;
    console.log(
      `  kill: ${k.requests} requests, ${k.errors} errors, p50 ${k.p50} ms, p95 ${k.p95} ms; orders ${k.orders.placed} placed, ${k.orders.failed} failed, ${k.orders.missing} missing; ` +
        `back in the proxy ${k.backAfter ?? 'never'} s after its restart (${k.servedAfterRestart} probe answers from it)`,
    );
    console.log(`  Caddy's log of the health checks: ${healthLines(path.join(opts.logDir, 'caddy.log'))} lines`);
    return result;
  } finally {
    await cluster.stop();
  }
}

/** How many lines of Caddy's log are its health checker's (the instance going down and coming back). */
function healthLines(file: string): number {
  try {
    return readFileSync(file, 'utf8')
      .split('\n')
      .filter((l) => l.includes('health_checker')).length;
  } catch {
    return 0;
  }
}

/** The part's markdown for docs/performance.md. */
export function clusterTable(label: string, c: ClusterResult, connections: number): string {
  const k = c.kill;
  const row = (name: string, r: Run & { load: number; cache?: CacheAnswers }) =>
    `| ${name} | ${r.requests} | ${r.rps} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.errors} | ${r.cache ? pageHitRate(r.cache) : '–'} | ${r.cache?.miss ?? '–'} | ${r.load} |`;
  return [
    `#### Cluster: ${c.instances} instances behind Caddy, ${label} (${connections} connections, the load part's pages and APIs in turn)`,
    '',
    '| run | requests | req/s | p50 ms | p95 ms | p99 ms | errors | pages from a cache % | pages rendered | load avg |',
    '|---|---|---|---|---|---|---|---|---|---|',
    row('steady, each instance its own caches', c.steady),
    ...(c.shared ? [row('steady, caches shared through Redis', c.shared)] : []),
    row(`one instance SIGKILLed, restarted 5 s later${c.shared ? ' (sharing through Redis)' : ''}`, k),
    '',
    `Kill test: orders through the checkout API during the run: ${k.orders.placed} answered 201, ${k.orders.missing} of them missing from the database afterwards; ` +
      `${k.orders.failed} failed (no answer or 5xx), ${k.orders.refused} refused (4xx). ` +
      `The dead instance got probe requests for ${k.outAfter ?? 'n/a'} s after the kill (${k.probeErrors} probe errors while it was down); ` +
      `after its restart the proxy sent it requests again ${k.backAfter ?? 'never'} s after it was ready (${k.servedAfterRestart} probe answers from it).`,
  ].join('\n');
}
