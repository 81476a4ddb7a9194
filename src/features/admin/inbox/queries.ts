import 'server-only';
// Reads and the one change of the admin inbox: contact messages and newsletter subscribers.
import { and, count, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { db, type Database } from '@/db/client';
import { contactMessages, newsletterSubscribers } from '@/db/schema';
import { recordChange, type AuditActor } from '@/db/audit';
import { INBOX_PAGE_SIZE } from './model';

export type InboxMessage = { id: number; name: string; email: string; subject: string; message: string; createdAt: string; read: boolean };

export async function inboxMessages(
  page: number,
  database: Database = db(),
): Promise<{ rows: InboxMessage[]; total: number; unread: number }> {
  const [rows, [{ total }], [{ unread }]] = await Promise.all([
    database
      .select()
      .from(contactMessages)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(INBOX_PAGE_SIZE)
      .offset((page - 1) * INBOX_PAGE_SIZE),
    database.select({ total: count() }).from(contactMessages),
    database.select({ unread: count() }).from(contactMessages).where(isNull(contactMessages.readAt)),
  ]);
  return {
    rows: rows.map((r) => ({
      id: r.id,
      name: r.name,
      email: r.email,
      subject: r.subject,
      message: r.message,
      createdAt: r.createdAt.toISOString(),
      read: r.readAt !== null,
    })),
    total,
    unread,
  };
}

/** Marks a message read (or unread again); false when there is no such message. */
export async function markMessage(id: number, read: boolean, actor: AuditActor, database: Database = db()): Promise<boolean> {
  return database.transaction(async (tx) => {
    const changed = await tx
      .update(contactMessages)
      .set({ readAt: read ? sql`coalesce(${contactMessages.readAt}, now())` : null })
      .where(and(eq(contactMessages.id, id)))
      .returning({ id: contactMessages.id });
    if (!changed.length) return false;
    await recordChange(tx, actor, { action: 'message.read', entity: 'message', entityKey: String(id), after: { read } });
    return true;
  });
}

// Subscribers are the confirmed, not unsubscribed addresses (double opt-in, content/service.ts):
// a pending address has not agreed yet and one that unsubscribed has taken it back, so neither is
// counted, listed or exported.
const subscribed = and(isNotNull(newsletterSubscribers.confirmedAt), isNull(newsletterSubscribers.unsubscribedAt));

export async function subscriberCount(database: Database = db()): Promise<number> {
  return (await database.select({ n: count() }).from(newsletterSubscribers).where(subscribed))[0]!.n;
}

export async function recentSubscribers(limit: number, database: Database = db()) {
  return database
    .select()
    .from(newsletterSubscribers)
    .where(subscribed)
    .orderBy(desc(newsletterSubscribers.confirmedAt), desc(newsletterSubscribers.id))
    .limit(limit);
}

/** Every subscriber, oldest first, for the export (written to the audit log: it is personal data leaving the shop). */
export async function exportSubscribers(actor: AuditActor, database: Database = db()) {
  return database.transaction(async (tx) => {
    const rows = await tx
      .select({
        email: newsletterSubscribers.email,
        locale: newsletterSubscribers.locale,
        createdAt: newsletterSubscribers.createdAt,
        confirmedAt: newsletterSubscribers.confirmedAt,
      })
      .from(newsletterSubscribers)
      .where(subscribed)
      .orderBy(newsletterSubscribers.createdAt, newsletterSubscribers.id);
    await recordChange(tx, actor, { action: 'subscribers.export', entity: 'subscriber', entityKey: 'all', after: { count: rows.length } });
    return rows;
  });
}
