import { defineConfig, devices } from '@playwright/test';
import os from 'node:os';
import path from 'node:path';

const PORT = Number(process.env.E2E_PORT ?? 3100);
// A fresh data directory per run: the journeys start from a freshly seeded shop.
// Set in the environment, so the test workers (other processes) know it too: the owner's commands
// in the journeys connect to the running shop's database there.
const dataDir = (process.env.E2E_DATA_DIR ??= path.join(os.tmpdir(), `axle-e2e-${process.pid}`));

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } } },
  ],
  webServer: {
    command: 'npx tsx scripts/start.ts',
    url: `http://localhost:${PORT}/`,
    timeout: 1_200_000,
    reuseExistingServer: process.env.E2E_REUSE === '1',
    stdout: 'pipe',
    stderr: 'pipe',
    // As behind one load balancer: journeys can speak for several shoppers with X-Forwarded-For.
    env: { PORT: String(PORT), DATA_DIR: dataDir, DATABASE_URL: '', AXLE_DEMO: '1', AXLE_TRUSTED_PROXIES: '1', NEXT_TELEMETRY_DISABLED: '1' },
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
  },
});
