// The readiness probes behind /api/ready (the rules are in health.ts): one query on the probe pool
// (db/client.ts: one connection, 2 s at most) reads the migrations the database has recorded, which
// answers both "does it answer" and "is it whole"; Redis gets a PING when REDIS_URL is set; both at
// once. The shipped migrations are drizzle-kit's journal, bundled into the build, so a server
// compares the database with what it was built with. Why a check failed goes to this process's log
// once, when the answer changes, not at every probe of every load balancer.
import { probePool } from '@/db/client';
import journal from '@/db/migrations/meta/_journal.json';
import { errorSummary } from './error-summary';
import { isReady, missingMigrations, neverMigrated, type ReadinessChecks, type ShippedMigration } from './health';
import { pingRedis } from './redis-ping';
import { log } from '@/server/log';

const SHIPPED: readonly ShippedMigration[] = journal.entries.map(({ when, tag }) => ({ when, tag }));

export type Readiness = { ready: boolean; checks: ReadinessChecks; ms: number };

type Settings = { databaseUrl?: string; redisUrl?: string; shipped?: readonly ShippedMigration[] };

async function checkDatabase(
  url: string | undefined,
  shipped: readonly ShippedMigration[],
): Promise<Pick<ReadinessChecks, 'database' | 'migrations'> & { why?: string }> {
  if (!url) return { database: 'unreachable', migrations: { status: 'unchecked' }, why: 'DATABASE_URL is not set' };
  try {
    const { rows } = await probePool(url).query<{ created_at: string }>('SELECT created_at FROM drizzle.__drizzle_migrations');
    const missing = missingMigrations(
      shipped,
      rows.map((r) => r.created_at),
    );
    return missing.length
      ? { database: 'ok', migrations: { status: 'missing', missing }, why: `migrations not applied: ${missing.join(', ')}` }
      : { database: 'ok', migrations: { status: 'ok' } };
  } catch (e) {
    const code = (e as { code?: unknown }).code;
    if (neverMigrated(code))
      return { database: 'ok', migrations: { status: 'missing', missing: missingMigrations(shipped, []) }, why: 'no migration applied' };
    return { database: 'unreachable', migrations: { status: 'unchecked' }, why: `database: ${errorSummary(e)}` };
  }
}

async function checkRedis(url: string | undefined): Promise<{ redis: ReadinessChecks['redis']; why?: string }> {
  if (!url?.trim()) return { redis: 'not-configured' };
  try {
    await pingRedis(url.trim());
    return { redis: 'ok' };
  } catch (e) {
    return { redis: 'unreachable', why: `redis: ${e instanceof Error ? e.message : String(e)}` };
  }
}

let lastWhy: string | undefined;

/** Whether this instance can serve, and each check's answer. */
export async function checkReadiness({
  databaseUrl = process.env.DATABASE_URL,
  redisUrl = process.env.REDIS_URL,
  shipped = SHIPPED,
}: Settings = {}): Promise<Readiness> {
  const started = performance.now();
  const [database, redis] = await Promise.all([checkDatabase(databaseUrl, shipped), checkRedis(redisUrl)]);
  const checks: ReadinessChecks = { database: database.database, migrations: database.migrations, redis: redis.redis };
  const why = [database.why, redis.why].filter(Boolean).join('; ') || undefined;
  if (why !== lastWhy) {
    if (why) log.error(`[ready] not ready: ${why}`);
    else if (lastWhy) log.info('[ready] ready again');
    lastWhy = why;
  }
  return { ready: isReady(checks), checks, ms: Math.round((performance.now() - started) * 10) / 10 };
}
