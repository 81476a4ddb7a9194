import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['./tests/integration/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // Integration suites share the two test databases; run files one at a time on this 2-core machine.
    fileParallelism: false,
    server: { deps: { inline: ['server-only'] } },
  },
});
