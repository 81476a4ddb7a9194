// npm test: typecheck, lint, unit and integration tests (Vitest), then the browser journeys
// (Playwright, Debian's chromium) against a production build on a freshly seeded database.
import { spawnSync } from 'node:child_process';

const steps: [string, string, string[]][] = [
  ['route types', 'node_modules/.bin/next', ['typegen']],
  ['typecheck', 'node_modules/.bin/tsc', ['--noEmit']],
  ['lint', 'node_modules/.bin/eslint', ['.', '--max-warnings=0']],
  ['unit and integration tests', 'node_modules/.bin/vitest', ['run']],
  ['browser journeys', 'node_modules/.bin/playwright', ['test']],
];

for (const [name, cmd, args] of steps) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: process.env });
  console.log(`=== ${name}: ${r.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(0)} s ===`);
  if (r.status !== 0) process.exit(r.status ?? 1);
}
