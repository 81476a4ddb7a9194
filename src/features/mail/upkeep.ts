// Staff's "try again" on an email that failed for good, and the outbox's housekeeping. No
// 'server-only' guard: the worker (outside Next.js) prunes, and the tests drive both.
//
// - Try again: only a failed email; it becomes pending now with a fresh count of attempts, and the
//   audit log says who asked (same transaction). A sent or kept email is never sent again from here:
//   the customer has it.
// - Pruning: delivered emails (sent, kept) leave the table after MAIL_KEEP_DAYS (90 by default). Their
//   data holds addresses and, for a password reset or address verification, a link that must not lie
//   around. Failed and pending emails stay until staff deal with them.
import { sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { recordChange, type AuditActor } from '@/db/audit';

/** How long a delivered email stays in the outbox by default, in days. */
export const DEFAULT_KEEP_DAYS = 90;

/** MAIL_KEEP_DAYS as a whole number of days from 1 to 3650, else the default. */
export function keepDaysFrom(raw: string | undefined): number {
  const days = Number(raw);
  return Number.isInteger(days) && days >= 1 && days <= 3650 ? days : DEFAULT_KEEP_DAYS;
}

/** Puts a failed email back in line; false when there is no failed email of that id. */
export async function retryFailedMail(database: Database, id: number, actor: AuditActor): Promise<boolean> {
  return database.transaction(async (tx) => {
    const { rows } = await tx.execute<{ attempts: number; last_error: string | null }>(sql`
      WITH failed AS (SELECT id, attempts, last_error FROM mail_outbox WHERE id = ${id} AND status = 'failed' FOR UPDATE)
      UPDATE mail_outbox AS m SET status = 'pending', attempts = 0, next_attempt_at = now()
      FROM failed WHERE m.id = failed.id
      RETURNING failed.attempts, failed.last_error`);
    const row = rows[0];
    if (!row) return false;
    await recordChange(tx, actor, {
      action: 'email.retry',
      entity: 'email',
      entityKey: String(id),
      before: { status: 'failed', attempts: row.attempts, lastError: row.last_error },
      after: { status: 'pending' },
    });
    return true;
  });
}

/** Deletes delivered emails older than `keepDays`; answers how many went. */
export async function pruneDeliveredMail(database: Pick<Database, 'execute'>, keepDays: number): Promise<number> {
  const { rowCount } = await database.execute(sql`
    DELETE FROM mail_outbox WHERE status IN ('sent', 'kept') AND sent_at < now() - make_interval(days => ${keepDays})`);
  return rowCount ?? 0;
}
