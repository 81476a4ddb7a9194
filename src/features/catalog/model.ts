// Catalog: the listing's state in the URL (filters, sort, page size, page or cursor, search, view
// mode), its parsing and serialisation (specification section 5), the price and rating filter
// rounding, and the search-text normalisation shared by the listing and the header suggestions.
// Pure rules, no I/O: pages, the JSON API and the browser all use the same functions.
//
// Decisions where the specification is silent:
// - Filters are `filter_<slug>`: vehicle (vehicle), price (range, whole or cent USD amounts
//   "10-250"), brand (check, brand slugs), discount (radio any|yes|no), rating (rating, whole stars
//   1-5), color (color, colour value slugs). An unknown `filter_*` is an error; other unknown
//   parameters (utm_*, ...) are ignored so shared links keep working.
// - `filter_vehicle` absent means "the current garage vehicle" (cookie); present and empty means
//   "all vehicles" even when a vehicle is chosen.
// - `limit` accepts 1-100 (the API's ceiling); the page offers 8, 16, 24 and 32.
// - `after` / `before` switch the listing to cursor navigation; otherwise it has page navigation.
// - `view` (grid, features, list, table) is kept in the URL so a shared link looks the same; changing
//   it keeps the page, unlike every other change.

export const SORTS = ['default', 'name_asc', 'name_desc', 'price_asc', 'price_desc', 'rating_desc', 'date_desc'] as const;
export type Sort = (typeof SORTS)[number];
export const PAGE_SIZES = [8, 16, 24, 32] as const;
export const DEFAULT_LIMIT = 16;
export const MAX_LIMIT = 100;
export const MAX_PAGE = 10_000;
export const MAX_SEARCH_LENGTH = 200;
export const VIEW_MODES = ['grid', 'features', 'list', 'table'] as const;
export type ViewMode = (typeof VIEW_MODES)[number];
export const DISCOUNT_VALUES = ['any', 'yes', 'no'] as const;
export type Discount = (typeof DISCOUNT_VALUES)[number];
export const SUGGESTION_DEFAULTS = { products: 4, categories: 4 } as const;
export const HEADER_SUGGESTIONS = { products: 3, categories: 4 } as const;
export const MAX_SUGGESTIONS = 20;

export type FilterType = 'check' | 'color' | 'radio' | 'range' | 'rating' | 'vehicle';
export const FILTER_TYPES = { vehicle: 'vehicle', price: 'range', brand: 'check', discount: 'radio', rating: 'rating', color: 'color' } as const satisfies Record<string, FilterType>;
export type FilterSlug = keyof typeof FILTER_TYPES;
export const FILTER_SLUGS = Object.keys(FILTER_TYPES) as FilterSlug[];

export type ActiveFilters = {
  /** undefined: not in the URL (use the garage vehicle); null: explicitly all vehicles. */
  vehicle?: number | null;
  /** USD cents, inclusive. */
  price?: [number, number];
  brand?: string[];
  discount?: Discount;
  rating?: number[];
  color?: string[];
};

export type ListingQuery = {
  filters: ActiveFilters;
  sort: Sort;
  limit: number;
  page: number;
  after?: string;
  before?: string;
  search?: string;
  view: ViewMode;
};

export const DEFAULT_QUERY: ListingQuery = { filters: {}, sort: 'default', limit: DEFAULT_LIMIT, page: 1, view: 'grid' };

/** What went wrong, as a message id and its values, plus the parameter to name in a 400. */
export type QueryError = { param: string; messageId: QueryErrorId; values: Record<string, string> };
export type QueryErrorId =
  | 'ERROR_FILTER_VALUE'
  | 'ERROR_FILTER_UNKNOWN'
  | 'ERROR_PARAM_SORT'
  | 'ERROR_PARAM_PAGE'
  | 'ERROR_PARAM_LIMIT'
  | 'ERROR_PARAM_CURSOR'
  | 'ERROR_PARAM_SEARCH'
  | 'ERROR_PARAM_VIEW'
  | 'ERROR_PARAM_REPEATED';

export type Parsed<T> = { ok: true; value: T } | { ok: false; error: QueryError };

type Params = URLSearchParams | Record<string, string | string[] | undefined>;

/** Every value of every parameter, from URLSearchParams or Next's searchParams object. */
function entries(params: Params): [string, string[]][] {
  if (params instanceof URLSearchParams) {
    const map = new Map<string, string[]>();
    for (const [k, v] of params) map.set(k, [...(map.get(k) ?? []), v]);
    return [...map];
  }
  return Object.entries(params)
    .filter((e): e is [string, string | string[]] => e[1] !== undefined)
    .map(([k, v]) => [k, Array.isArray(v) ? v : [v]]);
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const MONEY = /^(\d{1,7})(?:\.(\d{1,2}))?$/;
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
const MAX_LIST = 50;

const filterError = (slug: FilterSlug): QueryError => ({ param: `filter_${slug}`, messageId: 'ERROR_FILTER_VALUE', values: { type: FILTER_TYPES[slug], param: `filter_${slug}` } });

function list(raw: string): string[] | null {
  const items = raw.split(',');
  if (items.length === 0 || items.length > MAX_LIST) return null;
  return [...new Set(items)];
}

const toCents = (raw: string): number | null => {
  const m = MONEY.exec(raw);
  return m ? Number(m[1]) * 100 + Number((m[2] ?? '0').padEnd(2, '0')) : null;
};

/** One filter's URL value as the listing wants it, or null when it is not a valid value of its type. */
export function parseFilterValue<S extends FilterSlug>(slug: S, raw: string): ActiveFilters[S] | null {
  const type: FilterType = FILTER_TYPES[slug];
  switch (type) {
    case 'vehicle': {
      if (raw === '') return null as ActiveFilters[S];
      if (!/^[1-9][0-9]{0,9}$/.test(raw) || Number(raw) > 2_147_483_647) return null;
      return Number(raw) as ActiveFilters[S];
    }
    case 'range': {
      const m = /^([^-]+)-([^-]+)$/.exec(raw);
      const min = m ? toCents(m[1]!) : null;
      const max = m ? toCents(m[2]!) : null;
      if (min === null || max === null || min > max) return null;
      return [min, max] as ActiveFilters[S];
    }
    case 'radio':
      return (DISCOUNT_VALUES as readonly string[]).includes(raw) ? (raw as ActiveFilters[S]) : null;
    case 'rating': {
      const items = list(raw);
      if (!items?.every((i) => /^[1-5]$/.test(i))) return null;
      return items.map(Number).sort() as ActiveFilters[S];
    }
    case 'check':
    case 'color': {
      const items = list(raw);
      return items?.every((i) => SLUG.test(i) && i.length <= 100) ? (items as ActiveFilters[S]) : null;
    }
  }
}

const isSlug = (s: string): s is FilterSlug => (FILTER_SLUGS as string[]).includes(s);

/** The listing state from a query string; the first invalid parameter is the error. */
export function parseListingQuery(params: Params): Parsed<ListingQuery> {
  const query: ListingQuery = { ...DEFAULT_QUERY, filters: {} };
  const fail = (param: string, messageId: QueryErrorId, values: Record<string, string> = {}): Parsed<ListingQuery> => ({ ok: false, error: { param, messageId, values: { param, ...values } } });
  for (const [key, values] of entries(params)) {
    if (values.length > 1 && (key.startsWith('filter_') || ['sort', 'limit', 'page', 'after', 'before', 'search', 'view'].includes(key))) return fail(key, 'ERROR_PARAM_REPEATED');
    const raw = values[0]!;
    if (key.startsWith('filter_')) {
      const slug = key.slice('filter_'.length);
      if (!isSlug(slug)) return fail(key, 'ERROR_FILTER_UNKNOWN');
      const value = parseFilterValue(slug, raw.trim());
      if (value === null && !(slug === 'vehicle' && raw.trim() === '')) return { ok: false, error: filterError(slug) };
      // The radio's first item is its default and stays out of the state, as it stays out of the URL.
      if (!(slug === 'discount' && value === DISCOUNT_VALUES[0])) (query.filters as Record<string, unknown>)[slug] = value;
      continue;
    }
    switch (key) {
      case 'sort':
        if (!(SORTS as readonly string[]).includes(raw)) return fail(key, 'ERROR_PARAM_SORT', { values: SORTS.join(', ') });
        query.sort = raw as Sort;
        break;
      case 'limit':
        if (!/^[1-9][0-9]{0,2}$/.test(raw) || Number(raw) > MAX_LIMIT) return fail(key, 'ERROR_PARAM_LIMIT', { max: String(MAX_LIMIT) });
        query.limit = Number(raw);
        break;
      case 'page':
        if (!/^[1-9][0-9]{0,4}$/.test(raw) || Number(raw) > MAX_PAGE) return fail(key, 'ERROR_PARAM_PAGE', { max: String(MAX_PAGE) });
        query.page = Number(raw);
        break;
      case 'after':
      case 'before':
        if (decodeCursor(raw) === null) return fail(key, 'ERROR_PARAM_CURSOR');
        query[key] = raw;
        break;
      case 'search': {
        if (CONTROL.test(raw) || raw.length > MAX_SEARCH_LENGTH) return fail(key, 'ERROR_PARAM_SEARCH', { max: String(MAX_SEARCH_LENGTH) });
        const text = raw.trim().replace(/\s+/g, ' ');
        if (text) query.search = text;
        break;
      }
      case 'view':
        if (!(VIEW_MODES as readonly string[]).includes(raw)) return fail(key, 'ERROR_PARAM_VIEW');
        query.view = raw as ViewMode;
        break;
    }
  }
  if (query.after && query.before) return fail('before', 'ERROR_PARAM_CURSOR');
  return { ok: true, value: query };
}

const money = (cents: number) => (cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2));

/** A filter's value as section 5 writes it; undefined when it is the default and stays out of the URL. */
export function serializeFilterValue(slug: FilterSlug, value: ActiveFilters[FilterSlug]): string | undefined {
  if (value === undefined) return undefined;
  switch (slug) {
    case 'vehicle':
      return value === null ? '' : String(value);
    case 'price': {
      const [min, max] = value as [number, number];
      return `${money(min)}-${money(max)}`;
    }
    case 'discount':
      return value === DISCOUNT_VALUES[0] ? undefined : String(value);
    default: {
      const items = value as (string | number)[];
      return items.length ? items.join(',') : undefined;
    }
  }
}

/** The query string of a listing state, parameters in a fixed order, defaults left out. */
export function serializeListingQuery(query: ListingQuery): URLSearchParams {
  const out = new URLSearchParams();
  if (query.search) out.set('search', query.search);
  for (const slug of FILTER_SLUGS) {
    const v = serializeFilterValue(slug, query.filters[slug]);
    if (v !== undefined) out.set(`filter_${slug}`, v);
  }
  if (query.sort !== 'default') out.set('sort', query.sort);
  if (query.limit !== DEFAULT_LIMIT) out.set('limit', String(query.limit));
  if (query.after) out.set('after', query.after);
  else if (query.before) out.set('before', query.before);
  else if (query.page > 1) out.set('page', String(query.page));
  if (query.view !== 'grid') out.set('view', query.view);
  return out;
}

export function listingHref(pathname: string, query: ListingQuery): string {
  const qs = serializeListingQuery(query).toString();
  return qs ? `${pathname}?${qs}` : pathname;
}

/** Section 4: any change of a filter or option starts again at page 1 without cursors. */
const fresh = (query: ListingQuery, patch: Partial<ListingQuery>): ListingQuery => ({ ...query, ...patch, page: 1, after: undefined, before: undefined });

export function withFilter<S extends FilterSlug>(query: ListingQuery, slug: S, value: ActiveFilters[S] | undefined): ListingQuery {
  const filters = { ...query.filters };
  if (value === undefined || (Array.isArray(value) && value.length === 0)) delete filters[slug];
  else filters[slug] = value;
  return fresh(query, { filters });
}

/**
 * Removes one active value: a list filter keeps its other items (its value is recomputed from what
 * remains), any other filter goes away. The vehicle filter becomes "all vehicles" rather than
 * absent, otherwise the garage vehicle would come straight back.
 */
export function withoutFilterItem(query: ListingQuery, slug: FilterSlug, item?: string | number): ListingQuery {
  const current = query.filters[slug];
  if (slug === 'vehicle') return withFilter(query, 'vehicle', null);
  if (Array.isArray(current) && item !== undefined) {
    return withFilter(query, slug, (current as (string | number)[]).filter((v) => String(v) !== String(item)) as ActiveFilters[typeof slug]);
  }
  return withFilter(query, slug, undefined);
}

/**
 * Clears every filter; the search stays. When a vehicle filters the list (from the URL or the
 * garage), it becomes "all vehicles", otherwise the garage vehicle would come straight back.
 */
export function withoutFilters(query: ListingQuery, vehicleActive: boolean): ListingQuery {
  return fresh(query, { filters: vehicleActive ? { vehicle: null } : {} });
}

export const withSort = (query: ListingQuery, sort: Sort) => fresh(query, { sort });
export const withLimit = (query: ListingQuery, limit: number) => fresh(query, { limit });
export const withPage = (query: ListingQuery, page: number): ListingQuery => ({ ...query, page, after: undefined, before: undefined });
export const withCursor = (query: ListingQuery, cursor: { after?: string; before?: string }): ListingQuery => ({ ...query, page: 1, after: cursor.after, before: cursor.before });
export const withView = (query: ListingQuery, view: ViewMode): ListingQuery => ({ ...query, view });

/** How many filters are active (each list item counts once), for the mobile "Filters (3)" button. */
export function activeFilterCount(filters: ActiveFilters): number {
  return FILTER_SLUGS.reduce((n, slug) => {
    const v = filters[slug];
    if (v === undefined || v === null || v === 'any') return n;
    return n + (Array.isArray(v) && slug !== 'price' ? v.length : 1);
  }, 0);
}

// ---- Cursors: the sort key and id of the row a page starts after or ends before. ----

export type Cursor = { k: string | number; id: number };

export function encodeCursor(cursor: Cursor): string {
  const json = JSON.stringify([cursor.k, cursor.id]);
  return btoa(String.fromCharCode(...new TextEncoder().encode(json))).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function decodeCursor(raw: string): Cursor | null {
  if (!/^[A-Za-z0-9_-]{4,400}$/.test(raw)) return null;
  try {
    const bin = atob(raw.replace(/-/g, '+').replace(/_/g, '/'));
    const value: unknown = JSON.parse(new TextDecoder().decode(Uint8Array.from(bin, (c) => c.charCodeAt(0))));
    if (!Array.isArray(value) || value.length !== 2) return null;
    const [k, id] = value as unknown[];
    if (!(typeof k === 'string' || (typeof k === 'number' && Number.isFinite(k)))) return null;
    if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return null;
    return { k, id };
  } catch {
    return null;
  }
}

// ---- Price and rating filters (section 5) ----

/**
 * The price slider's bounds in whole currency units: the minimum rounds down and the maximum up to
 * a step of 10^(digits of the maximum - 2); equal bounds get one step apart. 0-2,537 gives 0-2,600.
 */
export function priceRangeBounds(min: number, max: number): [number, number] {
  const digits = String(Math.ceil(Math.max(max, 0))).length;
  const step = 10 ** Math.max(digits - 2, 0);
  const lo = Math.floor(min / step) * step;
  let hi = Math.ceil(max / step) * step;
  if (hi <= lo) hi = lo + step;
  return [lo, hi];
}

/** A product's rating as the rating filter counts it: whole stars. */
export const ratingStars = (rating: number) => Math.round(rating);

// ---- Search text ----

/** The search as lower-case words of letters or digits, in any script. */
export function searchWords(text: string): string[] {
  return text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean).slice(0, 8);
}

/** A part number or SKU reduced to upper-case letters and digits, as product_interchange.normalized stores it. */
export const normalizePartNumber = (text: string) => text.toUpperCase().replace(/[^A-Z0-9]/g, '');

/** Whether the search looks like a part number or SKU (has digits, at least 4 characters once normalised). */
export const looksLikePartNumber = (text: string) => /\d/.test(text) && normalizePartNumber(text).length >= 4;

/** Trigram similarity of two words (as pg_trgm counts it: padded, lower case), 0 to 1. */
export function trigramSimilarity(a: string, b: string): number {
  const grams = (w: string) => {
    const s = `  ${w} `;
    const set = new Set<string>();
    for (let i = 0; i + 3 <= s.length; i++) set.add(s.slice(i, i + 3));
    return set;
  };
  const ga = grams(a);
  const gb = grams(b);
  let common = 0;
  for (const g of ga) if (gb.has(g)) common++;
  return common / (ga.size + gb.size - common);
}
