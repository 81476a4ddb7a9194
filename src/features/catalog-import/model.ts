// Catalogue import and export (issue 18): the owner's products, fitment and cross-references as
// CSV files, in and out. This module owns the three formats (their columns, docs/import.md), the
// rules that read one cell or one row (pure, unit-tested), and the shape of an import's report.
// The engines (products.ts, fitment.ts, xref.ts) stream a file through these rules into a staging
// table with COPY and merge it in SQL; run.ts is the one entry the command line and the admin share.
//
// Decisions where the issue is silent:
// - A products file may carry only some columns (a price-and-stock feed: sku, price, stock): a column
//   the header leaves out is left alone on existing products. A new product needs name_en,
//   category and price; a row without them for an unknown SKU is rejected.
// - An empty cell clears an optional field (compare-at price, brand, a translation) and is refused
//   for a required one. Unknown brands are created (reported by name in the dry run); categories and
//   vehicles must exist, since a typo there would file a part where no shopper looks.
// - Fitment and cross-references replace, per SKU the file names, that product's rows: a product the
//   file does not mention keeps its own. A fitment year range's years the shop has no such vehicle
//   for are reported as warnings; the row stands for the years that match.
// - Rejections are kept in full up to MAX_REPORTED_REJECTIONS and counted beyond, so a file of a
//   million bad rows still reports in flat memory.
import type { Localized } from '@/db/schema/common';
import { normalizePartNumber } from '@/features/catalog/model';

export const IMPORT_KINDS = ['products', 'fitment', 'xref'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];
export const isImportKind = (v: unknown): v is ImportKind => typeof v === 'string' && (IMPORT_KINDS as readonly string[]).includes(v);

/** The products file's fixed columns, in the order export writes them; `attr:<slug>` and `option:<slug>` columns follow. */
export const PRODUCT_COLUMNS = [
  'sku', 'name_en', 'name_ru', 'name_ar', 'excerpt_en', 'excerpt_ru', 'excerpt_ar', 'description_en', 'description_ru', 'description_ar',
  'category', 'brand', 'part_number', 'price', 'compare_at_price', 'stock', 'stock_status', 'visibility', 'image',
] as const;
export type ProductColumn = (typeof PRODUCT_COLUMNS)[number];
export const FITMENT_COLUMNS = ['sku', 'year', 'make', 'model', 'engine', 'position', 'quantity', 'notes'] as const;
export type FitmentColumn = (typeof FITMENT_COLUMNS)[number];
export const XREF_COLUMNS = ['sku', 'brand', 'number', 'kind'] as const;
export type XrefColumn = (typeof XREF_COLUMNS)[number];

/** The columns a header must have, per format. */
export const REQUIRED_COLUMNS: Record<ImportKind, readonly string[]> = {
  products: ['sku'],
  fitment: ['sku', 'year', 'make', 'model'],
  xref: ['sku', 'brand', 'number'],
};
const FIXED_COLUMNS: Record<ImportKind, readonly string[]> = { products: PRODUCT_COLUMNS, fitment: FITMENT_COLUMNS, xref: XREF_COLUMNS };

export const ATTRIBUTE_PREFIX = 'attr:';
export const OPTION_PREFIX = 'option:';
/** Several values in one cell (images, attribute values, option values) are separated by this. */
export const LIST_SEPARATOR = '|';

export const MAX_REPORTED_REJECTIONS = 1000;
export const MAX_SKU = 64;
export const MAX_NAME = 200;
export const MAX_TEXT = 20_000;
export const MAX_NUMBER = 64;
/** $999,999.99, as the admin's product form allows. */
export const MAX_PRICE_CENTS = 99_999_999;
export const MAX_STOCK = 2_147_483_647;
export const MIN_YEAR = 1900;
export const MAX_YEAR = 2100;
/** A range wider than this is a typo ("1015-2016"), not a part that fits a century of cars. */
export const MAX_YEAR_SPAN = 60;
export const MAX_QUANTITY = 999;

export const STOCK_STATUSES = ['in-stock', 'out-of-stock', 'on-backorder'] as const;
export const VISIBILITIES = ['published', 'draft'] as const;
export const FITMENT_POSITIONS = ['front', 'rear', 'left', 'right'] as const;
export type FitmentPosition = (typeof FITMENT_POSITIONS)[number];
/** OEM and aftermarket numbers are equivalents; a superseded number is an old one this product replaces. */
export const XREF_KINDS = ['oem', 'aftermarket', 'superseded'] as const;
export type XrefKind = (typeof XREF_KINDS)[number];
export const UNIVERSAL = 'universal';

/** Why a row (or the file) was refused: a message id of messages/*.json, read with `{column}` and `{value}`. */
export const REJECT_REASONS = [
  'ERROR_IMPORT_REQUIRED', 'ERROR_IMPORT_REQUIRED_FOR_NEW', 'ERROR_IMPORT_TOO_LONG', 'ERROR_IMPORT_CONTROL_CHARACTERS',
  'ERROR_IMPORT_BAD_SKU', 'ERROR_IMPORT_DUPLICATE_SKU', 'ERROR_IMPORT_UNKNOWN_SKU',
  'ERROR_IMPORT_BAD_PRICE', 'ERROR_IMPORT_COMPARE_AT_NOT_ABOVE', 'ERROR_IMPORT_BAD_STOCK', 'ERROR_IMPORT_BAD_STOCK_STATUS',
  'ERROR_IMPORT_BAD_VISIBILITY', 'ERROR_IMPORT_UNKNOWN_CATEGORY', 'ERROR_IMPORT_CATEGORY_NOT_FILEABLE',
  'ERROR_IMPORT_BAD_IMAGE', 'ERROR_IMPORT_IMAGE_NOT_FOUND', 'ERROR_IMPORT_IMAGE_NEEDS_FILE', 'ERROR_IMPORT_BAD_VALUE',
  'ERROR_IMPORT_BAD_YEAR', 'ERROR_IMPORT_UNKNOWN_MAKE', 'ERROR_IMPORT_UNKNOWN_MODEL', 'ERROR_IMPORT_UNKNOWN_ENGINE',
  'ERROR_IMPORT_YEARS_NOT_FOUND', 'ERROR_IMPORT_BAD_POSITION', 'ERROR_IMPORT_BAD_QUANTITY', 'ERROR_IMPORT_UNIVERSAL_WITH_VEHICLE',
  'ERROR_IMPORT_BAD_NUMBER', 'ERROR_IMPORT_BAD_KIND', 'ERROR_IMPORT_CELL_COUNT',
] as const;
export type RejectReason = (typeof REJECT_REASONS)[number];

/** What makes a whole file unreadable: nothing of it is imported. */
export const FILE_PROBLEMS = [
  'ERROR_IMPORT_EMPTY_FILE', 'ERROR_IMPORT_NOT_CSV', 'ERROR_IMPORT_NOT_UTF8', 'ERROR_IMPORT_MISSING_COLUMN', 'ERROR_IMPORT_UNKNOWN_COLUMN', 'ERROR_IMPORT_DUPLICATE_COLUMN',
] as const;
export type FileProblemReason = (typeof FILE_PROBLEMS)[number];

/** A problem with one cell of a row: the column and why, with (the start of) the cell. */
export type RowProblem = { column: string; reason: RejectReason; value?: string };

/** One refused row: its line in the file (the header is line 1), the column at fault and why. */
export type Rejection = { line: number; column: string; reason: RejectReason; value?: string };
export type FileProblem = { reason: FileProblemReason; column?: string; line?: number };

export type ImportReport = {
  kind: ImportKind;
  dryRun: boolean;
  strict: boolean;
  /** Whether the valid rows were written (false for a dry run, a file problem, or --strict with a rejection). */
  applied: boolean;
  /** Data rows read (the header not counted). */
  rows: number;
  /** Products created, updated (a field or their fitment/cross-references changed), left as they were, hidden (--hide-missing). */
  created: number;
  updated: number;
  unchanged: number;
  hidden: number;
  /** Rows refused, all of them; `rejections` lists the first MAX_REPORTED_REJECTIONS. */
  rejected: number;
  rejections: Rejection[];
  /** Rows taken in part (a year range's missing years), the first MAX_REPORTED_REJECTIONS. */
  warnings: Rejection[];
  warned: number;
  fileProblems: FileProblem[];
  /** Brands the file names that the shop does not have: created when applied. */
  newBrands: string[];
  /** Fitment rows written (after year ranges expand to one row per vehicle). */
  fitmentRows: number;
  seconds: number;
};

export type ImportProgress = { phase: 'reading' | 'merging' | 'done'; rows: number };

export function emptyReport(kind: ImportKind, dryRun: boolean, strict: boolean): ImportReport {
  return {
    kind, dryRun, strict, applied: false, rows: 0, created: 0, updated: 0, unchanged: 0, hidden: 0, rejected: 0, rejections: [],
    warnings: [], warned: 0, fileProblems: [], newBrands: [], fitmentRows: 0, seconds: 0,
  };
}

/** Refuses one row for one or more reasons: the row is counted once, each reason listed while the list is short. */
export function rejectRow(report: ImportReport, line: number, problems: RowProblem[]): void {
  report.rejected += 1;
  for (const p of problems) if (report.rejections.length < MAX_REPORTED_REJECTIONS) report.rejections.push({ line, ...p });
}

/** The cells of a data row by header column, or null when the row has a different number of cells. */
export function rowCells(header: string[], cells: string[]): Map<string, string> | null {
  if (cells.length !== header.length) return null;
  return new Map(header.map((column, i) => [column, cells[i]!]));
}

export function warn(report: ImportReport, warning: Rejection): void {
  report.warned += 1;
  if (report.warnings.length < MAX_REPORTED_REJECTIONS) report.warnings.push(warning);
}

// ---- The header ----

/** The header's problems for a format, or none; column names are matched trimmed and lower-cased. */
export function headerProblems(kind: ImportKind, header: string[]): FileProblem[] {
  const problems: FileProblem[] = [];
  const seen = new Set<string>();
  for (const column of header) {
    if (seen.has(column)) problems.push({ reason: 'ERROR_IMPORT_DUPLICATE_COLUMN', column, line: 1 });
    seen.add(column);
    const dynamic = kind === 'products' && (isPrefixed(column, ATTRIBUTE_PREFIX) || isPrefixed(column, OPTION_PREFIX));
    if (!dynamic && !FIXED_COLUMNS[kind].includes(column)) problems.push({ reason: 'ERROR_IMPORT_UNKNOWN_COLUMN', column, line: 1 });
  }
  for (const column of REQUIRED_COLUMNS[kind]) if (!seen.has(column)) problems.push({ reason: 'ERROR_IMPORT_MISSING_COLUMN', column, line: 1 });
  return problems;
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const isPrefixed = (column: string, prefix: string) => column.startsWith(prefix) && SLUG.test(column.slice(prefix.length)) && column.length - prefix.length <= 64;

/** A header cell as the format names it: trimmed, lower case, a UTF-8 byte-order mark dropped. */
export const headerName = (cell: string) => cell.replace(/^\uFEFF/, '').trim().toLowerCase();

// ---- Cells ----

const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const CONTROL_IN_LINE = /[\u0000-\u001f\u007f]/;

export type Cell<T> = { ok: true; value: T } | { ok: false; reason: RejectReason };
const ok = <T>(value: T): Cell<T> => ({ ok: true, value });
const bad = (reason: RejectReason): Cell<never> => ({ ok: false, reason });

/** A one-line text (name, number, SKU): trimmed, no control characters, at most `max` characters. */
export function lineText(raw: string, max: number): Cell<string> {
  const text = raw.trim();
  if (CONTROL_IN_LINE.test(text)) return bad('ERROR_IMPORT_CONTROL_CHARACTERS');
  if (text.length > max) return bad('ERROR_IMPORT_TOO_LONG');
  return ok(text);
}

/** A long text (a description): new lines and tabs allowed, other control characters not. */
export function longText(raw: string): Cell<string> {
  if (CONTROL.test(raw)) return bad('ERROR_IMPORT_CONTROL_CHARACTERS');
  if (raw.length > MAX_TEXT) return bad('ERROR_IMPORT_TOO_LONG');
  return ok(raw.trim());
}

/** A SKU: letters, digits and - _ . / (no spaces), up to MAX_SKU. */
export function sku(raw: string): Cell<string> {
  const text = raw.trim();
  if (!text) return bad('ERROR_IMPORT_REQUIRED');
  if (text.length > MAX_SKU) return bad('ERROR_IMPORT_TOO_LONG');
  if (!/^[\p{L}\p{N}][\p{L}\p{N}._/-]*$/u.test(text)) return bad('ERROR_IMPORT_BAD_SKU');
  return ok(text);
}

/** A price in the base currency as the file writes it ("12.50", "12.5", "12"): integer cents, at least one cent. */
export function price(raw: string): Cell<number> {
  const m = /^(\d{1,6})(?:\.(\d{1,2}))?$/.exec(raw.trim());
  if (!m) return bad('ERROR_IMPORT_BAD_PRICE');
  const cents = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return cents >= 1 && cents <= MAX_PRICE_CENTS ? ok(cents) : bad('ERROR_IMPORT_BAD_PRICE');
}

/** Cents as a file writes a price: "12.50". */
export const centsAsDecimal = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

export function stock(raw: string): Cell<number> {
  const text = raw.trim();
  if (!/^\d{1,10}$/.test(text) || Number(text) > MAX_STOCK) return bad('ERROR_IMPORT_BAD_STOCK');
  return ok(Number(text));
}

/** One of `list`, matched case-insensitively. */
export function oneOf<T extends string>(list: readonly T[], reason: RejectReason) {
  return (raw: string): Cell<T> => {
    const text = raw.trim().toLowerCase() as T;
    return list.includes(text) ? ok(text) : bad(reason);
  };
}

/** The cells of a list column: split on LIST_SEPARATOR, trimmed, empty ones dropped. */
export const listCells = (raw: string) => raw.split(LIST_SEPARATOR).map((s) => s.trim()).filter(Boolean);

/** A name as the importer matches it: case, accents, spaces and punctuation ignored ("Mercedes-Benz" = "mercedes benz"). */
export const matchKey = (name: string) => name.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/** A slug from a name: "Brake Pads" → "brake-pads" (letters of any script kept). */
export const slugOf = (name: string) => name.toLowerCase().normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-+|-+$/g, '');

/** A year or a range of years ("2014", "2012-2016", "2012–2016"), each year listed; ranges are bounded by MAX_YEAR_SPAN. */
export function years(raw: string): Cell<number[]> {
  const m = /^(\d{4})(?:\s*[-–—]\s*(\d{4}))?$/.exec(raw.trim());
  if (!m) return bad('ERROR_IMPORT_BAD_YEAR');
  const from = Number(m[1]);
  const to = Number(m[2] ?? m[1]);
  if (from < MIN_YEAR || to > MAX_YEAR || to < from || to - from > MAX_YEAR_SPAN) return bad('ERROR_IMPORT_BAD_YEAR');
  return ok(Array.from({ length: to - from + 1 }, (_, i) => from + i));
}

/** How a file writes a product's years back: consecutive years joined into ranges ("2012-2014", "2016"). */
export function yearRanges(list: number[]): string[] {
  const sorted = [...new Set(list)].sort((a, b) => a - b);
  const out: string[] = [];
  for (let i = 0; i < sorted.length; ) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j]! + 1) j++;
    out.push(i === j ? String(sorted[i]) : `${sorted[i]}-${sorted[j]}`);
    i = j + 1;
  }
  return out;
}

/** A fitment quantity: a whole number from 1 to MAX_QUANTITY, or none. */
export function quantity(raw: string): Cell<number | null> {
  const text = raw.trim();
  if (!text) return ok(null);
  if (!/^\d{1,3}$/.test(text) || Number(text) < 1 || Number(text) > MAX_QUANTITY) return bad('ERROR_IMPORT_BAD_QUANTITY');
  return ok(Number(text));
}

/** A cross-reference number: as written (trimmed), with at least one letter or digit. */
export function partNumber(raw: string): Cell<{ number: string; normalized: string }> {
  const text = lineText(raw, MAX_NUMBER);
  if (!text.ok) return text;
  const normalized = normalizePartNumber(text.value);
  return normalized ? ok({ number: text.value, normalized }) : bad('ERROR_IMPORT_BAD_NUMBER');
}

/**
 * An image cell's entries: a URL (http or https, recorded), a path under the shop's own media
 * ("/media/…", what export writes), or a path relative to the import file (copied into the media
 * folder; only the command line has a folder to read it from).
 */
export type ImageSource = { kind: 'url' | 'media'; url: string } | { kind: 'file'; path: string };
export function imageSource(raw: string): Cell<ImageSource> {
  const text = raw.trim();
  if (CONTROL_IN_LINE.test(text) || text.length > 1000) return bad('ERROR_IMPORT_BAD_IMAGE');
  if (/^https?:\/\//i.test(text)) {
    try {
      const url = new URL(text);
      return url.hostname ? ok({ kind: 'url', url: url.href }) : bad('ERROR_IMPORT_BAD_IMAGE');
    } catch {
      return bad('ERROR_IMPORT_BAD_IMAGE');
    }
  }
  if (text.startsWith('/media/') && !text.includes('..')) return ok({ kind: 'media', url: text });
  const path = text.replace(/\\/g, '/');
  if (path.startsWith('/') || /^[a-z]+:/i.test(path) || path.split('/').includes('..')) return bad('ERROR_IMPORT_BAD_IMAGE');
  if (!/\.(jpe?g|png|webp|avif|gif)$/i.test(path)) return bad('ERROR_IMPORT_BAD_IMAGE');
  return ok({ kind: 'file', path });
}

/** A localized text from the file's three cells: English always, the others when given. */
export const localizedOf = (en: string, ru: string, ar: string): Localized => ({ en, ...(ru ? { ru } : {}), ...(ar ? { ar } : {}) });
