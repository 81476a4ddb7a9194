// Fitment and cross-reference imports against a real PostgreSQL (both test databases): fitment year
// ranges and blank engines, every rejection reason, and a cross-reference group found from any of its
// numbers; re-imports change nothing and leave the catalogue version where it was. The products are
// this file's own (test-fixtures.ts), made by a products import first.
import { beforeAll, expect, it, vi } from 'vitest';
import { describeEachDatabase } from '../../../tests/integration/databases';
import { searchPlan } from '@/features/catalog/search';
import { importSuite } from './test-fixtures';

vi.mock('server-only', () => ({}));

describeEachDatabase('fitment and cross-reference import', (database) => {
  const { prefix, sku, leaf, run, q, product, version } = importSuite(database);
  let vehicle = { make: '', model: '', year: 0, engines: [] as string[], nextYear: false };

  beforeAll(async () => {
    // The products the files are for: two for the fitment, a third sharing a cross-reference number.
    await run(
      'products',
      `sku,name_en,category,price\n${sku('A')},Ceramic pads,${leaf.slug},12.50\n${sku('B')},Drum shoes,${leaf.slug},7.00\n${sku('D')},Strict pads,${leaf.slug},3.00\n`,
    );
    const [v] = await q<{ make: string; model: string; year: number; engines: string[]; next: boolean }>(`
      SELECT v.make, v.model, v.year, array_agg(v.engine ORDER BY v.engine) AS engines,
             EXISTS (SELECT 1 FROM vehicles w WHERE w.make = v.make AND w.model = v.model AND w.year = v.year + 1) AS next
        FROM vehicles v GROUP BY v.make, v.model, v.year HAVING count(*) >= 2 ORDER BY next DESC, v.make, v.model, v.year LIMIT 1`);
    vehicle = { make: v!.make, model: v!.model, year: v!.year, engines: v!.engines, nextYear: v!.next };
  });

  it('fitment: a year range expands to each year, a blank engine to every engine, and only products whose fitment differs are written', async () => {
    const last = vehicle.nextYear ? vehicle.year + 1 : vehicle.year;
    const csv = `sku,year,make,model,engine,position,quantity,notes\n${sku('A')},${vehicle.year}-${last},${vehicle.make.toUpperCase()},${vehicle.model.toLowerCase()},,front,2,w/ A/C\n${sku('B')},,universal,,,,,\n`;
    const report = await run('fitment', csv);
    expect(report).toMatchObject({ applied: true, updated: 2, rejected: 0 });
    const expected = await q<{ id: number }>(
      'SELECT id FROM vehicles WHERE make = $1 AND model = $2 AND year BETWEEN $3 AND $4 ORDER BY id',
      [vehicle.make, vehicle.model, vehicle.year, last],
    );
    expect(expected.length).toBeGreaterThanOrEqual(vehicle.engines.length);
    const a = (await product('A'))!;
    const rows = await q<{ vehicle_id: number; position: string; quantity: number; notes: string }>(
      'SELECT vehicle_id, position, quantity, notes FROM product_fitment WHERE product_id = $1 ORDER BY vehicle_id',
      [a.id],
    );
    expect(rows.map((r) => r.vehicle_id)).toEqual(expected.map((e) => e.id));
    expect(rows[0]).toMatchObject({ position: 'front', quantity: 2, notes: 'w/ A/C' });
    expect(a.compatibility).toBe('list');
    expect((await product('B'))!.compatibility).toBe('all');

    const before = await version();
    expect(await run('fitment', csv)).toMatchObject({ updated: 0, unchanged: 2 });
    expect(await version()).toBe(before);

    const one = `sku,year,make,model,engine\n${sku('A')},${vehicle.year},${vehicle.make},${vehicle.model},${vehicle.engines[0]}\n`;
    expect(await run('fitment', one)).toMatchObject({ updated: 1 });
    const now = await q<{ vehicle_id: number }>('SELECT vehicle_id FROM product_fitment WHERE product_id = $1', [a.id]);
    expect(now).toHaveLength(1);
    expect(await version()).toBeGreaterThan(before);
  });

  it('refuses every bad fitment row, and warns of the years of a range the shop lacks', async () => {
    const { make, model, year } = vehicle;
    const rows: [string, string, string][] = [
      [`${sku('A')},20x4,${make},${model},,,,`, 'year', 'ERROR_IMPORT_BAD_YEAR'],
      [`${sku('A')},${year},No Make ${prefix},${model},,,,`, 'make', 'ERROR_IMPORT_UNKNOWN_MAKE'],
      [`${sku('A')},${year},${make},No Model,,,,`, 'model', 'ERROR_IMPORT_UNKNOWN_MODEL'],
      [`${sku('A')},${year},${make},${model},9.9L W16,,,`, 'engine', 'ERROR_IMPORT_UNKNOWN_ENGINE'],
      [`${sku('A')},1901,${make},${model},,,,`, 'year', 'ERROR_IMPORT_YEARS_NOT_FOUND'],
      [`${sku('A')},${year},${make},${model},,middle,,`, 'position', 'ERROR_IMPORT_BAD_POSITION'],
      [`${sku('A')},${year},${make},${model},,,0,`, 'quantity', 'ERROR_IMPORT_BAD_QUANTITY'],
      [`${sku('A')},${year},universal,,,,,`, 'make', 'ERROR_IMPORT_UNIVERSAL_WITH_VEHICLE'],
      [`${sku('NOPE')},${year},${make},${model},,,,`, 'sku', 'ERROR_IMPORT_UNKNOWN_SKU'],
    ];
    const [first] = await q<{ year: number }>('SELECT min(year) AS year FROM vehicles WHERE make = $1 AND model = $2', [make, model]);
    const range = `${first!.year - 2}-${first!.year}`;
    const report = await run(
      'fitment',
      ['sku,year,make,model,engine,position,quantity,notes', ...rows.map((r) => r[0]), `${sku('A')},${range},${make},${model},,,,`].join(
        '\n',
      ),
      { dryRun: true },
    );
    expect(report.rejections.map(({ line, column, reason }) => ({ line, column, reason }))).toEqual(
      rows.map(([, column, reason], i) => ({ line: i + 2, column, reason })),
    );
    expect(report.warnings).toEqual([
      { line: rows.length + 2, column: 'year', reason: 'ERROR_IMPORT_YEARS_NOT_FOUND', value: `${first!.year - 2}-${first!.year - 1}` },
    ]);
  });

  it('cross-references: a group is found from any of its numbers, supersessions too, and a re-import writes nothing', async () => {
    const x = `X${prefix}1`;
    const y = `Y${prefix}2`;
    const old = `OLD${prefix}3`;
    const csv = `sku,brand,number,kind\n${sku('A')},Bosch,${x},\n${sku('A')},Toyota,${y.toLowerCase()},oem\n${sku('A')},Bosch,${old},superseded\n${sku('D')},Bosch,${x},aftermarket\n`;
    expect(await run('xref', csv)).toMatchObject({ applied: true, updated: 2, rejected: 0 });
    const [a, d] = [(await product('A'))!, (await product('D'))!];
    for (const number of [x, y, old, `${prefix}-A`]) {
      const plan = await searchPlan(number, database());
      expect(plan.exactIds, number).toEqual(expect.arrayContaining([a.id, d.id]));
    }
    expect(String(a.search_text)).toContain(old.toLowerCase());
    const before = await version();
    expect(await run('xref', csv)).toMatchObject({ updated: 0, unchanged: 2 });
    expect(await version()).toBe(before);
    const bad = await run(
      'xref',
      `sku,brand,number,kind\n${sku('A')},Bosch,---,\n${sku('A')},Bosch,123,newest\n${sku('NOPE')},Bosch,123,\n${sku('A')},,123,\n`,
      { dryRun: true },
    );
    expect(bad.rejections.map((r) => [r.line, r.column, r.reason])).toEqual([
      [2, 'number', 'ERROR_IMPORT_BAD_NUMBER'],
      [3, 'kind', 'ERROR_IMPORT_BAD_KIND'],
      [4, 'sku', 'ERROR_IMPORT_UNKNOWN_SKU'],
      [5, 'brand', 'ERROR_IMPORT_REQUIRED'],
    ]);
  });
});
