// What an import asks for and what each format's engine is given: types only, so the engines
// (products, fitment, xref) and run.ts, which picks among them, do not import each other.
import type pg from 'pg';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { Database } from '@/db/client';
import type * as schema from '@/db/schema';
import type { AuditActor } from '@/db/audit';
import type { DataRow } from './csv';
import type { ImportKind, ImportProgress, ImportReport } from './model';

export type ImportRequest = {
  kind: ImportKind;
  /** The CSV file's bytes, streamed. */
  source: NodeJS.ReadableStream | AsyncIterable<Uint8Array | string>;
  fileName: string;
  dryRun?: boolean;
  strict?: boolean;
  /** Products only: published products the file does not name become drafts. */
  hideMissing?: boolean;
  /** The folder relative image paths are read from; null for an upload (such paths are then refused). */
  imageDir: string | null;
  actor: AuditActor;
  onProgress?: (progress: ImportProgress) => void;
  database?: Database;
  /** The fewest products a write must touch to be a bulk load (model.ts isBulkLoad); tests lower it. */
  bulkLoadMinRows?: number;
};

/** What an engine is given: one connection inside the import's transaction (raw, for COPY and SQL, and as drizzle). */
export type ImportContext = {
  client: pg.PoolClient;
  tx: NodePgDatabase<typeof schema>;
  report: ImportReport;
  header: string[];
  /** The data rows, after the header (read once). */
  rows: AsyncIterable<DataRow>;
  request: ImportRequest;
};

/**
 * A format's two halves: stage (read, check, count: nothing written to the catalogue) and write;
 * and, after staging, the tables whose indexes the write should build once at the end (none unless
 * it is a bulk load).
 */
export type ImportEngine = {
  stage: (ctx: ImportContext) => Promise<void>;
  write: (ctx: ImportContext) => Promise<void>;
  bulkTables: (ctx: ImportContext) => Promise<readonly string[]>;
};
