// Export reads back as it was written (both test databases): the example files (examples/*.csv) are
// imported into an empty shop with the seed's reference data, all three formats are exported, those
// exports are imported into a second empty shop and exported again, and the two exports are the same
// bytes. So nothing the export writes is lost, renamed or reordered by the import. The second shop
// is loaded in bulk (indexes built at the end), so the same bytes also say a bulk load writes what
// a row-by-row load does, and its indexes and foreign keys come back as they were.
import { createReadStream } from 'node:fs';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { describeEachDatabase } from '../../../tests/integration/databases';
import { freshDatabase, type FreshDatabase } from '../../../tests/integration/fresh-database';
import type { Database } from '@/db/client';
import { exportCatalog } from './export';
import { IMPORT_KINDS, type ImportKind, type ImportReport } from './model';
import { importCatalog } from './run';

vi.mock('server-only', () => ({}));

const EXAMPLES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../examples');
const OWNER = { id: null, email: 'round-trip test' };

async function exported(kind: ImportKind, database: Database): Promise<string> {
  const sink = new PassThrough();
  const [written] = await Promise.all([text(sink), exportCatalog(kind, sink, database).finally(() => sink.end())]);
  return written;
}

async function imported(
  kind: ImportKind,
  source: NodeJS.ReadableStream,
  database: Database,
  bulkLoadMinRows?: number,
): Promise<ImportReport> {
  const report = await importCatalog({
    kind,
    source,
    fileName: `${kind}.csv`,
    imageDir: EXAMPLES,
    actor: OWNER,
    database,
    bulkLoadMinRows,
  });
  // Everything in the file must be taken: a rejected or partly taken row would be a row the round trip silently lost.
  expect({
    kind,
    applied: report.applied,
    fileProblems: report.fileProblems,
    rejections: report.rejections,
    warnings: report.warnings,
  }).toEqual({ kind, applied: true, fileProblems: [], rejections: [], warnings: [] });
  return report;
}

/** The database's index and constraint definitions, as one text. */
async function definitions(database: Database): Promise<string> {
  const { rows } = await database.$client.query<{ d: string }>(`
    SELECT string_agg(x, E'\n' ORDER BY x) AS d FROM (
      SELECT indexname || ' ' || indexdef AS x FROM pg_indexes WHERE schemaname = current_schema()
      UNION ALL
      SELECT conrelid::regclass || ' ' || conname || ' ' || pg_get_constraintdef(oid) FROM pg_constraint WHERE connamespace = current_schema()::regnamespace) s`);
  return rows[0]!.d;
}

describeEachDatabase('the catalogue round trip', (_database, url) => {
  let first: FreshDatabase;
  let second: FreshDatabase;
  beforeAll(async () => {
    first = await freshDatabase(url);
    second = await freshDatabase(url);
  });
  afterAll(async () => {
    await first?.drop();
    await second?.drop();
  });

  it('imports the examples, exports them, imports the export into an empty shop, and exports the same bytes', async () => {
    const reports: Partial<Record<ImportKind, ImportReport>> = {};
    for (const kind of IMPORT_KINDS)
      reports[kind] = await imported(kind, createReadStream(path.join(EXAMPLES, `${kind}.csv`)), first.database);
    expect(reports.products!.created).toBe(8);
    expect(IMPORT_KINDS.map((kind) => reports[kind]!.bulkLoad)).toEqual([false, false, false]);

    const once: Partial<Record<ImportKind, string>> = {};
    for (const kind of IMPORT_KINDS) once[kind] = await exported(kind, first.database);
    // A dry run says that applying would be a bulk load, and writes nothing.
    const preview = await importCatalog({
      kind: 'products',
      source: Readable.from([Buffer.from(once.products!)]),
      fileName: 'products.csv',
      imageDir: EXAMPLES,
      actor: OWNER,
      database: second.database,
      bulkLoadMinRows: 1,
      dryRun: true,
    });
    expect(preview).toMatchObject({ applied: false, created: 8, bulkLoad: true });
    expect((await second.database.$client.query('SELECT 1 FROM products')).rowCount).toBe(0);
    const bulk: boolean[] = [];
    for (const kind of IMPORT_KINDS)
      bulk.push((await imported(kind, Readable.from([Buffer.from(once[kind]!)]), second.database, 1)).bulkLoad);
    expect(bulk).toEqual([true, true, true]);
    for (const kind of IMPORT_KINDS) expect(await exported(kind, second.database), kind).toBe(once[kind]);
    expect(await definitions(second.database)).toBe(await definitions(first.database));

    // What the first export says of the examples: every product (the draft too), ranges, universal lines, a supersession.
    const products = once.products!.split('\n');
    expect(products[0]).toMatch(/^sku,name_en,.*,image,attr:filter-media,attr:friction-material,attr:warranty,option:color$/);
    expect(products.filter((l) => /^AX-/.test(l))).toHaveLength(8);
    expect(once.products).toContain(',engine-drivetrain/filters/air-filters,');
    expect(once.products).toMatch(/^AX-AF-3002,.*,out-of-stock,draft,/m);
    expect(once.products).toContain('"Ceramic Brake Pads, Front Axle",Керамические тормозные колодки,فحمات فرامل سيراميك');
    expect(once.products).toContain('"Frameless Wiper Blade 24"""');
    expect(once.products).toContain('Black=#000000|Grey=#808080');
    expect(once.fitment).toContain('AX-BP-1001,2012-2017,Toyota,Camry,2.5L I4,front,1,\n');
    expect(once.fitment).toContain('AX-FM-5001,,universal,,,,,\n');
    expect(once.fitment).toMatch(/^AX-OF-3001,2013-2018,Lada,Granta,1\.6L I4 8V,,1,$/m);
    expect(once.xref).toContain('AX-BP-1001,Dolomiti Freni,DF-BP-1000,superseded\n');
  }, 180_000);
});
