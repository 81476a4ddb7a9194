import 'server-only';
// The product listing: one page of products for a listing state and its navigation, in the sort
// asked for; listProducts adds the filters with their counts (listing-filters.ts). Raw SQL on the
// conditions of listing-scope.ts, which the filter counts share.
import type { Database } from '@/db/client';
import { db } from '@/db/client';
import type { Localized } from '@/db/schema/common';
import { fitStatus, type Compatibility, type FitStatus } from '@/features/vehicles/model';
import type { ListingQuery, Sort } from './model';
import { decodeCursor, encodeCursor, type Cursor } from './query-string';
import { cardSelect, toProductCard, type CardSqlRow, type ProductCard } from './queries';
import { and, conditions, forEveryVehicle, reference, type ListingScope } from './listing-scope';
import { listingFacets, type ListingFilter } from './listing-filters';

export type ListingProduct = ProductCard & {
  partNumber: string;
  brand: string | null;
  compatibility: Compatibility;
  fit: FitStatus;
  /** The product's featured attributes, for the grid-with-features, list and table views. */
  features: { name: Localized; value: Localized }[];
};

export type Navigation =
  | { type: 'page'; page: number; limit: number; total: number; pages: number; from: number; to: number }
  | { type: 'cursor'; limit: number; startCursor: string | null; endCursor: string | null };

export type ProductsList = { items: ListingProduct[]; sort: Sort; navigation: Navigation; filters: ListingFilter[]; total: number };

const SORT_SQL: Record<Sort, { key: string; dir: 'ASC' | 'DESC'; cast: string }> = {
  default: { key: 'p.sales_count', dir: 'DESC', cast: 'int' },
  name_asc: { key: `COALESCE(p.name->>$L, p.name->>'en')`, dir: 'ASC', cast: 'text' },
  name_desc: { key: `COALESCE(p.name->>$L, p.name->>'en')`, dir: 'DESC', cast: 'text' },
  price_asc: { key: 'p.price', dir: 'ASC', cast: 'int' },
  price_desc: { key: 'p.price', dir: 'DESC', cast: 'int' },
  rating_desc: { key: 'p.rating', dir: 'DESC', cast: 'numeric' },
  date_desc: { key: 'p.created_at', dir: 'DESC', cast: 'timestamptz' },
};

type ItemRow = CardSqlRow & {
  part_number: string;
  brand: string | null;
  compatibility: Compatibility;
  listed: boolean;
  sort_key: string | number;
  tier: 0 | 1 | null;
  features: ListingProduct['features'];
};

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
export const listedFor = (vehicle: string) =>
  `(SELECT true FROM product_fitment f WHERE f.product_id = p.id AND f.vehicle_id = ${vehicle} LIMIT 1) IS NOT NULL`;

/** One page of products (page or cursor navigation) for a listing state. */
export async function listingItems(query: ListingQuery, scope: ListingScope, database: Database = db()) {
  const ref = await reference(database);
  const params: unknown[] = [];
  const param = (v: unknown) => `$${params.push(v)}`;
  const { base, facet, fitting } = await conditions(query, scope, ref, database, param);
  const s = SORT_SQL[query.sort];
  const key = s.key.includes('$L') ? s.key.replaceAll('$L', param(scope.locale ?? 'en')) : s.key;
  const keyOut =
    s.cast === 'timestamptz'
      ? `to_char(${key} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`
      : s.cast === 'numeric'
        ? `${key}::text`
        : key;
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
    const where = [
      ...base,
      ...(fitting ? [`(${forEveryVehicle(query)} OR ${fitting})`] : []),
      ...Object.values(facet),
      ...(cursor ? [after(cursor)] : []),
    ];
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
  const edge = (r: ItemRow | undefined) =>
    r
      ? encodeCursor({ k: s.cast === 'int' ? Number(r.sort_key) : String(r.sort_key), id: r.id, ...(r.tier === null ? {} : { t: r.tier }) })
      : null;
  const cursorNav =
    cursor || scope.navigation === 'cursor'
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
  const [{ items, cursorNav }, { total, filters }] = await Promise.all([
    listingItems(query, scope, database),
    listingFacets(query, scope, database),
  ]);
  const navigation: Navigation = cursorNav
    ? { type: 'cursor', limit: query.limit, ...cursorNav }
    : {
        type: 'page',
        page: query.page,
        limit: query.limit,
        total,
        pages: Math.ceil(total / query.limit),
        from: Math.min((query.page - 1) * query.limit + 1, total),
        to: Math.min(query.page * query.limit, total),
      };
  return { items, sort: query.sort, navigation, filters, total };
}
