// npm run bench: one command for the numbers of issue 10 on a large generated catalog (100,000
// products by default, `-- --products 1000000` for a million): it makes or reuses the catalog on the
// embedded PostgreSQL and, when DATABASE_URL or BENCH_DATABASE_URL is set, on that server; times the
// catalog queries alone; builds once and starts the production server on each database and loads it
// with autocannon beside a static file; soaks it to read each process's memory; sends it thousands of
// malformed requests; weighs each route's first-load JS and CSS; runs Lighthouse; times the
// catalogue import (issue 18: products, 5 fitment rows each, a 1 %-changed re-import) into a fresh
// database beside each bench database, with the import command's memory (`--only import` alone
// skips the catalog); with `--only cluster`, loads two instances behind Caddy and kills one (issue 24,
// scripts/bench/cluster.ts); then writes bench/results/<date>-<products>.json, prints the markdown tables
// with the budgets and puts them in docs/performance.md. `-- --help` lists the options. The parts live in scripts/bench/.
import { stopOnBadSettings } from './lib/env'; // first: the .env files fill in the settings before any module reads one
import { execSync } from 'node:child_process';
import path from 'node:path';
import { openDatabase, closeDatabases } from '../src/db/client';
import { machine, parseOptions } from './bench/options';
import { ensureCatalog, openTarget, type Target } from './bench/catalog';
import { loadFixtures } from './bench/fixtures';
import { timeQueries } from './bench/queries';
import { benchRelevance } from './bench/relevance';
import { startServer, type Server } from './bench/server';
import { runLoad } from './bench/load';
import { benchCluster } from './bench/cluster';
import { runSoak } from './bench/memory';
import { benchBadInput } from './bench/bad-input';
import { measureBundles } from './bench/bundles';
import { runLighthouse } from './bench/lighthouse';
import { benchImport } from './bench/import';
import { markdown, saveResult, updateDoc } from './bench/report';
import type { BenchResult, TargetResult } from './bench/result';
import { DATABASE_SETTINGS } from '../src/config-check';

stopOnBadSettings([...DATABASE_SETTINGS, 'BENCH_DATABASE_URL']);
const opts = parseOptions(process.argv.slice(2));
const started = Date.now();
const today = new Date();
const date = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
const git = (cmd: string) => {
  try {
    return execSync(`git ${cmd}`, { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return '';
  }
};
const commit = `${git('rev-parse --short HEAD') || 'unknown'}${git('status --porcelain') ? '+changes' : ''}`;
const result: BenchResult = {
  date,
  products: opts.products,
  commit,
  machine: machine(),
  settings: { connections: opts.connections, seconds: opts.seconds, runs: opts.runs },
  targets: [],
};

// Ctrl-C stops what the bench started: the server, then the embedded database.
let server: Server | null = null;
let target: Target | null = null;
const cleanUp = async () => {
  await server?.stop().catch(() => {});
  await target?.stop().catch(() => {});
};
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void cleanUp().then(() => process.exit(130)));

const section = (title: string) => console.log(`\n== ${title}`);
let first = true;
// The import part brings its own database: the catalog is made (or checked) only for the others.
const needsCatalog = opts.seedOnly || [...opts.parts].some((p) => p !== 'import');
try {
  for (const name of opts.targets) {
    section(needsCatalog ? `Catalog of ${opts.products.toLocaleString('en-US')} products, ${name} database` : `The ${name} database`);
    target = await openTarget(name, opts.products, opts.dataDir, { createDatabase: needsCatalog });
    const entry: TargetResult = { target: name, label: target.label };
    if (needsCatalog) entry.catalog = await ensureCatalog(target, opts.products, opts.mediaDir);
    result.targets.push(entry);
    if (!opts.seedOnly && needsCatalog) {
      const fixtures = await loadFixtures(openDatabase(target.url, 2));
      await closeDatabases();
      if (opts.parts.has('queries')) {
        section(`Database queries alone (${target.label})`);
        entry.queries = await timeQueries(target.url, fixtures, opts.runs);
      }
      if (opts.parts.has('relevance')) {
        section(`Search relevance set (${target.label})`);
        entry.relevance = await benchRelevance(target.url);
      }
      if (opts.parts.has('cluster')) {
        section(
          `Cluster: two instances behind Caddy, ${opts.connections} connections, ${opts.clusterSeconds} s steady, then ${opts.clusterSeconds} s with one killed (${target.label})`,
        );
        entry.cluster = await benchCluster(target.url, fixtures, {
          connections: opts.connections,
          seconds: opts.clusterSeconds,
          port: opts.port,
          logDir: path.join(opts.dataDir, 'cluster-logs', name),
        });
      }
      // The front end, the processes' memory and bad input do not depend on the database: once a run.
      const onceParts = first && ['bundles', 'lighthouse', 'memory', 'bad-input'].some((p) => opts.parts.has(p as never));
      if (opts.parts.has('load') || onceParts) {
        section(`Production server on 127.0.0.1:${opts.port} (${target.label}; builds into ${opts.distDir} if the sources changed)`);
        server = await startServer({ url: target.url, port: opts.port, distDir: opts.distDir, mediaDir: opts.mediaDir });
        try {
          if (opts.parts.has('load')) {
            section(`Load: ${opts.connections} connections, ${opts.seconds} s each`);
            entry.load = await runLoad(server.origin, fixtures, {
              connections: opts.connections,
              seconds: opts.seconds,
              distDir: opts.distDir,
            });
          }
          if (onceParts && opts.parts.has('memory')) {
            section(`Memory per process: a ${opts.soakSeconds} s soak of every page and API at ${opts.connections} connections`);
            result.memory = await runSoak(server.origin, server.pid, fixtures, {
              connections: opts.connections,
              seconds: opts.soakSeconds,
            });
          }
          if (onceParts && opts.parts.has('bad-input')) {
            section(`Bad input: ${opts.badRequests.toLocaleString('en-US')} malformed requests`);
            result.badInput = await benchBadInput(server.origin, opts.badRequests);
          }
          if (onceParts && opts.parts.has('bundles')) {
            section('First-load JavaScript and CSS per route (gzipped)');
            result.bundles = await measureBundles(server.origin, opts.distDir, fixtures);
          }
          if (onceParts && opts.parts.has('lighthouse')) {
            section('Lighthouse (mobile)');
            result.lighthouse = await runLighthouse(server.origin, fixtures, {
              chrome: opts.chrome,
              outDir: path.join(opts.resultsDir, 'lighthouse', `${date}-${opts.products}`),
            });
          }
        } finally {
          await server.stop();
          server = null;
        }
        first = false;
      }
    }
    if (!opts.seedOnly && opts.parts.has('import')) {
      section(
        `Catalogue import: ${opts.products.toLocaleString('en-US')} products, then their fitment, then the same products with 1 % changed (${target.label})`,
      );
      entry.import = await benchImport(target, { products: opts.products, dataDir: opts.dataDir, mediaDir: opts.mediaDir });
    }
    await target.stop();
    target = null;
  }
} catch (e) {
  await cleanUp();
  throw e;
}

const { file, result: merged } = saveResult(opts.resultsDir, result);
const md = markdown(merged);
// A run of the import or the cluster part alone has a section of its own, so it does not replace the size's other numbers.
const alone = (['import', 'cluster'] as const).find((only) => [...opts.parts].every((p) => p === only));
const aloneTitle = { import: 'Catalogue import', cluster: 'Cluster' };
updateDoc(
  path.resolve('docs/performance.md'),
  alone ? `${alone}-${opts.products}` : opts.products,
  alone ? md.replace(/^### /, `### ${aloneTitle[alone]}, `) : md,
);
console.log(
  `\n${md}\n\nWritten to ${path.relative(process.cwd(), file)} and docs/performance.md in ${((Date.now() - started) / 60_000).toFixed(1)} min.`,
);
process.exit(0);
