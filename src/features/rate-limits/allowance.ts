import 'server-only';
// Attempt counters in the rate_limits table: one atomic upsert per key, so a limit holds across
// every app instance on the same database. A window starts at the first attempt (last_request
// keeps its start) and resets once it has passed. A new row's id is random, not the key: only the key
// is the upsert's arbiter, and when two first attempts arrive at once an id equal to the key made
// the second collide on the primary key, which ON CONFLICT (key) does not catch (an error, and the
// attempt went uncounted).
import { sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import type { RateRule } from './model';

/** Counts one attempt on `key`; false once the key is over its limit in the current window. */
export async function consumeAllowance(key: string, rule: RateRule, database: Database, now = Date.now()): Promise<boolean> {
  const windowMs = rule.windowSeconds * 1000;
  const { rows } = await database.execute<{ count: number }>(sql`
    INSERT INTO rate_limits (id, key, count, last_request) VALUES (gen_random_uuid()::text, ${key}, 1, ${now})
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN ${now} - rate_limits.last_request >= ${windowMs} THEN 1 ELSE rate_limits.count + 1 END,
      last_request = CASE WHEN ${now} - rate_limits.last_request >= ${windowMs} THEN ${now} ELSE rate_limits.last_request END
    RETURNING count`);
  return Number(rows[0]?.count ?? 0) <= rule.max;
}

/** Gives back one attempt counted on `key` (one that turned out not to count, e.g. a right password). */
export async function refundAllowance(key: string, database: Database): Promise<void> {
  await database.execute(sql`UPDATE rate_limits SET count = GREATEST(count - 1, 0) WHERE key = ${key}`);
}
