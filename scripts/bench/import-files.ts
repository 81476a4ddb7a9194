// The catalogue import bench's input (issue 18): the reference data the files name, read from the
// freshly seeded import database, and the three generated files, made once per size under
// BENCH_DATA_DIR/import/<size>/ and reused while the generator and reference data are the same:
// products.csv, fitment.csv (FITMENT_PER_PRODUCT vehicles a product, each row naming exactly one
// vehicle) and products-changed.csv (the same products, every CHANGED_EVERY-th with a new price and stock).
import { createHash } from 'node:crypto';
import { createWriteStream, existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import path from 'node:path';
import type pg from 'pg';
import { matchKey } from '../../src/features/catalog-import/cells';
import { round } from './stats';

/** Fitment rows per product in the generated fitment file. */
export const FITMENT_PER_PRODUCT = 5;
/** Every CHANGED_EVERY-th product of products-changed.csv has a new price and stock (1 %). */
export const CHANGED_EVERY = 100;

export type ImportStepName = 'products' | 'fitment' | 'products-changed';

type Localized = { en: string; ru?: string; ar?: string };
export type Reference = {
  /** Categories that hold products: what a products row's category cell says, and the names. */
  categories: { cell: string; name: Localized }[];
  brands: string[];
  attribute: { slug: string; values: string[] };
  /** Vehicles a year, make, model and engine name alone (so one fitment row is one vehicle). */
  vehicles: { year: number; make: string; model: string; engine: string }[];
};

export async function readReference(client: pg.Pool): Promise<Reference> {
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
export async function ensureFiles(dir: string, ref: Reference, products: number): Promise<{ files: Files; generated: boolean }> {
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
    .map((f) => `${path.basename(f)} ${round(statSync(f).size / 2 ** 20)} MB`)
    .join(', ');
  console.log(`  ${mb} in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  return { files, generated: true };
}
