// The job that cancels unpaid card orders past their pay-by time (service.ts expireUnpaidOrders),
// run by the server's primary process beside the mail worker, once a minute. Several processes or
// instances may each run it: the expiry takes each order under SKIP LOCKED and re-checks it.
import type { Database } from '@/db/client';
import { cardProvider } from './providers';
import { expireUnpaidOrders } from './service';
import { log } from '@/server/log';

export const EXPIRY_EVERY_MS = 60_000;

export type PaymentUpkeep = { stop(): Promise<void> };

export function startPaymentUpkeep(database: Database, everyMs = EXPIRY_EVERY_MS): PaymentUpkeep {
  let running: Promise<unknown> = Promise.resolve();
  const round = () => {
    running = cardProvider()
      .then((provider) => expireUnpaidOrders(database, provider))
      .then((n) => n && log.info(`[payments] ${n} unpaid card order(s) expired and cancelled`))
      .catch((e) => log.error(`[payments] expiring unpaid orders failed: ${e instanceof Error ? e.message : String(e)}`));
  };
  round();
  const timer = setInterval(round, everyMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
