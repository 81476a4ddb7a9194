import 'server-only';
// Sign-in and sign-up limits count on two keys at once, the account and the address.
import type { Database } from '@/db/client';
import { consumeAllowance, refundAllowance } from '@/features/rate-limits/allowance';
import type { RateRule } from '@/features/rate-limits/model';
import type { LimitKeys } from './model';

type Rules = { account: RateRule; address: RateRule };

const pairs = (keys: LimitKeys, rules: Rules) => [
  { key: keys.account, rule: rules.account },
  { key: keys.address, rule: rules.address },
];

/** Counts one attempt on each key; false when any key is now over its limit. */
export async function consumeLimit(keys: LimitKeys, rules: Rules, database: Database): Promise<boolean> {
  let allowed = true;
  for (const { key, rule } of pairs(keys, rules)) {
    if (!(await consumeAllowance(key, rule, database))) allowed = false;
  }
  return allowed;
}

/** Gives back the attempt consumeLimit counted on both keys. */
export async function refundLimit(keys: LimitKeys, database: Database): Promise<void> {
  for (const key of [keys.account, keys.address]) await refundAllowance(key, database);
}
