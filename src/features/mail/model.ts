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
import { z } from 'zod';

export const MAIL_KINDS = ['order-placed', 'order-shipped', 'order-completed', 'order-cancelled'] as const;
export type MailKind = (typeof MAIL_KINDS)[number];
export const isMailKind = (v: unknown): v is MailKind => typeof v === 'string' && (MAIL_KINDS as readonly string[]).includes(v);

export const MAIL_STATUSES = ['pending', 'sent', 'kept', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** Message ids naming each kind and status in the admin. */
export const KIND_LABELS: Record<MailKind, string> = {
  'order-placed': 'TEXT_EMAIL_KIND_ORDER_PLACED',
  'order-shipped': 'TEXT_EMAIL_KIND_ORDER_SHIPPED',
  'order-completed': 'TEXT_EMAIL_KIND_ORDER_COMPLETED',
  'order-cancelled': 'TEXT_EMAIL_KIND_ORDER_CANCELLED',
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
export const STATUS_MAIL: Partial<Record<string, MailKind>> = { SHIPPED: 'order-shipped', COMPLETED: 'order-completed', CANCELLED: 'order-cancelled' };

/** One event, one email: the outbox's unique key. */
export const mailKey = (kind: MailKind, orderNumber: string) => `${kind}:${orderNumber}`;

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

export const orderMailSchema = z.object({
  number: z.string().min(1),
  token: z.string().regex(/^[0-9a-f]{32}$/),
  placedAt: z.string(),
  payment: z.enum(['bank', 'check', 'cash']),
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
    }),
  ),
  subtotal: money,
  shipping: money,
  tax: money,
  total: money,
  billingAddress: address,
  shippingAddress: address,
  shipment: z.object({ carrier: z.string(), trackingNumber: z.string() }).nullable(),
});
export type OrderMailData = z.infer<typeof orderMailSchema>;
export type MailAddress = OrderMailData['billingAddress'];

/** A row's data as its template needs it, or null when it is not (a row edited by hand, an older shape). */
export function mailData(kind: string, data: unknown): OrderMailData | null {
  if (!isMailKind(kind)) return null;
  const parsed = orderMailSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
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
export function afterFailure(attempts: number, policy: RetryPolicy = DEFAULT_RETRY, random = Math.random): { giveUp: true } | { giveUp: false; delayMs: number } {
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
  const stamp = createdAt.toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z');
  return `${stamp}-${id}-${kind.replace(/[^a-z-]/g, '')}.eml`;
}
