// The cross-references file: other brands' and vehicle makers' numbers for each SKU, and numbers
// the product supersedes. Per product the file names, the wanted set replaces the product's own
// when it differs, and the product's search text is rewritten with the numbers (search finds a
// product by any of them, and through them the other products that share one: catalog/search.ts).
import { lineText, matchKey, MAX_NAME, oneOf, partNumber, sku } from './cells';
import { rejectRow, XREF_KINDS } from './model';
import { copyLine, copyRows } from './staging';
import { bulkLoadTables, fromRejections } from './merge-sql';
import { searchTextSql } from '@/db/search-text';
import type { ImportContext, ImportEngine } from './engine';

const STAGED = ['line', 'sku', 'kind', 'brand_name', 'number', 'normalized'] as const;
const kindOf = oneOf(XREF_KINDS, 'ERROR_IMPORT_BAD_KIND');

async function* stagedLines(ctx: ImportContext, makes: Set<string>): AsyncGenerator<string> {
  for await (const { line, cell, problems, fail } of ctx.rows) {
    const key = sku(cell('sku'));
    if (!key.ok) fail('sku', key.reason);
    const brand = lineText(cell('brand'), MAX_NAME);
    if (!brand.ok || !brand.value) fail('brand', brand.ok ? 'ERROR_IMPORT_REQUIRED' : brand.reason);
    const number = partNumber(cell('number'));
    if (!number.ok) fail('number', cell('number').trim() ? number.reason : 'ERROR_IMPORT_REQUIRED');
    const kind = cell('kind').trim()
      ? kindOf(cell('kind'))
      : ({ ok: true, value: brand.ok && makes.has(matchKey(brand.value)) ? 'oem' : 'aftermarket' } as const);
    if (!kind.ok) fail('kind', kind.reason);
    if (problems.length || !key.ok || !brand.ok || !number.ok || !kind.ok) {
      rejectRow(ctx.report, line, problems);
      continue;
    }
    yield copyLine([line, key.value, kind.value, brand.value, number.value.number, number.value.normalized]);
  }
}

async function stage(ctx: ImportContext): Promise<void> {
  const { client, report } = ctx;
  await client.query(
    `CREATE TEMP TABLE import_xref (line int NOT NULL, sku text NOT NULL, kind text NOT NULL, brand_name text NOT NULL, number text NOT NULL, normalized text NOT NULL) ON COMMIT DROP`,
  );
  // Without a kind column, a number from a vehicle maker (a make of the shop's vehicles) is an OEM
  // number; any other brand's is aftermarket. Read before the COPY starts (the connection is then busy).
  const { rows } = await client.query<{ make: string }>('SELECT DISTINCT make FROM vehicles');
  const makes = new Set(rows.map((r) => matchKey(r.make)));
  await copyRows(client, 'import_xref', STAGED, stagedLines(ctx, makes));
  await client.query('CREATE INDEX ON import_xref (sku)');
  await client.query('ANALYZE import_xref');
  await fromRejections(
    ctx,
    'import_xref',
    `
    SELECT x.line, 'sku' AS column, 'ERROR_IMPORT_UNKNOWN_SKU' AS reason, x.sku AS value FROM import_xref x WHERE NOT EXISTS (SELECT 1 FROM products p WHERE p.sku = x.sku)`,
  );
  // A number listed twice for one product (same kind, same number once normalised): its first row stands.
  await client.query(`CREATE TEMP TABLE import_xref_wanted ON COMMIT DROP AS
    SELECT DISTINCT ON (p.id, x.kind, x.normalized) p.id AS product_id, x.kind, x.brand_name, x.number, x.normalized, x.line
      FROM import_xref x JOIN products p ON p.sku = x.sku ORDER BY p.id, x.kind, x.normalized, x.line`);
  await client.query(`CREATE TEMP TABLE import_xref_products ON COMMIT DROP AS SELECT DISTINCT product_id FROM import_xref_wanted`);
  await client.query(`CREATE TEMP TABLE import_xref_changed ON COMMIT DROP AS
    SELECT DISTINCT product_id FROM (
      (SELECT product_id, kind, brand_name, number FROM import_xref_wanted
       EXCEPT SELECT i.product_id, i.kind, i.brand_name, i.number FROM product_interchange i JOIN import_xref_products w ON w.product_id = i.product_id)
      UNION ALL
      (SELECT i.product_id, i.kind, i.brand_name, i.number FROM product_interchange i JOIN import_xref_products w ON w.product_id = i.product_id
       EXCEPT SELECT product_id, kind, brand_name, number FROM import_xref_wanted)
    ) d`);
  const {
    rows: [counts],
  } = await client.query<{ products: number; changed: number }>(`
    SELECT (SELECT count(*)::int FROM import_xref_products) AS products, (SELECT count(*)::int FROM import_xref_changed) AS changed`);
  report.updated = counts!.changed;
  report.unchanged = counts!.products - counts!.changed;
}

async function write(ctx: ImportContext): Promise<void> {
  const { client, report } = ctx;
  if (!report.updated) return;
  await client.query(`DELETE FROM product_interchange i USING import_xref_changed c WHERE i.product_id = c.product_id`);
  await client.query(`INSERT INTO product_interchange (product_id, kind, brand_name, number, normalized)
    SELECT w.product_id, w.kind, w.brand_name, w.number, w.normalized FROM import_xref_wanted w JOIN import_xref_changed c ON c.product_id = w.product_id ORDER BY w.product_id, w.line`);
  // The search text carries the numbers; its trigger moves the catalogue version, so the caches follow.
  await client.query(`UPDATE products p SET search_text = ${searchTextSql('p')} FROM import_xref_changed c WHERE p.id = c.product_id`);
}

/** Most of the catalogue's products get new numbers: each one's search text, so its row, is rewritten too. */
const bulkTables = (ctx: ImportContext) => bulkLoadTables(ctx, ctx.report.updated, 0, ['products', 'product_interchange']);

export const xrefImport: ImportEngine = { stage, write, bulkTables };
