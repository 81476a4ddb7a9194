// Integration: /api/ready against real databases, no stand-ins. On each test server (the embedded
// PostgreSQL and DATABASE_URL's): a database of its own is whole (200), then dropped (503, the
// database unreachable) and made again (200, through the same pool); a database missing a migration,
// or never migrated, answers 503 naming what it lacks. An embedded PostgreSQL of the test's own is
// stopped (503 within the probe's 2 s) and started again at the same address (200). Redis: the
// server on this machine answers PING; a port nothing listens on does not.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../../tests/integration/databases';
import { databaseUrl, onServer } from '../../tests/integration/server';
import { GET as ready } from '@/app/api/ready/route';
import { GET as health } from '@/app/api/health/route';
import { closeDatabase, openDatabase } from '@/db/client';
import { freePort, startEmbedded, type EmbeddedServer } from '@/db/embedded';
import journal from '@/db/migrations/meta/_journal.json';
import { applyMigrations } from '@/db/migrate';
import { checkReadiness } from './readiness';
import { testRedisUrl } from '../../tests/integration/redis';

const LAST_MIGRATION = journal.entries.at(-1)!.tag;

/** The route as the server runs it, with DATABASE_URL and REDIS_URL as given. */
async function askReady(url: string, redisUrl?: string) {
  const saved = { DATABASE_URL: process.env.DATABASE_URL, REDIS_URL: process.env.REDIS_URL };
  process.env.DATABASE_URL = url;
  if (redisUrl) process.env.REDIS_URL = redisUrl;
  else delete process.env.REDIS_URL;
  try {
    const res = await ready(new Request('http://shop.test/api/ready'));
    return { status: res.status, cache: res.headers.get('cache-control'), body: (await res.json()) as Record<string, any> };
  } finally {
    for (const [k, v] of Object.entries(saved))
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
  }
}

describe('/api/health', () => {
  it('answers 200 and a small JSON body, never cached, without asking the database', async () => {
    const saved = process.env.DATABASE_URL;
    delete process.env.DATABASE_URL;
    try {
      const res = health();
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(await res.json()).toEqual({ status: 'ok' });
    } finally {
      if (saved !== undefined) process.env.DATABASE_URL = saved;
    }
  });
});

describeEachDatabase('/api/ready', (_database, serverUrl) => {
  const name = `axle_ready_${randomBytes(5).toString('hex')}`;
  let url = '';

  beforeAll(async () => {
    url = databaseUrl(serverUrl, name);
    await onServer(serverUrl, `CREATE DATABASE ${name}`);
    await applyMigrations(openDatabase(url, 2));
  });
  afterAll(async () => {
    await closeDatabase(url);
    await onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  it('is ready on a database with every migration, and says so uncached', async () => {
    const answer = await askReady(url);
    expect(answer).toMatchObject({
      status: 200,
      cache: 'no-store',
      body: { status: 'ready', checks: { database: 'ok', migrations: { status: 'ok' }, redis: 'not-configured' } },
    });
  });

  it('fails with 503 while the database is gone, and recovers when it is back', async () => {
    await onServer(serverUrl, `DROP DATABASE ${name} WITH (FORCE)`);
    const gone = await askReady(url);
    expect(gone.status).toBe(503);
    expect(gone.cache).toBe('no-store');
    expect(gone.body).toMatchObject({
      status: 'not-ready',
      checks: { database: 'unreachable', migrations: { status: 'unchecked' } },
      error: { code: 'ERROR_API_NOT_READY' },
    });
    expect(gone.body.error.message).toMatch(/not ready/);
    // The driver's message (it names the database and the user) stays in the server's log.
    expect(JSON.stringify(gone.body)).not.toContain(name);

    await onServer(serverUrl, `CREATE DATABASE ${name}`);
    await applyMigrations(openDatabase(url, 2));
    expect((await askReady(url)).status).toBe(200);
  });

  it('is not ready on a database missing a migration, or never migrated, and names what is missing', async () => {
    await openDatabase(url, 2).$client.query(
      'DELETE FROM drizzle.__drizzle_migrations WHERE created_at = (SELECT max(created_at) FROM drizzle.__drizzle_migrations)',
    );
    const behind = await askReady(url);
    expect(behind).toMatchObject({
      status: 503,
      body: { status: 'not-ready', checks: { database: 'ok', migrations: { status: 'missing', missing: [LAST_MIGRATION] } } },
    });

    const empty = `${name}_empty`;
    await onServer(serverUrl, `CREATE DATABASE ${empty}`);
    try {
      const never = await checkReadiness({ databaseUrl: databaseUrl(serverUrl, empty) });
      expect(never.ready).toBe(false);
      expect(never.checks.database).toBe('ok');
      expect(never.checks.migrations).toEqual({ status: 'missing', missing: journal.entries.map((e) => e.tag) });
    } finally {
      await closeDatabase(databaseUrl(serverUrl, empty));
      await onServer(serverUrl, `DROP DATABASE IF EXISTS ${empty} WITH (FORCE)`);
    }
  });
});

describe('/api/ready with a database server that stops and starts', () => {
  let dir = '';
  let port = 0;
  let server: EmbeddedServer | undefined;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'axle-ready-'));
    port = await freePort();
    server = await startEmbedded({ dataDir: dir, ephemeral: true, port });
    await applyMigrations(openDatabase(server.url, 2));
  });
  afterAll(async () => {
    if (server) await closeDatabase(server.url);
    await server?.stop();
    await rm(dir, { recursive: true, force: true });
  });

  it('fails fast while the server is stopped and recovers when it is started again', async () => {
    const url = server!.url;
    expect((await checkReadiness({ databaseUrl: url })).ready).toBe(true);
    await server!.stop();
    const stopped = await checkReadiness({ databaseUrl: url });
    expect(stopped).toMatchObject({ ready: false, checks: { database: 'unreachable' } });
    expect(stopped.ms).toBeLessThan(2_500);
    expect((await askReady(url)).status).toBe(503);

    server = await startEmbedded({ dataDir: dir, ephemeral: true, port });
    expect(server.url).toBe(url);
    expect((await askReady(url)).body).toMatchObject({ status: 'ready', checks: { database: 'ok', migrations: { status: 'ok' } } });
  });
});

// The tests need a Redis server (CI has one, as this machine does): without it this test fails.
const localRedis = testRedisUrl();

describeEachDatabase('/api/ready with REDIS_URL', (_database, serverUrl) => {
  it('is ready when the Redis server answers', async () => {
    expect((await askReady(serverUrl, localRedis)).body).toMatchObject({ status: 'ready', checks: { redis: 'ok' } });
  });

  it('is not ready when nothing answers at REDIS_URL', async () => {
    const answer = await askReady(serverUrl, `redis://127.0.0.1:${await freePort()}`);
    expect(answer).toMatchObject({ status: 503, body: { status: 'not-ready', checks: { database: 'ok', redis: 'unreachable' } } });
  });
});
