import 'server-only';
// The admin's reads of the outbox: a page of emails, newest first, and one email with its data for
// the preview. Plain data out; the data is checked by model.ts mailData before it is rendered.
import { count, desc, eq, getTableColumns } from 'drizzle-orm';
import { db, type Database } from '@/db/client';
import { mailOutbox } from '@/db/schema';

export const OUTBOX_PAGE_SIZE = 50;

export type OutboxRow = {
  id: number;
  kind: string;
  recipient: string;
  locale: string;
  status: (typeof mailOutbox.$inferSelect)['status'];
  attempts: number;
  lastError: string | null;
  sentAs: string | null;
  createdAt: string;
  nextAttemptAt: string;
  sentAt: string | null;
};

const { data: _data, key: _key, ...listColumns } = getTableColumns(mailOutbox);

const toRow = (r: Omit<typeof mailOutbox.$inferSelect, 'data' | 'key'>): OutboxRow => ({
  ...r,
  createdAt: r.createdAt.toISOString(),
  nextAttemptAt: r.nextAttemptAt.toISOString(),
  sentAt: r.sentAt?.toISOString() ?? null,
});

/** One page of the outbox (from 1), newest first, and how many emails there are in all. */
export async function outboxPage(page: number, database: Database = db()): Promise<{ rows: OutboxRow[]; total: number }> {
  const [rows, [{ total }]] = await Promise.all([
    database
      .select(listColumns)
      .from(mailOutbox)
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(OUTBOX_PAGE_SIZE)
      .offset((page - 1) * OUTBOX_PAGE_SIZE),
    database.select({ total: count() }).from(mailOutbox),
  ]);
  return { rows: rows.map(toRow), total };
}

/** One email with the data its template renders, or null. */
export async function outboxEmail(id: number, database: Database = db()): Promise<(OutboxRow & { data: unknown }) | null> {
  const [row] = await database.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  if (!row) return null;
  const { data, key: _k, ...rest } = row;
  return { ...toRow(rest), data };
}
