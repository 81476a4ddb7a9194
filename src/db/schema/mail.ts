import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The email outbox (features/mail): every email the shop sends, written in the same transaction as
 * the event that causes it (an order placed, an order moved along), then sent by the worker in each
 * server process. `key` is unique, so one event never enqueues the same email twice.
 * - status: 'pending' (waiting for its next attempt), 'sent' (the SMTP server took it), 'kept' (no
 *   SMTP_URL: written as an .eml file under DATA_DIR/mail instead), 'failed' (gave up after the
 *   last attempt; staff see it in the admin's Outbox).
 * - A worker claims a row by pushing `next_attempt_at` forward (a lease) and counting the attempt;
 *   a worker that dies leaves the row to be claimed again once the lease is over.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** 'order-placed' | 'order-shipped' | 'order-completed' | 'order-cancelled' (features/mail/model.ts). */
    kind: text('kind').notNull(),
    /** The event it is about, unique: e.g. "order-placed:AX-100042". */
    key: text('key').notNull().unique(),
    recipient: text('recipient').notNull(),
    /** The recipient's language: en, ru or ar. */
    locale: text('locale').notNull(),
    /** What the template renders, as it was at the event (features/mail/model.ts, by kind). */
    data: jsonb('data').$type<unknown>().notNull(),
    status: text('status', { enum: ['pending', 'sent', 'kept', 'failed'] })
      .notNull()
      .default('pending'),
    /** Attempts started (counted when a worker claims the row). */
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** Why the last attempt failed, with email addresses taken out. */
    lastError: text('last_error'),
    /** The Message-ID the SMTP server took, or the .eml file written. */
    sentAs: text('sent_as'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    // The worker's claim: the pending rows that are due, oldest due first.
    index('mail_outbox_due_idx')
      .on(t.nextAttemptAt, t.id)
      .where(sql`${t.status} = 'pending'`),
    // The admin's list: newest first.
    index('mail_outbox_created_idx').on(t.createdAt, t.id),
  ],
);
