// npm test: typecheck, lint, the dead-code and formatting checks, unit and integration tests (Vitest), then the browser journeys
// (Playwright, Debian's chromium) against a production build on a freshly seeded database.
// The production build runs beside lint and Vitest (it waits for the type check, whose route types
// live in the same .next folder the build starts by clearing); the journeys' server finds it built.
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

type Step = [name: string, cmd: string, args: string[]];

const env = { ...process.env, AXLE_TEST_BUILD: '1', NEXT_TELEMETRY_DISABLED: '1' };

function run([name, cmd, args]: Step) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const r = spawnSync(cmd, args, { stdio: 'inherit', env });
  console.log(`=== ${name}: ${r.status === 0 ? 'ok' : 'FAILED'} in ${seconds(started)} s ===`);
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const seconds = (since: number) => ((Date.now() - since) / 1000).toFixed(0);

/** Builds the shop in the background; resolves with whether it built, its output kept in a file. */
function buildInBackground(): { done: Promise<boolean>; log: string } {
  const log = path.join(os.tmpdir(), `axle-test-build-${process.pid}.log`);
  const out = createWriteStream(log);
  const started = Date.now();
  const child = spawn('node_modules/.bin/tsx', ['scripts/start.ts', '--build-only'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  // Both streams into one file, which ends when the build has closed: piped with the default end,
  // the first stream to end closed the file under the other (the build's stderr warning arrived
  // after its stdout's end whenever Vitest's spawnSync held the event loop: "write after end").
  child.stdout.pipe(out, { end: false });
  child.stderr.pipe(out, { end: false });
  const done = new Promise<boolean>((resolve) =>
    child.on('close', (code) =>
      out.end(() => {
        console.log(`\n=== production build (in the background): ${code === 0 ? 'ok' : 'FAILED'} in ${seconds(started)} s ===`);
        resolve(code === 0);
      }),
    ),
  );
  return { done, log };
}

run(['route types', 'node_modules/.bin/next', ['typegen']]);
run(['typecheck', 'node_modules/.bin/tsc', ['--noEmit']]);
const build = buildInBackground();
run(['lint', 'node_modules/.bin/eslint', ['.', '--max-warnings=0']]);
// Unused files, exports, types and dependencies (knip.config.ts says what it cannot see itself).
run(['dead code', 'node_modules/.bin/knip', ['--no-progress']]);
// The code's layout is Prettier's (.prettierrc.json); `npm run format` rewrites it.
run(['formatting', 'node_modules/.bin/prettier', ['--check', '--log-level=warn', '**/*.{ts,tsx,mjs,cjs,js}']]);
run(['unit and integration tests', 'node_modules/.bin/vitest', ['run']]);
if (!(await build.done)) {
  console.log(readFileSync(build.log, 'utf8'));
  process.exit(1);
}
run(['browser journeys', 'node_modules/.bin/playwright', ['test']]);
