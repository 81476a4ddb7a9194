// Next.js calls register() once as a server process starts, and onRequestError for every request it
// could not answer as asked (a page that threw while rendering: the shopper sees the error page).
// Both keep the query parameters Drizzle writes into its errors out of the log (src/server/render-errors.ts).
import type { Instrumentation } from 'next';
import { requestErrorEntry, withoutRawErrors } from './server/render-errors';

export function register() {
  // The development server keeps its own, fuller error reports.
  if (process.env.NEXT_RUNTIME === 'nodejs' && process.env.NODE_ENV === 'production')
    console.error = withoutRawErrors(console.error.bind(console));
}

// The logger (pino) is Node's: loaded when a Node server process reports, never in an edge bundle.
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  const { fields, msg } = requestErrorEntry(error, request, context);
  if (process.env.NEXT_RUNTIME !== 'nodejs') return console.error(msg, fields.error);
  const { log } = await import('./server/log');
  log.error(fields, msg);
};
