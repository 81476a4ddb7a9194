// The bench's results: the budgets of issues 10, 18 and 26 with pass or miss, the tables behind them, written to
// bench/results/<date>-<products>.json (a later run the same day with --only merges into it) and as
// markdown to the terminal and into docs/performance.md (the section for this catalog size).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { CatalogInfo } from './catalog';
import type { QueryTiming } from './queries';
import { RELEVANCE_TARGET, relevanceTable, type RelevanceResult } from './relevance';
import type { LoadResult } from './load';
import { clusterTable, type ClusterResult } from './cluster';
import type { BundleReport } from './bundles';
import type { LighthouseResult } from './lighthouse';
import type { MemoryResult } from './memory';
import type { BadInputResult } from './bad-input';
import { CHANGED_EVERY, IMPORT_BUDGETS, type ImportResult } from './import';

/** `catalog` is absent when only the import part ran (it uses a database of its own). */
export type TargetResult = {
  target: 'embedded' | 'external';
  label: string;
  catalog?: CatalogInfo;
  queries?: QueryTiming[];
  relevance?: RelevanceResult;
  load?: LoadResult[];
  cluster?: ClusterResult;
  import?: ImportResult;
};

export type BenchResult = {
  date: string;
  products: number;
  commit: string;
  machine: { cpus: number; cpu: string; memoryGb: number; load: number[]; node: string };
  settings: { connections: number; seconds: number; runs: number };
  targets: TargetResult[];
  bundles?: BundleReport;
  lighthouse?: LighthouseResult[];
  memory?: MemoryResult;
  badInput?: BadInputResult;
};

/** Issue 26: each process of the server stays within this resident memory under the soak. */
const MEMORY_BUDGET_MB = 400;

type BudgetCheck = { budget: string; measured: string; pass: boolean };

const ok = (pass: boolean) => (pass ? 'pass' : '**miss**');
const num = (n: number | null, unit = '') => (typeof n === 'number' && Number.isFinite(n) ? `${n}${unit}` : 'n/a');
/** A measured value within a limit; a value that could not be measured (NaN, null after JSON) is a miss. */
const le = (v: number | null, limit: number) => typeof v === 'number' && Number.isFinite(v) && v <= limit;
const ge = (v: number | null, limit: number) => typeof v === 'number' && Number.isFinite(v) && v >= limit;

/**
 * The budgets of issues 4 and 10. The query and page budgets of issue 10 are stated at 1,000,000
 * products and checked at every size; issue 4 asks p95 under 20 ms of all three queries at 100,000,
 * so up to that size the listing and facet budgets are 20 ms.
 */
function checkBudgets(r: BenchResult): BudgetCheck[] {
  const out: BudgetCheck[] = [];
  const listingLimit = r.products <= 100_000 ? 20 : 30;
  for (const t of r.targets) {
    const db = t.target;
    const q = (name: string) => t.queries?.find((x) => x.name === name);
    for (const [name, limit, what] of [
      ['listing', listingLimit, 'listing query'],
      ['fit-first', listingLimit, 'exact-fits-first listing query'],
      ['facets', listingLimit, 'listing facet counts'],
      ['suggest', 20, 'suggestions query'],
    ] as const) {
      const m = q(name);
      if (m) out.push({ budget: `${what} p95 ≤ ${limit} ms (${db})`, measured: `${m.p95} ms`, pass: le(m.p95, limit) });
    }
    for (const l of t.relevance?.languages ?? [])
      out.push({
        budget: `search recall@3 and recall@16 ≥ ${RELEVANCE_TARGET * 100} % in ${l.lang} (${db})`,
        measured: `${l.recall3} % / ${l.recall16} %`,
        pass: ge(l.recall3, RELEVANCE_TARGET * 100) && ge(l.recall16, RELEVANCE_TARGET * 100),
      });
    if (t.relevance)
      out.push({
        budget: `relevance set's header suggestions p95 ≤ 20 ms (${db})`,
        measured: `${t.relevance.suggestions.p95} ms`,
        pass: le(t.relevance.suggestions.p95, 20),
      });
    const listing = t.load?.find((x) => x.name === 'filtered listing');
    if (listing)
      out.push({
        budget: `filtered listing page p95 ≤ 100 ms at ${r.settings.connections} connections (${db})`,
        measured: num(listing.p95, ' ms'),
        pass: le(listing.p95, 100),
      });
    if (t.load) {
      const errors = t.load.reduce((s, x) => s + x.errors, 0);
      out.push({ budget: `0 errors under load (${db})`, measured: String(errors), pass: errors === 0 });
    }
    if (t.import) out.push(...importBudgets(t.import, db));
  }
  if (r.memory) {
    const peak = Math.max(...r.memory.processes.map((p) => p.peakMb));
    out.push({
      budget: `every server process ≤ ${MEMORY_BUDGET_MB} MB RSS in a ${r.memory.seconds} s soak at ${r.memory.connections} connections`,
      measured: `${peak} MB at most`,
      pass: le(peak, MEMORY_BUDGET_MB),
    });
  }
  if (r.badInput)
    out.push({
      budget: `${r.badInput.requests.toLocaleString('en-US')} malformed requests: no 5xx, no internals, security headers on all`,
      measured: `${r.badInput.problems} problems`,
      pass: r.badInput.problems === 0,
    });
  if (r.bundles) {
    for (const name of ['home', 'category listing', 'product page']) {
      const b = r.bundles.routes.find((x) => x.name === name);
      if (!b) continue;
      out.push({ budget: `${name}: JS above the framework floor ≤ 40 kB gz`, measured: `${b.jsAdded} kB`, pass: le(b.jsAdded, 40) });
      out.push({ budget: `${name}: CSS ≤ 25 kB gz`, measured: `${b.css} kB`, pass: le(b.css, 25) });
    }
  }
  if (r.lighthouse?.length) {
    const home = r.lighthouse.find((x) => x.page === 'home' && x.locale === 'en');
    if (home) out.push({ budget: 'home page total weight ≤ 750 kB', measured: `${home.weight} kB`, pass: le(home.weight, 750) });
    for (const l of r.lighthouse) {
      const name = `${l.page}/${l.locale}`;
      out.push({
        budget: `${name}: LCP ≤ 1.8 s, TBT ≤ 50 ms`,
        measured: `${num(l.lcp, ' s')}, ${num(l.tbt, ' ms')}`,
        pass: le(l.lcp, 1.8) && le(l.tbt, 50),
      });
      out.push({
        budget: `${name}: performance ≥ 98, accessibility, best practices, SEO 100`,
        measured: `${num(l.performance)}, ${num(l.accessibility)}, ${num(l.bestPractices)}, ${num(l.seo)}`,
        pass: ge(l.performance, 98) && ge(l.accessibility, 100) && ge(l.bestPractices, 100) && ge(l.seo, 100),
      });
    }
  }
  return out;
}

/** Issue 18: the import's time per step (scaled by its size), its memory, and that it did what the files ask. */
function importBudgets(r: ImportResult, db: string): BudgetCheck[] {
  const out: BudgetCheck[] = [];
  const fmt = (n: number) => n.toLocaleString('en-US');
  const step = (name: string) => r.steps.find((s) => s.step === name);
  const products = step('products');
  const fitment = step('fitment');
  const changed = step('products-changed');
  const limit = (perUnit: number, unit: number) => Math.round(((perUnit * r.products) / unit) * 10) / 10;
  const secs = (s: number) => (s >= 120 ? `${(s / 60).toFixed(1)} min` : `${s.toFixed(1)} s`);
  if (products) {
    const l = limit(IMPORT_BUDGETS.productsPer100k, 100_000);
    out.push({
      budget: `import ${fmt(r.products)} new products ≤ ${secs(l)} (${db})`,
      measured: `${secs(products.seconds)}, ${fmt(products.rowsPerSecond)} rows/s`,
      pass: products.exitCode === 0 && le(products.seconds, l),
    });
  }
  if (products && fitment) {
    const l = limit(IMPORT_BUDGETS.productsAndFitmentPerMillion, 1_000_000);
    const total = products.seconds + fitment.seconds;
    out.push({
      budget: `import ${fmt(r.products)} products + ${fmt(r.fitmentRows)} fitment rows ≤ ${secs(l)} (${db})`,
      measured: secs(total),
      pass: products.exitCode === 0 && fitment.exitCode === 0 && le(total, l),
    });
  }
  if (changed) {
    const l = limit(IMPORT_BUDGETS.reimportPerMillion, 1_000_000);
    out.push({
      budget: `re-import the ${fmt(r.products)} products, 1 % changed, ≤ ${secs(l)} (${db})`,
      measured: `${secs(changed.seconds)}, ${fmt(changed.rowsPerSecond)} rows/s`,
      pass: changed.exitCode === 0 && le(changed.seconds, l),
    });
  }
  if (r.steps.length) {
    const peak = Math.max(...r.steps.map((s) => s.peakRssMb));
    out.push({
      budget: `import command ≤ ${IMPORT_BUDGETS.rssMb} MB RSS throughout (its process tree, ${db})`,
      measured: `${peak} MB at most`,
      pass: le(peak, IMPORT_BUDGETS.rssMb),
    });
  }
  // What the files ask: every product created, the fitment of each, then exactly the changed 1 % updated; nothing rejected.
  const expected = Math.floor(r.products / CHANGED_EVERY);
  const right =
    products?.counts?.created === r.products &&
    products.counts.rejected === 0 &&
    fitment?.counts?.updated === r.products &&
    fitment.counts.rejected === 0 &&
    changed?.counts?.updated === expected &&
    changed.counts.unchanged === r.products - expected &&
    changed.counts.rejected === 0 &&
    r.after.products === r.products &&
    r.after.fitment === r.fitmentRows;
  out.push({
    budget: `import: every row taken, only the ${fmt(expected)} changed products rewritten (${db})`,
    measured: `${fmt(r.after.products)} products, ${fmt(r.after.fitment)} fitment rows; re-import updated ${fmt(changed?.counts?.updated ?? 0)}, rejected ${fmt(r.steps.reduce((n, s) => n + (s.counts?.rejected ?? 0), 0))}`,
    pass: right,
  });
  return out;
}

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

/** Replaces this size's section of docs/performance.md (between its markers) with the table. */
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
