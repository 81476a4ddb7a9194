// The settings as the commands read them: `npm start` (scripts/start.ts) and an owner command run as
// real processes, with values from the environment and from .env files in the directory they run
// in. A value the shop cannot use stops them with exit code 1 and a message naming it, before
// anything is built or any database opened; the environment wins over the files.
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = process.cwd();
const SETTINGS = [
  'DATABASE_URL',
  'PORT',
  'SITE_URL',
  'BETTER_AUTH_URL',
  'AXLE_WORKERS',
  'SMTP_URL',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'REDIS_URL',
  'NODE_ENV',
];

/** Runs a script as npm would (tsx, the checkout's tsconfig), in `cwd`, with only `env` of our settings set. */
function run(
  script: string,
  args: string[],
  env: Record<string, string>,
  cwd = root,
): Promise<{ status: number | null; stdout: string; stderr: string }> {
  // Without NODE_ENV (Vitest sets `test`, which skips .env.local), as `npm start` runs.
  const childEnv: NodeJS.ProcessEnv = { ...process.env, NEXT_DIST_DIR: path.join(os.tmpdir(), 'axle-settings-test-never-built') };
  for (const name of SETTINGS) Reflect.deleteProperty(childEnv, name);
  const child = spawn(
    path.join(root, 'node_modules/.bin/tsx'),
    ['--tsconfig', path.join(root, 'tsconfig.json'), path.join(root, script), ...args],
    {
      cwd,
      env: { ...childEnv, ...env },
      timeout: 60_000,
    },
  );
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  return new Promise((resolve) => child.on('close', (status) => resolve({ status, stdout, stderr })));
}

// Each case is a process of its own: they run side by side.
describe.concurrent('bad settings stop the start', () => {
  it('a value from the environment: exit code 1 and the setting named, before any build', async () => {
    const r = await run('scripts/start.ts', [], { AXLE_WORKERS: 'lots' });
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('AXLE_WORKERS="lots" must be a whole number from 1 to 64 (server processes).');
    expect(r.stdout).not.toContain('Building');
  });

  describe.concurrent('values from .env files, which the start reads as Next does', () => {
    let dir = '';
    beforeAll(async () => {
      dir = await mkdtemp(path.join(os.tmpdir(), 'axle-settings-'));
      await writeFile(path.join(dir, '.env'), 'PORT=80a\nSITE_URL=https://shop.example.com\n');
      await writeFile(path.join(dir, '.env.local'), 'SITE_URL=ftp://shop.example.com\nSTRIPE_SECRET_KEY=sk_live_never_shown\n');
    });
    afterAll(() => rm(dir, { recursive: true, force: true }));

    it('name the file each bad value came from (.env.local before .env), and never show a secret', async () => {
      const r = await run('scripts/start.ts', [], {}, dir);
      expect(r.status).toBe(1);
      expect(r.stderr).toContain('PORT="80a" (from .env) must be a whole number from 1 to 65,535 (the port the shop listens on).');
      expect(r.stderr).toContain('SITE_URL="ftp://shop.example.com" (from .env.local) must be the shop’s public address');
      expect(r.stderr).toContain('STRIPE_SECRET_KEY=(hidden) (from .env.local) is set but STRIPE_WEBHOOK_SECRET is not');
      expect(r.stderr).not.toContain('sk_live_never_shown');
    });

    it('let the environment win over the files, even with an empty value', async () => {
      // AXLE_WORKERS keeps the start from going on to build once the files' values are overridden.
      const r = await run(
        'scripts/start.ts',
        [],
        { PORT: '3000', SITE_URL: 'https://shop.example.com', STRIPE_SECRET_KEY: '', AXLE_WORKERS: 'lots' },
        dir,
      );
      expect(r.status).toBe(1);
      expect(r.stderr).toContain('AXLE_WORKERS="lots"');
      expect(r.stderr).not.toMatch(/PORT=|SITE_URL=|STRIPE_SECRET_KEY=/);
    });
  });

  it('an owner command stops on a database setting it cannot use, before it connects', async () => {
    const r = await run('scripts/order.ts', ['complete', 'AX-100004'], { DATABASE_URL: 'mysql://root:hunter2@db-host/axle' });
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('DATABASE_URL="mysql://root:***@db-host/axle" must be a postgres:// or postgresql:// URL');
    expect(r.stderr).not.toContain('hunter2');
  });
});
