// The outbox's writes: an email enqueued in its event's transaction, and the worker's claim and
// results. No 'server-only' guard: the worker runs in the server process outside Next.js
// (scripts/serve.ts) and in the tests.
//
// - Enqueue is an INSERT … ON CONFLICT (key) DO NOTHING inside the caller's transaction: the email
//   exists exactly when its event committed, and a replayed event adds nothing.
// - Claim is one statement, its own short transaction: the due pending rows are locked with
//   SELECT … FOR UPDATE SKIP LOCKED (another worker claiming at the same moment skips them rather
//   than waiting), their attempt is counted and their next attempt moved past a lease. A worker that
//   dies before the statement commits leaves the rows as they were; one that dies after it leaves
//   them to be claimed again when the lease is over.
// - The results only touch rows still pending, so a late answer never overwrites a final status.
import { sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { siteUrl } from '@/config';
import { mailOutbox, storeSettings } from '@/db/schema';
import { settingsFromRows } from '@/features/settings/model';
import type { Locale } from '@/i18n/routing';
import { afterFailure, DEFAULT_RETRY, type MailKind, type RetryPolicy } from './model';
import type { MailShop } from './templates/MailFrame';

/** A transaction, or the database itself. */
export type Executor = Pick<Database, 'insert' | 'select' | 'execute'>;

export type NewMail = { kind: MailKind; key: string; recipient: string; locale: Locale; data: unknown };

/** Adds an email to the outbox; false when its key was already there (nothing added). */
export async function enqueueMail(tx: Executor, mail: NewMail): Promise<boolean> {
  const added = await tx.insert(mailOutbox).values(mail).onConflictDoNothing({ target: mailOutbox.key }).returning({ id: mailOutbox.id });
  return added.length > 0;
}

export type ClaimedMail = { id: number; kind: string; recipient: string; locale: string; data: unknown; attempts: number; createdAt: Date };

/** Claims up to `limit` due emails for `leaseMs`; each claim counts as an attempt. */
export async function claimDueMail(database: Pick<Database, 'execute'>, limit: number, leaseMs: number): Promise<ClaimedMail[]> {
  const { rows } = await database.execute<{
    id: number;
    kind: string;
    recipient: string;
    locale: string;
    data: unknown;
    attempts: number;
    created_at: Date | string;
  }>(sql`
    UPDATE mail_outbox SET attempts = attempts + 1, next_attempt_at = now() + make_interval(secs => ${leaseMs / 1000})
    WHERE id IN (
      SELECT id FROM mail_outbox WHERE status = 'pending' AND next_attempt_at <= now()
      ORDER BY next_attempt_at, id LIMIT ${limit} FOR UPDATE SKIP LOCKED)
    RETURNING id, kind, recipient, locale, data, attempts, created_at`);
  return rows
    .map((r) => ({
      id: Number(r.id),
      kind: r.kind,
      recipient: r.recipient,
      locale: r.locale,
      data: r.data,
      attempts: r.attempts,
      createdAt: new Date(r.created_at),
    }))
    .sort((a, b) => a.id - b.id);
}

/** The email left the shop: 'sent' through SMTP, or 'kept' as an .eml file. */
export async function markDelivered(
  database: Pick<Database, 'execute'>,
  id: number,
  status: 'sent' | 'kept',
  sentAs: string,
): Promise<void> {
  await database.execute(sql`
    UPDATE mail_outbox SET status = ${status}, sent_as = ${sentAs}, sent_at = now(), last_error = NULL
    WHERE id = ${id} AND status = 'pending'`);
}

/** The attempt failed: try again after the backoff, or give up for good. Answers whether it gave up. */
export async function markFailedAttempt(
  database: Pick<Database, 'execute'>,
  mail: Pick<ClaimedMail, 'id' | 'attempts'>,
  error: string,
  policy: RetryPolicy = DEFAULT_RETRY,
  random?: () => number,
): Promise<boolean> {
  const next = afterFailure(mail.attempts, policy, random);
  if (next.giveUp) {
    await database.execute(
      sql`UPDATE mail_outbox SET status = 'failed', last_error = ${error} WHERE id = ${mail.id} AND status = 'pending'`,
    );
    return true;
  }
  await database.execute(sql`
    UPDATE mail_outbox SET last_error = ${error}, next_attempt_at = now() + make_interval(secs => ${next.delayMs / 1000})
    WHERE id = ${mail.id} AND status = 'pending'`);
  return false;
}

/** The shop as its emails show it, read now (the owner may change the contacts at any time). */
export async function readMailShop(database: Pick<Database, 'select'>, origin = siteUrl()): Promise<MailShop> {
  const rows = await database.select({ key: storeSettings.key, value: storeSettings.value }).from(storeSettings);
  return { origin, contacts: settingsFromRows(rows).settings.contacts };
}
