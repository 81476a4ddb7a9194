// Catalogue import and export (issue 18): the owner's products, fitment and cross-references as
// CSV files, in and out. This module owns the three formats (their columns and header,
// docs/import.md) and the shape of an import's report; cells.ts reads one cell and product-rows.ts
// one products row (pure, unit-tested). The engines (products.ts, fitment.ts, xref.ts) stream a
// file through these rules into a staging table with COPY and merge it in SQL; run.ts is the one
// entry the command line and the admin share.
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
// - A first load (isBulkLoad) builds the written tables' indexes once at the end instead of row by
//   row; those tables are locked until the import commits, so the shop's pages wait for it. Only a
//   write that makes up most of the catalogue does this, where the wait is the shorter one.

export const IMPORT_KINDS = ['products', 'fitment', 'xref'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];
export const isImportKind = (v: unknown): v is ImportKind => typeof v === 'string' && (IMPORT_KINDS as readonly string[]).includes(v);

/** The products file's fixed columns, in the order export writes them; `attr:<slug>` and `option:<slug>` columns follow. */
export const PRODUCT_COLUMNS = [
  'sku',
  'name_en',
  'name_ru',
  'name_ar',
  'excerpt_en',
  'excerpt_ru',
  'excerpt_ar',
  'description_en',
  'description_ru',
  'description_ar',
  'category',
  'brand',
  'part_number',
  'price',
  'compare_at_price',
  'stock',
  'stock_status',
  'visibility',
  'image',
] as const;
export const FITMENT_COLUMNS = ['sku', 'year', 'make', 'model', 'engine', 'position', 'quantity', 'notes'] as const;
export const XREF_COLUMNS = ['sku', 'brand', 'number', 'kind'] as const;

/** The columns a header must have, per format. */
const REQUIRED_COLUMNS: Record<ImportKind, readonly string[]> = {
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

export const STOCK_STATUSES = ['in-stock', 'out-of-stock', 'on-backorder'] as const;
export const VISIBILITIES = ['published', 'draft'] as const;
export const FITMENT_POSITIONS = ['front', 'rear', 'left', 'right'] as const;
/** OEM and aftermarket numbers are equivalents; a superseded number is an old one this product replaces. */
export const XREF_KINDS = ['oem', 'aftermarket', 'superseded'] as const;
export const UNIVERSAL = 'universal';

/** Why a row (or the file) was refused: a message id of messages/*.json, read with `{column}` and `{value}`. */
export type RejectReason =
  | 'ERROR_IMPORT_REQUIRED'
  | 'ERROR_IMPORT_REQUIRED_FOR_NEW'
  | 'ERROR_IMPORT_TOO_LONG'
  | 'ERROR_IMPORT_CONTROL_CHARACTERS'
  | 'ERROR_IMPORT_BAD_SKU'
  | 'ERROR_IMPORT_DUPLICATE_SKU'
  | 'ERROR_IMPORT_UNKNOWN_SKU'
  | 'ERROR_IMPORT_BAD_PRICE'
  | 'ERROR_IMPORT_COMPARE_AT_NOT_ABOVE'
  | 'ERROR_IMPORT_BAD_STOCK'
  | 'ERROR_IMPORT_BAD_STOCK_STATUS'
  | 'ERROR_IMPORT_BAD_VISIBILITY'
  | 'ERROR_IMPORT_UNKNOWN_CATEGORY'
  | 'ERROR_IMPORT_CATEGORY_NOT_FILEABLE'
  | 'ERROR_IMPORT_BAD_IMAGE'
  | 'ERROR_IMPORT_IMAGE_NOT_FOUND'
  | 'ERROR_IMPORT_IMAGE_NEEDS_FILE'
  | 'ERROR_IMPORT_BAD_VALUE'
  | 'ERROR_IMPORT_BAD_YEAR'
  | 'ERROR_IMPORT_UNKNOWN_MAKE'
  | 'ERROR_IMPORT_UNKNOWN_MODEL'
  | 'ERROR_IMPORT_UNKNOWN_ENGINE'
  | 'ERROR_IMPORT_YEARS_NOT_FOUND'
  | 'ERROR_IMPORT_BAD_POSITION'
  | 'ERROR_IMPORT_BAD_QUANTITY'
  | 'ERROR_IMPORT_UNIVERSAL_WITH_VEHICLE'
  | 'ERROR_IMPORT_BAD_NUMBER'
  | 'ERROR_IMPORT_BAD_KIND'
  | 'ERROR_IMPORT_CELL_COUNT';

/** What makes a whole file unreadable: nothing of it is imported. */
type FileProblemReason =
  | 'ERROR_IMPORT_EMPTY_FILE'
  | 'ERROR_IMPORT_NOT_CSV'
  | 'ERROR_IMPORT_NOT_UTF8'
  | 'ERROR_IMPORT_MISSING_COLUMN'
  | 'ERROR_IMPORT_UNKNOWN_COLUMN'
  | 'ERROR_IMPORT_DUPLICATE_COLUMN';

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
  /** Whether the write is a bulk load (isBulkLoad): indexes built once at the end; for a dry run, whether applying would be. */
  bulkLoad: boolean;
  seconds: number;
};

/** The fewest products a write must touch to be loaded as a bulk load. */
const BULK_LOAD_MIN_ROWS = 20_000;

/**
 * Whether writing `rows` products, into a catalogue that holds `catalogue` products after the
 * import, is a bulk load: at least `minRows`, and at least half of the catalogue. An index updated
 * entry by entry costs several times per row what building it once does, so once the write is half
 * the table, rebuilding is the cheaper; below `minRows` either is quick and the shop need not wait.
 */
export const isBulkLoad = (rows: number, catalogue: number, minRows = BULK_LOAD_MIN_ROWS) => rows >= minRows && rows * 2 >= catalogue;

export type ImportProgress = { phase: 'reading' | 'merging' | 'indexing' | 'done'; rows: number };

export function emptyReport(kind: ImportKind, dryRun: boolean, strict: boolean): ImportReport {
  return {
    kind,
    dryRun,
    strict,
    applied: false,
    rows: 0,
    created: 0,
    updated: 0,
    unchanged: 0,
    hidden: 0,
    rejected: 0,
    rejections: [],
    warnings: [],
    warned: 0,
    fileProblems: [],
    newBrands: [],
    fitmentRows: 0,
    bulkLoad: false,
    seconds: 0,
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
  for (const column of REQUIRED_COLUMNS[kind])
    if (!seen.has(column)) problems.push({ reason: 'ERROR_IMPORT_MISSING_COLUMN', column, line: 1 });
  return problems;
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const isPrefixed = (column: string, prefix: string) =>
  column.startsWith(prefix) && SLUG.test(column.slice(prefix.length)) && column.length - prefix.length <= 64;

/** A header cell as the format names it: trimmed, lower case, a UTF-8 byte-order mark dropped. */
export const headerName = (cell: string) =>
  cell
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase();
