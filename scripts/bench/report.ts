// The bench's report: a run's result as markdown (the budgets first, then the tables behind them),
// printed to the terminal and put into docs/performance.md (the section for this catalog size), and
// saved to bench/results/<date>-<products>.json (a later run the same day with --only merges into it).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { relevanceTable } from './relevance';
import { clusterTable } from './cluster';
import { checkBudgets, num } from './budgets';
import type { BenchResult, TargetResult } from './result';

const ok = (pass: boolean) => (pass ? 'pass' : '**miss**');

function table(head: string[], rows: (string | number)[][]): string {
  return [
    `| ${head.join(' | ')} |`,
    `|${head.map((h, i) => (i ? '---:' : '---')).join('|')}|`,
    ...rows.map((r) => `| ${r.join(' | ')} |`),
  ].join('\n');
}

export function markdown(r: BenchResult): string {
  const parts: string[] = [];
  const fmt = (n: number) => n.toLocaleString('en-US');
  parts.push(
    `### ${fmt(r.products)} products — ${r.date} (commit ${r.commit})\n\n` +
      `${r.machine.cpus} × ${r.machine.cpu}, ${r.machine.memoryGb} GB, load average ${r.machine.load.join(' / ')} at the start, Node ${r.machine.node}.` +
      (r.targets.some((t) => t.load || t.queries)
        ? ` Load: ${r.settings.connections} connections × ${r.settings.seconds} s per row; queries: ${r.settings.runs} runs each.`
        : '') +
      '\n',
  );
  parts.push(
    r.targets
      .map(
        (t) =>
          (t.catalog
            ? `- ${t.label}: ${fmt(t.catalog.products)} products, ${fmt(t.catalog.fitment)} fitment rows, ${fmt(t.catalog.reviews)} reviews` +
              (t.catalog.seededSeconds
                ? `; seeded in this run in ${(t.catalog.seededSeconds / 60).toFixed(1)} min (${fmt(t.catalog.seedRate ?? 0)} products/s)`
                : '')
            : '') +
          (t.import
            ? `${t.catalog ? '\n' : ''}- ${t.import.label}, database ${t.import.database}: the catalogue import of ${fmt(t.import.products)} products and ${fmt(t.import.fitmentRows)} fitment rows`
            : ''),
      )
      .filter(Boolean)
      .join('\n'),
  );
  const budgets = checkBudgets(r);
  if (budgets.length)
    parts.push(
      `#### Budgets\n\n${table(
        ['budget', 'measured', 'result'],
        budgets.map((b) => [b.budget, b.measured, ok(b.pass)]),
      )}`,
    );

  for (const t of r.targets) if (t.relevance) parts.push(relevanceTable(t.label, t.relevance));

  const withQueries = r.targets.filter((t) => t.queries);
  if (withQueries.length) {
    const names = withQueries[0]!.queries!.map((q) => q.name);
    parts.push(
      `#### Database queries alone (ms)\n\n` +
        table(
          ['query', ...withQueries.flatMap((t) => [`${t.target} median`, `${t.target} p95`])],
          names.map((n) => [
            `${n}: ${withQueries[0]!.queries!.find((q) => q.name === n)!.what}`,
            ...withQueries.flatMap((t): (string | number)[] => {
              const q = t.queries!.find((x) => x.name === n);
              return q ? [q.median, q.p95] : ['', ''];
            }),
          ]),
        ),
    );
  }
  for (const t of r.targets.filter((x) => x.load)) {
    parts.push(
      `#### Load on the ${t.target} database (${r.settings.connections} connections, ${r.settings.seconds} s)\n\n` +
        table(
          ['page or API', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'errors', '× static', 'load avg'],
          t.load!.map((l) => [
            l.name,
            l.rps,
            num(l.p50),
            num(l.p95),
            num(l.p99),
            l.errors,
            l.ofStatic !== undefined ? l.ofStatic.toFixed(2) : '1',
            num(l.load ?? null),
          ]),
        ),
    );
  }
  for (const t of r.targets) if (t.cluster) parts.push(clusterTable(t.label, t.cluster, r.settings.connections));
  for (const t of r.targets.filter((x) => x.import)) {
    const im = t.import!;
    const names: Record<string, string> = {
      products: 'products.csv, new',
      fitment: 'fitment.csv',
      'products-changed': 'products-changed.csv, 1 % changed',
    };
    parts.push(
      `#### Catalogue import on the ${t.target} database (${fmt(im.products)} products, ${fmt(im.fitmentRows)} fitment rows; \`tsx scripts/import.ts\`, one after the other)\n\n` +
        table(
          [
            'file',
            'rows',
            'MB',
            'seconds',
            'importer s',
            'rows/s',
            'peak RSS MB (tree)',
            'largest process MB',
            'created / updated / unchanged / rejected',
            'load avg',
          ],
          im.steps.map((s) => [
            names[s.step] ?? s.step,
            fmt(s.rows),
            s.fileMb,
            s.seconds.toFixed(1),
            num(s.importerSeconds),
            fmt(s.rowsPerSecond),
            s.peakRssMb,
            s.peakProcessMb,
            s.counts
              ? [s.counts.created, s.counts.updated, s.counts.unchanged, s.counts.rejected].map(fmt).join(' / ')
              : `exit ${s.exitCode}`,
            s.load,
          ]),
        ) +
        `\n\nLongest statements of each import (seen in pg_stat_activity every 0.5 s; a COPY runs while Node reads and checks the file):\n\n` +
        im.steps
          .map(
            (s) =>
              `- ${s.step}: ${
                s.slowest
                  .slice(0, 3)
                  .map((q) => `${q.seconds} s \`${q.sql.slice(0, 110).replace(/`/g, "'")}\``)
                  .join('; ') || 'none over 0.5 s'
              }`,
          )
          .join('\n'),
    );
  }
  if (r.memory) {
    const m = r.memory;
    parts.push(
      `#### Memory per process (RSS, MB; ${m.seconds} s soak at ${m.connections} connections, ${m.requests.toLocaleString('en-US')} requests, ${m.errors} errors)\n\n` +
        table(
          ['process', 'idle', 'peak under the soak', '10 s after'],
          m.processes.map((p) => [p.role, p.idleMb, p.peakMb, p.afterMb]),
        ),
    );
  }
  if (r.badInput) {
    const b = r.badInput;
    parts.push(
      `#### Bad input\n\n${b.requests.toLocaleString('en-US')} malformed requests in ${b.seconds} s: ${Object.entries(b.statuses)
        .map(([s, n]) => `${n.toLocaleString('en-US')} × ${s}`)
        .join(', ')}; ${b.problems} problems` + (b.examples.length ? `:\n\n${b.examples.map((e) => `- ${e}`).join('\n')}` : '.'),
    );
  }
  if (r.bundles) {
    const b = r.bundles;
    parts.push(
      `#### First-load JavaScript and CSS (kB, gzipped)\n\n` +
        `Framework floor (the build's rootMainFiles: what an empty App Router page loads): ${b.floor.js} kB JS. ` +
        `Shell (the not-found page: site frame only): ${b.shell.js} kB JS, ${b.shell.css} kB CSS.\n\n` +
        table(
          ['route', 'JS', 'JS above floor', 'JS above shell', 'CSS', 'CSS above shell', 'HTML'],
          b.routes.map((x) => [x.name + (x.status !== 200 ? ` (${x.status})` : ''), x.js, x.jsAdded, x.jsPage, x.css, x.cssPage, x.html]),
        ),
    );
  }
  if (r.lighthouse?.length) {
    parts.push(
      `#### Lighthouse (mobile)\n\n` +
        table(
          ['page', 'performance', 'accessibility', 'best practices', 'SEO', 'LCP s', 'TBT ms', 'CLS', 'weight kB', 'costing points'],
          r.lighthouse.map((l) => [
            `${l.page}/${l.locale}`,
            num(l.performance),
            num(l.accessibility),
            num(l.bestPractices),
            num(l.seo),
            num(l.lcp),
            num(l.tbt),
            num(l.cls),
            num(l.weight),
            l.error ? `error: ${l.error}` : l.failing.join(', '),
          ]),
        ) +
        `\n\nLighthouse's CPU benchmark index on this run: ${[...new Set(r.lighthouse.map((l) => l.benchmarkIndex))].join(', ')} (a fast desktop scores over 1,500; under 1,000 the simulated phone is slower than the real one).`,
    );
  }
  return parts.join('\n\n');
}

/** Merges `fresh` into the same day's result for this size (parts not run this time are kept). */
export function saveResult(dir: string, fresh: BenchResult): { file: string; result: BenchResult } {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${fresh.date}-${fresh.products}.json`);
  let result = fresh;
  if (existsSync(file)) {
    const old = JSON.parse(readFileSync(file, 'utf8')) as BenchResult;
    const targets = [...old.targets];
    for (const t of fresh.targets) {
      const i = targets.findIndex((x) => x.target === t.target);
      const merged = i >= 0 ? { ...targets[i]!, ...Object.fromEntries(Object.entries(t).filter(([, v]) => v !== undefined)) } : t;
      // A run that reused the catalog keeps the seeding time of the run that made it.
      if (i >= 0 && t.catalog?.seededSeconds === null && targets[i]!.catalog?.seededSeconds != null) merged.catalog = targets[i]!.catalog;
      if (i >= 0) targets[i] = merged as TargetResult;
      else targets.push(t);
    }
    result = {
      ...old,
      ...fresh,
      targets,
      bundles: fresh.bundles ?? old.bundles,
      lighthouse: fresh.lighthouse ?? old.lighthouse,
      memory: fresh.memory ?? old.memory,
      badInput: fresh.badInput ?? old.badInput,
    };
  }
  writeFileSync(file, `${JSON.stringify({ ...result, budgets: checkBudgets(result) }, null, 2)}\n`);
  return { file, result };
}

/** Puts `md` in the doc's section for `key` (a catalog size, or `import-<size>` for a run of the import part alone). */
export function updateDoc(file: string, key: number | string, md: string): void {
  if (!existsSync(file)) return;
  const text = readFileSync(file, 'utf8');
  const start = `<!-- bench:${key}:start -->`;
  const end = `<!-- bench:${key}:end -->`;
  const block = `${start}\n${md}\n${end}`;
  const i = text.indexOf(start);
  const j = text.indexOf(end);
  const next = i >= 0 && j > i ? text.slice(0, i) + block + text.slice(j + end.length) : `${text.trimEnd()}\n\n${block}\n`;
  writeFileSync(file, next);
}
