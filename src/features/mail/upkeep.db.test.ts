// Staff's "try again" on a failed email and the outbox's pruning, on both test databases.
import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../../../tests/integration/databases';
import { auditLog, mailOutbox } from '@/db/schema';
import { enqueueMail } from './outbox';
import { DEFAULT_KEEP_DAYS, keepDaysFrom, pruneDeliveredMail, retryFailedMail } from './upkeep';

const staff = { id: null, email: 'upkeep-test@axle.example' };
const contact = {
  id: 1,
  name: 'Ivan',
  email: 'ivan@example.com',
  subject: 'Brakes',
  message: 'Hello',
  receivedAt: '2026-11-27T10:00:00.000Z',
};

describe('how long delivered emails are kept', () => {
  it('is MAIL_KEEP_DAYS when it is a whole number of days, else 90', () => {
    expect(keepDaysFrom('30')).toBe(30);
    for (const bad of [undefined, '', '0', '-5', '1.5', 'x', '99999']) expect(keepDaysFrom(bad)).toBe(DEFAULT_KEEP_DAYS);
  });
});

describeEachDatabase('the outbox upkeep', (database) => {
  /** An email in the given state, its delivery `ageDays` ago; answers its id. */
  const email = async (status: 'pending' | 'sent' | 'kept' | 'failed', ageDays = 0) => {
    const key = `contact-acknowledgement:upkeep-${randomUUID()}`;
    await enqueueMail(database(), { kind: 'contact-acknowledgement', key, recipient: 'ivan@example.com', locale: 'ru', data: contact });
    const sentAt = status === 'sent' || status === 'kept' ? new Date(Date.now() - ageDays * 86_400_000) : null;
    const [row] = await database()
      .update(mailOutbox)
      .set({
        status,
        sentAt,
        attempts: status === 'failed' ? 10 : 1,
        lastError: status === 'failed' ? 'ECONNREFUSED: connect failed' : null,
      })
      .where(eq(mailOutbox.key, key))
      .returning({ id: mailOutbox.id });
    return row!.id;
  };
  const stateOf = async (id: number) =>
    (
      await database().select({ status: mailOutbox.status, attempts: mailOutbox.attempts }).from(mailOutbox).where(eq(mailOutbox.id, id))
    )[0];

  it('a failed email tried again is pending at once with a fresh count of attempts, and the audit log names who asked', async () => {
    const id = await email('failed');
    expect(await retryFailedMail(database(), id, staff)).toBe(true);
    expect(await stateOf(id)).toEqual({ status: 'pending', attempts: 0 });
    const [line] = await database()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'email'), eq(auditLog.entityKey, String(id))));
    expect(line).toMatchObject({
      action: 'email.retry',
      actorEmail: staff.email,
      before: { status: 'failed', attempts: 10 },
      after: { status: 'pending' },
    });
  });

  it('an email the customer already has, or one still waiting, is never put back in line', async () => {
    for (const status of ['sent', 'kept', 'pending'] as const) {
      const id = await email(status);
      expect(await retryFailedMail(database(), id, staff), status).toBe(false);
      expect((await stateOf(id))!.status).toBe(status);
    }
    expect(await retryFailedMail(database(), 2_000_000_000, staff)).toBe(false);
  });

  it('pruning deletes delivered emails past their keeping time and keeps the rest', async () => {
    const old = [await email('sent', 40), await email('kept', 31)];
    const recent = [await email('sent', 5), await email('kept', 29)];
    const open = [await email('failed'), await email('pending')];
    expect(await pruneDeliveredMail(database(), 30)).toBeGreaterThanOrEqual(2);
    const left = (
      await database()
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(inArray(mailOutbox.id, [...old, ...recent, ...open]))
    )
      .map((r) => r.id)
      .sort((a, b) => a - b);
    expect(left).toEqual([...recent, ...open].sort((a, b) => a - b));
  });
});
