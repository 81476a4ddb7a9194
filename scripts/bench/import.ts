// The catalogue import's speed and memory (issue 18): on each bench target, a database of its own
// (axle_import_bench: on the embedded server beside the bench catalog, or beside the external bench
// database), dropped and made fresh each run, migrated and seeded with the reference data only
// (categories, brands, attributes, vehicles; no products). Three generated files, made once per
// size under BENCH_DATA_DIR/import/<size>/ and reused while the reference data is the same:
// products.csv (--products rows), fitment.csv (5 vehicles per product, each row naming exactly one
// vehicle) and products-changed.csv (the same products, every hundredth with a new price and stock).
// Each is imported by the owner's command, `tsx scripts/import.ts <kind> <file>`, as a child process
// on that database, the way an owner runs it: wall time from start to exit, rows/s, and the
// resident memory of its whole process tree (tsx launcher, the node running the import, esbuild),
// summed, sampled from /proc every 0.5 s. pg_stat_activity is sampled as often, so the statements
// the import spent longest in are listed with the numbers (the importer needs no timing code).
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createWriteStream, existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { closeDatabase, openDatabase } from '../../src/db/client';
import { applyMigrations } from '../../src/db/migrate';
import { seedDatabase } from '../../src/seed';
import { matchKey } from '../../src/features/catalog-import/cells';
import { processTree, rssMb } from './memory';
import type { Target } from './catalog';

const IMPORT_DATABASE = 'axle_import_bench';
/** Fitment rows per product in the generated fitment file. */
const FITMENT_PER_PRODUCT = 5;
/** Every CHANGED_EVERY-th product of products-changed.csv has a new price and stock (1 %). */
export const CHANGED_EVERY = 100;
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

type ImportStepName = 'products' | 'fitment' | 'products-changed';
type ImportCounts = { rows: number; created: number; updated: number; unchanged: number; rejected: number };
type ImportStep = {
  step: ImportStepName;
  file: string;
  fileMb: number;
  /** Data rows in the file. */
  rows: number;
  /** Wall time of the command, from spawning tsx to its exit. */
  seconds: number;
  /** The importer's own time (its report's "in N s": reading, merging, writing; not node's start). */
  importerSeconds: number | null;
  rowsPerSecond: number;
  /** The process tree's RSS summed, at its highest sample; and the largest single process's. */
  peakRssMb: number;
  peakProcessMb: number;
  samples: number;
  exitCode: number | null;
  /** The importer's report lines ("Imported: … / created …, updated …, unchanged …, rejected …"). */
  report: string;
  counts: ImportCounts | null;
  /** The statements seen running longest in pg_stat_activity (seconds, SQL shortened). */
  slowest: { seconds: number; sql: string }[];
  load: number;
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

const fmt = (n: number) => n.toLocaleString('en-US');
const round1 = (n: number) => Math.round(n * 10) / 10;

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

// ---- The reference data the files name ----

type Localized = { en: string; ru?: string; ar?: string };
type Reference = {
  /** Categories that hold products: what a products row's category cell says, and the names. */
  categories: { cell: string; name: Localized }[];
  brands: string[];
  attribute: { slug: string; values: string[] };
  /** Vehicles a year, make, model and engine name alone (so one fitment row is one vehicle). */
  vehicles: { year: number; make: string; model: string; engine: string }[];
};

async function readReference(client: pg.Pool): Promise<Reference> {
  const { rows: cats } = await client.query<{ id: number; slug: string; path: string; layout: string; name: Localized }>(
    `SELECT id, slug, path, layout, name FROM categories WHERE type = 'shop' ORDER BY id`,
  );
  const slugOf = new Map(cats.map((c) => [c.id, c.slug]));
  const slugCount = new Map<string, number>();
  for (const c of cats) slugCount.set(c.slug, (slugCount.get(c.slug) ?? 0) + 1);
  // Mostly the category's own slug; every tenth category (and any whose slug another shares) by its
  // slug path from the top, as export writes it (the path holds the category's own id last).
  const categories = cats
    .filter((c) => c.layout === 'products')
    .map((c, i) => {
      const full = c.path
        .split('/')
        .filter(Boolean)
        .map((id) => slugOf.get(Number(id)) ?? '')
        .join('/');
      return { cell: slugCount.get(c.slug) === 1 && i % 10 !== 0 ? c.slug : full, name: c.name };
    });
  const { rows: brandRows } = await client.query<{ name: string }>('SELECT name FROM brands ORDER BY id');
  const { rows: attrs } = await client.query<{ slug: string; values: string[] }>(`
    SELECT a.slug, array_agg(v.name->>'en' ORDER BY v.id) AS values FROM attributes a JOIN attribute_values v ON v.attribute_id = a.id
     GROUP BY a.id, a.slug HAVING count(*) >= 3 ORDER BY (a.slug = 'material') DESC, a.id LIMIT 1`);
  const { rows: vehicleRows } = await client.query<{ year: number; make: string; model: string; engine: string }>(
    'SELECT year, make, model, engine FROM vehicles ORDER BY id',
  );
  const key = (v: { year: number; make: string; model: string; engine: string }) =>
    `${v.year}|${matchKey(v.make)}|${matchKey(v.model)}|${matchKey(v.engine)}`;
  const seen = new Map<string, number>();
  for (const v of vehicleRows) seen.set(key(v), (seen.get(key(v)) ?? 0) + 1);
  const vehicles = vehicleRows.filter((v) => matchKey(v.engine) && seen.get(key(v)) === 1);
  if (!categories.length || !brandRows.length || !attrs[0] || vehicles.length < FITMENT_PER_PRODUCT) {
    throw new Error('The import bench database has no reference data (categories, brands, an attribute, vehicles) after seeding.');
  }
  return { categories, brands: brandRows.map((b) => b.name), attribute: attrs[0], vehicles };
}

// ---- The files ----

/** Bump when the generated rows change, so files made by an older generator are made again. */
const GENERATOR_VERSION = 2;
const NEW_BRANDS = ['Bench Motorworks', 'Kestrel Parts Co.', 'Nordlicht Autoteile', 'Автодеталь Плюс', 'Al Waha Spares'];
const ADJECTIVES = ['Premium', 'Heavy Duty', 'OE Quality', 'Performance', 'Economy', 'Reinforced', 'Low Noise', 'Extended Life'];
const SERIES = ['AX', 'PRO', 'HD', 'ST', 'EVO', 'XR'];
const POSITIONS = ['front', 'rear', 'left', 'right'];

/** A fixed, well-spread 32-bit number for (i, salt): the files are the same on every run. */
function mix(i: number, salt: number): number {
  let x = (i ^ Math.imul(salt + 1, 0x9e3779b9)) >>> 0;
  x = Math.imul(x ^ (x >>> 16), 0x85ebca6b) >>> 0;
  x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35) >>> 0;
  return (x ^ (x >>> 16)) >>> 0;
}

const cell = (v: string) => (/[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
const money = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
const benchSku = (i: number) => `BX-${String(i).padStart(7, '0')}`;

function* productLines(ref: Reference, products: number, changed: boolean): Generator<string> {
  yield `sku,name_en,name_ru,name_ar,excerpt_en,category,brand,part_number,price,compare_at_price,stock,attr:${ref.attribute.slug}\n`;
  const values = ref.attribute.values;
  for (let i = 1; i <= products; i++) {
    const h = mix(i, 1);
    const category = ref.categories[h % ref.categories.length]!;
    const series = `${SERIES[(h >>> 8) % SERIES.length]}-${(i % 900) + 100}`;
    const adjective = ADJECTIVES[(h >>> 12) % ADJECTIVES.length]!;
    // Some names need quoting: a comma ("…, Pair") or an inch mark (24").
    const extra = i % 17 === 0 ? ', Pair' : i % 29 === 0 ? ` ${14 + (i % 13)}"` : '';
    const nameEn = `${adjective} ${category.name.en} ${series}${extra}`;
    const nameRu = i % 4 === 0 ? `${category.name.ru ?? 'Деталь'} ${series}` : '';
    const nameAr = i % 6 === 0 ? `${category.name.ar ?? 'قطعة'} ${series}` : '';
    const material = values[(h >>> 4) % values.length]!;
    const excerpt = `${adjective} part for daily driving; ${material.toLowerCase()} construction.`;
    const brand =
      i % 40 === 0 ? '' : i % 97 === 0 ? NEW_BRANDS[(i / 97) % NEW_BRANDS.length]! : ref.brands[(h >>> 16) % ref.brands.length]!;
    let price = 1000 + (mix(i, 2) % 49_000);
    let stock = mix(i, 3) % 250;
    const compareAt = i % 8 === 0 ? money(Math.round(price * 1.25) + 200) : '';
    if (changed && i % CHANGED_EVERY === 0) {
      price += 100;
      stock += 7;
    }
    const attr = i % 20 === 0 ? '' : i % 10 === 0 ? `${material}|${values[(h >>> 20) % values.length]!}` : material;
    yield (
      [
        benchSku(i),
        nameEn,
        nameRu,
        nameAr,
        excerpt,
        category.cell,
        brand,
        `PN-${(h % 90_000) + 10_000}-${i}`,
        money(price),
        compareAt,
        String(stock),
        attr,
      ]
        .map(cell)
        .join(',') + '\n'
    );
  }
}

function* fitmentLines(ref: Reference, products: number): Generator<string> {
  yield 'sku,year,make,model,engine,position,quantity\n';
  const count = ref.vehicles.length;
  // FITMENT_PER_PRODUCT vehicles a stride apart: distinct for every product.
  const stride = Math.floor(count / FITMENT_PER_PRODUCT);
  for (let i = 1; i <= products; i++) {
    const base = mix(i, 4) % count;
    const sku = benchSku(i);
    for (let k = 0; k < FITMENT_PER_PRODUCT; k++) {
      const v = ref.vehicles[(base + k * stride) % count]!;
      const position = i % 3 === 0 ? POSITIONS[(i + k) % POSITIONS.length]! : '';
      const quantity = i % 5 === 0 ? String(1 + (k % 4)) : '';
      yield [sku, String(v.year), v.make, v.model, v.engine, position, quantity].map(cell).join(',') + '\n';
    }
  }
}

/** Streams `lines` to `file` in writes of about 1 MB, waiting when the disk is behind; the file appears whole or not at all. */
async function writeLines(file: string, lines: Iterable<string>): Promise<void> {
  const tmp = `${file}.tmp`;
  const out = createWriteStream(tmp);
  let buffer = '';
  for (const line of lines) {
    buffer += line;
    if (buffer.length >= 1 << 20) {
      if (!out.write(buffer)) await once(out, 'drain');
      buffer = '';
    }
  }
  out.end(buffer);
  await finished(out);
  renameSync(tmp, file);
}

type Files = Record<ImportStepName, string>;

/** The three files for this size, made unless they are there from the same generator and reference data. */
async function ensureFiles(dir: string, ref: Reference, products: number): Promise<{ files: Files; generated: boolean }> {
  const files: Files = {
    products: path.join(dir, 'products.csv'),
    fitment: path.join(dir, 'fitment.csv'),
    'products-changed': path.join(dir, 'products-changed.csv'),
  };
  const fingerprint = createHash('sha256').update(JSON.stringify({ GENERATOR_VERSION, products, ref })).digest('hex').slice(0, 16);
  const metaFile = path.join(dir, 'meta.json');
  const meta = existsSync(metaFile) ? (JSON.parse(readFileSync(metaFile, 'utf8')) as { fingerprint?: string }) : {};
  if (meta.fingerprint === fingerprint && Object.values(files).every((f) => existsSync(f))) {
    console.log(`Import files: reusing ${path.relative(process.cwd(), dir) || dir}.`);
    return { files, generated: false };
  }
  mkdirSync(dir, { recursive: true });
  const t0 = performance.now();
  console.log(`Generating the import files in ${path.relative(process.cwd(), dir) || dir} (once per size)...`);
  await writeLines(files.products, productLines(ref, products, false));
  await writeLines(files['products-changed'], productLines(ref, products, true));
  await writeLines(files.fitment, fitmentLines(ref, products));
  writeFileSync(
    metaFile,
    `${JSON.stringify({ fingerprint, products, fitmentRows: products * FITMENT_PER_PRODUCT, changedEvery: CHANGED_EVERY }, null, 2)}\n`,
  );
  const mb = Object.values(files)
    .map((f) => `${path.basename(f)} ${round1(statSync(f).size / 2 ** 20)} MB`)
    .join(', ');
  console.log(`  ${mb} in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  return { files, generated: true };
}

// ---- One import, measured ----

/** Statements the import's connections are running, sampled: the longest seen of each. */
function watchStatements(url: string) {
  const client = new pg.Client({ connectionString: url });
  const seen = new Map<string, { seconds: number; sql: string }>();
  let timer: NodeJS.Timeout | undefined;
  let busy = false;
  const ready = client
    .connect()
    .then(() => {
      timer = setInterval(() => {
        if (busy) return;
        busy = true;
        client
          .query<{ pid: number; started: string; seconds: number; query: string }>(
            `
        SELECT pid, query_start::text AS started, extract(epoch FROM clock_timestamp() - query_start)::float8 AS seconds, query
          FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid() AND state = 'active'
           AND backend_type = 'client backend'`,
          )
          .then(({ rows }) => {
            for (const r of rows) {
              const key = `${r.pid}|${r.started}`;
              const sql = r.query.replace(/\s+/g, ' ').trim();
              seen.set(key, { seconds: Math.max(seen.get(key)?.seconds ?? 0, r.seconds), sql });
            }
          })
          .catch(() => {})
          .finally(() => {
            busy = false;
          });
      }, 500);
    })
    .catch(() => {});
  return {
    stop: async () => {
      await ready;
      clearInterval(timer);
      await client.end().catch(() => {});
      return [...seen.values()]
        .sort((a, b) => b.seconds - a.seconds)
        .filter((s, i) => i < 3 || s.seconds >= 1)
        .slice(0, 10)
        .map((s) => ({ seconds: round1(s.seconds), sql: s.sql.length > 220 ? `${s.sql.slice(0, 217)}...` : s.sql }));
    },
  };
}

const countOf = (s: string | undefined) => Number((s ?? '').replace(/,/g, ''));

function parseCounts(out: string): ImportCounts | null {
  const rows = /: ([\d,]+) rows of \w+/.exec(out);
  const m = /created ([\d,]+), updated ([\d,]+), unchanged ([\d,]+)(?:, hidden [\d,]+)?, rejected ([\d,]+)/.exec(out);
  if (!rows || !m) return null;
  return { rows: countOf(rows[1]), created: countOf(m[1]), updated: countOf(m[2]), unchanged: countOf(m[3]), rejected: countOf(m[4]) };
}

async function runImport(step: ImportStepName, file: string, rows: number, url: string): Promise<ImportStep> {
  const kind = step === 'fitment' ? 'fitment' : 'products';
  const load = round1(os.loadavg()[0]!);
  const statements = watchStatements(url);
  const t0 = performance.now();
  const child = spawn(path.resolve('node_modules/.bin/tsx'), ['scripts/import.ts', kind, file], {
    env: { ...process.env, DATABASE_URL: url },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.setEncoding('utf8').on('data', (d: string) => {
    out += d;
  });
  child.stderr.setEncoding('utf8').on('data', (d: string) => {
    for (const line of d.split('\n').filter((l) => l.trim())) console.log(`    ${line.trim()}`);
  });
  let peakRssMb = 0;
  let peakProcessMb = 0;
  let samples = 0;
  const sample = () => {
    if (child.pid === undefined) return;
    const sizes = processTree(child.pid).map((p) => rssMb(p.pid) ?? 0);
    if (!sizes.length) return;
    samples += 1;
    peakRssMb = Math.max(
      peakRssMb,
      sizes.reduce((a, b) => a + b, 0),
    );
    peakProcessMb = Math.max(peakProcessMb, ...sizes);
  };
  sample();
  const timer = setInterval(sample, 500);
  const [exitCode] = (await once(child, 'close')) as [number | null];
  clearInterval(timer);
  const seconds = Math.round(performance.now() - t0) / 1000;
  const slowest = await statements.stop();
  // The whole report (rejections and warnings listed) beside the file, for a look when a row was refused.
  writeFileSync(path.join(path.dirname(file), `${step}.log`), out);
  const report = out
    .split('\n')
    .filter((l) => l.trim())
    .slice(0, 3)
    .map((l) => l.trim())
    .join(' / ');
  const importerSeconds = /rows of \w+ in ([\d.]+) s/.exec(out)?.[1];
  const result: ImportStep = {
    step,
    file: path.relative(process.cwd(), file),
    fileMb: round1(statSync(file).size / 2 ** 20),
    rows,
    seconds,
    importerSeconds: importerSeconds ? Number(importerSeconds) : null,
    rowsPerSecond: Math.round(rows / seconds),
    peakRssMb,
    peakProcessMb,
    samples,
    exitCode,
    report,
    counts: parseCounts(out),
    slowest,
    load,
  };
  console.log(
    `  ${step.padEnd(17)} ${fmt(rows)} rows in ${seconds.toFixed(1)} s (${fmt(result.rowsPerSecond)} rows/s), peak RSS ${peakRssMb} MB (largest process ${peakProcessMb} MB), exit ${exitCode}`,
  );
  console.log(`    ${report || out.trim().slice(0, 500) || '(no report)'}`);
  for (const s of slowest.slice(0, 3)) console.log(`    ${String(s.seconds).padStart(6)} s  ${s.sql.slice(0, 140)}`);
  return result;
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
  const prepareSeconds = round1((performance.now() - t0) / 1000);
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
