// Catalog: the listing state in the query string (specification section 5): parsing a URL's
// parameters into a ListingQuery, with the first invalid one as a translated-message error, and
// writing a ListingQuery back as a canonical query string. The opaque cursors of cursor navigation are
// in cursor.ts, re-exported here.
// Pure, no I/O: the pages, the proxy (400 for a bad listing URL), the JSON API and the browser share it.
//
// Decisions where the specification is silent:
// - An unknown `filter_*` is an error; other unknown parameters (utm_*, ...) are ignored so shared
//   links keep working. A repeated listing parameter is an error rather than a silent pick.
// - Parameters are written in a fixed order with defaults left out, so one state has one URL.
import {
  DEFAULT_LIMIT,
  DEFAULT_QUERY,
  DISCOUNT_VALUES,
  FILTER_SLUGS,
  FILTER_TYPES,
  MAX_LIMIT,
  MAX_PAGE,
  MAX_SEARCH_LENGTH,
  SORTS,
  VIEW_MODES,
  type ActiveFilters,
  type FilterSlug,
  type FilterType,
  type ListingQuery,
  type Sort,
  type ViewMode,
} from './model';
import { CONTROL, cursorFitsSort, decodeCursor } from './cursor';

export { decodeCursor, encodeCursor, type Cursor } from './cursor';

/** What went wrong, as a message id and its values, plus the parameter to name in a 400. */
export type QueryError = { param: string; messageId: QueryErrorId; values: Record<string, string> };
type QueryErrorId =
  | 'ERROR_FILTER_VALUE'
  | 'ERROR_FILTER_UNKNOWN'
  | 'ERROR_PARAM_SORT'
  | 'ERROR_PARAM_PAGE'
  | 'ERROR_PARAM_LIMIT'
  | 'ERROR_PARAM_CURSOR'
  | 'ERROR_PARAM_SEARCH'
  | 'ERROR_PARAM_VIEW'
  | 'ERROR_PARAM_FIT'
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
const MAX_LIST = 50;

const filterError = (slug: FilterSlug): QueryError => ({
  param: `filter_${slug}`,
  messageId: 'ERROR_FILTER_VALUE',
  values: { type: FILTER_TYPES[slug], param: `filter_${slug}` },
});

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
function parseFilterValue<S extends FilterSlug>(slug: S, raw: string): ActiveFilters[S] | null {
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

/**
 * The listing state from a query string; the first invalid parameter is the error. `defaultView`
 * is the page's own view when the URL names none (it then stays out of the URL, see serialize).
 */
export function parseListingQuery(params: Params, defaultView?: ViewMode): Parsed<ListingQuery> {
  const query: ListingQuery = {
    ...DEFAULT_QUERY,
    filters: {},
    ...(defaultView && defaultView !== DEFAULT_QUERY.view ? { view: defaultView, defaultView } : {}),
  };
  const fail = (param: string, messageId: QueryErrorId, values: Record<string, string> = {}): Parsed<ListingQuery> => ({
    ok: false,
    error: { param, messageId, values: { param, ...values } },
  });
  for (const [key, values] of entries(params)) {
    if (
      values.length > 1 &&
      (key.startsWith('filter_') || ['sort', 'limit', 'page', 'after', 'before', 'search', 'view', 'fit'].includes(key))
    )
      return fail(key, 'ERROR_PARAM_REPEATED');
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
      case 'fit':
        if (raw !== 'any' && raw !== 'exact') return fail(key, 'ERROR_PARAM_FIT');
        if (raw === 'any') query.exactFit = false;
        break;
    }
  }
  if (query.after && query.before) return fail('before', 'ERROR_PARAM_CURSOR');
  // A cursor holds the sort key of a row: it must be a key the chosen sort can have, or the
  // database would be asked to compare a price with "abc".
  for (const key of ['after', 'before'] as const) {
    const raw = query[key];
    if (raw && !cursorFitsSort(decodeCursor(raw)!, query.sort)) return fail(key, 'ERROR_PARAM_CURSOR');
  }
  return { ok: true, value: query };
}

const money = (cents: number) => (cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2));

/** A filter's value as section 5 writes it; undefined when it is the default and stays out of the URL. */
function serializeFilterValue(slug: FilterSlug, value: ActiveFilters[FilterSlug]): string | undefined {
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
  if (query.exactFit === false) out.set('fit', 'any');
  if (query.sort !== 'default') out.set('sort', query.sort);
  if (query.limit !== DEFAULT_LIMIT) out.set('limit', String(query.limit));
  if (query.after) out.set('after', query.after);
  else if (query.before) out.set('before', query.before);
  else if (query.page > 1) out.set('page', String(query.page));
  if (query.view !== (query.defaultView ?? DEFAULT_QUERY.view)) out.set('view', query.view);
  return out;
}

export function listingHref(pathname: string, query: ListingQuery): string {
  const qs = serializeListingQuery(query).toString();
  return qs ? `${pathname}?${qs}` : pathname;
}

/** The listing pages, /catalog/products and /catalog/{slug}/products, with or without a locale prefix. */
const LISTING_PATH = /^(?:\/[a-z]{2})?\/catalog\/(?:[^/]+\/)?products\/?$/;

/**
 * What is wrong with a listing page's URL, or null when it is fine or not a listing page: the proxy
 * answers such a URL with 400 (a page cannot choose its own status) while the page shows the message.
 */
export function listingUrlError(pathname: string, params: URLSearchParams): QueryError | null {
  if (!LISTING_PATH.test(pathname)) return null;
  const parsed = parseListingQuery(params);
  return parsed.ok ? null : parsed.error;
}
