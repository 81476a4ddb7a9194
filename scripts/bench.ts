// npm run bench: query latency of the catalog on a 100,000-product catalogue.
// Uses its own database (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/axle_bench):
// created and seeded once (scripts/db-seed.ts --products 100000, several minutes), reused after.
// Measures, after a warm-up, the median and p95 of:
//   listing  - vehicle + 3 brands + price range, sorted by price (the page of 16 items)
//   facets   - the facet counts and total for the same filters
//   suggest  - header search suggestions (3 products, 4 categories) for a mix of words, misspellings and part numbers
import { spawnSync } from 'node:child_process';
import pg from 'pg';
import { closeDatabases, openDatabase } from '../src/db/client';
import { DEFAULT_QUERY, type ListingQuery } from '../src/features/catalog/model';
import { listingFacets, listingItems } from '../src/features/catalog/listing';
import { searchSuggestions, vocabulary } from '../src/features/catalog/search';

const PRODUCTS = 100_000;
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const BUDGET_MS = 20;
const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/axle_bench';

async function ensureDatabase() {
  const target = new URL(url);
  const name = target.pathname.slice(1);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  const exists = (await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount;
  if (!exists) await client.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
  await client.end();
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  const count = await db.query('SELECT count(*)::int AS n FROM products').then((r) => r.rows[0].n as number, () => 0);
  await db.end();
  if (count < PRODUCTS) {
    console.log(`Seeding ${PRODUCTS.toLocaleString('en-US')} products into ${name} (once; several minutes)...`);
    const started = Date.now();
    const r = spawnSync('npx', ['tsx', 'scripts/db-seed.ts', '--products', String(PRODUCTS)], {
      stdio: 'inherit',
      env: { ...process.env, DATABASE_URL: url, AXLE_DEMO: '0', DATA_DIR: process.env.BENCH_DATA_DIR ?? '/tmp/axle-bench' },
    });
    if (r.status !== 0) process.exit(r.status ?? 1);
    console.log(`Seeded in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
  }
  // Migrations added since the seed (indexes) apply here too.
  spawnSync('npx', ['tsx', 'scripts/db-migrate.ts'], { stdio: 'inherit', env: { ...process.env, DATABASE_URL: url } });
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function measure(name: string, cases: (() => Promise<unknown>)[]) {
  for (const c of cases) await c(); // warm-up: caches, plans, vocabulary
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    await cases[i % cases.length]!();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const median = percentile(times, 50);
  const p95 = percentile(times, 95);
  console.log(`${name.padEnd(10)} median ${median.toFixed(2).padStart(7)} ms   p95 ${p95.toFixed(2).padStart(7)} ms   ${p95 < BUDGET_MS ? 'ok' : `OVER the ${BUDGET_MS} ms budget`}`);
  return p95 < BUDGET_MS;
}

await ensureDatabase();
const database = openDatabase(url, 4);
const { rows: vehicles } = await database.$client.query<{ vehicle_id: number }>(
  'SELECT vehicle_id FROM product_fitment GROUP BY vehicle_id ORDER BY count(*) DESC, vehicle_id LIMIT 20',
);
const { rows: brands } = await database.$client.query<{ slug: string }>('SELECT b.slug FROM brands b ORDER BY b.id');
const { rows: names } = await database.$client.query<{ name: string; part: string; oem: string }>(
  `SELECT p.name->>'en' AS name, p.part_number AS part, (SELECT i.number FROM product_interchange i WHERE i.product_id = p.id LIMIT 1) AS oem FROM products p ORDER BY p.id LIMIT 20 OFFSET 500`,
);
const { n } = (await database.$client.query<{ n: number }>('SELECT count(*)::int AS n FROM products')).rows[0]!;
console.log(`Catalogue: ${n.toLocaleString('en-US')} products; ${RUNS} runs per measurement on ${new URL(url).pathname.slice(1)}.`);

const queries: ListingQuery[] = vehicles.map((v, i) => ({
  ...DEFAULT_QUERY,
  sort: 'price_asc',
  filters: {
    vehicle: v.vehicle_id,
    brand: [0, 1, 2].map((k) => brands[(i * 3 + k) % brands.length]!.slug),
    price: [1000 + (i % 5) * 1000, 30000 + (i % 4) * 10000],
  },
}));
const scope = (q: ListingQuery) => ({ vehicleId: q.filters.vehicle ?? null });
const misspell = (s: string) => {
  const w = s.split(' ').find((x) => x.length > 6) ?? s;
  return w.slice(0, 2) + w[3] + w[2] + w.slice(4);
};
const texts = names.flatMap((r) => [r.name.split(' ').slice(-3, -1).join(' '), misspell(r.name), r.part, r.oem ?? r.part, r.name.split(' ')[2]!.slice(0, 4)]);
await vocabulary(database);

const results = [
  await measure('listing', queries.map((q) => () => listingItems(q, scope(q), database))),
  await measure('facets', queries.map((q) => () => listingFacets(q, scope(q), database))),
  await measure('suggest', texts.map((t) => () => searchSuggestions(t, { products: 3, categories: 4 }, database))),
];
await closeDatabases();
process.exit(results.every(Boolean) ? 0 : 1);
