// The one entry of an import, shared by the command line (scripts/import.ts) and the admin's import
// page: reads the header, streams the rows through the format's checks into a staging table, merges
// in SQL, and either writes (one transaction: all the file's valid rows or nothing) or, for a dry run
// or --strict with a rejected row, rolls everything back. Two imports never interleave: each holds a
// transaction-level advisory lock, so the second waits for the first.
import { drizzle } from 'drizzle-orm/node-postgres';
import { db } from '@/db/client';
import { deferIndexes } from '@/db/bulk-load';
import * as schema from '@/db/schema';
import { recordChange } from '@/db/audit';
import { csvRecords, dataRows, UnreadableFile } from './csv';
import type { ImportContext, ImportEngine, ImportRequest } from './engine';
import { emptyReport, headerName, headerProblems, type ImportKind, type ImportReport } from './model';
import { productsImport } from './products';
import { fitmentImport } from './fitment';
import { xrefImport } from './xref';

const ENGINES: Record<ImportKind, ImportEngine> = { products: productsImport, fitment: fitmentImport, xref: xrefImport };
const PROGRESS_EVERY = 5000;
/** pg_advisory_xact_lock's key for "a catalogue import is running". */
const IMPORT_LOCK = 18_000_018;

export async function importCatalog(request: ImportRequest): Promise<ImportReport> {
  const started = performance.now();
  const dryRun = request.dryRun ?? false;
  const report = emptyReport(request.kind, dryRun, request.strict ?? false);
  const finish = () => {
    report.rejections.sort((a, b) => a.line - b.line);
    report.warnings.sort((a, b) => a.line - b.line);
    report.seconds = Math.round(performance.now() - started) / 1000;
    request.onProgress?.({ phase: 'done', rows: report.rows });
    return report;
  };
  const records = csvRecords(request.source)[Symbol.asyncIterator]();
  const client = await (request.database ?? db()).$client.connect();
  let open = false;
  let broken = false;
  try {
    const first = await records.next();
    if (first.done) {
      report.fileProblems.push({ reason: 'ERROR_IMPORT_EMPTY_FILE' });
      return finish();
    }
    const header = first.value.cells.map(headerName);
    report.fileProblems.push(...headerProblems(request.kind, header));
    if (report.fileProblems.length) return finish();

    await client.query('BEGIN');
    open = true;
    await client.query('SELECT pg_advisory_xact_lock($1)', [IMPORT_LOCK]);
    const tx = drizzle(client, { schema });
    const counted = () => {
      report.rows += 1;
      if (report.rows % PROGRESS_EVERY === 0) request.onProgress?.({ phase: 'reading', rows: report.rows });
    };
    const ctx: ImportContext = {
      client,
      tx,
      report,
      header,
      request,
      rows: dataRows({ [Symbol.asyncIterator]: () => records }, header, report, counted),
    };
    const engine = ENGINES[request.kind];
    await engine.stage(ctx);
    request.onProgress?.({ phase: 'merging', rows: report.rows });
    // Known from the staged counts, so a dry run can say so before the owner applies.
    const tables = await engine.bulkTables(ctx);
    report.bulkLoad = tables.length > 0;
    if (dryRun || (report.strict && report.rejected > 0)) {
      await client.query('ROLLBACK');
      open = false;
      return finish();
    }
    const restore = tables.length ? await deferIndexes(client, tables) : null;
    await engine.write(ctx);
    if (restore) {
      request.onProgress?.({ phase: 'indexing', rows: report.rows });
      await restore();
      // The planner's statistics, so the shop's first queries after a first load plan for its size.
      for (const table of tables) await client.query(`ANALYZE "${table}"`);
    }
    const changed = report.created + report.updated + report.hidden;
    if (changed > 0) {
      await recordChange(tx, request.actor, {
        action: 'catalog.import',
        entity: 'catalog',
        entityKey: request.fileName.slice(0, 200),
        before: null,
        after: {
          kind: request.kind,
          rows: report.rows,
          created: report.created,
          updated: report.updated,
          hidden: report.hidden,
          rejected: report.rejected,
        },
      });
    }
    await client.query('COMMIT');
    open = false;
    report.applied = true;
    return finish();
  } catch (e) {
    // The connection may be mid-COPY: it is closed rather than reused, and the server rolls back.
    broken = open;
    if (e instanceof UnreadableFile) {
      report.fileProblems.push(e.problem);
      return finish();
    }
    throw e;
  } finally {
    client.release(broken);
    await records.return?.(undefined);
  }
}
