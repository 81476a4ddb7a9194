// The shop's work that no request starts: the outbox's mail worker (features/mail/worker.ts: sends
// the queued emails, polling, and woken at once in its own process when an email is enqueued) and
// the expiry of unpaid card orders (features/payments/upkeep.ts). Each on its own small pool, holding
// a connection only while it works. One per instance is enough, and several never take the same row
// (docs/adr/0014-mail-outbox.md). Started by the production server (scripts/serve.ts, in its primary
// process) or, under a bare `next start`, by src/instrumentation.ts; never under Vitest or in a build.
// No 'server-only' marker: scripts/serve.ts loads this outside Next's bundle.
import { openDatabase } from '@/db/client';
import { startMailWorker } from '@/features/mail/worker';
import { startPaymentUpkeep } from '@/features/payments/upkeep';

/**
 * Set where a Next server process must not start the background work itself: under scripts/serve.ts,
 * whose primary process runs it (the rendering processes inherit the mark), and for a second server
 * beside a shop that already runs it (the error-page journeys' `next start`).
 */
export const NO_BACKGROUND_WORK_ENV = 'AXLE_NO_BACKGROUND_WORK';

export type BackgroundWork = { stop(): Promise<void> };

/** Starts the mail worker and the payment upkeep on the shop's database; none without DATABASE_URL. */
export function startBackgroundWork(url = process.env.DATABASE_URL): BackgroundWork | undefined {
  if (!url) return undefined;
  const mail = startMailWorker({ database: openDatabase(url, 2) });
  const payments = startPaymentUpkeep(openDatabase(url, 2));
  return { stop: () => Promise.all([mail.stop(), payments.stop()]).then(() => undefined) };
}
