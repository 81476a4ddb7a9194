import 'server-only';
// Attempt counters in the rate_limits table: one atomic upsert per key, so the limit holds across
// every app instance on the same database. A window starts at the first attempt (last_request
// keeps its start) and resets once it has passed.
import { sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import type { LimitKeys, LimitRule } from './model';

type Rules = { account: LimitRule; address: LimitRule };

const pairs = (keys: LimitKeys, rules: Rules) => [
  { key: keys.account, rule: rules.account },
  { key: keys.address, rule: rules.address },
];

/** Counts one attempt on each key; false when any key is now over its limit. */
export async function consumeLimit(keys: LimitKeys, rules: Rules, database: Database): Promise<boolean> {
  const now = Date.now();
  let allowed = true;
  for (const { key, rule } of pairs(keys, rules)) {
    const windowMs = rule.window * 1000;
    const { rows } = await database.execute<{ count: number }>(sql`
      INSERT INTO rate_limits (id, key, count, last_request) VALUES (${key}, ${key}, 1, ${now})
      ON CONFLICT (key) DO UPDATE SET
        count = CASE WHEN ${now} - rate_limits.last_request >= ${windowMs} THEN 1 ELSE rate_limits.count + 1 END,
        last_request = CASE WHEN ${now} - rate_limits.last_request >= ${windowMs} THEN ${now} ELSE rate_limits.last_request END
      RETURNING count`);
    if (Number(rows[0]?.count ?? 0) > rule.max) allowed = false;
  }
  return allowed;
}

/** True when a key has used up its attempts in the current window (counts nothing). */
export async function isLimited(keys: LimitKeys, rules: Rules, database: Database): Promise<boolean> {
  const now = Date.now();
  for (const { key, rule } of pairs(keys, rules)) {
    const { rows } = await database.execute<{ n: number }>(sql`
      SELECT 1 AS n FROM rate_limits
      WHERE key = ${key} AND count >= ${rule.max} AND ${now} - last_request < ${rule.window * 1000}`);
    if (rows.length) return true;
  }
  return false;
}
