// Writing the three catalogue formats (docs/import.md): how one value becomes a CSV field and how one
// product, fitment range or cross-reference becomes a line. Pure, so export.ts only reads and streams.
//
// Decisions:
// - Lines end in "\n" alone (RFC 4180 says CRLF, but every spreadsheet and CSV reader accepts LF, and
//   it is what `diff`, `git` and `grep` expect); a new line inside a description stays as it is, quoted.
// - No byte-order mark: the file is plain UTF-8 (the importer accepts one if a spreadsheet adds it).
// - A field is quoted only when it must be: it holds a comma, a quote, a CR or LF, or starts or ends
//   with white space (which a reader might trim). Nothing is prefixed against spreadsheet formulas,
//   because the file must read back byte for byte; docs/import.md tells owners to open it as text.
// - Several values in one cell (images, attribute values, option values) are joined by LIST_SEPARATOR
//   in a fixed order: images and option values by position, attribute values (which have none) by
//   their English name, so the same catalogue always writes the same bytes.
import type { Localized } from '@/db/schema/common';
import { centsAsDecimal, yearRanges } from './cells';
import { ATTRIBUTE_PREFIX, LIST_SEPARATOR, OPTION_PREFIX, PRODUCT_COLUMNS, UNIVERSAL } from './model';

const CSV_NEWLINE = '\n';

const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;

/** One CSV field (RFC 4180): quoted, with quotes doubled, only when it needs to be. */
export function csvField(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV line, its new line included. */
export const csvLine = (fields: readonly (string | number | null | undefined)[]) => `${fields.map(csvField).join(',')}${CSV_NEWLINE}`;

/** The products file's header: the fixed columns, then one per attribute and one per option slug. */
export const productHeader = (attributeSlugs: readonly string[], optionSlugs: readonly string[]): string[] => [
  ...PRODUCT_COLUMNS,
  ...attributeSlugs.map((slug) => `${ATTRIBUTE_PREFIX}${slug}`),
  ...optionSlugs.map((slug) => `${OPTION_PREFIX}${slug}`),
];

/** A category's slug path from the root ("brakes/brake-pads") from its id path ("/1/5/23/"). */
export function categoryPath(path: string, slugs: ReadonlyMap<number, string>): string {
  return path
    .split('/')
    .filter(Boolean)
    .map((id) => slugs.get(Number(id)) ?? '')
    .filter(Boolean)
    .join('/');
}

/** An option value as a cell writes it: its English name, with "=#rrggbb" when it has a colour. */
export function optionValueCell(value: { name: string; color: string | null }): string {
  if (!value.color) return value.name;
  return `${value.name}=${value.color.startsWith('#') ? value.color : `#${value.color}`}`;
}

/** A product as export.ts reads it: one row of products with its lists gathered. */
export type ProductForExport = {
  sku: string;
  name: Localized;
  excerpt: Localized;
  description: Localized;
  /** The category's slug path, already resolved. */
  category: string;
  brand: string | null;
  partNumber: string;
  price: number;
  compareAtPrice: number | null;
  stock: number;
  stockStatus: string;
  visibility: string;
  images: string[];
  /** Attribute slug → the English names of the product's values. */
  attributes: Record<string, string[]>;
  /** Option slug → its values in position order. */
  options: Record<string, { name: string; color: string | null }[]>;
};

/** A product's cells in the header's order (productHeader with the same slugs). */
export function productCells(p: ProductForExport, attributeSlugs: readonly string[], optionSlugs: readonly string[]): string[] {
  const fixed: Record<(typeof PRODUCT_COLUMNS)[number], string> = {
    sku: p.sku,
    name_en: p.name.en,
    name_ru: p.name.ru ?? '',
    name_ar: p.name.ar ?? '',
    excerpt_en: p.excerpt.en ?? '',
    excerpt_ru: p.excerpt.ru ?? '',
    excerpt_ar: p.excerpt.ar ?? '',
    description_en: p.description.en ?? '',
    description_ru: p.description.ru ?? '',
    description_ar: p.description.ar ?? '',
    category: p.category,
    brand: p.brand ?? '',
    part_number: p.partNumber,
    price: centsAsDecimal(p.price),
    compare_at_price: p.compareAtPrice === null ? '' : centsAsDecimal(p.compareAtPrice),
    stock: String(p.stock),
    stock_status: p.stockStatus,
    visibility: p.visibility,
    image: p.images.join(LIST_SEPARATOR),
  };
  return [
    ...PRODUCT_COLUMNS.map((column) => fixed[column]),
    ...attributeSlugs.map((slug) => [...(p.attributes[slug] ?? [])].sort(byCodePoint).join(LIST_SEPARATOR)),
    ...optionSlugs.map((slug) => (p.options[slug] ?? []).map(optionValueCell).join(LIST_SEPARATOR)),
  ];
}

/** Code point order, as PostgreSQL's "C" collation sorts: the same on every server and locale. */
const byCodePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** A product's fitment for one vehicle (make, model, engine) with one position, quantity and notes: the years it fits. */
export type FitmentGroup = {
  sku: string;
  make: string;
  model: string;
  engine: string;
  position: string | null;
  quantity: number | null;
  notes: string | null;
  years: number[];
};

/** One line of the fitment file: a run of consecutive years of a group, or a universal product (no first year). */
export type FitmentLine = Omit<FitmentGroup, 'years'> & { year: string; first: number | null };

/** A group's lines: consecutive years joined into ranges ("2012-2016"), one line per range. */
export const fitmentLines = ({ years, ...group }: FitmentGroup): FitmentLine[] =>
  yearRanges(years).map((year) => ({ ...group, year, first: Number(year.slice(0, 4)) }));

/** A universal product's one line: make "universal", everything else blank. */
export const universalLine = (sku: string): FitmentLine => ({
  sku,
  make: UNIVERSAL,
  model: '',
  engine: '',
  position: null,
  quantity: null,
  notes: null,
  year: '',
  first: null,
});

/** The file's order: SKU, make, model, engine, first year, then position, quantity and notes so ties are ordered too. */
export function compareFitmentLines(a: FitmentLine, b: FitmentLine): number {
  return (
    byCodePoint(a.sku, b.sku) ||
    byCodePoint(a.make, b.make) ||
    byCodePoint(a.model, b.model) ||
    byCodePoint(a.engine, b.engine) ||
    (a.first ?? 0) - (b.first ?? 0) ||
    byCodePoint(a.position ?? '', b.position ?? '') ||
    (a.quantity ?? 0) - (b.quantity ?? 0) ||
    byCodePoint(a.notes ?? '', b.notes ?? '')
  );
}

export const fitmentCells = (l: FitmentLine): string[] => [
  l.sku,
  l.year,
  l.make,
  l.model,
  l.engine,
  l.position ?? '',
  l.quantity === null ? '' : String(l.quantity),
  l.notes ?? '',
];

export type CrossReference = { sku: string; brand: string; number: string; kind: string };

export const xrefCells = (x: CrossReference): string[] => [x.sku, x.brand, x.number, x.kind];
