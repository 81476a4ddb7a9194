// What the server log says about a failed database call: the error's kind, PostgreSQL's code and
// message, never the query's parameters (Drizzle puts them in its message: addresses, emails, phones).
export function errorSummary(e: unknown): string {
  if (!(e instanceof Error)) return String(e).slice(0, 200);
  const cause = (e as { cause?: unknown }).cause;
  const pg = (cause instanceof Error ? cause : e) as Error & { code?: string };
  const message = pg.message
    .split('\n', 1)[0]!
    .replace(/params:.*$/s, '')
    .slice(0, 200);
  return [e.name, pg.code, message].filter(Boolean).join(' ');
}

/** The digest Next.js gives an error thrown while rendering on the server: the reference the error page shows and the log names it by. */
export function errorDigest(e: unknown): string | null {
  const digest = typeof e === 'object' && e !== null ? (e as { digest?: unknown }).digest : undefined;
  return typeof digest === 'string' ? digest : null;
}
