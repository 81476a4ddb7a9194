import 'server-only';
// The import's steps, each taking its actor and database explicitly (the route handler and the
// actions pass the signed-in staff member; tests pass a shopper, a visitor, staff): storing an
// upload, claiming a step (a conditional UPDATE, so a step is claimed once whatever the number of
// clicks and app instances), and running the claimed step through the engine, in the background,
// with its progress and heartbeat written to the row. The engine writes the audit line of an apply
// itself ('catalog.import'); nothing here writes a second one.
// Not a 'use server' module: its functions take the actor and the database as arguments, which a
// browser must never choose.
import { and, eq, sql } from 'drizzle-orm';
import { db, type Database } from '@/db/client';
import { catalogImportChunks, catalogImports } from '@/db/schema';
import type { ImportProgress, ImportReport } from '@/features/catalog-import/model';
import { importCatalog } from '@/features/catalog-import/run';
import type { AuditActor } from '@/db/audit';
import { mayUse, type StaffRole } from '../model';
import { CHUNK_BYTES, HEARTBEAT_MS, IMPORT_ERRORS, MAX_UPLOAD_BYTES, mayApply, type ImportStatus } from './model';
import type { UploadOptions } from './schema';
import { log } from '@/server/log';
import { errorFields } from '@/server/render-errors';

/** Who asks: a signed-in account with its role (null for a shopper), or null for a visitor. */
export type ImportActor = { id: string; email: string; role: StaffRole | null } | null;

const staffOf = (actor: ImportActor): AuditActor | null =>
  actor && mayUse(actor.role, 'products') ? { id: actor.id, email: actor.email } : null;

export type UploadResult = { ok: true; id: number; sizeBytes: number } | { ok: false; code: 'NOT_FOUND' | 'TOO_LARGE' };

class TooLarge extends Error {
  constructor() {
    super('too large');
  }
}

/**
 * Stores an uploaded file as it arrives, a CHUNK_BYTES piece at a time (never the whole file in
 * memory), in one transaction: a file that grows past MAX_UPLOAD_BYTES, or a connection that drops,
 * leaves nothing behind. The import is 'uploaded'; claim its dry run with claimStep.
 */
export async function storeUpload(
  actor: ImportActor,
  options: UploadOptions,
  body: AsyncIterable<Uint8Array>,
  database: Database = db(),
): Promise<UploadResult> {
  const staff = staffOf(actor);
  if (!staff) return { ok: false, code: 'NOT_FOUND' };
  try {
    return await database.transaction(async (tx) => {
      const [row] = await tx
        .insert(catalogImports)
        .values({
          kind: options.kind,
          fileName: options.fileName,
          strict: options.strict,
          hideMissing: options.hideMissing,
          createdById: staff.id,
          createdByEmail: staff.email,
        })
        .returning({ id: catalogImports.id });
      const id = row!.id;
      let seq = 0;
      let size = 0;
      let pending: Buffer[] = [];
      let pendingBytes = 0;
      const write = async (data: Buffer) => {
        await tx.insert(catalogImportChunks).values({ importId: id, seq: seq++, data });
      };
      for await (const part of body) {
        size += part.byteLength;
        if (size > MAX_UPLOAD_BYTES) throw new TooLarge();
        pending.push(Buffer.from(part.buffer, part.byteOffset, part.byteLength));
        pendingBytes += part.byteLength;
        while (pendingBytes >= CHUNK_BYTES) {
          const all = Buffer.concat(pending, pendingBytes);
          await write(all.subarray(0, CHUNK_BYTES));
          const rest = all.subarray(CHUNK_BYTES);
          pending = rest.length ? [Buffer.from(rest)] : [];
          pendingBytes = rest.length;
        }
      }
      if (pendingBytes > 0) await write(Buffer.concat(pending, pendingBytes));
      await tx.update(catalogImports).set({ sizeBytes: size }).where(eq(catalogImports.id, id));
      return { ok: true as const, id, sizeBytes: size };
    });
  } catch (error) {
    if (error instanceof TooLarge) return { ok: false, code: 'TOO_LARGE' };
    throw error;
  }
}

/** The stored file, piece by piece in order: what the engine reads for both steps. */
export async function* storedFile(id: number, database: Database = db()): AsyncGenerator<Buffer> {
  for (let seq = 0; ; seq++) {
    const [chunk] = await database
      .select({ data: catalogImportChunks.data })
      .from(catalogImportChunks)
      .where(and(eq(catalogImportChunks.importId, id), eq(catalogImportChunks.seq, seq)));
    if (!chunk) return;
    yield chunk.data;
  }
}

export type Step = 'check' | 'apply';
const FROM: Record<Step, ImportStatus> = { check: 'uploaded', apply: 'checked' };
const RUNNING_AS: Record<Step, ImportStatus> = { check: 'checking', apply: 'applying' };
const DONE_AS: Record<Step, ImportStatus> = { check: 'checked', apply: 'applied' };

export type ClaimResult = { ok: true } | { ok: false; code: 'NOT_FOUND' | 'NOT_READY' };

/**
 * Moves an import into its next step (uploaded → checking, checked → applying) if it is where that
 * step starts, and for an apply only if its dry run may be applied (model.ts mayApply). Answers
 * NOT_READY when another click or instance got there first, or the import is elsewhere.
 */
export async function claimStep(actor: ImportActor, id: number, step: Step, database: Database = db()): Promise<ClaimResult> {
  const staff = staffOf(actor);
  if (!staff) return { ok: false, code: 'NOT_FOUND' };
  const [found] = await database
    .select({ status: catalogImports.status, report: catalogImports.report })
    .from(catalogImports)
    .where(eq(catalogImports.id, id));
  if (!found) return { ok: false, code: 'NOT_FOUND' };
  if (step === 'apply' && !mayApply(found.report as ImportReport | null)) return { ok: false, code: 'NOT_READY' };
  const claimed = await database
    .update(catalogImports)
    .set({
      status: RUNNING_AS[step],
      rowsRead: 0,
      error: null,
      updatedAt: sql`now()`,
      ...(step === 'apply' ? { appliedById: staff.id, appliedByEmail: staff.email } : {}),
    })
    .where(and(eq(catalogImports.id, id), eq(catalogImports.status, FROM[step])))
    .returning({ id: catalogImports.id });
  return claimed.length ? { ok: true } : { ok: false, code: 'NOT_READY' };
}

/**
 * Runs a claimed step to its end: streams the stored file through the engine (a dry run, or for
 * real with the options stored at upload), keeps rows_read and the heartbeat current, and stores the
 * report, or the failure. Never throws: it runs after the response has gone.
 */
export async function runStep(id: number, step: Step, actor: AuditActor, database: Database = db()): Promise<void> {
  const running = RUNNING_AS[step];
  const mine = and(eq(catalogImports.id, id), eq(catalogImports.status, running));
  let rows = 0;
  // Progress writes go one at a time, the latest count winning; the final write waits for them.
  let writing: Promise<void> = Promise.resolve();
  let queued = false;
  const touch = () => {
    if (queued) return;
    queued = true;
    writing = writing
      .then(async () => {
        queued = false;
        await database
          .update(catalogImports)
          .set({ rowsRead: rows, updatedAt: sql`now()` })
          .where(mine);
      })
      .catch((error: unknown) => log.error(errorFields(error), `[import ${id}] progress not saved`));
  };
  const heartbeat = setInterval(touch, HEARTBEAT_MS);
  heartbeat.unref?.();
  try {
    const [row] = await database.select().from(catalogImports).where(mine);
    if (!row) return;
    const report = await importCatalog({
      kind: row.kind,
      source: storedFile(id, database),
      fileName: row.fileName,
      dryRun: step === 'check',
      strict: row.strict,
      hideMissing: row.hideMissing,
      imageDir: null,
      actor,
      onProgress: (p: ImportProgress) => {
        rows = p.rows;
        touch();
      },
      database,
    });
    clearInterval(heartbeat);
    await writing;
    await database
      .update(catalogImports)
      .set({
        status: DONE_AS[step],
        rowsRead: report.rows,
        updatedAt: sql`now()`,
        ...(step === 'check' ? { report } : { appliedReport: report }),
      })
      .where(mine);
  } catch (error) {
    clearInterval(heartbeat);
    log.error(errorFields(error), `[import ${id}] the ${step === 'check' ? 'dry run' : 'apply'} failed`);
    await writing;
    await database
      .update(catalogImports)
      .set({ status: 'failed', error: IMPORT_ERRORS.crashed, updatedAt: sql`now()` })
      .where(mine)
      .catch((e: unknown) => log.error(errorFields(e), `[import ${id}] the failure was not saved`));
  } finally {
    clearInterval(heartbeat);
  }
}
