import 'server-only';
// Reading the owner's settings. Every page reads them once per request (`currentSettings`: the
// layout's header, footer and cart charges, the contact page, all from one query of a few rows), so a
// change shows on every process at its next request; the rendered-page cache is emptied by the
// catalogue version the change bumps (service.ts). The checkout reads them again inside the order's
// transaction (`readSettings(tx)`): the order is priced with the settings of the moment it is placed.
import { cache } from 'react';
import { db, type Database } from '@/db/client';
import { storeSettings } from '@/db/schema';
import { settingsFromRows, type StoreSettings } from './model';
import { log } from '@/server/log';

/** Every setting, its default where no valid row exists, read now from `database`. */
export async function readSettings(database: Pick<Database, 'select'> = db()): Promise<StoreSettings> {
  const rows = await database.select({ key: storeSettings.key, value: storeSettings.value }).from(storeSettings);
  const { settings, rejected } = settingsFromRows(rows);
  // An invalid row is the owner's data gone wrong (edited by hand?): the shop keeps working on the default.
  if (rejected.length) log.warn(`[settings] stored value not valid, default used: ${rejected.join(', ')}`);
  return settings;
}

/** The settings for this request (read once, whoever asks). */
export const currentSettings = cache((): Promise<StoreSettings> => readSettings());
