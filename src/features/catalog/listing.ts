import 'server-only';
// The product listing: one page of products for a listing state, its navigation, and the filters
// with faceted counts (each filter's counts apply every other active filter, not itself).
// Per listing: the page of items, and the facets with the total over the scope (category, vehicle,
// search) in one statement, or for a vehicle two (its listed parts; the universal parts, cached:
// see listingFacets). Raw SQL: the facet statements are unions drizzle's builder cannot express,
// and all share the same conditions.
import type { Database } from '@/db/client';
import { db } from '@/db/client';
import { publishedSql } from '@/db/published';
import type { Localized } from '@/db/schema/common';
import { fitStatus, type Compatibility, type FitStatus } from '@/features/vehicles/model';
import { DISCOUNT_VALUES, STOCK_STATUSES, priceRangeBounds, type ActiveFilters, type Discount, type ListingQuery, type Sort, type StockStatus } from './model';
import { decodeCursor, encodeCursor, type Cursor } from './query-string';
import { cardSelect, toProductCard, type CardSqlRow, type ProductCard } from './queries';
import { catalogVersion, cachedRows, serialRows } from './facet-cache';
import { searchCondition, searchPlan, type SearchPlan } from './search';

export type ListingProduct = ProductCard & {
  partNumber: string;
  brand: string | null;
  compatibility: Compatibility;
  fit: FitStatus;
  /** The product's featured attributes, for the grid-with-features, list and table views. */
  features: { name: Localized; value: Localized }[];
};

export type FilterItem = { slug: string; name: Localized; count: number; color?: string | null };
export type ListingFilter =
  | { type: 'vehicle'; slug: 'vehicle'; value: number | null }
  | { type: 'range'; slug: 'price'; min: number; max: number; value: [number, number] }
  | { type: 'check'; slug: 'brand'; items: FilterItem[]; value: string[] }
  | { type: 'check'; slug: 'stock'; items: { slug: StockStatus; count: number }[]; value: string[] }
  | { type: 'radio'; slug: 'discount'; items: { slug: Discount; count: number }[]; value: Discount }
  | { type: 'rating'; slug: 'rating'; items: { rating: number; count: number }[]; value: number[] }
  | { type: 'color'; slug: 'color'; items: FilterItem[]; value: string[] };

export type Navigation =
  | { type: 'page'; page: number; limit: number; total: number; pages: number; from: number; to: number }
  | { type: 'cursor'; limit: number; startCursor: string | null; endCursor: string | null };

export type ProductsList = { items: ListingProduct[]; sort: Sort; navigation: Navigation; filters: ListingFilter[]; total: number };

export type ListingScope = {
  categoryId?: number;
  /** The vehicle the list is for (URL or garage), or null for all vehicles. */
  vehicleId: number | null;
  locale?: string;
  /** 'cursor': cursor navigation from the first page on (the shop-cursor-navigation demo); by default a list without a cursor has page navigation. */
  navigation?: 'page' | 'cursor';
};

type Reference = { brands: { id: number; slug: string; name: string }[]; colors: { id: number; slug: string; name: Localized; color: string | null }[]; colorAttributeId: number };
const references = new WeakMap<Database, { at: number; value: Promise<Reference> }>();

/** Brands and colour values change rarely: kept a minute per database. */
function reference(database: Database): Promise<Reference> {
  const hit = references.get(database);
  if (hit && Date.now() - hit.at < 60_000) return hit.value;
  const value = Promise.all([
    database.$client.query<{ id: number; slug: string; name: string }>('SELECT id, slug, name FROM brands ORDER BY name, id'),
    database.$client.query<{ id: number; slug: string; name: Localized; color: string | null; attribute_id: number }>(
      `SELECT v.id, v.slug, v.name, v.color, v.attribute_id FROM attribute_values v JOIN attributes a ON a.id = v.attribute_id WHERE a.slug = 'color' ORDER BY v.id`,
    ),
  ]).then(([b, c]) => ({ brands: b.rows, colors: c.rows, colorAttributeId: c.rows[0]?.attribute_id ?? -1 }));
  value.catch(() => references.delete(database));
  references.set(database, { at: Date.now(), value });
  return value;
}

const SORT_SQL: Record<Sort, { key: string; dir: 'ASC' | 'DESC'; cast: string }> = {
  default: { key: 'p.sales_count', dir: 'DESC', cast: 'int' },
  name_asc: { key: `COALESCE(p.name->>$L, p.name->>'en')`, dir: 'ASC', cast: 'text' },
  name_desc: { key: `COALESCE(p.name->>$L, p.name->>'en')`, dir: 'DESC', cast: 'text' },
  price_asc: { key: 'p.price', dir: 'ASC', cast: 'int' },
  price_desc: { key: 'p.price', dir: 'DESC', cast: 'int' },
  rating_desc: { key: 'p.rating', dir: 'DESC', cast: 'numeric' },
  date_desc: { key: 'p.created_at', dir: 'DESC', cast: 'timestamptz' },
};

type FacetSlug = 'brand' | 'stock' | 'price' | 'discount' | 'rating' | 'color';
const FACETS: FacetSlug[] = ['brand', 'stock', 'price', 'discount', 'rating', 'color'];

/**
 * Builds the shared conditions; `param` numbers the parameters of one statement. `plan` is the
 * search's plan when the caller already has it (the facets build two statements from one plan).
 */
async function conditions(query: ListingQuery, scope: ListingScope, ref: Reference, database: Database, param: (v: unknown) => string, plan?: SearchPlan) {
  // Drafts never reach a listing; the covering indexes hold the column (src/db/published.ts).
  const base: string[] = [publishedSql('p')];
  if (scope.categoryId !== undefined) base.push(`p.id IN (SELECT pc.product_id FROM product_categories pc WHERE pc.category_id = ${param(scope.categoryId)})`);
  const fitting = scope.vehicleId !== null ? `p.id IN (SELECT f.product_id FROM product_fitment f WHERE f.vehicle_id = ${param(scope.vehicleId)})` : null;
  if (query.search) base.push(searchCondition(plan ?? (await searchPlan(query.search, database)), param));
  const f: ActiveFilters = query.filters;
  const facet: Partial<Record<FacetSlug, string>> = {};
  if (f.brand) facet.brand = `p.brand_id = ANY(${param(ref.brands.filter((b) => f.brand!.includes(b.slug)).map((b) => b.id))}::int[])`;
  if (f.price) facet.price = `p.price BETWEEN ${param(f.price[0])} AND ${param(f.price[1])}`;
  // As text: a value that is no status matches nothing instead of failing the enum cast.
  if (f.stock?.length) facet.stock = `p.stock_status::text = ANY(${param(f.stock)}::text[])`;
  if (f.discount === 'yes') facet.discount = `COALESCE(p.compare_at_price > p.price, false)`;
  if (f.discount === 'no') facet.discount = `NOT COALESCE(p.compare_at_price > p.price, false)`;
  if (f.rating) facet.rating = `round(p.rating)::int = ANY(${param(f.rating)}::int[])`;
  if (f.color) {
    const ids = ref.colors.filter((c) => f.color!.includes(c.slug)).map((c) => c.id);
    facet.color = `EXISTS (SELECT 1 FROM product_attributes pa WHERE pa.product_id = p.id AND pa.value_id = ANY(${param(ids)}::int[]))`;
  }
  return { base, facet, fitting };
}

const and = (parts: (string | undefined)[]) => parts.filter(Boolean).join(' AND ') || 'true';

/**
 * The products a vehicle's list holds whatever the vehicle: universal parts, and with the exact-fit
 * switch off also the parts of unknown fitment. The rest must be listed for the vehicle.
 */
const forEveryVehicle = (query: ListingQuery) => (query.exactFit === false ? `p.compatibility IN ('all', 'unknown')` : `p.compatibility = 'all'`);
/** The complement of forEveryVehicle: the products that are in a vehicle's list only if listed for it. */
const forListedVehicles = (query: ListingQuery) => (query.exactFit === false ? `p.compatibility = 'list'` : `p.compatibility <> 'all'`);

/** The stock statuses as an SQL array literal: a status's facet key is its position in it (1-based). */
const STOCK_ARRAY = `ARRAY[${STOCK_STATUSES.map((s) => `'${s}'`).join(', ')}]::text[]`;

type FacetRow = { f: string; k: number | null; n: number; lo: number | null; hi: number | null };

/**
 * One statement that counts every facet over a set of products (`from`, aliased p, with `where`
 * already applied), each facet leaving out its own filter; a union of one small aggregate per facet,
 * so each facet's own conditions reach their index scan.
 */
function facetStatement(from: (facetWhere: string) => string, facet: Partial<Record<FacetSlug, string>>, colorParam: string) {
  const columns = `p.id, p.brand_id, p.price, round(p.rating)::int AS stars, COALESCE(p.compare_at_price > p.price, false) AS disc, array_position(${STOCK_ARRAY}, p.stock_status::text) AS stock`;
  const scoped = (except: FacetSlug | null) => `(SELECT ${columns} FROM ${from(and(FACETS.filter((x) => x !== except).map((x) => facet[x])))})`;
  return `SELECT 'total' AS f, NULL::int AS k, count(*)::int AS n, NULL::int AS lo, NULL::int AS hi FROM ${scoped(null)} b
    UNION ALL SELECT 'price', NULL, count(*)::int, min(price), max(price) FROM ${scoped('price')} b
    UNION ALL SELECT 'brand', brand_id, count(*)::int, NULL, NULL FROM ${scoped('brand')} b GROUP BY brand_id
    UNION ALL SELECT 'rating', stars, count(*)::int, NULL, NULL FROM ${scoped('rating')} b GROUP BY stars
    UNION ALL SELECT 'stock', stock, count(*)::int, NULL, NULL FROM ${scoped('stock')} b GROUP BY stock
    UNION ALL SELECT 'discount', disc::int, count(*)::int, NULL, NULL FROM ${scoped('discount')} b GROUP BY disc
    UNION ALL SELECT 'color', pa.value_id, count(*)::int, NULL, NULL FROM ${scoped('color')} b
      JOIN product_attributes pa ON pa.product_id = b.id AND pa.attribute_id = ${colorParam}
      GROUP BY pa.value_id`;
}

/** Two sets' facet rows as one: counts add up, price bounds widen. */
function mergeFacetRows(a: FacetRow[], b: FacetRow[]): FacetRow[] {
  const out = new Map<string, FacetRow>();
  for (const r of [...a, ...b]) {
    const key = `${r.f}:${r.k}`;
    const o = out.get(key);
    if (!o) out.set(key, { ...r });
    else {
      o.n += r.n;
      o.lo = o.lo === null ? r.lo : r.lo === null ? o.lo : Math.min(o.lo, r.lo);
      o.hi = o.hi === null ? r.hi : r.hi === null ? o.hi : Math.max(o.hi, r.hi);
    }
  }
  return [...out.values()];
}

/**
 * The facet counts and the total, each facet leaving out its own filter. For a vehicle the scope is
 * two disjoint sets, counted apart and added up: the vehicle's listed parts (a few hundred rows,
 * read once into a CTE and counted from there) and the universal parts (a third of the catalogue;
 * with the exact-fit switch off, also those of unknown fitment), the same for every vehicle: their
 * counts are cached (facet-cache.ts). Without a vehicle the whole
 * scope is vehicle-independent and cached the same way. `cache: false` always counts afresh.
 */
export async function listingFacets(query: ListingQuery, scope: ListingScope, database: Database = db(), options: { cache?: boolean } = {}) {
  const ref = await reference(database);
  const plan = query.search ? await searchPlan(query.search, database) : undefined;

  // The vehicle-independent set: for a vehicle the parts for every vehicle (forEveryVehicle), else every product.
  const shared: unknown[] = [];
  const sharedParam = (v: unknown) => `$${shared.push(v)}`;
  const s = await conditions(query, { ...scope, vehicleId: null }, ref, database, sharedParam, plan);
  const universalOnly = scope.vehicleId !== null ? [forEveryVehicle(query)] : [];
  const sharedSql = facetStatement((w) => `products p WHERE ${and([...universalOnly, ...s.base, w])}`, s.facet, sharedParam(ref.colorAttributeId));

  // The parts in the vehicle's list only because they are listed for it.
  let vehicleRows: Promise<FacetRow[]> = Promise.resolve([]);
  if (scope.vehicleId !== null) {
    const params: unknown[] = [];
    const param = (v: unknown) => `$${params.push(v)}`;
    const v = await conditions(query, scope, ref, database, param, plan);
    const sql = `WITH listed AS MATERIALIZED (
        SELECT p.id, p.brand_id, p.price, p.rating, p.compare_at_price, p.stock_status FROM products p WHERE ${forListedVehicles(query)} AND ${and([v.fitting!, ...v.base])})
      ${facetStatement((w) => `listed p WHERE ${w}`, v.facet, param(ref.colorAttributeId))}`;
    vehicleRows = database.$client.query<FacetRow>(sql, params).then((r) => r.rows);
  }
  const sharedRows = options.cache === false
    ? serialRows<FacetRow>(database, sharedSql, shared)
    : catalogVersion(database).then((version) => cachedRows<FacetRow>(database, version, sharedSql, shared));
  const rows = mergeFacetRows(...(await Promise.all([sharedRows, vehicleRows])));
  const counts = (f: string) => new Map(rows.filter((r) => r.f === f).map((r) => [r.k, r.n]));
  const total = rows.find((r) => r.f === 'total')?.n ?? 0;
  const priceRow = rows.find((r) => r.f === 'price');
  const f = query.filters;

  const brandCounts = counts('brand');
  const colorCounts = counts('color');
  const ratingCounts = counts('rating');
  const discountCounts = counts('discount');
  const stockCounts = counts('stock');
  const [min, max] = priceRangeBounds((priceRow?.lo ?? 0) / 100, (priceRow?.hi ?? 0) / 100);
  const filters: ListingFilter[] = [
    { type: 'vehicle', slug: 'vehicle', value: scope.vehicleId },
    { type: 'range', slug: 'price', min, max, value: f.price ? [f.price[0] / 100, f.price[1] / 100] : [min, max] },
    {
      type: 'check', slug: 'brand', value: f.brand ?? [],
      items: ref.brands.filter((b) => brandCounts.has(b.id) || f.brand?.includes(b.slug)).map((b) => ({ slug: b.slug, name: { en: b.name }, count: brandCounts.get(b.id) ?? 0 })),
    },
    {
      type: 'check', slug: 'stock', value: f.stock ?? [],
      items: STOCK_STATUSES.map((slug, i) => ({ slug, count: stockCounts.get(i + 1) ?? 0 })),
    },
    {
      type: 'radio', slug: 'discount', value: f.discount ?? DISCOUNT_VALUES[0],
      items: [
        { slug: 'any', count: (discountCounts.get(1) ?? 0) + (discountCounts.get(0) ?? 0) },
        { slug: 'yes', count: discountCounts.get(1) ?? 0 },
        { slug: 'no', count: discountCounts.get(0) ?? 0 },
      ],
    },
    {
      type: 'rating', slug: 'rating', value: f.rating ?? [],
      items: [5, 4, 3, 2, 1].filter((r) => ratingCounts.has(r) || f.rating?.includes(r)).map((r) => ({ rating: r, count: ratingCounts.get(r) ?? 0 })),
    },
    {
      type: 'color', slug: 'color', value: f.color ?? [],
      items: ref.colors.filter((c) => colorCounts.has(c.id) || f.color?.includes(c.slug)).map((c) => ({ slug: c.slug, name: c.name, color: c.color, count: colorCounts.get(c.id) ?? 0 })),
    },
  ];
  return { total, filters };
}

type ItemRow = CardSqlRow & { part_number: string; brand: string | null; compatibility: Compatibility; listed: boolean; sort_key: string | number; tier: 0 | 1 | null; features: ListingProduct['features'] };

/**
 * Sorts in which, for a chosen vehicle, the parts listed for it come before the universal ones: the
 * "best first" orders. Name and price are literal orders a shopper reads as such (an A–Z list that
 * starts again at A halfway down looks broken), so they stay one list.
 */
const FIT_FIRST_SORTS = new Set<Sort>(['default', 'rating_desc', 'date_desc']);

/**
 * Whether product `p` is listed for the vehicle whose id is the SQL parameter `vehicle`. A scalar
 * subquery, not EXISTS: the planner would turn an EXISTS into a hash of all the vehicle's fitment
 * rows (2,300 at a million products), where a page needs one index probe per product.
 */
export const listedFor = (vehicle: string) => `(SELECT true FROM product_fitment f WHERE f.product_id = p.id AND f.vehicle_id = ${vehicle} LIMIT 1) IS NOT NULL`;

/** One page of products (page or cursor navigation) for a listing state. */
export async function listingItems(query: ListingQuery, scope: ListingScope, database: Database = db()) {
  const ref = await reference(database);
  const params: unknown[] = [];
  const param = (v: unknown) => `$${params.push(v)}`;
  const { base, facet, fitting } = await conditions(query, scope, ref, database, param);
  const s = SORT_SQL[query.sort];
  const key = s.key.includes('$L') ? s.key.replaceAll('$L', param(scope.locale ?? 'en')) : s.key;
  const keyOut = s.cast === 'timestamptz' ? `to_char(${key} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')` : s.cast === 'numeric' ? `${key}::text` : key;
  const cursor = query.after ? decodeCursor(query.after) : query.before ? decodeCursor(query.before) : null;
  const backwards = Boolean(query.before && cursor);
  const dir = backwards ? (s.dir === 'ASC' ? 'DESC' : 'ASC') : s.dir;
  const after = (c: Cursor) => `(${key}, p.id) ${dir === 'ASC' ? '>' : '<'} (${param(c.k)}::${s.cast}, ${param(c.id)}::int)`;
  const listed = scope.vehicleId !== null ? listedFor(param(scope.vehicleId)) : 'false';
  const offset = cursor ? 0 : (query.page - 1) * query.limit;
  // The featured attributes come with each row (evaluated only for the rows of the page, after
  // the limit): one round trip for the page, which under load costs more than the query.
  const features = `(SELECT COALESCE(json_agg(json_build_object('name', a.name, 'value', v.name) ORDER BY a.id, v.id), '[]'::json)
      FROM product_attributes pa JOIN attributes a ON a.id = pa.attribute_id JOIN attribute_values v ON v.id = pa.value_id
      WHERE pa.product_id = p.id AND pa.featured)`;
  const columns = `${cardSelect}, p.part_number, b.name AS brand, p.compatibility, ${listed} AS listed, ${keyOut} AS sort_key, ${features} AS features`;
  let sql: string;
  if (fitting && FIT_FIRST_SORTS.has(query.sort)) {
    // Two tiers, each found on its own index: 0, the parts listed for the vehicle (in a vehicle's
    // scope every 'list' product is one of them), then 1, the parts for every vehicle. A cursor
    // names its tier; the tiers before it (after it, going back) are left out.
    const tiers = [`p.compatibility = 'list' AND ${fitting}`, forEveryVehicle(query)];
    const from = cursor?.t ?? (backwards ? 1 : 0);
    const branches = tiers.map((tierWhere, t) => {
      // A tier the cursor has passed stays in the statement as `false`, so its parameters keep their types.
      const passed = cursor && (backwards ? t > from : t < from) ? ['false'] : [];
      const where = [...passed, ...base, tierWhere, ...Object.values(facet), ...(cursor && t === from ? [after(cursor)] : [])];
      return `(SELECT p.id, ${t} AS t, ${key} AS k FROM products p WHERE ${and(where)} ORDER BY ${key} ${dir}, p.id ${dir} LIMIT ${param(offset + query.limit + 1)})`;
    });
    const tierDir = backwards ? 'DESC' : 'ASC';
    sql = `SELECT ${columns}, page.t AS tier
      FROM (SELECT * FROM (${branches.join(' UNION ALL ')}) u ORDER BY t ${tierDir}, k ${dir}, id ${dir} LIMIT ${param(query.limit + 1)} OFFSET ${param(offset)}) page
      JOIN products p ON p.id = page.id LEFT JOIN brands b ON b.id = p.brand_id
      ORDER BY page.t ${tierDir}, page.k ${dir}, p.id ${dir}`;
  } else {
    const where = [...base, ...(fitting ? [`(${forEveryVehicle(query)} OR ${fitting})`] : []), ...Object.values(facet), ...(cursor ? [after(cursor)] : [])];
    // The page's ids first, then their rows: the filters and the sort read few columns, which
    // products_price_idx holds for the price sort (migration 0004), so finding the page scans index
    // entries only (the visibility map permitting) and reads the table for the 17 rows it returns,
    // not for the hundreds it skips (vehicle + 3 brands + price: about 40 rows read for each kept).
    sql = `SELECT ${columns}, NULL::int AS tier
      FROM (SELECT p.id FROM products p WHERE ${and(where)} ORDER BY ${key} ${dir}, p.id ${dir} LIMIT ${param(query.limit + 1)} OFFSET ${param(offset)}) page
      JOIN products p ON p.id = page.id LEFT JOIN brands b ON b.id = p.brand_id
      ORDER BY ${key} ${dir}, p.id ${dir}`;
  }
  const { rows } = await database.$client.query<ItemRow>(sql, params);
  const more = rows.length > query.limit;
  const page = rows.slice(0, query.limit);
  if (backwards) page.reverse();
  // The row's working columns (sort key, tier, the snake-case part number) stay out of the answer.
  const items: ListingProduct[] = page.map(({ part_number, listed, sort_key: _key, tier: _tier, ...r }) => ({
    ...toProductCard(r),
    partNumber: part_number,
    brand: r.brand,
    compatibility: r.compatibility,
    fit: fitStatus(r.compatibility, scope.vehicleId, listed),
    features: r.features,
  }));
  const edge = (r: ItemRow | undefined) => (r ? encodeCursor({ k: s.cast === 'int' ? Number(r.sort_key) : String(r.sort_key), id: r.id, ...(r.tier === null ? {} : { t: r.tier }) }) : null);
  const cursorNav = cursor || scope.navigation === 'cursor'
    ? {
        // The first page (no cursor) has nothing before it.
        startCursor: !cursor ? null : backwards ? (more ? edge(page[0]) : null) : edge(page[0]),
        endCursor: backwards ? edge(page.at(-1)) : more ? edge(page.at(-1)) : null,
      }
    : null;
  return { items, cursorNav, more };
}

/** The listing as section 7 answers it: items, sort, navigation and filters. */
export async function listProducts(query: ListingQuery, scope: ListingScope, database: Database = db()): Promise<ProductsList> {
  const [{ items, cursorNav }, { total, filters }] = await Promise.all([listingItems(query, scope, database), listingFacets(query, scope, database)]);
  const navigation: Navigation = cursorNav
    ? { type: 'cursor', limit: query.limit, ...cursorNav }
    : {
        type: 'page', page: query.page, limit: query.limit, total, pages: Math.ceil(total / query.limit),
        from: Math.min((query.page - 1) * query.limit + 1, total), to: Math.min(query.page * query.limit, total),
      };
  return { items, sort: query.sort, navigation, filters, total };
}
