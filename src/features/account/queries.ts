import 'server-only';
// Profile and dashboard reads and the profile update. Orders are the orders feature's; the dashboard
// only lists the shopper's three most recent, read straight from the orders table by user id.
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { db as appDb, type Database } from '@/db/client';
import { orders, users } from '@/db/schema';
import type { CurrentUser } from './model';
import type { ProfileInput } from './schema';
import type { OrderStatus } from '@/features/orders/model';

export type RecentOrder = { id: number; number: string; createdAt: Date; status: OrderStatus; quantity: number; total: number };

export async function recentOrders(userId: string, limit = 3, database: Database = appDb()): Promise<RecentOrder[]> {
  return database
    .select({
      id: orders.id,
      number: orders.number,
      createdAt: orders.createdAt,
      status: orders.status,
      quantity: orders.quantity,
      total: orders.total,
    })
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
}

export class EmailInUseError extends Error {}

/** Whether the account's email address has been verified (Better Auth's verification link). */
export async function emailVerifiedOf(userId: string, database: Database = appDb()): Promise<boolean> {
  const [row] = await database.select({ verified: users.emailVerified }).from(users).where(eq(users.id, userId));
  return row?.verified ?? false;
}

/**
 * Replaces the shopper's name, email and phone. An email another account uses is refused
 * (EmailInUseError), whether the check or the unique index catches it. A new email is not verified
 * (whoever proved the old inbox has not proved this one): `emailChanged` tells the caller to send
 * the verification link.
 */
export async function updateProfile(
  userId: string,
  input: ProfileInput,
  database: Database = appDb(),
): Promise<CurrentUser & { emailChanged: boolean }> {
  const [taken] = await database
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${input.email}`, ne(users.id, userId)))
    .limit(1);
  if (taken) throw new EmailInUseError();
  const [before] = await database.select({ email: users.email }).from(users).where(eq(users.id, userId));
  const emailChanged = !!before && before.email.toLowerCase() !== input.email;
  try {
    const [row] = await database
      .update(users)
      .set({
        firstName: input.firstName,
        lastName: input.lastName,
        name: `${input.firstName} ${input.lastName}`.trim(),
        email: input.email,
        phone: input.phone,
        // Decided in the statement itself, so two saves at once cannot keep a stale "verified".
        emailVerified: sql`CASE WHEN lower(${users.email}) = ${input.email} THEN ${users.emailVerified} ELSE false END`,
        updatedAt: new Date(),
      })
      .where(eq(users.id, userId))
      .returning({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName, phone: users.phone });
    if (!row) throw new Error('profile update: no such user');
    return { ...row, phone: row.phone || null, emailChanged };
  } catch (e) {
    if (
      (e as { code?: string; cause?: { code?: string } }).code === '23505' ||
      (e as { cause?: { code?: string } }).cause?.code === '23505'
    )
      throw new EmailInUseError();
    throw e;
  }
}
