// The audit log: every change staff make (in the admin, or the owner's command) is written in the
// same transaction as the change itself, so the log never claims a change that did not happen nor
// misses one that did. No 'server-only' guard: the owner's command writes it too. Here, not in the
// admin feature, because orders, payments, settings, mail and the catalogue import write it as well;
// the admin's audit page reads it (features/admin/audit.ts).
import type { Database } from './client';
import { auditLog } from './schema';

/** One line of the audit log: who changed what, and the state before and after. */
export type AuditEntry = {
  action: string;
  entity: 'order' | 'product' | 'settings' | 'staff' | 'message' | 'subscriber' | 'catalog' | 'email';
  entityKey: string;
  before?: unknown;
  after?: unknown;
};

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
