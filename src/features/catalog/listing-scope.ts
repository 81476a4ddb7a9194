import 'server-only';
// Which products a listing holds, as SQL conditions: its scope (category, vehicle, search) and its
// active filters. One builder for both the page of items (listing.ts) and the filter counts
// (listing-filters.ts), so a count never promises products the page then leaves out.
import type { Database } from '@/db/client';
import { publishedSql } from '@/db/published';
import type { Localized } from '@/db/schema/common';
import type { ActiveFilters, ListingQuery } from './model';
import { searchCondition, searchPlan, type SearchPlan } from './search';

export type ListingScope = {
  categoryId?: number;
  /** The vehicle the list is for (URL or garage), or null for all vehicles. */
  vehicleId: number | null;
  locale?: string;
  /** 'cursor': cursor navigation from the first page on (the shop-cursor-navigation demo); by default a list without a cursor has page navigation. */
  navigation?: 'page' | 'cursor';
};

type Reference = {
  brands: { id: number; slug: string; name: string }[];
  colors: { id: number; slug: string; name: Localized; color: string | null }[];
  colorAttributeId: number;
};
const references = new WeakMap<Database, { at: number; value: Promise<Reference> }>();

/** Brands and colour values change rarely: kept a minute per database. */
export function reference(database: Database): Promise<Reference> {
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

export type FacetSlug = 'brand' | 'stock' | 'price' | 'discount' | 'rating' | 'color';
export const FACETS: FacetSlug[] = ['brand', 'stock', 'price', 'discount', 'rating', 'color'];

/**
 * Builds the shared conditions; `param` numbers the parameters of one statement. `plan` is the
 * search's plan when the caller already has it (the facets build two statements from one plan).
 */
export async function conditions(
  query: ListingQuery,
  scope: ListingScope,
  ref: Reference,
  database: Database,
  param: (v: unknown) => string,
  plan?: SearchPlan,
) {
  // Drafts never reach a listing; the covering indexes hold the column (src/db/published.ts).
  const base: string[] = [publishedSql('p')];
  if (scope.categoryId !== undefined)
    base.push(`p.id IN (SELECT pc.product_id FROM product_categories pc WHERE pc.category_id = ${param(scope.categoryId)})`);
  const fitting =
    scope.vehicleId !== null ? `p.id IN (SELECT f.product_id FROM product_fitment f WHERE f.vehicle_id = ${param(scope.vehicleId)})` : null;
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

export const and = (parts: (string | undefined)[]) => parts.filter(Boolean).join(' AND ') || 'true';

/**
 * The products a vehicle's list holds whatever the vehicle: universal parts, and with the exact-fit
 * switch off also the parts of unknown fitment. The rest must be listed for the vehicle.
 */
export const forEveryVehicle = (query: ListingQuery) =>
  query.exactFit === false ? `p.compatibility IN ('all', 'unknown')` : `p.compatibility = 'all'`;
/** The complement of forEveryVehicle: the products that are in a vehicle's list only if listed for it. */
export const forListedVehicles = (query: ListingQuery) =>
  query.exactFit === false ? `p.compatibility = 'list'` : `p.compatibility <> 'all'`;
