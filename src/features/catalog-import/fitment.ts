// The fitment file: each row's year (or range), make, model and engine matched by name to the
// shop's vehicles (vehicle-names.ts) and expanded to one staged row per vehicle; then, per product
// the file names, the wanted set is compared with the product's fitment and only products whose
// set (or universal flag) differs are rewritten.
import { bumpCatalogVersion } from '@/features/catalog/version';
import { lineText, oneOf, quantity, sku } from './cells';
import { FITMENT_POSITIONS, rejectRow, warn } from './model';
import { loadVehicleNames, matchVehicles, type VehicleNames } from './vehicle-names';
import { copyLine, copyRows } from './staging';
import { bulkLoadTables, fromRejections } from './merge-sql';
import type { ImportContext, ImportEngine } from './engine';

const STAGED = ['line', 'sku', 'vehicle_id', 'position', 'quantity', 'notes', 'universal'] as const;
const position = oneOf(FITMENT_POSITIONS, 'ERROR_IMPORT_BAD_POSITION');

async function* stagedLines(ctx: ImportContext, vehicles: VehicleNames): AsyncGenerator<string> {
  for await (const { line, cell, problems, fail } of ctx.rows) {
    const key = sku(cell('sku'));
    if (!key.ok) fail('sku', key.reason);
    const pos = cell('position').trim() ? position(cell('position')) : ({ ok: true, value: null } as const);
    if (!pos.ok) fail('position', pos.reason);
    const qty = quantity(cell('quantity'));
    if (!qty.ok) fail('quantity', qty.reason);
    const notes = lineText(cell('notes'), 200);
    if (!notes.ok) fail('notes', notes.reason);
    const match = matchVehicles(vehicles, { year: cell('year'), make: cell('make'), model: cell('model'), engine: cell('engine') });
    if (!match.ok) fail(match.column, match.reason);
    if (problems.length || !key.ok || !pos.ok || !qty.ok || !notes.ok || !match.ok) {
      rejectRow(ctx.report, line, problems);
      continue;
    }
    if (match.universal) {
      yield copyLine([line, key.value, null, null, null, null, true]);
      continue;
    }
    if (match.missingYears) warn(ctx.report, { line, column: 'year', reason: 'ERROR_IMPORT_YEARS_NOT_FOUND', value: match.missingYears });
    yield match.ids.map((id) => copyLine([line, key.value, id, pos.value, qty.value, notes.value || null, false])).join('');
  }
}

async function stage(ctx: ImportContext): Promise<void> {
  const { client, report } = ctx;
  await client.query(
    `CREATE TEMP TABLE import_fitment (line int NOT NULL, sku text NOT NULL, vehicle_id int, position text, quantity smallint, notes text, universal boolean NOT NULL) ON COMMIT DROP`,
  );
  // Loaded before the COPY starts: the connection runs nothing else until it ends.
  const vehicles = await loadVehicleNames(client);
  await copyRows(client, 'import_fitment', STAGED, stagedLines(ctx, vehicles));
  await client.query('CREATE INDEX ON import_fitment (sku)');
  await client.query('ANALYZE import_fitment');
  await fromRejections(
    ctx,
    'import_fitment',
    `
    SELECT DISTINCT f.line, 'sku' AS column, 'ERROR_IMPORT_UNKNOWN_SKU' AS reason, f.sku AS value FROM import_fitment f WHERE NOT EXISTS (SELECT 1 FROM products p WHERE p.sku = f.sku)
    UNION ALL
    SELECT DISTINCT u.line, 'make', 'ERROR_IMPORT_UNIVERSAL_WITH_VEHICLE', u.sku FROM import_fitment u
     WHERE u.universal AND EXISTS (SELECT 1 FROM import_fitment f WHERE f.sku = u.sku AND NOT f.universal)`,
  );
  await client.query(`CREATE TEMP TABLE import_fitment_products ON COMMIT DROP AS
    SELECT p.id AS product_id, bool_or(f.universal) AS universal, p.compatibility FROM import_fitment f JOIN products p ON p.sku = f.sku GROUP BY p.id`);
  // Ranges that overlap name a vehicle twice: its first row stands.
  await client.query(`CREATE TEMP TABLE import_fitment_wanted ON COMMIT DROP AS
    SELECT DISTINCT ON (p.id, f.vehicle_id) p.id AS product_id, f.vehicle_id, f.position, f.quantity, f.notes
      FROM import_fitment f JOIN products p ON p.sku = f.sku WHERE NOT f.universal ORDER BY p.id, f.vehicle_id, f.line`);
  await client.query(`CREATE TEMP TABLE import_fitment_changed ON COMMIT DROP AS
    SELECT product_id FROM import_fitment_products WHERE compatibility::text <> CASE WHEN universal THEN 'all' ELSE 'list' END
    UNION
    SELECT product_id FROM (
      (SELECT product_id, vehicle_id, position, quantity, notes FROM import_fitment_wanted
       EXCEPT SELECT f.product_id, f.vehicle_id, f.position, f.quantity, f.notes FROM product_fitment f JOIN import_fitment_products i ON i.product_id = f.product_id)
      UNION ALL
      (SELECT f.product_id, f.vehicle_id, f.position, f.quantity, f.notes FROM product_fitment f JOIN import_fitment_products i ON i.product_id = f.product_id
       EXCEPT SELECT product_id, vehicle_id, position, quantity, notes FROM import_fitment_wanted)
    ) d`);
  const {
    rows: [counts],
  } = await client.query<{ products: number; changed: number; wanted: number }>(`
    SELECT (SELECT count(*)::int FROM import_fitment_products) AS products, (SELECT count(*)::int FROM import_fitment_changed) AS changed,
           (SELECT count(*)::int FROM import_fitment_wanted) AS wanted`);
  report.updated = counts!.changed;
  report.unchanged = counts!.products - counts!.changed;
  report.fitmentRows = counts!.wanted;
}

async function write(ctx: ImportContext): Promise<void> {
  const { client, report } = ctx;
  if (!report.updated) return;
  await client.query(`DELETE FROM product_fitment f USING import_fitment_changed c WHERE f.product_id = c.product_id`);
  await client.query(`INSERT INTO product_fitment (product_id, vehicle_id, position, quantity, notes)
    SELECT w.product_id, w.vehicle_id, w.position, w.quantity, w.notes FROM import_fitment_wanted w JOIN import_fitment_changed c ON c.product_id = w.product_id`);
  await client.query(`UPDATE products p SET compatibility = CASE WHEN i.universal THEN 'all'::compatibility ELSE 'list'::compatibility END
    FROM import_fitment_products i JOIN import_fitment_changed c ON c.product_id = i.product_id
   WHERE p.id = i.product_id AND p.compatibility::text <> CASE WHEN i.universal THEN 'all' ELSE 'list' END`);
  await bumpCatalogVersion(ctx.tx);
}

/**
 * A first load of fitment: at least half of the catalogue's products get new fitment. Each of them
 * moves to compatibility 'list', a new version of every such product row in each of its indexes, so
 * the products' indexes are rebuilt too, not only the fitment's.
 */
const bulkTables = (ctx: ImportContext) => bulkLoadTables(ctx, ctx.report.updated, 0, ['products', 'product_fitment']);

export const fitmentImport: ImportEngine = { stage, write, bulkTables };
