// The bench catalogs: a generated catalog of the requested size on the embedded PostgreSQL (its own
// data directory per size under BENCH_DATA_DIR) and, when asked, on the external server (database
// axle_bench_<size> beside DATABASE_URL's, or exactly BENCH_DATABASE_URL). Made once with the
// normal seed (bulk load for large sizes, progress shown), reused after; a smaller catalog grows.
import path from 'node:path';
import pg from 'pg';
import { closeDatabases, openDatabase, type Database } from '../../src/db/client';
import { startEmbedded } from '../../src/db/embedded';
import { applyMigrations } from '../../src/db/migrate';
import { seedDatabase } from '../../src/seed';
import { PRODUCT_TABLES } from '../../src/seed/products';

export type Target = {
  name: 'embedded' | 'external';
  /** For people: the database and where it lives (no password). */
  label: string;
  url: string;
  stop: () => Promise<void>;
};

export type CatalogInfo = { products: number; fitment: number; reviews: number; seededSeconds: number | null; seedRate: number | null };

const fmt = (n: number) => n.toLocaleString('en-US');

/** Where the external bench database is: BENCH_DATABASE_URL as given, else axle_bench_<size> on DATABASE_URL's server. */
function externalUrl(products: number): string {
  if (process.env.BENCH_DATABASE_URL) return process.env.BENCH_DATABASE_URL;
  const u = new URL(process.env.DATABASE_URL!);
  u.pathname = `/axle_bench_${products}`;
  return u.toString();
}

async function createDatabaseIfMissing(url: string): Promise<void> {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) await client.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
  } finally {
    await client.end();
  }
}

/** `createDatabase: false` leaves a missing external bench database uncreated (the import part only needs its server). */
export async function openTarget(name: Target['name'], products: number, dataDir: string, { createDatabase = true } = {}): Promise<Target> {
  if (name === 'embedded') {
    const dir = path.join(dataDir, String(products));
    console.log(`Starting the embedded PostgreSQL in ${path.join(dir, 'pg')}...`);
    const server = await startEmbedded({ dataDir: dir });
    return {
      name,
      label: `embedded PostgreSQL (${dir.startsWith(process.cwd() + path.sep) ? path.relative(process.cwd(), dir) : dir})`,
      url: server.url,
      stop: server.stop,
    };
  }
  const url = externalUrl(products);
  if (createDatabase) await createDatabaseIfMissing(url);
  const u = new URL(url);
  return { name, label: `external PostgreSQL ${u.host}${u.pathname}`, url, stop: async () => {} };
}

/**
 * A freshly loaded catalog has no visibility map, so its index-only scans (the listing's page, the
 * facet counts, the fitment lookups) read the table anyway until a VACUUM sets it. A normal server's
 * autovacuum does that soon after a bulk load; a bench server may run without it (the shared
 * external one does). The bench measures the steady state: after seeding, or when most of the
 * products table is not marked all-visible, the product tables are vacuumed (a few seconds at
 * 100,000 products).
 */
async function vacuumIfNeeded(database: Database, seeded: boolean): Promise<void> {
  const {
    rows: [vm],
  } = await database.$client.query<{ pages: number; visible: number }>(
    `SELECT relpages AS pages, relallvisible AS visible FROM pg_class WHERE oid = 'products'::regclass`,
  );
  if (!seeded && vm && vm.visible >= vm.pages / 2) return;
  const t0 = performance.now();
  for (const table of PRODUCT_TABLES) await database.$client.query(`VACUUM (ANALYZE) "${table}"`);
  console.log(`Vacuumed the product tables (visibility map for index-only scans) in ${((performance.now() - t0) / 1000).toFixed(1)} s.`);
}

/** Migrates, then seeds the catalog up to `products` unless it is there; returns what it holds. */
export async function ensureCatalog(target: Target, products: number, mediaDir: string): Promise<CatalogInfo> {
  const database = openDatabase(target.url, 4);
  try {
    await applyMigrations(database);
    const count = async () => (await database.$client.query<{ n: number }>('SELECT count(*)::int AS n FROM products')).rows[0]!.n;
    const before = await count();
    let seededSeconds: number | null = null;
    if (before < products) {
      console.log(
        `Seeding ${fmt(products)} products into the ${target.label} (${before ? `${fmt(before)} there; ` : ''}once, then reused)...`,
      );
      const report = await seedDatabase(database.$client, { products, demo: false, mediaDir, log: console.log });
      seededSeconds = report.seconds;
      console.log(
        `Seeded in ${(report.seconds / 60).toFixed(1)} min (${fmt(Math.round(report.productsAdded / report.seconds))} products/s).`,
      );
    } else {
      console.log(`Catalog: ${fmt(before)} products on the ${target.label} (reused).`);
    }
    await vacuumIfNeeded(database, seededSeconds !== null);
    const {
      rows: [sizes],
    } = await database.$client.query<{ products: number; fitment: number; reviews: number }>(
      `SELECT (SELECT count(*)::int FROM products) AS products, (SELECT count(*)::int FROM product_fitment) AS fitment, (SELECT count(*)::int FROM reviews) AS reviews`,
    );
    return { ...sizes!, seededSeconds, seedRate: seededSeconds ? Math.round((sizes!.products - before) / seededSeconds) : null };
  } finally {
    await closeDatabases();
  }
}
