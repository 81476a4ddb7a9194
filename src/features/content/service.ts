import 'server-only';
// Storage behind the content feature's forms, without the request: the actions pass the client
// address, tests pass their own database (and the shop's origin for links). Validation happens here
// so no caller can skip it. The emails a form causes are written to the mail outbox in the same
// transaction as its row, and the mailer is woken once that has committed (features/mail).
//
// Newsletter links carry a random token (32 bytes); the table keeps only its SHA-256, and the
// outbox's key for the email is that digest too, so no token is ever stored but in the email itself.
// The token is the same in the confirm and the unsubscribe link of one email; a newer email's token
// replaces it (the older email's links then answer "not valid"). After confirming or unsubscribing
// the digest stays, so opening the same link again shows the same result.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { siteUrl } from '@/config';
import { db, type Database } from '@/db/client';
import { contactMessages, newsletterSubscribers } from '@/db/schema';
import { defaultLocale, type Locale } from '@/i18n/routing';
import { enqueueMail, mailKey, wakeMailer, type ContactMailData, type LinkMailData } from '@/features/mail';
import { consumeAllowance } from '@/features/rate-limits/allowance';
import { readSettings } from '@/features/settings/queries';
import { fieldErrors, type FieldErrors } from '@/ui/form-errors';
import {
  CONTACT_ACKNOWLEDGEMENT_LIMIT,
  CONTACT_LIMIT,
  isNewsletterToken,
  NEWSLETTER_CONFIRM_MS,
  NEWSLETTER_CONFIRM_PATH,
  NEWSLETTER_EMAIL_LIMIT,
  NEWSLETTER_LIMIT,
  NEWSLETTER_UNSUBSCRIBE_PATH,
  newsletterHref,
  type ContactField,
  type NewsletterLinkState,
} from './model';
import { contactSchema, newsletterSchema } from './schema';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

// Newsletter ---------------------------------------------------------------------------------------

export type SubscribeResult = { ok: true; email: string; locale: Locale } | { ok: false; reason: 'invalid' | 'limited' };

/**
 * Asks for a subscription: a new, pending or unsubscribed address becomes pending with a new link,
 * emailed in `locale`; a confirmed subscriber is left alone. The answer is the same either way.
 */
export async function subscribe(
  input: { email: unknown; locale: unknown },
  client: string,
  database: Database = db(),
  origin = siteUrl(),
): Promise<SubscribeResult> {
  const parsed = newsletterSchema.safeParse(input);
  if (!parsed.success) return { ok: false, reason: 'invalid' };
  if (!(await consumeAllowance(`newsletter:${client}`, NEWSLETTER_LIMIT, database))) return { ok: false, reason: 'limited' };
  const { email, locale } = parsed.data;
  // Counted whatever the address's state, so the limit tells nothing about it; keyed by a digest:
  // the counters are no list of addresses.
  if (!(await consumeAllowance(`newsletter-email:${sha256(email)}`, NEWSLETTER_EMAIL_LIMIT, database)))
    return { ok: false, reason: 'limited' };

  const token = randomBytes(32).toString('base64url');
  const tokenHash = sha256(token);
  const confirmBy = new Date(Date.now() + NEWSLETTER_CONFIRM_MS);
  const t = newsletterSubscribers;
  const emailed = await database.transaction(async (tx) => {
    const [row] = await tx
      .insert(t)
      .values({ email, locale, tokenHash, confirmBy })
      .onConflictDoUpdate({
        target: t.email,
        set: {
          locale,
          tokenHash,
          confirmBy,
          confirmedAt: null,
          // Asking again after unsubscribing is a new subscription; a pending one keeps its date.
          createdAt: sql`CASE WHEN ${t.unsubscribedAt} IS NULL THEN ${t.createdAt} ELSE now() END`,
          unsubscribedAt: null,
        },
        // A confirmed subscriber's row is not touched (the upsert then returns no row).
        setWhere: or(isNull(t.confirmedAt), isNotNull(t.unsubscribedAt)),
      })
      .returning({ id: t.id });
    if (!row) return false;
    const data: LinkMailData = {
      name: '',
      url: `${origin}${newsletterHref(locale, NEWSLETTER_CONFIRM_PATH, token)}`,
      expiresAt: confirmBy.toISOString(),
      unsubscribeUrl: `${origin}${newsletterHref(locale, NEWSLETTER_UNSUBSCRIBE_PATH, token)}`,
    };
    return enqueueMail(tx, {
      kind: 'newsletter-confirmation',
      key: mailKey('newsletter-confirmation', tokenHash),
      recipient: email,
      locale,
      data,
    });
  });
  if (emailed) wakeMailer();
  return { ok: true, email, locale };
}

const byToken = (token: string) => eq(newsletterSubscribers.tokenHash, sha256(token));

/**
 * The confirm link: confirms the subscription it was sent for, once; opening it again answers
 * 'confirmed' too. An expired link, one replaced by a newer email, or one of an address that has
 * unsubscribed since is 'invalid'.
 */
export async function confirmSubscription(token: unknown, database: Database = db()): Promise<'confirmed' | 'invalid'> {
  if (!isNewsletterToken(token)) return 'invalid';
  const t = newsletterSubscribers;
  const rows = await database
    .update(t)
    .set({ confirmedAt: sql`coalesce(${t.confirmedAt}, now())` })
    .where(and(byToken(token), isNull(t.unsubscribedAt), or(isNotNull(t.confirmedAt), gt(t.confirmBy, sql`now()`))))
    .returning({ id: t.id });
  return rows.length ? 'confirmed' : 'invalid';
}

/** The state of the subscription an unsubscribe link was sent for (the page shows it before the button). */
export async function subscriptionState(token: unknown, database: Database = db()): Promise<NewsletterLinkState> {
  if (!isNewsletterToken(token)) return 'invalid';
  const [row] = await database
    .select({ confirmedAt: newsletterSubscribers.confirmedAt, unsubscribedAt: newsletterSubscribers.unsubscribedAt })
    .from(newsletterSubscribers)
    .where(byToken(token));
  if (!row) return 'invalid';
  return row.unsubscribedAt ? 'unsubscribed' : row.confirmedAt ? 'confirmed' : 'pending';
}

/** The unsubscribe button: ends the subscription (pending or confirmed) for good; again is harmless. */
export async function unsubscribe(token: unknown, database: Database = db()): Promise<'unsubscribed' | 'invalid'> {
  if (!isNewsletterToken(token)) return 'invalid';
  const t = newsletterSubscribers;
  const rows = await database
    .update(t)
    .set({ unsubscribedAt: sql`coalesce(${t.unsubscribedAt}, now())` })
    .where(byToken(token))
    .returning({ id: t.id });
  return rows.length ? 'unsubscribed' : 'invalid';
}

// Contact form -------------------------------------------------------------------------------------

export type ContactResult =
  { ok: true; id: number } | { ok: false; reason: 'invalid'; fieldErrors: FieldErrors<ContactField> } | { ok: false; reason: 'limited' };

/**
 * Validates and stores a message of the contact form (field errors are message ids), with its two
 * emails: the acknowledgement to the sender in the page's language, and the message to the shop's
 * contact address in the shop's default language (the owner's; the shop has no setting for it).
 */
export async function sendContactMessage(
  input: Record<string, unknown>,
  client: string,
  database: Database = db(),
): Promise<ContactResult> {
  const parsed = contactSchema.safeParse(input);
  if (!parsed.success) return { ok: false, reason: 'invalid', fieldErrors: fieldErrors<ContactField>(parsed.error) };
  if (!(await consumeAllowance(`contact:${client}`, CONTACT_LIMIT, database))) return { ok: false, reason: 'limited' };
  const { name, subject, message, locale } = parsed.data;
  const email = parsed.data.email.toLowerCase();
  // The acknowledgement copies what was typed to the address typed: past a few an hour it is left
  // out, so the form is no relay for someone else's inbox. The message still reaches the shop.
  const acknowledge = await consumeAllowance(`contact-email:${sha256(email)}`, CONTACT_ACKNOWLEDGEMENT_LIMIT, database);

  const id = await database.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactMessages)
      .values({ name, email, subject, message })
      .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
    const data: ContactMailData = { id: row!.id, name, email, subject, message, receivedAt: row!.createdAt.toISOString() };
    const shopInbox = (await readSettings(tx)).contacts.email;
    if (acknowledge) {
      await enqueueMail(tx, {
        kind: 'contact-acknowledgement',
        key: mailKey('contact-acknowledgement', String(data.id)),
        recipient: email,
        locale,
        data,
      });
    }
    await enqueueMail(tx, {
      kind: 'contact-message',
      key: mailKey('contact-message', String(data.id)),
      recipient: shopInbox,
      locale: defaultLocale,
      data,
    });
    return data.id;
  });
  wakeMailer();
  return { ok: true, id };
}
