// The mail worker: one per server process (scripts/serve.ts starts it, and scripts/start.ts in
// development; never under Vitest, whose tests drive `sendDueMail` themselves). It claims due
// outbox rows in batches (outbox.ts: FOR UPDATE SKIP LOCKED and a lease, so several processes and
// instances never take the same row), renders each in its language, hands it to the transport and
// records the result: sent, kept (no SMTP_URL: an .eml file), or a failed attempt to retry with
// backoff until the last one (model.ts DEFAULT_RETRY), then failed for staff to see in the Outbox.
// It polls every few seconds and is woken at once by an enqueue in its own process (wake.ts).
// Logs name the row and the kind, never an address (model.ts redactError).
import type { Database } from '@/db/client';
import { isLocale } from '@/i18n/routing';
import { DEFAULT_RETRY, mailContent, mailFrom, messageIdFor, redactError, type MailContent, type RetryPolicy } from './model';
import { claimDueMail, markDelivered, markFailedAttempt, readMailShop, type ClaimedMail } from './outbox';
import { renderMail, type MailShop } from './render';
import { transportFromEnv, type MailTransport } from './transport';
import { keepDaysFrom, pruneDeliveredMail } from './upkeep';
import { onMailWake } from './wake';
import { log } from '@/server/log';

/** How often the worker deletes delivered emails past their keeping time (upkeep.ts). */
const PRUNE_EVERY_MS = 60 * 60_000;

export type MailWorkerOptions = {
  database: Database;
  transport?: MailTransport;
  /** The shop's public address for links (default: SITE_URL, BETTER_AUTH_URL, or localhost). */
  origin?: string;
  /** The sender (default: MAIL_FROM, else the shop's name at its contact address). */
  from?: string;
  batchSize?: number;
  /** How long a claimed row is the claimer's before another worker may take it again. */
  leaseMs?: number;
  pollMs?: number;
  retry?: RetryPolicy;
  /** Delivered emails older than this many days are deleted (default MAIL_KEEP_DAYS, else 90). */
  keepDays?: number;
  log?: (line: string) => void;
};

export type RoundResult = { claimed: number; delivered: number; failed: number };

const withDefaults = (o: MailWorkerOptions) => ({
  ...o,
  transport: o.transport ?? transportFromEnv(),
  // The owner's sender (MAIL_FROM); unset, model.ts mailFrom writes the shop's name and contact address.
  from: o.from ?? process.env.MAIL_FROM,
  batchSize: o.batchSize ?? 10,
  leaseMs: o.leaseMs ?? 5 * 60_000,
  pollMs: o.pollMs ?? 5_000,
  retry: o.retry ?? DEFAULT_RETRY,
  keepDays: o.keepDays ?? keepDaysFrom(process.env.MAIL_KEEP_DAYS),
  log: o.log ?? ((line: string) => log.warn(line)),
});
type Settings = ReturnType<typeof withDefaults>;

/** Answers go to the shop, but for the contact form's message to the shop: those go to its sender. */
const replyTo = (content: MailContent, shop: MailShop) =>
  content.kind === 'contact-message' && content.data.email ? content.data.email : shop.contacts.email;

async function deliver(options: Settings, mail: ClaimedMail, shop: MailShop): Promise<'delivered' | 'failed'> {
  const { database, transport, retry, log } = options;
  const content = mailContent(mail.kind, mail.data);
  if (!content || !isLocale(mail.locale)) {
    // Nothing to retry: the row cannot become an email. It is failed at once, for staff to see.
    await markFailedAttempt(database, { id: mail.id, attempts: Number.POSITIVE_INFINITY }, 'The email data cannot be rendered.', retry);
    log(`[mail] #${mail.id} ${mail.kind}: data cannot be rendered, failed`);
    return 'failed';
  }
  try {
    const rendered = await renderMail(content, mail.locale, shop);
    const sentAs = await transport.send(
      {
        from: mailFrom(options.from, shop.contacts.email),
        to: mail.recipient,
        replyTo: replyTo(content, shop),
        subject: rendered.subject,
        html: rendered.html,
        text: rendered.text,
        messageId: messageIdFor(mail.id, shop.origin),
        lang: mail.locale,
      },
      mail,
    );
    await markDelivered(database, mail.id, transport.mode === 'smtp' ? 'sent' : 'kept', sentAs);
    return 'delivered';
  } catch (e) {
    const error = redactError(e);
    const gaveUp = await markFailedAttempt(database, mail, error, retry);
    log(`[mail] #${mail.id} ${mail.kind}: attempt ${mail.attempts} failed${gaveUp ? ', giving up' : ''}: ${error}`);
    return 'failed';
  }
}

/** One round: claims a batch of due emails and sends them one by one. */
export async function sendDueMail(options: MailWorkerOptions): Promise<RoundResult> {
  const o = withDefaults(options);
  const claimed = await claimDueMail(o.database, o.batchSize, o.leaseMs);
  const result: RoundResult = { claimed: claimed.length, delivered: 0, failed: 0 };
  if (!claimed.length) return result;
  const shop = await readMailShop(o.database, o.origin);
  for (const mail of claimed) result[await deliver(o, mail, shop)]++;
  return result;
}

export type MailWorker = { wake(): void; stop(): Promise<void> };

/** Starts the loop: a round whenever woken or every `pollMs`; a full batch goes straight to the next. */
export function startMailWorker(options: MailWorkerOptions): MailWorker {
  const o = withDefaults(options);
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let wakeUp: (() => void) | undefined;
  let woken = false;
  const wake = () => {
    woken = true;
    wakeUp?.();
  };
  const pause = () =>
    new Promise<void>((resolve) => {
      if (woken || stopped) return resolve();
      wakeUp = resolve;
      timer = setTimeout(resolve, o.pollMs);
      timer.unref();
    }).finally(() => {
      clearTimeout(timer);
      wakeUp = undefined;
    });

  let prunedAt = 0;
  const loop = (async () => {
    while (!stopped) {
      woken = false;
      let full = false;
      if (Date.now() - prunedAt > PRUNE_EVERY_MS) {
        prunedAt = Date.now();
        await pruneDeliveredMail(o.database, o.keepDays).catch((e) => o.log(`[mail] pruning the outbox failed: ${redactError(e)}`));
      }
      try {
        const round = await sendDueMail(o);
        full = round.claimed === o.batchSize;
      } catch (e) {
        o.log(`[mail] outbox round failed: ${redactError(e)}`);
      }
      if (!full) await pause();
    }
  })();

  const release = onMailWake(wake);
  return {
    wake,
    async stop() {
      stopped = true;
      release();
      wakeUp?.();
      await loop;
      o.transport.close();
    },
  };
}
