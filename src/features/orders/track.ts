import 'server-only';
// Track order's lookup, rate-limited in the database like sign-in (every app instance shares the
// counters): per client address and per email, so neither one address trying many order numbers nor
// many addresses trying one email's orders can walk through them. A wrong number and a wrong email
// are the same single query and the same answer.
import { db, type Database } from '@/db/client';
import { consumeAllowance } from '@/features/rate-limits/allowance';
import { TRACK_ORDER_LIMITS, normalizeOrderNumber, type OrderView } from './model';
import { orderByNumberAndEmail } from './queries';

export async function trackedOrder(
  number: string,
  email: string,
  client: string,
  database: Database = db(),
): Promise<OrderView | 'limited' | null> {
  const address = await consumeAllowance(`track:address:${client}`, TRACK_ORDER_LIMITS.address, database);
  const perEmail = await consumeAllowance(`track:email:${email.trim().toLowerCase().slice(0, 254)}`, TRACK_ORDER_LIMITS.email, database);
  if (!address || !perEmail) return 'limited';
  const normalized = normalizeOrderNumber(number);
  return normalized ? orderByNumberAndEmail(normalized, email, database) : null;
}
