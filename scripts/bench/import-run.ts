// One step of the catalogue import bench, measured: `tsx scripts/import.ts <kind> <file>` run as a
// child process on the import database, the way an owner runs it: wall time from start to exit,
// rows/s, and the resident memory of its whole process tree (tsx launcher, the node running the
// import, esbuild), summed, sampled from /proc every 0.5 s. pg_stat_activity is sampled as often, so
// the statements the import spent longest in are listed with the numbers (the importer needs no timing code).
import { spawn } from 'node:child_process';
import { statSync, writeFileSync } from 'node:fs';
import { once } from 'node:events';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { processTree, rssMb } from './memory';
import { round } from './stats';
import type { ImportStepName } from './import-files';

type ImportCounts = { rows: number; created: number; updated: number; unchanged: number; rejected: number };
export type ImportStep = {
  step: ImportStepName;
  file: string;
  fileMb: number;
  /** Data rows in the file. */
  rows: number;
  /** Wall time of the command, from spawning tsx to its exit. */
  seconds: number;
  /** The importer's own time (its report's "in N s": reading, merging, writing; not node's start). */
  importerSeconds: number | null;
  rowsPerSecond: number;
  /** The process tree's RSS summed, at its highest sample; and the largest single process's. */
  peakRssMb: number;
  peakProcessMb: number;
  samples: number;
  exitCode: number | null;
  /** The importer's report lines ("Imported: … / created …, updated …, unchanged …, rejected …"). */
  report: string;
  counts: ImportCounts | null;
  /** The statements seen running longest in pg_stat_activity (seconds, SQL shortened). */
  slowest: { seconds: number; sql: string }[];
  load: number;
};

const fmt = (n: number) => n.toLocaleString('en-US');

/** Statements the import's connections are running, sampled: the longest seen of each. */
function watchStatements(url: string) {
  const client = new pg.Client({ connectionString: url });
  const seen = new Map<string, { seconds: number; sql: string }>();
  let timer: NodeJS.Timeout | undefined;
  let busy = false;
  const ready = client
    .connect()
    .then(() => {
      timer = setInterval(() => {
        if (busy) return;
        busy = true;
        client
          .query<{ pid: number; started: string; seconds: number; query: string }>(
            `
        SELECT pid, query_start::text AS started, extract(epoch FROM clock_timestamp() - query_start)::float8 AS seconds, query
          FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid() AND state = 'active'
           AND backend_type = 'client backend'`,
          )
          .then(({ rows }) => {
            for (const r of rows) {
              const key = `${r.pid}|${r.started}`;
              const sql = r.query.replace(/\s+/g, ' ').trim();
              seen.set(key, { seconds: Math.max(seen.get(key)?.seconds ?? 0, r.seconds), sql });
            }
          })
          .catch(() => {})
          .finally(() => {
            busy = false;
          });
      }, 500);
    })
    .catch(() => {});
  return {
    stop: async () => {
      await ready;
      clearInterval(timer);
      await client.end().catch(() => {});
      return [...seen.values()]
        .sort((a, b) => b.seconds - a.seconds)
        .filter((s, i) => i < 3 || s.seconds >= 1)
        .slice(0, 10)
        .map((s) => ({ seconds: round(s.seconds), sql: s.sql.length > 220 ? `${s.sql.slice(0, 217)}...` : s.sql }));
    },
  };
}

const countOf = (s: string | undefined) => Number((s ?? '').replace(/,/g, ''));

function parseCounts(out: string): ImportCounts | null {
  const rows = /: ([\d,]+) rows of \w+/.exec(out);
  const m = /created ([\d,]+), updated ([\d,]+), unchanged ([\d,]+)(?:, hidden [\d,]+)?, rejected ([\d,]+)/.exec(out);
  if (!rows || !m) return null;
  return { rows: countOf(rows[1]), created: countOf(m[1]), updated: countOf(m[2]), unchanged: countOf(m[3]), rejected: countOf(m[4]) };
}

export async function runImport(step: ImportStepName, file: string, rows: number, url: string): Promise<ImportStep> {
  const kind = step === 'fitment' ? 'fitment' : 'products';
  const load = round(os.loadavg()[0]!);
  const statements = watchStatements(url);
  const t0 = performance.now();
  const child = spawn(path.resolve('node_modules/.bin/tsx'), ['scripts/import.ts', kind, file], {
    env: { ...process.env, DATABASE_URL: url },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.setEncoding('utf8').on('data', (d: string) => {
    out += d;
  });
  child.stderr.setEncoding('utf8').on('data', (d: string) => {
    for (const line of d.split('\n').filter((l) => l.trim())) console.log(`    ${line.trim()}`);
  });
  let peakRssMb = 0;
  let peakProcessMb = 0;
  let samples = 0;
  const sample = () => {
    if (child.pid === undefined) return;
    const sizes = processTree(child.pid).map((p) => rssMb(p.pid) ?? 0);
    if (!sizes.length) return;
    samples += 1;
    peakRssMb = Math.max(
      peakRssMb,
      sizes.reduce((a, b) => a + b, 0),
    );
    peakProcessMb = Math.max(peakProcessMb, ...sizes);
  };
  sample();
  const timer = setInterval(sample, 500);
  const [exitCode] = (await once(child, 'close')) as [number | null];
  clearInterval(timer);
  const seconds = Math.round(performance.now() - t0) / 1000;
  const slowest = await statements.stop();
  // The whole report (rejections and warnings listed) beside the file, for a look when a row was refused.
  writeFileSync(path.join(path.dirname(file), `${step}.log`), out);
  const report = out
    .split('\n')
    .filter((l) => l.trim())
    .slice(0, 3)
    .map((l) => l.trim())
    .join(' / ');
  const importerSeconds = /rows of \w+ in ([\d.]+) s/.exec(out)?.[1];
  const result: ImportStep = {
    step,
    file: path.relative(process.cwd(), file),
    fileMb: round(statSync(file).size / 2 ** 20),
    rows,
    seconds,
    importerSeconds: importerSeconds ? Number(importerSeconds) : null,
    rowsPerSecond: Math.round(rows / seconds),
    peakRssMb,
    peakProcessMb,
    samples,
    exitCode,
    report,
    counts: parseCounts(out),
    slowest,
    load,
  };
  console.log(
    `  ${step.padEnd(17)} ${fmt(rows)} rows in ${seconds.toFixed(1)} s (${fmt(result.rowsPerSecond)} rows/s), peak RSS ${peakRssMb} MB (largest process ${peakProcessMb} MB), exit ${exitCode}`,
  );
  console.log(`    ${report || out.trim().slice(0, 500) || '(no report)'}`);
  for (const s of slowest.slice(0, 3)) console.log(`    ${String(s.seconds).padStart(6)} s  ${s.sql.slice(0, 140)}`);
  return result;
}
