// The contact form against a real PostgreSQL (both test databases): the stored message, the sender's
// acknowledgement and the shop's copy by email, the acknowledgement's rate limit, and invalid fields.
import { randomUUID } from 'node:crypto';
import { expect, it, vi } from 'vitest';
import { describeEachDatabase } from '../../../tests/integration/databases';
import type { ContactMailData } from '@/features/mail';
import { readSettings } from '@/features/settings/queries';
import { CONTACT_ACKNOWLEDGEMENT_LIMIT } from './model';
import { sendContactMessage } from './service';

// The server-only guard throws outside a React server build; this module runs on the server here too.
vi.mock('server-only', () => ({}));

describeEachDatabase('contact form', (database) => {
  const client = () => `test-${randomUUID()}`;
  const valid = () => ({
    name: 'Layla Haddad',
    email: `Layla.${randomUUID()}@Example.com`,
    subject: 'Brake pads',
    message: 'Do the ceramic pads fit a 2019 Camry?',
  });

  it('stores a valid message, trimmed, with a lower-case email', async () => {
    const input = { ...valid(), name: '  Layla Haddad ' };
    const result = await sendContactMessage(input, client(), database());
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const { rows } = await database().$client.query('SELECT name, email, subject, message FROM contact_messages WHERE id = $1', [
      result.id,
    ]);
    expect(rows[0]).toEqual({ name: 'Layla Haddad', email: input.email.toLowerCase(), subject: 'Brake pads', message: input.message });
  });

  const contactMails = async (id: number) =>
    (
      await database().$client.query<{ kind: string; recipient: string; locale: string; data: ContactMailData }>(
        'SELECT kind, recipient, locale, data FROM mail_outbox WHERE key IN ($1, $2) ORDER BY kind',
        [`contact-acknowledgement:${id}`, `contact-message:${id}`],
      )
    ).rows;
  const contactMailCount = async () =>
    (
      await database().$client.query(
        "SELECT count(*)::int AS n FROM mail_outbox WHERE kind IN ('contact-acknowledgement', 'contact-message')",
      )
    ).rows[0].n as number;

  it("emails the sender an acknowledgement in the page's language and the shop the message, once each", async () => {
    const input = { ...valid(), locale: 'ar' };
    const result = await sendContactMessage(input, client(), database());
    if (!result.ok) throw new Error('not sent');
    const { rows } = await database().$client.query('SELECT created_at FROM contact_messages WHERE id = $1', [result.id]);
    const data = {
      id: result.id,
      name: 'Layla Haddad',
      email: input.email.toLowerCase(),
      subject: 'Brake pads',
      message: input.message,
      receivedAt: rows[0].created_at.toISOString(),
    };
    const shopInbox = (await readSettings(database())).contacts.email;
    expect(await contactMails(result.id)).toEqual([
      { kind: 'contact-acknowledgement', recipient: input.email.toLowerCase(), locale: 'ar', data },
      { kind: 'contact-message', recipient: shopInbox, locale: 'en', data },
    ]);
  });

  it('writes the acknowledgement in English when the language is unknown', async () => {
    const result = await sendContactMessage({ ...valid(), locale: 'xx' }, client(), database());
    if (!result.ok) throw new Error('not sent');
    expect((await contactMails(result.id)).map((m) => m.locale)).toEqual(['en', 'en']);
  });

  it('acknowledges one sender address a few times an hour, but every message reaches the shop', async () => {
    const email = `busy-${randomUUID()}@example.com`;
    const ids: number[] = [];
    for (let i = 0; i <= CONTACT_ACKNOWLEDGEMENT_LIMIT.max; i++) {
      const result = await sendContactMessage({ ...valid(), email }, client(), database());
      if (!result.ok) throw new Error('not sent');
      ids.push(result.id);
    }
    const kinds = await Promise.all(ids.map(async (id) => (await contactMails(id)).map((m) => m.kind)));
    expect(kinds.slice(0, -1)).toEqual(ids.slice(0, -1).map(() => ['contact-acknowledgement', 'contact-message']));
    expect(kinds.at(-1)).toEqual(['contact-message']);
  });

  it('accepts a message without a subject', async () => {
    const { subject: _omit, ...input } = valid();
    expect((await sendContactMessage(input, client(), database())).ok).toBe(true);
  });

  it('names every invalid field with a message id, and stores nothing', async () => {
    const before = await database().$client.query('SELECT count(*)::int AS n FROM contact_messages');
    const mailsBefore = await contactMailCount();
    const result = await sendContactMessage(
      { name: '   ', email: 'not-an-email', subject: 'x'.repeat(201), message: 'short' },
      client(),
      database(),
    );
    expect(result).toEqual({
      ok: false,
      reason: 'invalid',
      fieldErrors: {
        name: 'ERROR_FORM_REQUIRED',
        email: 'ERROR_FORM_INCORRECT_EMAIL',
        subject: 'ERROR_FORM_TOO_LONG',
        message: 'ERROR_CONTACT_MESSAGE_TOO_SHORT',
      },
    });
    expect(await sendContactMessage({}, client(), database())).toMatchObject({
      ok: false,
      fieldErrors: { name: 'ERROR_FORM_REQUIRED', email: 'ERROR_FORM_REQUIRED', message: 'ERROR_FORM_REQUIRED' },
    });
    expect(await sendContactMessage({ ...valid(), message: 'x'.repeat(5001) }, client(), database())).toMatchObject({
      ok: false,
      fieldErrors: { message: 'ERROR_FORM_TOO_LONG' },
    });
    const after = await database().$client.query('SELECT count(*)::int AS n FROM contact_messages');
    expect(after.rows[0].n).toBe(before.rows[0].n);
    expect(await contactMailCount()).toBe(mailsBefore);
  });
});
