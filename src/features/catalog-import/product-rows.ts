// One row of a products file checked against the shop's names (categories, brands, attribute
// values): what the staging table receives, or why the row is refused. Pure: the names are loaded
// once per import (products-file.ts) and passed in.
import { sanitizeDescription } from '@/features/product/description';
import {
  MAX_NAME,
  imageSource,
  lineText,
  listCells,
  longText,
  matchKey,
  oneOf,
  price,
  sku,
  slugOf,
  stock,
  type ImageSource,
} from './cells';
import { ATTRIBUTE_PREFIX, OPTION_PREFIX, STOCK_STATUSES, VISIBILITIES, type RejectReason, type RowProblem } from './model';

export type CategoryName = { id: number; path: string; fileable: boolean };
export type ShopNames = {
  /** Categories by slug and by slug path from the root ("brakes/brake-pads"). */
  categories: Map<string, CategoryName>;
  /** Brands by matchKey(name) and by slug: their slug. */
  brands: Map<string, string>;
  /** Attribute values by attribute slug, then by matchKey(name) and by slug: their slug. */
  attributeValues: Map<string, Map<string, string>>;
};

/** A products row as staged; a field whose column the header lacks is undefined (left alone), null clears it. */
export type StagedProduct = {
  sku: string;
  name_en?: string;
  name_ru?: string;
  name_ar?: string;
  excerpt_en?: string;
  excerpt_ru?: string;
  excerpt_ar?: string;
  description_en?: string;
  description_ru?: string;
  description_ar?: string;
  category_id?: number;
  category_path?: string;
  brand_slug?: string | null;
  brand_name?: string | null;
  part_number?: string;
  price?: number;
  compare_at?: number | null;
  stock?: number;
  stock_status?: string;
  visibility?: string;
  slug_base?: string;
  images?: ImageSource[];
  /** Attribute slug → its value slugs, sorted, with the names new values are created with. */
  attrs?: Record<string, { slug: string; name: string }[]>;
  /** Option slug → values in order, each [name, colour or null]. */
  options?: Record<string, [string, string | null][]>;
};

type Check = { staged: StagedProduct; problems: RowProblem[] };

const TEXT_COLUMNS = ['name_en', 'name_ru', 'name_ar', 'excerpt_en', 'excerpt_ru', 'excerpt_ar'] as const;
const DESCRIPTIONS = ['description_en', 'description_ru', 'description_ar'] as const;
const stockStatus = oneOf(STOCK_STATUSES, 'ERROR_IMPORT_BAD_STOCK_STATUS');
const visibility = oneOf(VISIBILITIES, 'ERROR_IMPORT_BAD_VISIBILITY');
const COLOR = /^(.*?)\s*=\s*(#[0-9a-f]{6})$/i;

/** A category cell: a slug, or a path of slugs from the root joined by "/" or ">". */
export function findCategory(cell: string, categories: ShopNames['categories']): CategoryName | undefined {
  const path = cell
    .split(/[/>]/)
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean)
    .join('/');
  return path ? categories.get(path) : undefined;
}

/** Checks one row; `row` maps each header column to its cell. */
export function checkProductRow(row: Map<string, string>, names: ShopNames): Check {
  const problems: RowProblem[] = [];
  const staged = { sku: '' } as StagedProduct;
  const has = (c: string) => row.has(c);
  const cell = (c: string) => row.get(c) ?? '';
  const fail = (column: string, reason: RejectReason) => problems.push({ column, reason, value: cell(column).slice(0, 200) });

  const key = sku(cell('sku'));
  if (key.ok) staged.sku = key.value;
  else fail('sku', key.reason);

  for (const c of TEXT_COLUMNS) {
    if (!has(c)) continue;
    const text = lineText(cell(c), MAX_NAME);
    if (!text.ok) fail(c, text.reason);
    else if (c === 'name_en' && !text.value) fail(c, 'ERROR_IMPORT_REQUIRED');
    else staged[c] = text.value;
  }
  if (staged.name_en) staged.slug_base = slugOf(staged.name_en).slice(0, 80) || 'product';
  for (const c of DESCRIPTIONS) {
    if (!has(c)) continue;
    const text = longText(cell(c));
    if (text.ok) staged[c] = sanitizeDescription(text.value);
    else fail(c, text.reason);
  }
  if (has('category')) {
    const found = findCategory(cell('category'), names.categories);
    if (!cell('category').trim()) fail('category', 'ERROR_IMPORT_REQUIRED');
    else if (!found) fail('category', 'ERROR_IMPORT_UNKNOWN_CATEGORY');
    else if (!found.fileable) fail('category', 'ERROR_IMPORT_CATEGORY_NOT_FILEABLE');
    else Object.assign(staged, { category_id: found.id, category_path: found.path });
  }
  if (has('brand')) {
    const text = lineText(cell('brand'), MAX_NAME);
    if (!text.ok) fail('brand', text.reason);
    else if (!text.value) Object.assign(staged, { brand_slug: null, brand_name: null });
    else {
      const known = names.brands.get(matchKey(text.value)) ?? names.brands.get(slugOf(text.value));
      const slug = known ?? slugOf(text.value);
      if (!slug) fail('brand', 'ERROR_IMPORT_BAD_VALUE');
      else Object.assign(staged, { brand_slug: slug, brand_name: text.value });
    }
  }
  if (has('part_number')) {
    const text = lineText(cell('part_number'), 64);
    if (text.ok) staged.part_number = text.value;
    else fail('part_number', text.reason);
  }
  if (has('price')) {
    const cents = price(cell('price'));
    if (!cell('price').trim()) fail('price', 'ERROR_IMPORT_REQUIRED');
    else if (cents.ok) staged.price = cents.value;
    else fail('price', cents.reason);
  }
  if (has('compare_at_price')) {
    const cents = cell('compare_at_price').trim() ? price(cell('compare_at_price')) : ({ ok: true, value: null } as const);
    if (cents.ok) staged.compare_at = cents.value;
    else fail('compare_at_price', cents.reason);
    if (cents.ok && cents.value !== null && staged.price !== undefined && cents.value <= staged.price)
      fail('compare_at_price', 'ERROR_IMPORT_COMPARE_AT_NOT_ABOVE');
  }
  if (has('stock') && cell('stock').trim()) {
    const n = stock(cell('stock'));
    if (n.ok) staged.stock = n.value;
    else fail('stock', n.reason);
  }
  for (const [c, read, field] of [
    ['stock_status', stockStatus, 'stock_status'],
    ['visibility', visibility, 'visibility'],
  ] as const) {
    if (!has(c) || !cell(c).trim()) continue;
    const v = read(cell(c));
    if (v.ok) staged[field] = v.value;
    else fail(c, v.reason);
  }
  if (has('image')) {
    const images: ImageSource[] = [];
    for (const entry of listCells(cell('image'))) {
      const source = imageSource(entry);
      if (source.ok) images.push(source.value);
      else fail('image', source.reason);
    }
    staged.images = images;
  }
  checkAttributes(row, names, staged, fail);
  checkOptions(row, staged, fail);
  return { staged, problems };
}

function checkAttributes(
  row: Map<string, string>,
  names: ShopNames,
  staged: StagedProduct,
  fail: (column: string, reason: RejectReason) => void,
) {
  for (const [column, raw] of row) {
    if (!column.startsWith(ATTRIBUTE_PREFIX)) continue;
    const attribute = column.slice(ATTRIBUTE_PREFIX.length);
    const known = names.attributeValues.get(attribute);
    const values = new Map<string, { slug: string; name: string }>();
    for (const name of listCells(raw)) {
      const text = lineText(name, MAX_NAME);
      const slug = text.ok ? (known?.get(matchKey(text.value)) ?? known?.get(slugOf(text.value)) ?? slugOf(text.value)) : '';
      if (!text.ok || !slug) {
        fail(column, text.ok ? 'ERROR_IMPORT_BAD_VALUE' : text.reason);
        continue;
      }
      values.set(slug, { slug, name: text.value });
    }
    (staged.attrs ??= {})[attribute] = [...values.values()].sort((a, b) => (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0));
  }
}

function checkOptions(row: Map<string, string>, staged: StagedProduct, fail: (column: string, reason: RejectReason) => void) {
  for (const [column, raw] of row) {
    if (!column.startsWith(OPTION_PREFIX)) continue;
    const values: [string, string | null][] = [];
    const seen = new Set<string>();
    for (const entry of listCells(raw)) {
      const m = COLOR.exec(entry);
      const text = lineText(m ? m[1]! : entry, MAX_NAME);
      const slug = text.ok ? slugOf(text.value) : '';
      if (!text.ok || !slug || seen.has(slug)) {
        fail(column, text.ok ? 'ERROR_IMPORT_BAD_VALUE' : text.reason);
        continue;
      }
      seen.add(slug);
      values.push([text.value, m ? m[2]!.toLowerCase() : null]);
    }
    (staged.options ??= {})[column.slice(OPTION_PREFIX.length)] = values;
  }
}
