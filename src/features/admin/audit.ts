// The audit log as the admin's audit page reads it, newest first. Writing a line is src/db/audit.ts,
// which every feature that changes the shop on staff's behalf uses.
import { count, desc } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { auditLog } from '@/db/schema';

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
