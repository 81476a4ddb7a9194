import 'server-only';
// The listing's filters with faceted counts: each filter's counts apply every other active filter,
// not itself, so a shopper sees what ticking one more box would leave. The counts and the total over
// the scope (category, vehicle, search) come in one statement, or for a vehicle two (its listed
// parts; the universal parts, cached: see listingFacets). Raw SQL: the facet statements are unions
// drizzle's builder cannot express, on the conditions of listing-scope.ts.
import type { Database } from '@/db/client';
import { db } from '@/db/client';
import type { Localized } from '@/db/schema/common';
import { DISCOUNT_VALUES, STOCK_STATUSES, priceRangeBounds, type Discount, type ListingQuery, type StockStatus } from './model';
import { catalogVersion, cachedRows, serialRows } from './facet-cache';
import { searchPlan } from './search';
import { FACETS, and, conditions, forEveryVehicle, forListedVehicles, reference, type FacetSlug, type ListingScope } from './listing-scope';

type FilterItem = { slug: string; name: Localized; count: number; color?: string | null };
export type ListingFilter =
  | { type: 'vehicle'; slug: 'vehicle'; value: number | null }
  | { type: 'range'; slug: 'price'; min: number; max: number; value: [number, number] }
  | { type: 'check'; slug: 'brand'; items: FilterItem[]; value: string[] }
  | { type: 'check'; slug: 'stock'; items: { slug: StockStatus; count: number }[]; value: string[] }
  | { type: 'radio'; slug: 'discount'; items: { slug: Discount; count: number }[]; value: Discount }
  | { type: 'rating'; slug: 'rating'; items: { rating: number; count: number }[]; value: number[] }
  | { type: 'color'; slug: 'color'; items: FilterItem[]; value: string[] };

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
  const scoped = (except: FacetSlug | null) =>
    `(SELECT ${columns} FROM ${from(and(FACETS.filter((x) => x !== except).map((x) => facet[x])))})`;
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
export async function listingFacets(
  query: ListingQuery,
  scope: ListingScope,
  database: Database = db(),
  options: { cache?: boolean } = {},
) {
  const ref = await reference(database);
  const plan = query.search ? await searchPlan(query.search, database) : undefined;

  // The vehicle-independent set: for a vehicle the parts for every vehicle (forEveryVehicle), else every product.
  const shared: unknown[] = [];
  const sharedParam = (v: unknown) => `$${shared.push(v)}`;
  const s = await conditions(query, { ...scope, vehicleId: null }, ref, database, sharedParam, plan);
  const universalOnly = scope.vehicleId !== null ? [forEveryVehicle(query)] : [];
  const sharedSql = facetStatement(
    (w) => `products p WHERE ${and([...universalOnly, ...s.base, w])}`,
    s.facet,
    sharedParam(ref.colorAttributeId),
  );

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
  const sharedRows =
    options.cache === false
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
      type: 'check',
      slug: 'brand',
      value: f.brand ?? [],
      items: ref.brands
        .filter((b) => brandCounts.has(b.id) || f.brand?.includes(b.slug))
        .map((b) => ({ slug: b.slug, name: { en: b.name }, count: brandCounts.get(b.id) ?? 0 })),
    },
    {
      type: 'check',
      slug: 'stock',
      value: f.stock ?? [],
      items: STOCK_STATUSES.map((slug, i) => ({ slug, count: stockCounts.get(i + 1) ?? 0 })),
    },
    {
      type: 'radio',
      slug: 'discount',
      value: f.discount ?? DISCOUNT_VALUES[0],
      items: [
        { slug: 'any', count: (discountCounts.get(1) ?? 0) + (discountCounts.get(0) ?? 0) },
        { slug: 'yes', count: discountCounts.get(1) ?? 0 },
        { slug: 'no', count: discountCounts.get(0) ?? 0 },
      ],
    },
    {
      type: 'rating',
      slug: 'rating',
      value: f.rating ?? [],
      items: [5, 4, 3, 2, 1]
        .filter((r) => ratingCounts.has(r) || f.rating?.includes(r))
        .map((r) => ({ rating: r, count: ratingCounts.get(r) ?? 0 })),
    },
    {
      type: 'color',
      slug: 'color',
      value: f.color ?? [],
      items: ref.colors
        .filter((c) => colorCounts.has(c.id) || f.color?.includes(c.slug))
        .map((c) => ({ slug: c.slug, name: c.name, color: c.color, count: colorCounts.get(c.id) ?? 0 })),
    },
  ];
  return { total, filters };
}
