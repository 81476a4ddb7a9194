import 'server-only';
// Storage behind the content feature's forms, without the request: the actions pass the client
// address, tests pass their own database. Validation happens here so no caller can skip it.
import { db, type Database } from '@/db/client';
import type { Locale } from '@/i18n/routing';
import { consumeAllowance } from '@/features/rate-limits/allowance';
import { fieldErrors, type FieldErrors } from '@/ui/form-errors';
import { CONTACT_LIMIT, NEWSLETTER_LIMIT, type ContactField } from './model';
import { contactSchema, newsletterSchema } from './schema';

export type SubscribeResult = { ok: true; email: string; locale: Locale } | { ok: false; reason: 'invalid' | 'limited' };

/** Subscribes an address once; a second subscription of the same address is a success too. */
export async function subscribe(input: { email: unknown; locale: unknown }, client: string, database: Database = db()): Promise<SubscribeResult> {
  const parsed = newsletterSchema.safeParse(input);
  if (!parsed.success) return { ok: false, reason: 'invalid' };
  if (!(await consumeAllowance(`newsletter:${client}`, NEWSLETTER_LIMIT, database))) return { ok: false, reason: 'limited' };
  await database.$client.query('INSERT INTO newsletter_subscribers (email, locale) VALUES ($1, $2) ON CONFLICT (email) DO NOTHING', [parsed.data.email, parsed.data.locale]);
  return { ok: true, ...parsed.data };
}

export type ContactResult =
  | { ok: true; id: number }
  | { ok: false; reason: 'invalid'; fieldErrors: FieldErrors<ContactField> }
  | { ok: false; reason: 'limited' };

/** Validates and stores a message of the contact form; field errors are message ids. */
export async function sendContactMessage(input: Record<string, unknown>, client: string, database: Database = db()): Promise<ContactResult> {
  const parsed = contactSchema.safeParse(input);
  if (!parsed.success) return { ok: false, reason: 'invalid', fieldErrors: fieldErrors<ContactField>(parsed.error) };
  if (!(await consumeAllowance(`contact:${client}`, CONTACT_LIMIT, database))) return { ok: false, reason: 'limited' };
  const { name, email, subject, message } = parsed.data;
  const { rows } = await database.$client.query<{ id: number }>(
    'INSERT INTO contact_messages (name, email, subject, message) VALUES ($1, $2, $3, $4) RETURNING id',
    [name, email.toLowerCase(), subject, message],
  );
  return { ok: true, id: rows[0]!.id };
}
