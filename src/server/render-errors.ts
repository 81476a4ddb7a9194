// What the server log says when a page (or a route handler, a server action, the proxy) fails while
// Next.js handles a request: one line through errorSummary, as the API routes log theirs, with the
// path without its query string (a search or an order-tracking email is the shopper's), the digest
// the shopper's error page shows as its reference, and the error's stack frames, never its message
// in full (Drizzle writes the query's parameters into it: addresses, emails, phones). Wired in
// src/instrumentation.ts.
import { errorDigest, errorSummary } from './error-summary';

type ErrorRequest = { path: string; method: string };
type ErrorContext = { routeType: string };

const FRAMES = 8;

/** Where an error was thrown: its first stack frames (no message text). */
function stackFrames(e: unknown): string[] {
  return e instanceof Error && e.stack
    ? e.stack
        .split('\n')
        .filter((line) => /^\s+at /.test(line))
        .slice(0, FRAMES)
    : [];
}

/** An error as the log shows it: errorSummary's line, then where it was thrown (no message text). */
function loggedError(e: unknown): string {
  return [errorSummary(e), ...stackFrames(e)].join('\n');
}

/** An error's fields for a structured log line (src/server/log.ts): its summary and its stack frames. */
export function errorFields(e: unknown): { error: string; stack: string[] } {
  return { error: errorSummary(e), stack: stackFrames(e).map((frame) => frame.trim()) };
}

/** A failed request's fields and message for the log (src/instrumentation.ts). */
export function requestErrorEntry(e: unknown, request: ErrorRequest, context: ErrorContext) {
  const digest = errorDigest(e);
  const path = request.path.split('?', 1)[0];
  return {
    fields: { route: context.routeType, method: request.method, path, ...(digest ? { digest } : {}), ...errorFields(e) },
    msg: `${request.method} ${path} failed${digest ? ` (reference ${digest})` : ''}`,
  };
}

/** The log line for a request Next.js could not answer as asked. */
export function requestErrorLine(e: unknown, request: ErrorRequest, context: ErrorContext): string {
  const digest = errorDigest(e);
  const path = request.path.split('?', 1)[0];
  return `[${context.routeType}] ${request.method} ${path} failed${digest ? ` (reference ${digest})` : ''}: ${loggedError(e)}`;
}

/**
 * console.error for the production server: Next.js logs each failed rendering itself, the whole
 * error with its message (`⨯ Error: Failed query: … params: …`); a call that logs an error Next.js
 * gave a digest (a rendering's) is left out, as the request's own line above reports it
 * (`onRequestError` follows every such call), and any other error object logged is written as
 * loggedError writes it.
 */
export function withoutRawErrors(log: (...args: unknown[]) => void): (...args: unknown[]) => void {
  return (...args: unknown[]) => {
    if (args.some((a) => a instanceof Error && errorDigest(a))) return;
    log(...args.map((a) => (a instanceof Error ? loggedError(a) : a)));
  };
}
