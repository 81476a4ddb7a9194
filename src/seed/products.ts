// Composes product number `i` of the catalog from the reference data. The same `i` always gives the
// same product, so the catalog can grow from 2,000 to 1,000,000 by adding the missing numbers.
import type pg from 'pg';
import { deferIndexes } from '../db/bulk-load';
import { bulkInsert, syncSequence, type Column } from './bulk';
import { between, pick, rngFor, sample, slugify } from './random';
import { partQualifiers } from './data/departments';
import { attributes, productTypes } from './data/attributes';
import { partFacts, typeFacts } from './data/part-facts';
import { popularVehicles } from './data/popular-vehicles';
import { options } from './data/options';
import { brands } from './data/brands';
import { reviewAuthors, reviewTexts } from './data/reviews';
import type { Leaf, VehicleRow } from './reference';
import type { PartSeed } from './data/types';
import { WHOLE_VIEWS } from './images';

/** Products are dated back from this moment, so a seeded catalog does not depend on the day it was made. */
const CATALOG_EPOCH = Date.parse('2026-11-01T00:00:00Z');
const DAY = 86_400_000;

/** The catalogue size the fitment of popular vehicles is planned for (the shop's default seed). */
const PLANNED_PRODUCTS = 2000;
/** Exact fits each popular vehicle gets in each leaf sold by vehicle, at the planned size (at least). */
const POPULAR_FITS = 4;
/** Products after this number fit only their own models: a million-product catalogue stays a realistic size. */
const POPULAR_UNTIL = 20_000;

/**
 * How a leaf's products cover the popular vehicles: products are dealt to leaves in turn, and within
 * a leaf to its parts in turn; the n-th product sold by vehicle fits popular vehicles
 * [n·stride, (n+1)·stride), so consecutive products tile the list and each vehicle is covered
 * POPULAR_FITS times by the planned catalogue.
 */
type LeafPlan = { vehicleSlots: number[]; stride: number };

export type CatalogContext = {
  leaves: Leaf[];
  plans: LeafPlan[];
  vehiclesByModel: VehicleRow[][];
  /** The same models grouped by make, in the same order: platform siblings without scanning every model. */
  modelsByMake: Map<string, VehicleRow[][]>;
  /** For each popular vehicle, the vehicle rows a part made for it fits: its model, a year either side, every engine. */
  popular: VehicleRow[][];
  /** A part's images (see renderPartImages): the whole part first, then a pair, then a close-up. */
  partImages: Map<string, string[]>;
};

type AttributePlan = { attribute: number; values: number[] };
/** The attributes a part's products carry and the values true of it (see data/part-facts.ts). */
const attributePlans = new Map<string, AttributePlan[]>();
/** Options that decide an attribute: the shopper's choice replaces the fixed value. */
const OPTION_DECIDES: Record<string, string[]> = { 'wheel-size': ['rim-diameter'], 'tyre-size': ['rim-diameter'] };

function attributePlan(part: PartSeed): AttributePlan[] {
  const known = attributePlans.get(part.slug);
  if (known) return known;
  const type = productTypes.find((t) => t.slug === part.type) ?? productTypes[0]!;
  const decided = new Set((part.options ?? []).flatMap((o) => [o, ...(OPTION_DECIDES[o] ?? [])]));
  const facts = { ...typeFacts[type.slug], ...partFacts[part.slug]?.attrs };
  const plan = [...new Set(type.groups.flatMap((g) => g.attributes))].flatMap((slug): AttributePlan[] => {
    const ai = attributeIndex.get(slug);
    if (ai === undefined || decided.has(slug) || facts[slug] === null) return [];
    const allowed = facts[slug]?.split(' ');
    const values = attributes[ai]!.values.flatMap((v, vi) => (!allowed || allowed.includes(v.slug) ? [vi] : []));
    return values.length ? [{ attribute: ai, values }] : [];
  });
  attributePlans.set(part.slug, plan);
  return plan;
}

// Lookups over the fixed source data, made once rather than per product (a million-product seed
// calls generateProduct a million times).
const attributeIndex = new Map(attributes.map((a, i) => [a.slug, i]));
const valueBase = new Map<string, number>();
attributes.reduce((offset, a) => (valueBase.set(a.slug, offset), offset + a.values.length), 0);
const positiveReviews = reviewTexts.filter((t) => t.rating >= 4);

function leafPlan(leaf: Leaf, leafIndex: number, leafCount: number): LeafPlan {
  const n = leaf.parts.length;
  const vehicleSlots = Array.from({ length: n }, (_, pos) => pos).filter((pos) => leaf.parts[(pos + leafIndex) % n]!.fitment === 'vehicle');
  const planned = Math.ceil((PLANNED_PRODUCTS - leafIndex) / leafCount);
  const byVehicle = Math.floor(planned / n) * vehicleSlots.length + vehicleSlots.filter((pos) => pos < planned % n).length;
  return {
    vehicleSlots,
    stride: byVehicle ? Math.min(popularVehicles.length, Math.ceil((POPULAR_FITS * popularVehicles.length) / byVehicle)) : 0,
  };
}

export function catalogContext(leaves: Leaf[], vehicles: VehicleRow[], partImages: Map<string, string[]>): CatalogContext {
  const byModel = new Map<string, VehicleRow[]>();
  for (const v of vehicles) {
    const k = `${v.makeSlug}/${v.modelSlug}`;
    (byModel.get(k) ?? byModel.set(k, []).get(k)!).push(v);
  }
  const vehiclesByModel = [...byModel.values()];
  const modelsByMake = new Map<string, VehicleRow[][]>();
  for (const m of vehiclesByModel) {
    const k = m[0]!.makeSlug;
    (modelsByMake.get(k) ?? modelsByMake.set(k, []).get(k)!).push(m);
  }
  const popular = popularVehicles.map((p) => {
    const rows = byModel.get(`${p.make}/${p.model}`)?.filter((v) => Math.abs(v.year - p.year) <= 1) ?? [];
    if (!rows.some((v) => v.year === p.year)) throw new Error(`Popular vehicle ${p.year} ${p.make} ${p.model} is not in the vehicle data`);
    return rows;
  });
  return {
    leaves,
    plans: leaves.map((leaf, i) => leafPlan(leaf, i, leaves.length)),
    vehiclesByModel,
    modelsByMake,
    popular,
    partImages,
  };
}

const brandCode = (name: string) =>
  name
    .replace(/[^A-Za-z]/g, '')
    .slice(0, 3)
    .toUpperCase()
    .padEnd(3, 'X');
const digits = (r: () => number, n: number) => Array.from({ length: n }, () => Math.floor(r() * 10)).join('');
const letters = (r: () => number, n: number) => Array.from({ length: n }, () => 'ABCDEFGHJKLMNPRSTUVWXYZ'[Math.floor(r() * 23)]).join('');
const normalizePartNumber = (s: string) => s.toUpperCase().replace(/[^A-Z0-9]/g, '');
/** Prices end in .99 or .49, like a real shop's. */
const shopPrice = (r: () => number, [min, max]: [number, number]) => Math.max(1, between(r, min, max)) * 100 - (r() < 0.7 ? 1 : 51);

type Generated = {
  product: unknown[];
  categories: unknown[][];
  images: unknown[][];
  attributes: unknown[][];
  options: { option: unknown[]; values: unknown[][] }[];
  fitment: unknown[][];
  interchange: unknown[][];
  reviews: unknown[][];
};

/** A product's fit_keys (migration 0017): 0 when it fits every vehicle, then its listed vehicles, ascending. */
const fitKeys = (compatibility: string, fitment: unknown[][]) => [
  ...(compatibility === 'all' ? [0] : []),
  ...fitment.map((f) => f[1] as number).sort((a, b) => a - b),
];

export function generateProduct(ctx: CatalogContext, i: number): Generated {
  const id = i + 1;
  const r = rngFor('product', i);
  // Dealt in turn: every leaf gets its share of a catalogue of any size, every part its share of the leaf.
  const leafIndex = i % ctx.leaves.length;
  const round = Math.floor(i / ctx.leaves.length);
  const leaf = ctx.leaves[leafIndex]!;
  const part = leaf.parts[(round + leafIndex) % leaf.parts.length]!;
  const brandIndex = Math.floor(r() * brands.length);
  const brand = brands[brandIndex]!;
  const qualifier = pick(r, partQualifiers);
  const model = `${letters(r, 2)}-${100 + (i % 900)}${i >= 900 ? Math.floor(i / 900) : ''}`;

  const attrRows: unknown[][] = [];
  const chosen = new Map<string, number>();
  attributePlan(part).forEach(({ attribute, values }, k) => {
    const vi = values[Math.floor(r() * values.length)]!;
    chosen.set(attributes[attribute]!.slug, vi);
    attrRows.push([id, attribute + 1, valueBase.get(attributes[attribute]!.slug)! + vi + 1, k < 3]);
  });
  // A part named by an attribute (an oil by its grade) carries its value in the name.
  const namedBy = partFacts[part.slug]?.named;
  const named = namedBy && chosen.has(namedBy) ? attributes[attributeIndex.get(namedBy)!]!.values[chosen.get(namedBy)!]!.name : null;
  const partName = (l: 'en' | 'ru' | 'ar') => (named ? `${part.name[l]} ${named[l]}` : part.name[l]);
  const name = {
    en: `${brand.name} ${qualifier.name.en} ${partName('en')} ${model}`,
    // As a Russian catalogue writes it: the part, then the maker and its line ("Фара в сборе Nordlicht Премиум VU-282").
    ru: `${partName('ru')} ${brand.name} ${qualifier.name.ru} ${model}`,
    ar: `${partName('ar')} ${qualifier.name.ar} ${brand.name} ${model}`,
  };
  // The brand's own ASCII slug: a name such as 'Orzeł Auto' would otherwise put non-URL-safe letters in the path.
  const slug = `${brand.slug}-${slugify(`${qualifier.name.en} ${part.name.en}`)}-${slugify(model)}`;
  const sku = `${brandCode(brand.name)}-${String(id).padStart(7, '0')}`;
  const partNumber = `${digits(r, 5)}-${letters(r, 1)}${digits(r, 4)}`;

  const price = shopPrice(r, part.price);
  const onSale = r() < 0.28;
  const compareAt = onSale ? Math.round((price * (1.1 + r() * 0.3)) / 100) * 100 - 1 : null;
  const stockRoll = r();
  const stockStatus = stockRoll < 0.8 ? 'in-stock' : stockRoll < 0.9 ? 'out-of-stock' : 'on-backorder';
  const stock = stockStatus === 'in-stock' ? between(r, 1, 120) : 0;
  const createdAt = new Date(CATALOG_EPOCH - Math.floor(r() * 400) * DAY - Math.floor(r() * DAY));
  const isNew = CATALOG_EPOCH - createdAt.getTime() < 30 * DAY;
  const salesCount = Math.floor(r() ** 3 * 500);
  const badges = [onSale && 'sale', isNew && 'new', salesCount > 300 && 'hot'].filter(Boolean) as string[];
  const featured = r() < 0.04;

  // Fitment: a part sold by vehicle fits a list of vehicles (never "all": a brake pad is not
  // universal); a universal part fits all, or its fitment is unknown.
  const fitRoll = r();
  const compatibility = part.fitment === 'universal' ? (fitRoll < 0.9 ? 'all' : 'unknown') : 'list';
  const fitment: unknown[][] = [];
  const fitModels: VehicleRow[][] = [];
  if (compatibility === 'list') {
    const fits = new Set<number>();
    const position = part.positions?.length ? pick(r, part.positions) : null;
    const quantity = position ? (part.positions!.length > 2 ? 1 : 2) : null;
    const add = (rows: VehicleRow[]) => {
      for (const v of rows) {
        if (fits.has(v.id)) continue;
        fits.add(v.id);
        fitment.push([id, v.id, position, quantity, null]);
      }
    };
    const plan = ctx.plans[leafIndex]!;
    const slot = plan.vehicleSlots.indexOf(round % leaf.parts.length);
    if (i < POPULAR_UNTIL && slot >= 0) {
      const n = Math.floor(round / leaf.parts.length) * plan.vehicleSlots.length + slot;
      for (let j = 0; j < plan.stride; j++) {
        const rows = ctx.popular[(n * plan.stride + j) % ctx.popular.length]!;
        if (!fitModels.some((m) => m[0]!.modelSlug === rows[0]!.modelSlug && m[0]!.makeSlug === rows[0]!.makeSlug)) fitModels.push(rows);
        add(rows);
      }
    }
    const first = pick(r, ctx.vehiclesByModel);
    const own = [first];
    if (r() < 0.3) {
      // Platform siblings: another model of the same make.
      const siblings = ctx.modelsByMake.get(first[0]!.makeSlug)!.filter((m) => m !== first);
      if (siblings.length) own.push(pick(r, siblings));
    }
    for (const rows of own) {
      const years = [...new Set(rows.map((v) => v.year))];
      const start = Math.floor(r() * years.length);
      const span = years.slice(start, start + between(r, 2, 6));
      add(rows.filter((v) => span.includes(v.year)).slice(0, 14));
      fitModels.push(rows);
    }
  }

  const interchange: unknown[][] = [];
  if (fitModels.length) {
    const oem = `${digits(r, 5)}-${digits(r, 5)}`;
    interchange.push([id, 'oem', fitModels[0]![0]!.make, oem, normalizePartNumber(oem)]);
  }
  for (let k = 0, n = between(r, 0, 2); k < n; k++) {
    const other = brands[(brandIndex + 1 + Math.floor(r() * (brands.length - 1))) % brands.length]!;
    const num = `${brandCode(other.name)}${digits(r, 6)}`;
    interchange.push([id, 'aftermarket', other.name, num, normalizePartNumber(num)]);
  }

  const type = productTypes.find((t) => t.slug === part.type) ?? productTypes[0]!;

  const optionRows: Generated['options'] = (part.options ?? []).flatMap((slug, position) => {
    const o = options.find((x) => x.slug === slug);
    if (!o) return [];
    const values = o.values.length <= 2 ? o.values : sample(r, o.values, between(r, 2, Math.min(5, o.values.length)));
    const ordered = o.values.filter((v) => values.includes(v));
    return [
      {
        option: [id, o.slug, o.name, o.type, position],
        values: ordered.map((v, vi) => [v.slug, v.name, v.color ?? null, vi]),
      },
    ];
  });

  // The main image shows the whole part; the others a pair or the other side, and a close-up.
  const pool = ctx.partImages.get(part.slug) ?? [];
  const main = Math.floor(r() * WHOLE_VIEWS);
  const order = [main, ...pool.keys()].filter((k, at, all) => all.indexOf(k) === at && (k === main || k >= WHOLE_VIEWS));
  const images = order.slice(0, between(r, 2, 3)).map((k, position) => [id, position, pool[k]]);

  // Reviews: most products of a small catalog have some; a large one keeps them to a share.
  const reviewChance = i < 5000 ? 0.7 : 0.12;
  const reviews: unknown[][] = [];
  if (r() < reviewChance) {
    const n = between(r, 1, 7);
    const positive = r() < 0.8;
    for (let k = 0; k < n; k++) {
      const candidates = positive ? positiveReviews : reviewTexts;
      const text = pick(r, candidates);
      const at = new Date(createdAt.getTime() + Math.floor(r() * Math.max(CATALOG_EPOCH - createdAt.getTime(), DAY)));
      reviews.push([id, pick(r, reviewAuthors), text.rating, text.text, at.toISOString()]);
    }
  }
  const rating = reviews.length ? reviews.reduce((s, rv) => s + (rv[2] as number), 0) / reviews.length : 0;

  const search = [name.en, name.ru, name.ar, sku, partNumber, normalizePartNumber(partNumber), ...interchange.map((x) => `${x[3]} ${x[4]}`)]
    .join(' ')
    .toLowerCase();

  const excerpt = {
    en: `${part.name.en} by ${brand.name}. ${qualifier.name.en} quality, checked against the manufacturer's specification.`,
    ru: `${part.name.ru} от ${brand.name}. Качество «${qualifier.name.ru}», проверено по спецификации производителя.`,
    ar: `${part.name.ar} من ${brand.name}. جودة «${qualifier.name.ar}»، مطابقة لمواصفات الشركة المصنّعة.`,
  };
  const description = {
    en: `<p>The ${brand.name} ${part.name.en} ${model} is made to the original equipment specification and tested for fit, finish and durability.</p><ul><li>Part number <bdi>${partNumber}</bdi></li><li>Direct replacement, no modification needed</li><li>Backed by a 2-year warranty</li></ul>`,
    ru: `<p>${part.name.ru} ${brand.name} ${model} изготовлен по спецификации оригинальной комплектации и проверен на посадку, качество отделки и долговечность.</p><ul><li>Номер детали <bdi>${partNumber}</bdi></li><li>Прямая замена без доработок</li><li>Гарантия 2 года</li></ul>`,
    ar: `<p>صُنع ${part.name.ar} <bdi>${brand.name} ${model}</bdi> وفق مواصفات القطع الأصلية، وخضع لاختبارات الملاءمة والتشطيب والمتانة.</p><ul><li>رقم القطعة <bdi>${partNumber}</bdi></li><li>بديل مباشر دون أي تعديل</li><li>ضمان لمدة سنتين</li></ul>`,
  };

  return {
    product: [
      id,
      slug,
      sku,
      partNumber,
      name,
      excerpt,
      description,
      brandIndex + 1,
      productTypes.indexOf(type) + 1,
      leaf.id,
      price,
      compareAt,
      stock,
      stockStatus,
      Math.round(rating * 100) / 100,
      reviews.length,
      badges,
      compatibility,
      [leaf.department.slug, part.slug],
      featured,
      salesCount,
      search,
      fitKeys(compatibility, fitment),
      createdAt.toISOString(),
    ],
    categories: leaf.path.map((c) => [id, c]),
    images,
    attributes: attrRows,
    options: optionRows,
    fitment,
    interchange,
    reviews,
  };
}

const PRODUCT_COLUMNS: Column[] = [
  { name: 'id', type: 'int' },
  { name: 'slug', type: 'text' },
  { name: 'sku', type: 'text' },
  { name: 'part_number', type: 'text' },
  { name: 'name', type: 'jsonb' },
  { name: 'excerpt', type: 'jsonb' },
  { name: 'description', type: 'jsonb' },
  { name: 'brand_id', type: 'int' },
  { name: 'product_type_id', type: 'int' },
  { name: 'category_id', type: 'int' },
  { name: 'price', type: 'int' },
  { name: 'compare_at_price', type: 'int' },
  { name: 'stock', type: 'int' },
  { name: 'stock_status', type: 'stock_status' },
  { name: 'rating', type: 'numeric' },
  { name: 'reviews_count', type: 'int' },
  { name: 'badges', type: 'text[]' },
  { name: 'compatibility', type: 'compatibility' },
  { name: 'tags', type: 'text[]' },
  { name: 'featured', type: 'boolean' },
  { name: 'sales_count', type: 'int' },
  // Folded as every writer of search_text folds it (search_fold, migration 0014).
  { name: 'search_text', type: 'text', sql: (v) => `search_fold(${v})` },
  // What the product fits, as migration 0017's product_fit_keys writes it: 0 for every vehicle, then
  // the listed vehicles in order. Written here, the fitment rows' trigger finds nothing to change.
  { name: 'fit_keys', type: 'integer[]' },
  { name: 'created_at', type: 'timestamptz' },
];

/** The tables product rows go into: a bulk load defers their indexes and foreign keys. */
export const PRODUCT_TABLES = [
  'products',
  'product_categories',
  'product_images',
  'product_attributes',
  'product_fitment',
  'product_interchange',
  'reviews',
  'product_options',
  'product_option_values',
] as const;

const CHUNK = 5000;

/** Generates products `start` to `end - 1`, letting the event loop breathe so the previous chunk's insert goes on meanwhile. */
async function generateChunk(ctx: CatalogContext, start: number, end: number): Promise<Generated[]> {
  const out: Generated[] = [];
  for (let i = start; i < end; i++) {
    out.push(generateProduct(ctx, i));
    if ((i - start) % 500 === 499) await new Promise((r) => setImmediate(r));
  }
  return out;
}

async function insertChunk(tx: pg.PoolClient, batch: Generated[], start: number, end: number): Promise<void> {
  await bulkInsert(
    tx,
    'products',
    PRODUCT_COLUMNS,
    batch.map((g) => g.product),
  );
  await bulkInsert(
    tx,
    'product_categories',
    [
      { name: 'product_id', type: 'int' },
      { name: 'category_id', type: 'int' },
    ],
    batch.flatMap((g) => g.categories),
  );
  await bulkInsert(
    tx,
    'product_images',
    [
      { name: 'product_id', type: 'int' },
      { name: 'position', type: 'smallint' },
      { name: 'url', type: 'text' },
    ],
    batch.flatMap((g) => g.images),
    '',
  );
  await bulkInsert(
    tx,
    'product_attributes',
    [
      { name: 'product_id', type: 'int' },
      { name: 'attribute_id', type: 'int' },
      { name: 'value_id', type: 'int' },
      { name: 'featured', type: 'boolean' },
    ],
    batch.flatMap((g) => g.attributes),
  );
  await bulkInsert(
    tx,
    'product_fitment',
    [
      { name: 'product_id', type: 'int' },
      { name: 'vehicle_id', type: 'int' },
      { name: 'position', type: 'text' },
      { name: 'quantity', type: 'smallint' },
      { name: 'notes', type: 'text' },
    ],
    batch.flatMap((g) => g.fitment),
  );
  await bulkInsert(
    tx,
    'product_interchange',
    [
      { name: 'product_id', type: 'int' },
      { name: 'kind', type: 'text' },
      { name: 'brand_name', type: 'text' },
      { name: 'number', type: 'text' },
      { name: 'normalized', type: 'text' },
    ],
    batch.flatMap((g) => g.interchange),
    '',
  );
  await bulkInsert(
    tx,
    'reviews',
    [
      { name: 'product_id', type: 'int' },
      { name: 'author', type: 'text' },
      { name: 'rating', type: 'smallint' },
      { name: 'content', type: 'text' },
      { name: 'created_at', type: 'timestamptz' },
    ],
    batch.flatMap((g) => g.reviews),
    '',
  );
  const opts = batch.flatMap((g) => g.options);
  if (opts.length) {
    await bulkInsert(
      tx,
      'product_options',
      [
        { name: 'product_id', type: 'int' },
        { name: 'slug', type: 'text' },
        { name: 'name', type: 'jsonb' },
        { name: 'type', type: 'option_type' },
        { name: 'position', type: 'smallint' },
      ],
      opts.map((o) => o.option),
    );
    // Values need the options' generated ids: read them back by product and slug.
    const { rows } = await tx.query<{ id: number; product_id: number; slug: string }>(
      'SELECT id, product_id, slug FROM product_options WHERE product_id >= $1 AND product_id <= $2',
      [start + 1, end],
    );
    const optionId = new Map(rows.map((o) => [`${o.product_id}/${o.slug}`, o.id]));
    const valueRows = opts.flatMap((o) => o.values.map((v) => [optionId.get(`${o.option[0]}/${o.option[1]}`), ...v]));
    await bulkInsert(
      tx,
      'product_option_values',
      [
        { name: 'option_id', type: 'int' },
        { name: 'slug', type: 'text' },
        { name: 'name', type: 'jsonb' },
        { name: 'color', type: 'text' },
        { name: 'position', type: 'smallint' },
      ],
      valueRows,
    );
  }
}

export type SeedProductsOptions = {
  /**
   * Bulk load (large catalogs): one transaction for the whole range, with the product tables'
   * secondary indexes and foreign keys dropped first and rebuilt at the end. Interrupted, it leaves
   * the catalog as it was; the next run starts the range again. Otherwise one transaction a chunk,
   * and an interrupted seed resumes after the last whole chunk.
   */
  bulk?: boolean;
  /** Told when the bulk load's indexes have been rebuilt. */
  indexed?: (r: { indexes: number; foreignKeys: number; seconds: number }) => void;
};

/** Inserts products number `from` to `to - 1`, in chunks, reporting progress after each chunk. */
export async function seedProducts(
  client: pg.Pool,
  ctx: CatalogContext,
  from: number,
  to: number,
  progress: (done: number) => void,
  opts: SeedProductsOptions = {},
): Promise<{ fitment: number; reviews: number }> {
  let fitmentRows = 0;
  let reviewRows = 0;
  const bulkTx = opts.bulk ? await client.connect() : null;
  let restore: Awaited<ReturnType<typeof deferIndexes>> | null = null;
  try {
    if (bulkTx) {
      await bulkTx.query('BEGIN');
      restore = await deferIndexes(bulkTx, PRODUCT_TABLES);
    }
    // The next chunk is generated while the current one is inserted (Node and PostgreSQL each get a core).
    let next: Promise<Generated[]> | null = generateChunk(ctx, from, Math.min(to, from + CHUNK));
    for (let start = from; start < to; start += CHUNK) {
      const end = Math.min(to, start + CHUNK);
      const batch = await next!;
      next = end < to ? generateChunk(ctx, end, Math.min(to, end + CHUNK)) : null;
      if (bulkTx) {
        await insertChunk(bulkTx, batch, start, end);
      } else {
        // One transaction a chunk: an interrupted seed resumes after the last whole chunk.
        const tx = await client.connect();
        try {
          await tx.query('BEGIN');
          await insertChunk(tx, batch, start, end);
          await tx.query('COMMIT');
        } catch (e) {
          await tx.query('ROLLBACK');
          throw e;
        } finally {
          tx.release();
        }
      }
      fitmentRows += batch.reduce((s, g) => s + g.fitment.length, 0);
      reviewRows += batch.reduce((s, g) => s + g.reviews.length, 0);
      progress(end);
    }
    if (bulkTx && restore) {
      const s = performance.now();
      const r = await restore();
      await bulkTx.query('COMMIT');
      opts.indexed?.({ ...r, seconds: (performance.now() - s) / 1000 });
    }
  } catch (e) {
    if (bulkTx) await bulkTx.query('ROLLBACK').catch(() => {});
    throw e;
  } finally {
    bulkTx?.release();
  }
  await syncSequence(client, 'products');
  return { fitment: fitmentRows, reviews: reviewRows };
}
