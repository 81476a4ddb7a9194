// What the load balancer's two questions are answered with (src/app/api/health and api/ready), as
// pure rules; the probes themselves are in readiness.ts.
// - /api/health: the process is up and answering. Nothing else is asked: a database outage must not
//   make a load balancer kill and restart every app instance, which cannot cure it.
// - /api/ready: this instance can serve: the database answers and has every migration this build
//   ships (an instance started before `npm run db:migrate` finished, or a database restored from an
//   older backup, is taken out of rotation instead of failing shoppers), and Redis answers when
//   REDIS_URL names one. 503 otherwise, with which check failed.
// Reasons are codes (and migration names), never a driver's message: the answer is public, and an
// error text can name hosts and users. The details go to the server's log (readiness.ts).

export type ReadinessChecks = {
  database: 'ok' | 'unreachable';
  /** `unchecked` when the database did not answer; `missing` names the migrations it lacks. */
  migrations: { status: 'ok' } | { status: 'missing'; missing: string[] } | { status: 'unchecked' };
  redis: 'ok' | 'unreachable' | 'not-configured';
};

/** A migration the build ships: drizzle-kit's journal entry (its `when` is what the database records). */
export type ShippedMigration = { when: number; tag: string };

/** PostgreSQL's codes for a missing table or schema: a database no migration ever ran on. */
const NEVER_MIGRATED = new Set(['42P01', '3F000']);

/** True when a failed query of the migrations table means "no migration yet", not "no database". */
export const neverMigrated = (code: unknown): boolean => typeof code === 'string' && NEVER_MIGRATED.has(code);

/**
 * The shipped migrations the database has not recorded, by name, oldest first. Drizzle's migrator
 * records each applied migration's journal time (`created_at`); every shipped one must be there,
 * not only the newest (a database restored from a copy that skipped one is not whole).
 */
export function missingMigrations(shipped: readonly ShippedMigration[], applied: readonly (number | string)[]): string[] {
  const recorded = new Set(applied.map(Number));
  return [...shipped]
    .sort((a, b) => a.when - b.when)
    .filter((m) => !recorded.has(m.when))
    .map((m) => m.tag);
}

export const isReady = (checks: ReadinessChecks): boolean =>
  checks.database === 'ok' && checks.migrations.status === 'ok' && checks.redis !== 'unreachable';

/** What the health answer says: small, and the same for every request. */
export const HEALTH_BODY = { status: 'ok' } as const;

/** The headers both answers carry: never kept by a browser, a proxy or a CDN. */
export const PROBE_HEADERS = { 'Cache-Control': 'no-store' } as const;

/** Paths of the two answers: they skip the render gate (server/render-gate.ts). */
export const PROBE_PATHS: readonly string[] = ['/api/health', '/api/ready'];
