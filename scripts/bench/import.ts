// The catalogue import's speed and memory (issue 18): on each bench target, a database of its own
// (axle_import_bench: on the embedded server beside the bench catalog, or beside the external bench
// database), dropped and made fresh each run, migrated and seeded with the reference data only
// (categories, brands, attributes, vehicles; no products). Three generated files (import-files.ts:
// new products, their fitment, the same products with 1 % changed) are each imported by the owner's
// command and measured (import-run.ts: wall time, rows/s, the memory of its process tree, the
// statements it spent longest in); then what the database holds is counted.
import path from 'node:path';
import pg from 'pg';
import { closeDatabase, openDatabase } from '../../src/db/client';
import { applyMigrations } from '../../src/db/migrate';
import { seedDatabase } from '../../src/seed';
import { ensureFiles, readReference, FITMENT_PER_PRODUCT, type ImportStepName, type Reference } from './import-files';
import { runImport, type ImportStep } from './import-run';
import { round } from './stats';
import type { Target } from './catalog';

const IMPORT_DATABASE = 'axle_import_bench';
/** Issue 18's ceilings, scaled by the number of products. */
export const IMPORT_BUDGETS = {
  /** Seconds per 100,000 products for products.csv into an empty catalogue. */
  productsPer100k: 60,
  /** Seconds per 1,000,000 products for products.csv and then fitment.csv. */
  productsAndFitmentPerMillion: 15 * 60,
  /** Seconds per 1,000,000 products for products-changed.csv over the imported catalogue. */
  reimportPerMillion: 3 * 60,
  /** Resident memory of the import command's process tree, at every sample. */
  rssMb: 600,
};

export type ImportResult = {
  label: string;
  database: string;
  products: number;
  fitmentRows: number;
  /** Seconds to make the database (drop, create, migrate, reference seed) and the files, for the record. */
  prepareSeconds: number;
  filesGenerated: boolean;
  steps: ImportStep[];
  /** What the database holds after the three imports. */
  after: { products: number; fitment: number };
};

// ---- The database ----

/** axle_import_bench on the server of `url` (the target's bench database). */
function importUrl(url: string): string {
  const u = new URL(url);
  u.pathname = `/${IMPORT_DATABASE}`;
  return u.toString();
}

async function recreateDatabase(url: string): Promise<void> {
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${IMPORT_DATABASE} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${IMPORT_DATABASE}`);
  } finally {
    await client.end();
  }
}

async function dropDatabase(url: string): Promise<void> {
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${IMPORT_DATABASE} WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

/** The import part for one target: a fresh database, the files, three imports. */
export async function benchImport(target: Target, opts: { products: number; dataDir: string; mediaDir: string }): Promise<ImportResult> {
  const url = importUrl(target.url);
  const t0 = performance.now();
  console.log(`Making ${IMPORT_DATABASE} afresh on the ${target.label}'s server (migrations, reference data, no products)...`);
  await recreateDatabase(url);
  const database = openDatabase(url, 2);
  let ref: Reference;
  try {
    await applyMigrations(database);
    await seedDatabase(database.$client, { products: 0, demo: false, mediaDir: opts.mediaDir });
    ref = await readReference(database.$client);
  } finally {
    await closeDatabase(url);
  }
  const { files, generated } = await ensureFiles(path.join(opts.dataDir, 'import', String(opts.products)), ref, opts.products);
  const prepareSeconds = round((performance.now() - t0) / 1000);
  const u = new URL(url);
  const result: ImportResult = {
    label: target.name === 'embedded' ? target.label : `external PostgreSQL ${u.host}`,
    database: IMPORT_DATABASE,
    products: opts.products,
    fitmentRows: opts.products * FITMENT_PER_PRODUCT,
    prepareSeconds,
    filesGenerated: generated,
    steps: [],
    after: { products: 0, fitment: 0 },
  };
  const plan: [ImportStepName, number][] = [
    ['products', opts.products],
    ['fitment', opts.products * FITMENT_PER_PRODUCT],
    ['products-changed', opts.products],
  ];
  for (const [step, rows] of plan) result.steps.push(await runImport(step, files[step], rows, url));
  const check = new pg.Client({ connectionString: url });
  await check.connect();
  try {
    const {
      rows: [after],
    } = await check.query<{ products: number; fitment: number }>(
      'SELECT (SELECT count(*)::int FROM products) AS products, (SELECT count(*)::int FROM product_fitment) AS fitment',
    );
    result.after = after!;
  } finally {
    await check.end();
  }
  // A million products take gigabytes; the database is made again on the next run anyway.
  if (!process.env.BENCH_KEEP_IMPORT_DB) await dropDatabase(url);
  return result;
}
