// The admin's catalogue import (issue 18: "upload, dry run, then apply"). Staff upload a products,
// fitment or cross-references CSV; the server keeps it in the database (catalog_import_chunks, about
// a megabyte a row) so that any app instance behind the load balancer can run its steps and a
// restart loses nothing; a dry run checks it at once, in the background, and reports what would
// change; staff read the report and apply it, which streams the same stored bytes through the same
// engine (features/catalog-import/run.ts) for real.
//
// Decisions where the issue is silent:
// - The upload is a plain POST of the file's bytes to /api/admin/import (not a multipart form, and
//   not under the locale's pages): the locale proxy buffers the whole body of any request it sees
//   and cuts it at 10 MB, so the upload route stays outside it and reads the body as a stream.
//   Uploads stop at MAX_UPLOAD_BYTES; a bigger file is for the command line (`npm run import`).
// - One status column moves uploaded → checking → checked → applying → applied, or to failed. Each
//   move is a conditional UPDATE (… WHERE status = 'checked'), so two clicks or two instances never
//   apply a file twice. A running step touches updated_at every HEARTBEAT_MS; a run whose heartbeat
//   is older than STALE_AFTER_MS died with its process and is shown as failed (staff upload the
//   file again: the engine applies in one transaction, so a dead run changed nothing).
// - A dry run with a file problem (a missing column, not a CSV) cannot be applied, nor can a strict
//   one with a rejected row: the engine would write nothing, so the button is not offered.
// - The applied step re-reads the file: what the shop holds may have changed since the dry run, so
//   the applied report, not the dry run's, is the one that says what happened.
// - Failures are stored as message ids (the engine's own errors are logged on the server, never
//   shown: staff read a translated sentence, not a stack trace).
import type { ImportKind, ImportReport } from '@/features/catalog-import/model';

export type ImportStatus = 'uploaded' | 'checking' | 'checked' | 'applying' | 'applied' | 'failed';

/** Uploads stop here (50 MB); the command line takes bigger files. */
export const MAX_UPLOAD_BYTES = 50 * 1024 * 1024;
/** The stored file's pieces. */
export const CHUNK_BYTES = 1024 * 1024;
/** How often a running step says it is alive, and after how long without a word it is taken for dead. */
export const HEARTBEAT_MS = 15_000;
export const STALE_AFTER_MS = 2 * 60_000;
/** A file name as kept and shown. */
const MAX_FILE_NAME = 200;
export const RECENT_IMPORTS = 50;

/** The statuses in which a step is (or should be) running. */
const RUNNING: readonly ImportStatus[] = ['uploaded', 'checking', 'applying'];
export const isRunning = (status: ImportStatus) => RUNNING.includes(status);

/** The reasons an import failed, as message ids. */
export const IMPORT_ERRORS = {
  interrupted: 'ERROR_ADMIN_IMPORT_INTERRUPTED',
  crashed: 'ERROR_ADMIN_IMPORT_CRASHED',
} as const;

/** An import as the admin shows it. */
export type ImportSummary = {
  id: number;
  kind: ImportKind;
  fileName: string;
  sizeBytes: number;
  status: ImportStatus;
  strict: boolean;
  hideMissing: boolean;
  rowsRead: number;
  report: ImportReport | null;
  appliedReport: ImportReport | null;
  /** A message id. */
  error: string | null;
  createdByEmail: string;
  appliedByEmail: string | null;
  createdAt: string;
  updatedAt: string;
  /** The heartbeat is older than STALE_AFTER_MS, by the database's clock (the same for every instance). */
  stale: boolean;
};

/** A report's numbers, as the list shows them. */
export type ImportCounts = Pick<ImportReport, 'rows' | 'created' | 'updated' | 'unchanged' | 'hidden' | 'rejected' | 'warned'> & {
  fileProblems: number;
};

/**
 * The status staff see: a step whose heartbeat stopped more than STALE_AFTER_MS ago is failed
 * (its process died), whatever the row still says.
 */
export function shownStatus(i: Pick<ImportSummary, 'status' | 'stale' | 'error'>): { status: ImportStatus; error: string | null } {
  if (isRunning(i.status) && i.stale) return { status: 'failed', error: IMPORT_ERRORS.interrupted };
  return { status: i.status, error: i.status === 'failed' ? (i.error ?? IMPORT_ERRORS.crashed) : null };
}

/** Whether a dry run's report may be applied: it read the file, and the engine would write something. */
export function mayApply(report: ImportReport | null): boolean {
  if (!report || report.fileProblems.length > 0) return false;
  if (report.strict && report.rejected > 0) return false;
  return report.rows > report.rejected;
}

/** A file name as kept: its last path segment, control characters dropped, at most MAX_FILE_NAME characters. */
export function cleanFileName(raw: string): string {
  const base = raw.split(/[\\/]/).at(-1) ?? '';
  const clean = base
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(0, MAX_FILE_NAME);
  return clean || 'upload.csv';
}

/** Message ids: the kinds, the statuses. */
export const KIND_LABELS: Record<ImportKind, string> = {
  products: 'TEXT_ADMIN_IMPORT_KIND_PRODUCTS',
  fitment: 'TEXT_ADMIN_IMPORT_KIND_FITMENT',
  xref: 'TEXT_ADMIN_IMPORT_KIND_XREF',
};
export const STATUS_LABELS: Record<ImportStatus, string> = {
  uploaded: 'TEXT_ADMIN_IMPORT_STATUS_UPLOADED',
  checking: 'TEXT_ADMIN_IMPORT_STATUS_CHECKING',
  checked: 'TEXT_ADMIN_IMPORT_STATUS_CHECKED',
  applying: 'TEXT_ADMIN_IMPORT_STATUS_APPLYING',
  applied: 'TEXT_ADMIN_IMPORT_STATUS_APPLIED',
  failed: 'TEXT_ADMIN_IMPORT_STATUS_FAILED',
};

/** A size as staff read it: a message id and its number ("820 KB", "12.4 MB"). */
export function fileSize(bytes: number): { id: 'TEXT_ADMIN_IMPORT_SIZE_KB' | 'TEXT_ADMIN_IMPORT_SIZE_MB'; size: number } {
  const mb = bytes / (1024 * 1024);
  if (mb >= 1) return { id: 'TEXT_ADMIN_IMPORT_SIZE_MB', size: Math.round(mb * 10) / 10 };
  return { id: 'TEXT_ADMIN_IMPORT_SIZE_KB', size: Math.max(bytes > 0 ? 1 : 0, Math.ceil(bytes / 1024)) };
}
