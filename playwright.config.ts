import { defineConfig, devices } from '@playwright/test';
import os from 'node:os';
import path from 'node:path';
import { STRIPE_STAND_IN_ENV } from './tests/e2e/payments-stand-in';

const DESKTOP = { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } };

const PORT = Number(process.env.E2E_PORT ?? 3100);
// A fresh data directory per run: the journeys start from a freshly seeded shop.
// Set in the environment, so the test workers (other processes) know it too: the owner's commands
// in the journeys connect to the running shop's database there.
const dataDir = (process.env.E2E_DATA_DIR ??= path.join(os.tmpdir(), `axle-e2e-${process.pid}`));

// Journeys that change what every shopper sees (the owner's product edits and imports move prices,
// hide products and flush the page cache; the page cache's own journey counts which server process
// answers), and the one that times how soon pictures are painted (first-paint), run one at a time
// after the shoppers' journeys, which run side by side. The back office's other journeys (orders,
// payments, the outbox, staff accounts) touch only orders, emails and accounts of their own, as the
// shoppers' journeys do (some of which sign in as the demo admin too), so they run beside them: one
// at a time at the end they took 58 s of the serial part's 151 s.
const SHOP_WIDE = ['**/admin-products.spec.ts', '**/admin-import.spec.ts', '**/page-cache.spec.ts', '**/first-paint.spec.ts'];

export default defineConfig({
  testDir: 'tests/e2e',
  // Card payments go to a local stand-in for Stripe (tests/e2e/global-setup.ts).
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS) || 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    // Recording a trace costs a third of a journey's time (its screenshots and DOM snapshots at every
    // step: the sweep's shop demos took 63-78 s with it, 41-51 s without). In CI a failed journey's
    // retry records one; a local run keeps the trace of each failure.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [
    { name: 'desktop', testIgnore: SHOP_WIDE, use: DESKTOP },
    { name: 'shop-wide', testMatch: SHOP_WIDE, workers: 1, dependencies: ['desktop'], use: DESKTOP },
  ],
  webServer: {
    command: 'npx tsx scripts/start.ts',
    url: `http://localhost:${PORT}/`,
    timeout: 1_200_000,
    reuseExistingServer: process.env.E2E_REUSE === '1',
    stdout: 'pipe',
    stderr: 'pipe',
    // As behind one load balancer: journeys can speak for several shoppers with X-Forwarded-For.
    env: {
      PORT: String(PORT),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      AXLE_DEMO: '1',
      AXLE_TRUSTED_PROXIES: '1',
      NEXT_TELEMETRY_DISABLED: '1',
      AXLE_TEST_BUILD: '1',
      // Warnings and errors only: an access line for each of the journeys' requests would bury them
      // (the access lines have their own test, src/server/access-log).
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      AXLE_SEED_IMAGE_CACHE: process.env.AXLE_SEED_IMAGE_CACHE ?? path.resolve('node_modules/.cache/axle-seed-images'),
      ...STRIPE_STAND_IN_ENV,
    },
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
  },
});
