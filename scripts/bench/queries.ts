// The database alone: median and p95 of the queries behind the listing (its page of items and its
// facet counts), the header suggestions and the product page's fitment block, called in-process
// the way the pages call them, after a warm-up. A slow page with fast queries is a slow page.
import { openDatabase, closeDatabases } from '../../src/db/client';
import { listingItems } from '../../src/features/catalog/listing';
import { listingFacets } from '../../src/features/catalog/listing-filters';
import { searchSuggestions, vocabulary } from '../../src/features/catalog/search';
import { compatibleVehicles, vehicleFitment } from '../../src/features/product/product-page';
import type { Fixtures } from './fixtures';
import { percentile, round } from './stats';

export type QueryTiming = { name: string; what: string; median: number; p95: number; runs: number };

async function measure(name: string, what: string, runs: number, cases: (() => Promise<unknown>)[]): Promise<QueryTiming> {
  for (const c of cases) await c(); // warm-up: caches, plans, the typo vocabulary
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await cases[i % cases.length]!();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const result = { name, what, median: round(percentile(times, 50), 2), p95: round(percentile(times, 95), 2), runs };
  console.log(`  ${name.padEnd(10)} median ${result.median.toFixed(2).padStart(7)} ms   p95 ${result.p95.toFixed(2).padStart(7)} ms`);
  return result;
}

export async function timeQueries(url: string, fixtures: Fixtures, runs: number): Promise<QueryTiming[]> {
  const database = openDatabase(url, 4);
  try {
    await vocabulary(database);
    const scope = (q: Fixtures['listings'][number]['query']) => ({ vehicleId: q.filters.vehicle ?? null });
    return [
      await measure(
        'listing',
        'vehicle + 3 brands + price, by price: the page of 16',
        runs,
        fixtures.listings.map(
          ({ query }) =>
            () =>
              listingItems(query, scope(query), database),
        ),
      ),
      // Exact fits first (issue 25): the vehicle's listed parts, then the universal ones, best-selling first.
      await measure(
        'fit-first',
        'vehicle alone, default sort: exact fits before universal parts, page 1',
        runs,
        fixtures.listings.map(
          ({ query }) =>
            () =>
              listingItems({ ...query, sort: 'default', filters: { vehicle: query.filters.vehicle } }, scope(query), database),
        ),
      ),
      await measure(
        'facets',
        'facet counts and total for the same filters',
        runs,
        fixtures.listings.map(
          ({ query }) =>
            () =>
              listingFacets(query, scope(query), database),
        ),
      ),
      await measure(
        'suggest',
        'header suggestions: words, typos, part numbers',
        runs,
        fixtures.texts.map((t) => () => searchSuggestions(t, { products: 3, categories: 4 }, database)),
      ),
      await measure(
        'fitment',
        "product page fitment: fits the vehicle? + the product's vehicles",
        runs,
        fixtures.fitment.map(
          (f) => () => Promise.all([vehicleFitment(f.productId, f.vehicleId, database), compatibleVehicles(f.productId, database)]),
        ),
      ),
    ];
  } finally {
    await closeDatabases();
  }
}
