// Who is staff, against a real PostgreSQL: the owner's command promotes an existing account (and
// writes the audit log), a shopper is no staff member, a demoted account loses access at once.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { expect, it, vi } from 'vitest';
import { describeEachDatabase } from '../../../tests/integration/databases';
import { auditLog, users } from '@/db/schema';
import { asStaff } from './access';
import { mayUse } from './model';
import { setStaffRole, staffList } from './staff';

vi.mock('server-only', () => ({}));
vi.mock('@/features/account/session', () => ({ getCurrentUser: async () => null }));

describeEachDatabase('staff roles', (database) => {
  const account = async () => {
    const id = randomUUID();
    const email = `staff-${id.slice(0, 8)}@example.com`;
    await database().insert(users).values({ id, email, name: 'Test' });
    return { id, email };
  };

  it('a shopper is not staff and may use no part of the admin', async () => {
    const shopper = await account();
    expect(await asStaff(shopper, database())).toBeNull();
    expect(mayUse(null, 'dashboard')).toBe(false);
  });

  it('the owner promotes an account by email, in any letter case, and the audit log says so', async () => {
    const a = await account();
    expect(await setStaffRole(database(), a.email.toUpperCase(), 'staff')).toEqual({ ok: true, email: a.email, from: null, to: 'staff' });
    const staff = await asStaff(a, database());
    expect(staff?.role).toBe('staff');
    expect(mayUse(staff!.role, 'orders')).toBe(true);
    expect(mayUse(staff!.role, 'settings')).toBe(false);
    expect((await staffList(database())).map((s) => s.email)).toContain(a.email);
    const [line] = await database()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'staff'), eq(auditLog.entityKey, a.email)));
    expect(line).toMatchObject({ action: 'staff.grant', before: { role: null }, after: { role: 'staff' } });
  });

  it('an admin may use every part; a demoted account loses access at once', async () => {
    const a = await account();
    await setStaffRole(database(), a.email, 'admin');
    expect(mayUse((await asStaff(a, database()))!.role, 'audit')).toBe(true);
    await setStaffRole(database(), a.email, null);
    expect(await asStaff(a, database())).toBeNull();
  });

  it('refuses an email no account has', async () => {
    expect(await setStaffRole(database(), 'nobody-here@example.com', 'admin')).toEqual({
      ok: false,
      reason: 'no-account',
      email: 'nobody-here@example.com',
    });
  });
});
