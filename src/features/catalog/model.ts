// Catalog: the listing's state (filters, sort, page size, page or cursor, search, view mode) and the
// pure rules on it: the state changes of section 4 and the price and rating filter rounding (what
// search compares is search-model.ts). How that state is
// written in and read from a URL (section 5) is query-string.ts. It also holds what every writer of
// the catalogue must agree on (stock statuses, part-number normalisation, the price and stock
// limits), so the admin's form and the catalogue import refuse the same values. No I/O: pages, the
// JSON API and the browser all use the same functions.
//
// Decisions where the specification is silent:
// - Filters are `filter_<slug>`: vehicle (vehicle), price (range, whole or cent USD amounts
//   "10-250"), brand (check, brand slugs), availability (`stock`, check, stock statuses: "in-stock"
//   is the shopper's "in stock only"), discount (radio any|yes|no), rating (rating, whole stars 1-5),
//   color (color, colour value slugs).
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
export const STOCK_STATUSES = ['in-stock', 'on-backorder', 'out-of-stock'] as const;
export type StockStatus = (typeof STOCK_STATUSES)[number];
/** $999,999.99: no price, compare-at price or price change result is more, whoever writes it. */
export const MAX_PRICE_CENTS = 99_999_999;
/** The stock column is an int4. */
export const MAX_STOCK = 2_147_483_647;
/** How each stock status is named to the shopper (cards, table view, the availability filter). */
export const STOCK_MESSAGE = {
  'in-stock': 'TEXT_STOCK_IN_STOCK',
  'on-backorder': 'TEXT_STOCK_ON_BACKORDER',
  'out-of-stock': 'TEXT_STOCK_OUT_OF_STOCK',
} as const satisfies Record<StockStatus, string>;
export type Discount = (typeof DISCOUNT_VALUES)[number];
export const SUGGESTION_DEFAULTS = { products: 4, categories: 4 } as const;
export const MAX_SUGGESTIONS = 20;

export type FilterType = 'check' | 'color' | 'radio' | 'range' | 'rating' | 'vehicle';
export const FILTER_TYPES = {
  vehicle: 'vehicle',
  price: 'range',
  brand: 'check',
  stock: 'check',
  discount: 'radio',
  rating: 'rating',
  color: 'color',
} as const satisfies Record<string, FilterType>;
export type FilterSlug = keyof typeof FILTER_TYPES;
export const FILTER_SLUGS = Object.keys(FILTER_TYPES) as FilterSlug[];

export type ActiveFilters = {
  /** undefined: not in the URL (use the garage vehicle); null: explicitly all vehicles. */
  vehicle?: number | null;
  /** USD cents, inclusive. */
  price?: [number, number];
  brand?: string[];
  /** Stock statuses (STOCK_STATUSES); an unknown one matches nothing, as an unknown brand does. */
  stock?: string[];
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
  /**
   * The page's view when the URL names none, if not grid (the shop-list and shop-table demos). Not
   * a URL parameter: it is what keeps `view` out of the URL, as every default is.
   */
  defaultView?: ViewMode;
  /**
   * The vehicle filter's "only exact-fit parts" switch (behaviour notes), on unless `false`: on, a
   * vehicle's list holds the parts listed for it and universal parts; off, also the parts of unknown
   * fitment. In the URL as `fit=any` when off.
   */
  exactFit?: boolean;
};

export const DEFAULT_QUERY: ListingQuery = { filters: {}, sort: 'default', limit: DEFAULT_LIMIT, page: 1, view: 'grid' };

/** Section 4: any change of a filter or option starts again at page 1 without cursors. */
const fresh = (query: ListingQuery, patch: Partial<ListingQuery>): ListingQuery => ({
  ...query,
  ...patch,
  page: 1,
  after: undefined,
  before: undefined,
});

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
    return withFilter(
      query,
      slug,
      (current as (string | number)[]).filter((v) => String(v) !== String(item)) as ActiveFilters[typeof slug],
    );
  }
  return withFilter(query, slug, undefined);
}

/**
 * Parts for every vehicle: the vehicle filter becomes "all vehicles" (else the garage vehicle would
 * come back), and a vehicle named in the search ("2019 civic brake pads") leaves it, the search
 * keeping its other words (`searchRest`, vehicles/phrase.ts), or it would name the vehicle again.
 */
export function forAllVehicles(query: ListingQuery, searchRest?: string): ListingQuery {
  const search = searchRest === undefined ? query.search : searchRest || undefined;
  return fresh(query, { search, filters: { ...query.filters, vehicle: null } });
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
export const withCursor = (query: ListingQuery, cursor: { after?: string; before?: string }): ListingQuery => ({
  ...query,
  page: 1,
  after: cursor.after,
  before: cursor.before,
});
export const withView = (query: ListingQuery, view: ViewMode): ListingQuery => ({ ...query, view });
export const withExactFit = (query: ListingQuery, on: boolean): ListingQuery => fresh(query, { exactFit: on ? undefined : false });

/** How many filters are active (each list item counts once), for the mobile "Filters (3)" button. */
export function activeFilterCount(filters: ActiveFilters): number {
  return FILTER_SLUGS.reduce((n, slug) => {
    const v = filters[slug];
    if (v === undefined || v === null || v === 'any') return n;
    return n + (Array.isArray(v) && slug !== 'price' ? v.length : 1);
  }, 0);
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

// ---- Part numbers ----

/** A part number or SKU reduced to upper-case letters and digits, as product_interchange.normalized stores it. */
export const normalizePartNumber = (text: string) => text.toUpperCase().replace(/[^A-Z0-9]/g, '');

/** Whether the search looks like a part number or SKU (has digits, at least 4 characters once normalised). */
export const looksLikePartNumber = (text: string) => /\d/.test(text) && normalizePartNumber(text).length >= 4;
