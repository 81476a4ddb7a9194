import 'server-only';
// The admin's reads of imports: the recent ones for the index, one for its page. Plain data out;
// the status staff see (a dead run shown as failed) is model.ts shownStatus.
import { desc, eq, getTableColumns, sql } from 'drizzle-orm';
import { db, type Database } from '@/db/client';
import { catalogImports } from '@/db/schema';
import type { ImportReport } from '@/features/catalog-import/model';
import { RECENT_IMPORTS, STALE_AFTER_MS, type ImportCounts, type ImportSummary } from './model';

type Row = typeof catalogImports.$inferSelect & { stale: boolean };

const STALE = sql<boolean>`${catalogImports.updatedAt} < now() - make_interval(secs => ${STALE_AFTER_MS / 1000})`;

const summary = (r: Row): ImportSummary => ({
  id: r.id,
  kind: r.kind,
  fileName: r.fileName,
  sizeBytes: r.sizeBytes,
  status: r.status,
  strict: r.strict,
  hideMissing: r.hideMissing,
  rowsRead: r.rowsRead,
  report: (r.report as ImportReport | null) ?? null,
  appliedReport: (r.appliedReport as ImportReport | null) ?? null,
  error: r.error,
  createdByEmail: r.createdByEmail,
  appliedByEmail: r.appliedByEmail,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
  stale: r.stale,
});

/** An import in the list: no reports (they can hold thousands of rejections), only the latest report's counts. */
export type ImportListRow = Omit<ImportSummary, 'report' | 'appliedReport'> & { counts: ImportCounts | null };

const COUNTS = sql<ImportCounts | null>`(SELECT CASE WHEN r IS NULL THEN NULL ELSE jsonb_build_object(
    'rows', r->'rows', 'created', r->'created', 'updated', r->'updated', 'unchanged', r->'unchanged', 'hidden', r->'hidden',
    'rejected', r->'rejected', 'warned', r->'warned', 'fileProblems', jsonb_array_length(coalesce(r->'fileProblems', '[]'::jsonb))) END
  FROM (SELECT coalesce(${catalogImports.appliedReport}, ${catalogImports.report}) AS r) latest)`;

/** The latest imports, newest first. */
export async function recentImports(database: Database = db(), limit = RECENT_IMPORTS): Promise<ImportListRow[]> {
  const { report: _report, appliedReport: _applied, ...columns } = getTableColumns(catalogImports);
  const rows = await database
    .select({ ...columns, counts: COUNTS, stale: STALE })
    .from(catalogImports)
    .orderBy(desc(catalogImports.createdAt), desc(catalogImports.id))
    .limit(limit);
  return rows.map(({ counts, ...r }) => {
    const { report: _r, appliedReport: _a, ...rest } = summary({ ...r, report: null, appliedReport: null });
    return { ...rest, counts };
  });
}

/** One import, or null. */
export async function importById(id: number, database: Database = db()): Promise<ImportSummary | null> {
  const [row] = await database
    .select({ ...getTableColumns(catalogImports), stale: STALE })
    .from(catalogImports)
    .where(eq(catalogImports.id, id));
  return row ? summary(row) : null;
}
