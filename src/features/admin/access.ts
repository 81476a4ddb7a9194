import 'server-only';
// Who is staff, read from the database on every request (a demoted account loses access at once).
// A shopper or visitor asking for any admin page gets the ordinary 404: the admin is not advertised.
import { eq } from 'drizzle-orm';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { db, type Database } from '@/db/client';
import { users } from '@/db/schema';
import { getCurrentUser } from '@/features/account/session';
import { isStaffRole, mayUse, type AdminArea, type StaffMember } from './model';

/** The account as staff, or null when it has no staff role (or no longer exists). */
export async function asStaff(user: { id: string; email: string }, database: Database = db()): Promise<StaffMember | null> {
  const [row] = await database
    .select({ role: users.role, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, user.id));
  if (!row || !isStaffRole(row.role)) return null;
  return { id: user.id, email: user.email, name: `${row.firstName} ${row.lastName}`.trim(), role: row.role };
}

/** The signed-in staff member, or null for a shopper or a visitor. Cached per request. */
const currentStaff = cache(async (): Promise<StaffMember | null> => {
  const user = await getCurrentUser();
  return user ? asStaff(user) : null;
});

/** The staff member allowed into `area`, or null: server actions and route handlers refuse with it. */
export async function staffFor(area: AdminArea): Promise<StaffMember | null> {
  const staff = await currentStaff();
  return staff && mayUse(staff.role, area) ? staff : null;
}

/** For admin pages: the staff member allowed into `area`; anyone else gets the 404 page. */
export async function requireStaff(area: AdminArea): Promise<StaffMember> {
  return (await staffFor(area)) ?? notFound();
}
