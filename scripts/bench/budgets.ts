// The bench's budgets: issues 4 and 10 (queries, relevance, pages, load), 18 (the catalogue import),
// 26 (memory, bad input) and the bundle and Lighthouse limits, each checked against a run's result
// as pass or miss. The report prints them first and the saved JSON keeps them beside the numbers.
import { RELEVANCE_TARGET } from './relevance';
import { IMPORT_BUDGETS, type ImportResult } from './import';
import { CHANGED_EVERY } from './import-files';
import type { BenchResult } from './result';

/** Issue 26: each process of the server stays within this resident memory under the soak. */
const MEMORY_BUDGET_MB = 400;

type BudgetCheck = { budget: string; measured: string; pass: boolean };

export const num = (n: number | null, unit = '') => (typeof n === 'number' && Number.isFinite(n) ? `${n}${unit}` : 'n/a');
/** A measured value within a limit; a value that could not be measured (NaN, null after JSON) is a miss. */
const le = (v: number | null, limit: number) => typeof v === 'number' && Number.isFinite(v) && v <= limit;
const ge = (v: number | null, limit: number) => typeof v === 'number' && Number.isFinite(v) && v >= limit;

/**
 * The budgets of issues 4 and 10. The query and page budgets of issue 10 are stated at 1,000,000
 * products and checked at every size; issue 4 asks p95 under 20 ms of all three queries at 100,000,
 * so up to that size the listing and facet budgets are 20 ms.
 */
export function checkBudgets(r: BenchResult): BudgetCheck[] {
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
