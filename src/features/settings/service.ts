import 'server-only';
// Changing the owner's settings: validate with the key's schema, then in ONE transaction write the
// value, the audit line (features/admin/audit.ts) and a new catalogue version, so the change, its
// record and the end of every cached page happen together or not at all. Called by the admin's
// server actions (actions.ts) after they checked who is asking; the caller passes the staff member.
//
// Decisions:
// - A save that changes nothing writes nothing: no row, no audit line, no emptied caches.
// - The audit line's `before` is what was stored (the default when the key had no row yet) and
//   `after` the validated value; for exchange rates, the rates of every rated currency.
// - Saves of one key queue on a transaction-scoped advisory lock (a key without a row has nothing
//   to lock yet), so each audit line's `before` is the value its change replaced.
import { isDeepStrictEqual } from 'node:util';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { db, type Database } from '@/db/client';
import { currencies, storeSettings } from '@/db/schema';
import { recordChange } from '@/db/audit';
import type { StaffMember } from '@/features/admin/model';
import { bumpCatalogVersion } from '@/features/catalog/version';
import {
  BASE_CURRENCY,
  DEFAULT_SETTINGS,
  SETTING_SCHEMAS,
  exchangeRatesSchema,
  settingErrors,
  type SettingErrors,
  type SettingKey,
} from './model';

export type SettingsUpdate = { ok: true; changed: boolean } | { ok: false; errors: SettingErrors };

type Staff = Pick<StaffMember, 'id' | 'email'>;

/** The audit log's key for the exchange rates (they are rows of `currencies`, not a setting row). */
export const EXCHANGE_RATES_KEY = 'exchange-rates';

/** Validates `value` for `key` and stores it, with its audit line, for `staff`. */
export async function updateSettings(key: SettingKey, value: unknown, staff: Staff, database: Database = db()): Promise<SettingsUpdate> {
  const parsed = SETTING_SCHEMAS[key].safeParse(value);
  if (!parsed.success) return { ok: false, errors: settingErrors(parsed.error) };
  const after = parsed.data;
  const changed = await database.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`store_settings:${key}`}))`);
    const [row] = await tx.select({ value: storeSettings.value }).from(storeSettings).where(eq(storeSettings.key, key));
    const before = row ? row.value : DEFAULT_SETTINGS[key];
    if (isDeepStrictEqual(before, after)) return false;
    await tx
      .insert(storeSettings)
      .values({ key, value: after })
      .onConflictDoUpdate({ target: storeSettings.key, set: { value: after, updatedAt: sql`now()` } });
    await recordChange(tx, staff, { action: 'settings.update', entity: 'settings', entityKey: key, before, after });
    await bumpCatalogVersion(tx);
    return true;
  });
  return { ok: true, changed };
}

/**
 * Validates the exchange rates (units per 1 USD of every currency but USD, whose rate stays 1) and
 * stores them in `currencies`, with their audit line, for `staff`.
 */
export async function updateExchangeRates(value: unknown, staff: Staff, database: Database = db()): Promise<SettingsUpdate> {
  const parsed = exchangeRatesSchema.safeParse(value);
  if (!parsed.success) return { ok: false, errors: settingErrors(parsed.error) };
  const { [BASE_CURRENCY]: _base, ...rates } = parsed.data;
  const wanted = new Map(Object.entries(rates));
  const changed = await database.transaction(async (tx) => {
    // Locked in code order, so two saves at once queue instead of deadlocking.
    const rows = await tx
      .select({ code: currencies.code, rate: currencies.rate })
      .from(currencies)
      .where(inArray(currencies.code, [...wanted.keys()]))
      .orderBy(asc(currencies.code))
      .for('update');
    // A currency the shop does not have is not offered by the form; nothing is made up for it here.
    const differ = rows.filter((r) => r.rate !== wanted.get(r.code));
    if (!differ.length) return false;
    for (const r of differ)
      await tx
        .update(currencies)
        .set({ rate: wanted.get(r.code)! })
        .where(eq(currencies.code, r.code));
    const before = Object.fromEntries(rows.map((r) => [r.code, r.rate]));
    const after = Object.fromEntries(rows.map((r) => [r.code, wanted.get(r.code)!]));
    await recordChange(tx, staff, { action: 'settings.update', entity: 'settings', entityKey: EXCHANGE_RATES_KEY, before, after });
    await bumpCatalogVersion(tx);
    return true;
  });
  return { ok: true, changed };
}
