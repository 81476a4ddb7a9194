import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

// Two kinds of test files: unit tests (pure rules, no database) run side by side; database tests
// (`*.db.test.ts`, on a fresh embedded PostgreSQL and, when DATABASE_URL is set, a fresh database on
// that server: tests/integration/global-setup.ts) share those two databases and run one file at a
// time. The databases are started only when a database test is to run.
const DATABASE_TESTS = ['src/**/*.db.test.ts', 'scripts/**/*.db.test.ts'];

export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    environment: 'node',
    testTimeout: 60_000,
    server: { deps: { inline: ['server-only'] } },
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts'], exclude: DATABASE_TESTS },
      },
      {
        extends: true,
        test: {
          name: 'database',
          include: DATABASE_TESTS,
          globalSetup: ['./tests/integration/global-setup.ts'],
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
