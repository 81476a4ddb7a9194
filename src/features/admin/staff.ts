// Who is staff: the owner's command (scripts/admin.ts) promotes or demotes an existing account.
// No 'server-only' guard: the command runs outside Next.js. Every change is audit-logged.
import { eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { users } from '@/db/schema';
import { recordChange } from '@/db/audit';
import type { StaffRole } from './model';

export type StaffChange =
  { ok: true; email: string; from: StaffRole | null; to: StaffRole | null } | { ok: false; reason: 'no-account'; email: string };

/** The actor written to the audit log for changes made from the command line. */
export const OWNER_COMMAND = { id: null, email: 'owner command (npm run admin)' } as const;

/** Gives the account with this email a staff role (or takes it away with null). */
export async function setStaffRole(database: Database, rawEmail: string, role: StaffRole | null): Promise<StaffChange> {
  const email = rawEmail.trim().toLowerCase();
  return database.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: users.id, role: users.role })
      .from(users)
      .where(eq(sql`lower(${users.email})`, email))
      .for('update');
    if (!row) return { ok: false, reason: 'no-account', email };
    if (row.role !== role) {
      await tx
        .update(users)
        .set({ role, updatedAt: sql`now()` })
        .where(eq(users.id, row.id));
      await recordChange(tx, OWNER_COMMAND, {
        action: role ? 'staff.grant' : 'staff.revoke',
        entity: 'staff',
        entityKey: email,
        before: { role: row.role },
        after: { role },
      });
    }
    return { ok: true, email, from: row.role, to: role };
  });
}

/** Every staff account, admins first. */
export async function staffList(database: Database): Promise<{ email: string; role: StaffRole }[]> {
  const rows = await database
    .select({ email: users.email, role: users.role })
    .from(users)
    .where(isNotNull(users.role))
    .orderBy(users.role, users.email);
  return rows.map((r) => ({ email: r.email, role: r.role! }));
}
