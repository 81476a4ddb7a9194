// npm start: builds when the sources changed, starts the database (embedded unless DATABASE_URL is
// set), applies migrations, seeds an empty database, then serves the shop. Ctrl-C or SIGTERM stops
// the server and the embedded database cleanly. The production server runs the mail worker in its
// primary process (scripts/serve.ts); `npm run dev` runs one here, beside Next's dev server, which it
// picks up emails from by polling. The settings come from the environment and the .env files
// (lib/env.ts, imported first so every module below reads them) and are checked before anything is
// built or started: a value the shop cannot use stops here with a message naming it (exit code 1).
import { envFiles, stopOnBadSettings } from './lib/env';
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { openDatabase, closeDatabases } from '../src/db/client';
import { DataDirInUseError, startEmbedded } from '../src/db/embedded';
import { applyMigrations } from '../src/db/migrate';
import { seedDatabase, DEFAULT_PRODUCTS } from '../src/seed';
import { DEMO_ADMIN, seedDemoAdmin } from '../src/seed/content';
import { dataDir, demoMode, mailDir, mediaDir, serverMemoryEnv } from '../src/config';
import { log } from '../src/server/log';

const dev = process.argv.includes('--dev');
const port = process.env.PORT || '3000';
const next = path.resolve('node_modules/.bin/next');

/** A fingerprint of everything the production build depends on. */
function sourceStamp(): string {
  const h = createHash('sha1');
  const walk = (p: string) => {
    if (!existsSync(p)) return;
    const st = statSync(p);
    if (st.isDirectory()) {
      for (const f of readdirSync(p).sort()) if (!f.endsWith('.test.ts') && !f.endsWith('.test.tsx')) walk(path.join(p, f));
    } else h.update(`${p}:${st.size}:${st.mtimeMs}\n`);
  };
  for (const p of ['src', 'messages', 'public', 'next.config.ts', 'package-lock.json', 'postcss.config.mjs']) walk(p);
  // NEXT_PUBLIC_ settings are written into the browser's code at build time: a new value needs a build.
  for (const [name, value] of Object.entries(process.env).sort()) if (name.startsWith('NEXT_PUBLIC_')) h.update(`${name}=${value}\n`);
  // `next build` adds its dist dir's types to tsconfig's "include": that is not a source change
  // (counting it made every other start build again).
  try {
    const { include: _include, ...tsconfig } = JSON.parse(readFileSync('tsconfig.json', 'utf8')) as Record<string, unknown>;
    h.update(JSON.stringify(tsconfig));
  } catch {
    walk('tsconfig.json');
  }
  return h.digest('hex');
}

function buildIfNeeded() {
  // NEXT_DIST_DIR lets several checkouts' servers (or developers' parallel builds) keep apart.
  const distDir = process.env.NEXT_DIST_DIR || '.next';
  const stampFile = path.join(distDir, 'axle-build-stamp');
  const stamp = sourceStamp();
  if (existsSync(path.join(distDir, 'BUILD_ID')) && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp) return;
  log.info('Building the shop (first start or sources changed)...');
  const r = spawnSync(next, ['build'], { stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
  if (r.status !== 0) process.exit(r.status ?? 1);
  writeFileSync(stampFile, stamp);
}

async function main() {
  stopOnBadSettings();
  if (envFiles.length > 0) log.info(`Settings from ${envFiles.join(', ')} (the environment wins).`);
  if (!dev) buildIfNeeded();
  // `npm test` builds the shop while its other steps run, then starts it for the journeys.
  if (process.argv.includes('--build-only')) return;

  let url = process.env.DATABASE_URL || '';
  const embedded = !url;
  let stopDb: (() => Promise<void>) | undefined;
  if (embedded) {
    log.info(`Starting the embedded PostgreSQL in ${path.join(dataDir(), 'pg')}...`);
    try {
      const server = await startEmbedded({ dataDir: dataDir() });
      url = server.url;
      stopDb = server.stop;
    } catch (e) {
      if (e instanceof DataDirInUseError) {
        log.error(`\n${e.message}\n`);
        process.exit(1);
      }
      throw e;
    }
  }

  const database = openDatabase(url, 2);
  await applyMigrations(database);
  const { rows } = await database.$client.query<{ n: number }>('SELECT count(*)::int AS n FROM products');
  const demo = demoMode();
  if (rows[0]!.n === 0) {
    const products = Number(process.env.SEED_PRODUCTS ?? DEFAULT_PRODUCTS);
    log.info(`The database is empty: seeding ${products.toLocaleString('en-US')} products...`);
    const report = await seedDatabase(database.$client, { products, demo, mediaDir: mediaDir(), log: (line: string) => log.info(line) });
    log.info(`Seeded in ${report.seconds.toFixed(1)} s.`);
  }
  // A demo shop seeded before the admin existed gets its demo admin too (nothing happens when it is there).
  if (demo && (await seedDemoAdmin(database.$client))) log.info(`Demo admin: ${DEMO_ADMIN.email}`);
  await closeDatabases();
  log.info(
    process.env.STRIPE_SECRET_KEY?.trim() && process.env.STRIPE_WEBHOOK_SECRET?.trim()
      ? 'Payments: cards through Stripe (webhook at /api/payments/stripe/webhook).'
      : 'Payments: offline methods only (set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET to take cards).',
  );
  log.info(
    process.env.SMTP_URL?.trim()
      ? 'Mail: sending through the SMTP server in SMTP_URL.'
      : `Mail: no SMTP_URL, so emails are kept as .eml files in ${mailDir()} (and listed in the admin's Outbox).`,
  );
  // Loaded only for dev: this process only supervises in production, and the templates' renderer and
  // the SMTP client weighed on it (191 MB of RSS in the soak with them loaded at start).
  const mailer = dev ? (await import('../src/features/mail/worker')).startMailWorker({ database: openDatabase(url, 2) }) : undefined;
  const paymentUpkeep = dev ? (await import('../src/features/payments/upkeep')).startPaymentUpkeep(openDatabase(url, 2)) : undefined;

  // Production runs our own server (scripts/serve.ts: the client address for rate limits); dev runs Next's.
  const child = spawn(dev ? next : path.resolve('node_modules/.bin/tsx'), dev ? ['dev', '-p', port] : ['scripts/serve.ts'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: port,
      // React and Next pick their production builds from this; `next start` set it itself.
      ...(dev ? {} : { NODE_ENV: 'production', ...serverMemoryEnv() }),
      DATABASE_URL: url,
      DATA_DIR: dataDir(),
      MEDIA_DIR: mediaDir(),
      AXLE_DEMO: demo ? '1' : '0',
      NEXT_TELEMETRY_DISABLED: '1',
    },
  });
  let stopping = false;
  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    if (child.exitCode === null) child.kill('SIGTERM');
    await new Promise((r) => (child.exitCode === null ? child.once('exit', r) : r(null)));
    await Promise.all([mailer?.stop(), paymentUpkeep?.stop()]);
    await closeDatabases();
    await stopDb?.();
    process.exit(code);
  };
  process.on('SIGINT', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));
  child.on('exit', (code) => void stop(code ?? 0));
  log.info(`Axle is starting at http://localhost:${port}${embedded ? ' (embedded PostgreSQL)' : ''}`);
}

await main();
