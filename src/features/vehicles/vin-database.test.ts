// The VIN decoder's database under DATA_DIR: prepared once, whole or not at all, by any number of
// processes at once, and rebuilt when a crash left a broken copy.
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, stat, truncate, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { prepare, trustedVinDatabase } from './vin-database';

vi.mock('server-only', () => ({}));

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'axle-vin-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** Another process preparing the same directory, as a second server process would. */
const otherProcess = (target: string) =>
  new Promise<string>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '--conditions=react-server',
        '-e',
        `import('./src/features/vehicles/vin-database.ts').then((m) => m.prepare(${JSON.stringify(target)})).then((f) => console.log(f), (e) => { console.error(e); process.exit(1); })`,
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    child.on('exit', (code) => (code === 0 ? resolve(out.trim()) : reject(new Error(err))));
  });

describe('the VIN database', () => {
  it('is made whole once by processes racing for it, and then trusted as it is', async () => {
    const target = path.join(dir, 'race');
    const results = await Promise.all([otherProcess(target), prepare(target), prepare(target), prepare(target)]);
    const file = path.join(target, 'vpic.lite.db');
    expect(new Set(results)).toEqual(new Set([file]));
    expect(trustedVinDatabase(file)).toBe(true);
    const { mtimeMs } = await stat(file);
    expect(await prepare(target)).toBe(file);
    expect((await stat(file)).mtimeMs).toBe(mtimeMs);
    // No half-made copies are left behind.
    const { readdir } = await import('node:fs/promises');
    expect((await readdir(target)).sort(), (await readdir(target)).join(' ')).toEqual(['vpic.lite.db', 'vpic.lite.db.json']);
  }, 120_000);

  it('is made again when a crash left it truncated or without its stamp', async () => {
    const target = path.join(dir, 'crash');
    const file = await prepare(target);
    const size = (await stat(file)).size;
    await truncate(file, Math.floor(size / 2));
    expect(trustedVinDatabase(file)).toBe(false);
    expect(await prepare(target)).toBe(file);
    expect((await stat(file)).size).toBe(size);
    await rm(`${file}.json`);
    expect(trustedVinDatabase(file)).toBe(false);
    await prepare(target);
    expect(JSON.parse(await readFile(`${file}.json`, 'utf8'))).toEqual({ size });
  }, 120_000);

  it('refuses a broken archive instead of trusting what it made from it', async () => {
    const target = path.join(dir, 'broken');
    const archive = path.join(dir, 'broken.gz');
    await writeFile(archive, 'not a gzip file');
    await expect(prepare(target, archive)).rejects.toThrow();
    expect(trustedVinDatabase(path.join(target, 'vpic.lite.db'))).toBe(false);
  });
});
