// The admin's products: what the list's query string may say (search, category, brand, stock status,
// visibility, sort, page), read strictly — a value the list cannot use is reported and left out,
// never a 500 — and written back into links; and the pure rules of an edit: money typed by a person
// (any of the shop's languages) to integer cents, a price change by a percentage, the stock status
// a quick stock edit implies, the search text a product's names make, and the audit's before/after.
//
// Decisions where the issue is silent:
// - Prices are typed and shown in USD, the base currency; "12", "12.5", "1,234.50", "12,50" and
//   Arabic-Indic digits ("١٢٫٥٠") all read as they are meant. At least one cent, at most
//   $999,999.99: the catalogue's MAX_PRICE_CENTS (catalog/model.ts), which the import keeps too.
// - A bulk price change moves the compare-at price by the same percentage, so each product keeps
//   its discount; a compare-at price that rounding brings down to the price is cleared (a sale of
//   nothing). Both are rounded to the cent, half up.
// - A quick stock edit (from the list) sets the status the number implies: 0 of an in-stock product
//   is out of stock, more than 0 of an out-of-stock one is in stock again; "on backorder" is the
//   owner's choice and stays. The full form saves the status chosen.
import { MAX_PRICE_CENTS, MAX_STOCK, normalizePartNumber, STOCK_STATUSES, type StockStatus } from '@/features/catalog/model';
import type { Localized } from '@/db/schema/common';
import { firstParam, type FilterProblem as AdminFilterProblem, type QueryParams } from '../model';
import { centsAsInput } from '@/i18n/currency';

export { MAX_PRICE_CENTS, MAX_STOCK, STOCK_STATUSES, type StockStatus };
export const PRODUCT_VISIBILITIES = ['published', 'draft'] as const;
export type ProductVisibility = (typeof PRODUCT_VISIBILITIES)[number];
export const PRODUCT_SORTS = ['newest', 'name_asc', 'name_desc', 'price_asc', 'price_desc', 'stock_asc', 'stock_desc'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

export const ADMIN_PRODUCTS_PAGE_SIZE = 25;
export const MAX_PRODUCT_SEARCH = 100;
export const MIN_PERCENT = -90;
export const MAX_PERCENT = 500;
/** At most this many products in one bulk action (four pages of the list). */
export const MAX_BULK = 100;

/** How each stock status and visibility is named in the admin. */
export const STOCK_LABELS = {
  'in-stock': 'TEXT_STOCK_IN_STOCK',
  'on-backorder': 'TEXT_STOCK_ON_BACKORDER',
  'out-of-stock': 'TEXT_STOCK_OUT_OF_STOCK',
} as const satisfies Record<StockStatus, string>;
export const VISIBILITY_LABELS = { published: 'TEXT_ADMIN_PUBLISHED', draft: 'TEXT_ADMIN_DRAFT' } as const satisfies Record<
  ProductVisibility,
  string
>;

// ---- The list's query string ----

export type ProductFilters = {
  q: string;
  /** A category's slug (its products and its subcategories'). */
  category: string | null;
  brand: string | null;
  stock: StockStatus | null;
  visibility: ProductVisibility | null;
  sort: ProductSort;
  page: number;
};

export const NO_PRODUCT_FILTERS: ProductFilters = {
  q: '',
  category: null,
  brand: null,
  stock: null,
  visibility: null,
  sort: 'newest',
  page: 1,
};

type FilterProblem = AdminFilterProblem<keyof ProductFilters>;
type Params = QueryParams;
const one = firstParam;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
const oneOf = (list: readonly string[]) => (v: string) => list.includes(v);

const isSlug = (v: string) => v.length <= 100 && SLUG.test(v);
/** Each parameter and what it may hold; anything else is reported. */
const CHECKS: [Exclude<keyof ProductFilters, 'q'>, (v: string) => boolean][] = [
  ['category', isSlug],
  ['brand', isSlug],
  ['stock', oneOf(STOCK_STATUSES)],
  ['visibility', oneOf(PRODUCT_VISIBILITIES)],
  ['sort', oneOf(PRODUCT_SORTS)],
  ['page', (v) => /^[1-9]\d{0,5}$/.test(v)],
];

/** The list's filters from its query string, with what could not be used (that part is ignored). */
export function parseProductFilters(params: Params): { filters: ProductFilters; problems: FilterProblem[] } {
  const filters = { ...NO_PRODUCT_FILTERS };
  const problems: FilterProblem[] = [];
  const bad = (param: keyof ProductFilters) => problems.push({ param, message: 'ERROR_ADMIN_FILTER_INVALID' });
  const q = one(params.q);
  if (q.length > MAX_PRODUCT_SEARCH || CONTROL.test(q)) bad('q');
  else filters.q = q;
  for (const [key, valid] of CHECKS) {
    const raw = one(params[key]);
    if (!raw) continue;
    if (valid(raw)) (filters as Record<string, unknown>)[key] = key === 'page' ? Number(raw) : raw;
    else bad(key);
  }
  return { filters, problems };
}

/** The query string for these filters (defaults left out); any change but the page starts at page 1. */
export function productFiltersQuery(filters: ProductFilters, change: Partial<ProductFilters> = {}): string {
  const f = { ...filters, ...change };
  if (!('page' in change) && Object.keys(change).length > 0) f.page = 1;
  const q = new URLSearchParams();
  if (f.q) q.set('q', f.q);
  if (f.category) q.set('category', f.category);
  if (f.brand) q.set('brand', f.brand);
  if (f.stock) q.set('stock', f.stock);
  if (f.visibility) q.set('visibility', f.visibility);
  if (f.sort !== 'newest') q.set('sort', f.sort);
  if (f.page > 1) q.set('page', String(f.page));
  const text = q.toString();
  return text ? `?${text}` : '';
}

/** A column header's sort: ascending first, then descending; `newest` is the default order. */
export function columnSort(
  current: ProductSort,
  column: 'name' | 'price' | 'stock',
): { next: ProductSort; direction?: 'ascending' | 'descending' } {
  if (current === `${column}_asc`) return { next: `${column}_desc`, direction: 'ascending' };
  if (current === `${column}_desc`) return { next: `${column}_asc`, direction: 'descending' };
  return { next: `${column}_asc` };
}

/** `text LIKE pattern` that matches `words` anywhere, with LIKE's own characters taken literally. */
export const containsPattern = (words: string) => `%${words.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

// ---- Numbers typed by a person ----

const LOCAL_DIGITS = /[\u0660-\u0669\u06f0-\u06f9]/g;

/** Arabic-Indic and Persian digits as ASCII, the Arabic decimal and group separators as "." and ",". */
function asciiNumber(text: string): string {
  return text
    .replace(LOCAL_DIGITS, (d) => String((d.codePointAt(0)! - 0x0660) % 0x90))
    .replace(/\u066b/g, '.')
    .replace(/\u066c/g, ',')
    .replace(/[\s\u00a0\u202f'’]/g, '');
}

/**
 * A price typed in dollars as integer cents, or null: digits with at most two decimals, the
 * decimal mark a point or a comma ("12,50"); a comma before three digits groups thousands.
 */
export function parseMoney(raw: string): number | null {
  let text = asciiNumber(raw).replace(/^\$|\$$|^USD|USD$/gi, '');
  if (/^\d{1,3}(,\d{3})+(\.\d{1,2})?$/.test(text)) text = text.replace(/,/g, '');
  else if (/^\d+,\d{1,2}$/.test(text)) text = text.replace(',', '.');
  const m = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text);
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** A whole number typed by a person (any digits, group separators allowed), or null. */
export function parseWhole(raw: string): number | null {
  const text = asciiNumber(raw).replace(/,/g, '');
  if (!/^\d{1,10}$/.test(text)) return null;
  return Number(text);
}

/** A percentage with at most two decimals and an optional sign ("-15", "+7.5", "−10"), or null. */
export function parsePercent(raw: string): number | null {
  const text = asciiNumber(raw).replace(/[−–]/g, '-').replace(/%$/, '').replace(',', '.');
  if (!/^[+-]?\d{1,3}(\.\d{1,2})?$/.test(text)) return null;
  const n = Number(text);
  return Object.is(n, -0) ? 0 : n;
}

/** Cents as the price field shows them: "12.50" (a point, no grouping: what every locale types back). */
export const centsToInput = (cents: number | null) => (cents === null ? '' : centsAsInput(cents));

// ---- Rules of an edit ----

/** `cents` changed by `percent` (MIN_PERCENT…MAX_PERCENT), rounded half up to the cent, within a cent and MAX_PRICE_CENTS. */
export function changeByPercent(cents: number, percent: number): number {
  // In hundredths of a percent, so 7.5 % of 1999 cents is integer arithmetic until the one division.
  const changed = Math.round((cents * (10_000 + Math.round(percent * 100))) / 10_000);
  return Math.min(MAX_PRICE_CENTS, Math.max(1, changed));
}

/** A bulk price change: the price and, if set, the compare-at price by the same percentage (see the header). */
export function repriceByPercent(
  p: { price: number; compareAtPrice: number | null },
  percent: number,
): { price: number; compareAtPrice: number | null } {
  const price = changeByPercent(p.price, percent);
  const compareAt = p.compareAtPrice === null ? null : changeByPercent(p.compareAtPrice, percent);
  return { price, compareAtPrice: compareAt !== null && compareAt > price ? compareAt : null };
}

/** The stock status a quick stock edit implies (see the header). */
export function statusForStock(stock: number, status: StockStatus): StockStatus {
  if (stock === 0 && status === 'in-stock') return 'out-of-stock';
  if (stock > 0 && status === 'out-of-stock') return 'in-stock';
  return status;
}

/**
 * What trigram search reads for a product: its names in every language, SKU, part number (also
 * normalised) and interchange numbers (each as written and normalised), lower-cased; the service
 * stores it folded (search_fold in SQL, as every writer of search_text does). The seed writes
 * the same (src/seed/products.ts).
 */
export function searchTextOf(p: {
  name: Localized;
  sku: string;
  partNumber: string;
  interchange: { number: string; normalized: string }[];
}): string {
  return [
    p.name.en,
    p.name.ru,
    p.name.ar,
    p.sku,
    p.partNumber,
    normalizePartNumber(p.partNumber),
    ...p.interchange.map((x) => `${x.number} ${x.normalized}`),
  ]
    .filter((s) => s !== undefined && s !== '')
    .join(' ')
    .toLowerCase();
}

/** JSON with every object's keys sorted: PostgreSQL's jsonb gives { ar, en, ru } for what a form built as { en, ru, ar }. */
const canonical = (v: unknown): string =>
  v !== null && typeof v === 'object' && !Array.isArray(v)
    ? `{${Object.keys(v)
        .sort()
        .map((k) => `${JSON.stringify(k)}:${canonical((v as Record<string, unknown>)[k])}`)
        .join(',')}}`
    : Array.isArray(v)
      ? `[${v.map(canonical).join(',')}]`
      : (JSON.stringify(v) ?? 'undefined');

/** The fields that differ, as the audit log keeps them: { before, after } of those only, or null when nothing changed. */
export function changedFields<T extends Record<string, unknown>>(
  before: T,
  after: Partial<T>,
): { before: Partial<T>; after: Partial<T> } | null {
  const was: Partial<T> = {};
  const now: Partial<T> = {};
  for (const key of Object.keys(after) as (keyof T)[]) {
    if (canonical(before[key]) === canonical(after[key])) continue;
    was[key] = before[key];
    now[key] = after[key];
  }
  return Object.keys(now).length ? { before: was, after: now } : null;
}

/** Where a product can be filed: the categories that list products, grouped under their ancestors ("Brakes › Pads"), in tree order. */
export function fileableCategories(
  tree: { id: number; name: string; parentId: number | null; layout: 'categories' | 'products' }[],
): { label: string; options: { id: number; name: string }[] }[] {
  const byId = new Map(tree.map((c) => [c.id, c]));
  const groups = new Map<string, { id: number; name: string }[]>();
  for (const c of tree) {
    if (c.layout !== 'products') continue;
    const trail: string[] = [];
    for (let p = c.parentId === null ? undefined : byId.get(c.parentId); p; p = p.parentId === null ? undefined : byId.get(p.parentId))
      trail.unshift(p.name);
    const label = trail.join(' › ') || c.name;
    groups.set(label, [...(groups.get(label) ?? []), { id: c.id, name: c.name }]);
  }
  return [...groups].map(([label, options]) => ({ label, options }));
}
