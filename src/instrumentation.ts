// Next.js calls register() once as a server process starts, and onRequestError for every request it
// could not answer as asked (a page that threw while rendering: the shopper sees the error page).
// Both keep the query parameters Drizzle writes into its errors out of the log (src/server/render-errors.ts).
// Under a bare `next start` (no scripts/serve.ts), register() also starts the background work (the
// mail worker and the expiry of unpaid card orders), so emails go out and card orders expire there too.
import type { Instrumentation } from 'next';
import { requestErrorEntry, withoutRawErrors } from './server/render-errors';

export async function register() {
  if (process.env.NODE_ENV !== 'production') return;
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    // The development server keeps its own, fuller error reports.
    console.error = withoutRawErrors(console.error.bind(console));
    // Not where it runs elsewhere (NO_BACKGROUND_WORK_ENV: scripts/serve.ts runs it in its primary).
    if (process.env.AXLE_NO_BACKGROUND_WORK || process.env.NEXT_PHASE === 'phase-production-build') return;
    const { startBackgroundWork } = await import('./server/background-work');
    const work = startBackgroundWork();
    if (!work) return;
    const { log } = await import('./server/log');
    log.info('[server] the mail worker and the payment upkeep run in this process (next start)');
    // Next exits on these signals itself; the worker first finishes the email in hand.
    for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, () => void work.stop());
  }
}

// The logger (pino) is Node's: loaded when a Node server process reports, never in an edge bundle.
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  const { fields, msg } = requestErrorEntry(error, request, context);
  if (process.env.NEXT_RUNTIME !== 'nodejs') return console.error(msg, fields.error);
  const { log } = await import('./server/log');
  log.error(fields, msg);
};
