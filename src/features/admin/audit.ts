// The audit log: every change staff make (in the admin, or the owner's command) is written in the
// same transaction as the change itself, so the log never claims a change that did not happen nor
// misses one that did. No 'server-only' guard: the owner's command writes it too.
import { count, desc } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { auditLog } from '@/db/schema';
import type { AuditEntry } from './model';

/** Who made a change: a staff member, or the owner's command (no account). */
export type AuditActor = { id: string | null; email: string };

/** Writes one audit line (pass the transaction the change runs in). */
export async function recordChange(database: Pick<Database, 'insert'>, actor: AuditActor, entry: AuditEntry): Promise<void> {
  await database.insert(auditLog).values({
    actorId: actor.id,
    actorEmail: actor.email,
    action: entry.action,
    entity: entry.entity,
    entityKey: entry.entityKey,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

export const AUDIT_PAGE_SIZE = 50;
export type AuditRow = {
  id: number;
  actorEmail: string;
  action: string;
  entity: string;
  entityKey: string;
  before: unknown;
  after: unknown;
  createdAt: string;
};

/** A page of the audit log, newest first, and how many lines it has. */
export async function auditEntries(page: number, database: Database): Promise<{ rows: AuditRow[]; total: number }> {
  const [rows, [{ total }]] = await Promise.all([
    database
      .select()
      .from(auditLog)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(AUDIT_PAGE_SIZE)
      .offset((page - 1) * AUDIT_PAGE_SIZE),
    database.select({ total: count() }).from(auditLog),
  ]);
  return {
    rows: rows.map((r) => ({
      id: r.id,
      actorEmail: r.actorEmail,
      action: r.action,
      entity: r.entity,
      entityKey: r.entityKey,
      before: r.before,
      after: r.after,
      createdAt: r.createdAt.toISOString(),
    })),
    total,
  };
}
