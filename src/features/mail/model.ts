// Mail feature: the shop's transactional email, never lost and never sent twice by two processes.
// This file owns the rules, pure and without I/O: which emails exist (kinds) and the data each one
// renders, the event key that makes an email unique, the retry schedule (exponential backoff, then
// 'failed'), what a failure may say in a log (no email addresses), the sender, the Message-ID and the
// .eml file name. outbox.ts writes and claims rows, worker.ts sends them, transport.ts is SMTP or
// the .eml files, templates/ are the React emails, queries.ts the admin's reads.
//
// Decisions (docs/adr/0014-mail-outbox.md):
// - The outbox row is written in the transaction of its event; the worker claims due rows with
//   SELECT … FOR UPDATE SKIP LOCKED and a lease, so a crash never loses an email and two processes
//   never take the same row. SMTP is at least once: a process that dies after the server took the
//   email but before the row says so sends it again after the lease, with the same Message-ID.
// - The data is a snapshot of the order at the event, with names in every shop language, so the
//   email reads the same whenever it is sent and the admin can preview it in any language. Prices
//   are USD cents shown in the order's currency at the rate of the moment it was placed.
// - Status emails (shipped, completed, cancelled) list the items without prices; the order-placed
//   email has the prices, totals, addresses and payment instructions.
// @server-translated: the kinds' and statuses' labels are the admin outbox's, translated on the server.
import { z } from 'zod';
import type { mailOutbox } from '@/db/schema/mail';
import { LINE_FITS } from '@/features/cart/fit';

type MailOutboxRow = typeof mailOutbox.$inferSelect;

const ORDER_MAIL_KINDS = ['order-placed', 'order-shipped', 'order-completed', 'order-cancelled'] as const;
/** Emails whose point is one link: a password reset, an address to verify, a subscription to confirm. */
const LINK_MAIL_KINDS = ['password-reset', 'email-verification', 'newsletter-confirmation'] as const;
/** The contact form: the acknowledgement to the sender and the message to the shop's inbox address. */
const CONTACT_MAIL_KINDS = ['contact-acknowledgement', 'contact-message'] as const;
const MAIL_KINDS = [...ORDER_MAIL_KINDS, ...LINK_MAIL_KINDS, ...CONTACT_MAIL_KINDS] as const;
export type OrderMailKind = (typeof ORDER_MAIL_KINDS)[number];
export type LinkMailKind = (typeof LINK_MAIL_KINDS)[number];
export type ContactMailKind = (typeof CONTACT_MAIL_KINDS)[number];
export type MailKind = (typeof MAIL_KINDS)[number];
export const isMailKind = (v: unknown): v is MailKind => typeof v === 'string' && (MAIL_KINDS as readonly string[]).includes(v);
/**
 * Links that sign someone in or change an account. Once such an email has gone out by SMTP, the
 * admin's preview shows its link without the token: staff must not be able to use it.
 */
const SECRET_LINK_KINDS: readonly MailKind[] = ['password-reset', 'email-verification'];

/** The outbox row's status, as the table declares it. */
export type MailStatus = MailOutboxRow['status'];

/** Message ids naming each kind and status in the admin. */
export const KIND_LABELS: Record<MailKind, string> = {
  'order-placed': 'TEXT_EMAIL_KIND_ORDER_PLACED',
  'order-shipped': 'TEXT_EMAIL_KIND_ORDER_SHIPPED',
  'order-completed': 'TEXT_EMAIL_KIND_ORDER_COMPLETED',
  'order-cancelled': 'TEXT_EMAIL_KIND_ORDER_CANCELLED',
  'password-reset': 'TEXT_EMAIL_KIND_PASSWORD_RESET',
  'email-verification': 'TEXT_EMAIL_KIND_EMAIL_VERIFICATION',
  'newsletter-confirmation': 'TEXT_EMAIL_KIND_NEWSLETTER_CONFIRMATION',
  'contact-acknowledgement': 'TEXT_EMAIL_KIND_CONTACT_ACKNOWLEDGEMENT',
  'contact-message': 'TEXT_EMAIL_KIND_CONTACT_MESSAGE',
};
export const MAIL_STATUS_LABELS: Record<MailStatus, string> = {
  pending: 'TEXT_EMAIL_STATUS_PENDING',
  sent: 'TEXT_EMAIL_STATUS_SENT',
  kept: 'TEXT_EMAIL_STATUS_KEPT',
  failed: 'TEXT_EMAIL_STATUS_FAILED',
};

/** The shop's name as the logo and the copyright line print it; the sender's name by default. */
export const SHOP_NAME = 'Axle';

/** The email an order status move sends, if any. */
export const STATUS_MAIL: Partial<Record<string, MailKind>> = {
  SHIPPED: 'order-shipped',
  COMPLETED: 'order-completed',
  CANCELLED: 'order-cancelled',
};

/**
 * One event, one email: the outbox's unique key, the kind and what the event is about (an order's
 * number, a contact message's id, a digest of a link's token — never the token itself).
 */
export const mailKey = (kind: MailKind, about: string) => `${kind}:${about}`;

// ---- The data an order email renders ----

const localized = z.object({ en: z.string(), ru: z.string().optional(), ar: z.string().optional() });
const address = z.object({
  firstName: z.string(),
  lastName: z.string(),
  company: z.string(),
  address1: z.string(),
  address2: z.string(),
  city: z.string(),
  state: z.string(),
  postcode: z.string(),
  /** The country's name in every shop language. */
  country: localized,
  email: z.string(),
  phone: z.string(),
});
const money = z.number().int();

const orderMailSchema = z.object({
  number: z.string().min(1),
  token: z.string().regex(/^[0-9a-f]{32}$/),
  placedAt: z.string(),
  payment: z.enum(['bank', 'check', 'cash', 'card']),
  /** Whether the order was paid when the email was written (absent in emails queued before payments). */
  paymentStatus: z.enum(['unpaid', 'paid', 'refunded', 'partially_refunded', 'failed']).optional(),
  /** The order's currency with its rate (units per USD) when the order was placed. */
  currency: z.object({ code: z.string(), symbol: z.string(), rate: z.number().positive() }),
  items: z.array(
    z.object({
      name: localized,
      sku: z.string(),
      options: z.array(z.object({ name: localized, value: localized })),
      quantity: z.number().int().positive(),
      price: money,
      total: money,
      /** The vehicle the line was bought for (null: none) and its fit then; absent on emails written before fits were kept. */
      fit: z
        .object({
          vehicle: z.string().nullable(),
          fit: z.enum(LINE_FITS),
          qualifiers: z
            .object({
              position: z.enum(['front', 'rear', 'left', 'right']).nullable(),
              quantity: z.number().nullable(),
              notes: z.string().nullable(),
            })
            .nullable(),
        })
        .optional(),
    }),
  ),
  subtotal: money,
  shipping: money,
  tax: money,
  total: money,
  billingAddress: address,
  shippingAddress: address,
  shipment: z.object({ carrier: z.string(), trackingNumber: z.string() }).nullable(),
  /** The shop's account for a bank transfer, as set when the order was placed (bank payment only). */
  bank: z.object({ accountName: z.string(), bankName: z.string(), accountNumber: z.string(), bic: z.string() }).nullable().optional(),
});
export type OrderMailData = z.infer<typeof orderMailSchema>;
export type MailAddress = OrderMailData['billingAddress'];

// ---- The data of a link email and of the contact emails ----

const webAddress = z
  .string()
  .url()
  .refine((u) => /^https?:\/\//.test(u), 'http(s) only');

const linkMailSchema = z.object({
  /** The person's first name, or '' when the shop does not know it. */
  name: z.string(),
  /** The link, absolute, in the email's language. */
  url: webAddress,
  /** When the link stops working (ISO time), or null when it does not expire. */
  expiresAt: z.string().nullable(),
  /** An unsubscribe link (the newsletter's emails). */
  unsubscribeUrl: webAddress.optional(),
});
export type LinkMailData = z.infer<typeof linkMailSchema>;

const contactMailSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  receivedAt: z.string(),
});
export type ContactMailData = z.infer<typeof contactMailSchema>;

type MailDataOf = { [K in OrderMailKind]: OrderMailData } & { [K in LinkMailKind]: LinkMailData } & {
  [K in ContactMailKind]: ContactMailData;
};
/** An outbox row's kind with its data, checked: what a template renders. */
export type MailContent = { [K in MailKind]: { kind: K; data: MailDataOf[K] } }[MailKind];

const SCHEMAS = {
  order: orderMailSchema,
  link: linkMailSchema,
  contact: contactMailSchema,
};
const schemaOf = (kind: MailKind) =>
  (ORDER_MAIL_KINDS as readonly string[]).includes(kind)
    ? SCHEMAS.order
    : (LINK_MAIL_KINDS as readonly string[]).includes(kind)
      ? SCHEMAS.link
      : SCHEMAS.contact;

/** A row as its template needs it, or null when it is not (an unknown kind, a row edited by hand, an older shape). */
export function mailContent(kind: string, data: unknown): MailContent | null {
  if (!isMailKind(kind)) return null;
  const parsed = schemaOf(kind).safeParse(data);
  return parsed.success ? ({ kind, data: parsed.data } as MailContent) : null;
}

/** The data of a row of a known kind, checked; null when it does not render. */
export function mailData<K extends MailKind>(kind: K, data: unknown): MailDataOf[K] | null {
  return (mailContent(kind, data)?.data as MailDataOf[K] | undefined) ?? null;
}

/** A link as the admin may see it once the email has gone out: the page it opens, without the token. */
export function withoutToken(url: string): string {
  try {
    const u = new URL(url);
    return `${u.origin}${u.pathname.replace(/\/[A-Za-z0-9_-]{16,}$/, '/…')}${u.search ? '?…' : ''}`;
  } catch {
    return '…';
  }
}

/** What the admin's preview renders: secret links that went out by SMTP lose their token. */
export function previewContent(content: MailContent, status: string): MailContent {
  if (status !== 'sent' || !SECRET_LINK_KINDS.includes(content.kind) || !('url' in content.data)) return content;
  return { ...content, data: { ...content.data, url: withoutToken(content.data.url) } } as MailContent;
}

// ---- Retries ----

export type RetryPolicy = {
  /** The wait after the first failed attempt; each later one doubles it. */
  baseMs: number;
  /** No wait is longer than this. */
  capMs: number;
  /** Attempts in all; after the last one fails, the email is 'failed'. */
  maxAttempts: number;
};

/** 30 s, 1, 2, 4, 8, 16, 32 min, then hourly: ten attempts over about three hours. */
export const DEFAULT_RETRY: RetryPolicy = { baseMs: 30_000, capMs: 3_600_000, maxAttempts: 10 };

/**
 * What happens after attempt number `attempts` (1 for the first) failed: wait and try again, or
 * give up. The wait is base × 2^(attempts−1), at most the cap, less up to a tenth at random (`random`
 * in [0, 1)) so processes that failed together do not all come back in the same second.
 */
export function afterFailure(
  attempts: number,
  policy: RetryPolicy = DEFAULT_RETRY,
  random = Math.random,
): { giveUp: true } | { giveUp: false; delayMs: number } {
  if (attempts >= policy.maxAttempts) return { giveUp: true };
  const exponent = Math.min(Math.max(attempts, 1) - 1, 30);
  const delay = Math.min(policy.baseMs * 2 ** exponent, policy.capMs);
  return { giveUp: false, delayMs: Math.round(delay * (1 - random() * 0.1)) };
}

// ---- What leaves the process ----

/** An error as a log or the admin may show it: one line, email addresses taken out, at most 300 characters. */
export function redactError(e: unknown): string {
  const code = e instanceof Error ? (e as { code?: unknown }).code : undefined;
  const message = e instanceof Error ? e.message : String(e);
  // A database error's message may carry the query's parameters (Drizzle adds them): cut them off.
  const raw = `${typeof code === 'string' ? `${code}: ` : ''}${message.replace(/params:.*$/s, '')}`;
  return raw
    .replace(/[^\s<>"'@]+@[^\s<>"'@]+/g, '<address>')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 300);
}

/** The sender: MAIL_FROM, else the shop's name at the shop's contact address. */
export function mailFrom(configured: string | undefined, contactEmail: string): string {
  const own = configured?.trim();
  return own ? own : `"${SHOP_NAME}" <${contactEmail}>`;
}

/** The same Message-ID every time a row is sent, so a receiver can tell a repeat after a crash. */
export function messageIdFor(id: number, origin: string): string {
  let host = 'localhost';
  try {
    host = new URL(origin).hostname || host;
  } catch {
    // An origin that is not a URL keeps the local host name.
  }
  return `<outbox-${id}@${host}>`;
}

/** The .eml file of a kept email: sortable by time, naming its row and kind (no address in it). */
export function emlFileName(id: number, kind: string, createdAt: Date): string {
  const stamp = createdAt
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  return `${stamp}-${id}-${kind.replace(/[^a-z-]/g, '')}.eml`;
}
