import 'server-only';
// The search relevance set (search-relevance.json) run against a catalogue: for each language, the
// share of its queries that find a product they name among the top 3 header suggestions (recall@3)
// and the top 16 listing results (recall@16). One runner for the DB test's floor and the bench's
// report (scripts/bench/relevance.ts).
import type { Database } from '@/db/client';
import { DEFAULT_QUERY } from './model';
import { listProducts } from './listing';
import { searchSuggestions } from './search';
import { withSearchVehicle } from './search-vehicle';
import relevance from './search-relevance.json';

export type RelevanceQuery = {
  q: string;
  lang: string;
  kind: string;
  parts?: string[];
  name?: string;
  /** A vehicle the query names (slugs): its products must also fit it, or every vehicle. */
  vehicle?: { year: number; make: string; model: string };
};

type LanguageScore = { asked: number; top3: number; top16: number; missed: string[] };
export type RelevanceReport = {
  languages: Map<string, LanguageScore>;
  /** Queries whose products the catalogue lacks (left out). */
  absent: number;
  /** The vehicle phrases among the asked ones, and how many were found in both lists. */
  vehicles: { asked: number; found: number; missed: string[] };
  /** Each asked query's header-suggestions time, ms. */
  suggestionMs: number[];
};

export const relevanceQueries = relevance.queries as RelevanceQuery[];

/** The published products a query of the set names. */
async function wanted(db: Database, { parts = [], name, vehicle }: RelevanceQuery): Promise<Set<number>> {
  const { rows } = await db.$client.query<{ id: number }>(
    `SELECT id FROM products p WHERE visibility = 'published'
       AND (tags[2] = ANY($1::text[]) OR ($2::text IS NOT NULL AND lower(concat_ws(' ', name->>'en', name->>'ru', name->>'ar')) LIKE '%' || $2 || '%'))
       AND ($3::int IS NULL OR p.compatibility = 'all' OR EXISTS (SELECT 1 FROM product_fitment f JOIN vehicles v ON v.id = f.vehicle_id
         WHERE f.product_id = p.id AND v.year = $3 AND v.make_slug = $4 AND v.model_slug = $5))`,
    [parts, name ?? null, vehicle?.year ?? null, vehicle?.make ?? null, vehicle?.model ?? null],
  );
  return new Set(rows.map((r) => r.id));
}

/** Runs every query of the set, one after another (the timings are of one search alone). */
export async function runRelevance(db: Database, queries: readonly RelevanceQuery[] = relevanceQueries): Promise<RelevanceReport> {
  const report: RelevanceReport = { languages: new Map(), absent: 0, vehicles: { asked: 0, found: 0, missed: [] }, suggestionMs: [] };
  for (const query of queries) {
    const ids = await wanted(db, query);
    if (!ids.size) {
      report.absent++;
      continue;
    }
    const started = performance.now();
    const suggested = await searchSuggestions(query.q, { products: 3, categories: 0 }, db);
    report.suggestionMs.push(performance.now() - started);
    // The listing as its page runs it: a vehicle the search names is the list's.
    const scope = await withSearchVehicle({ ...DEFAULT_QUERY, search: query.q, limit: 16 }, null, db);
    const listed = await listProducts(scope.query, { vehicleId: scope.vehicleId }, db);
    const top3 = suggested.products.some((p) => ids.has(p.id));
    const top16 = listed.items.some((p) => ids.has(p.id));
    const score = report.languages.get(query.lang) ?? { asked: 0, top3: 0, top16: 0, missed: [] };
    report.languages.set(query.lang, score);
    score.asked++;
    score.top3 += Number(top3);
    score.top16 += Number(top16);
    if (!top3 || !top16) score.missed.push(`${query.q} (${query.kind}: ${top3 ? '' : 'top 3 '}${top16 ? '' : 'top 16'})`);
    if (query.vehicle) {
      report.vehicles.asked++;
      report.vehicles.found += Number(top3 && top16);
      if (!top3 || !top16) report.vehicles.missed.push(query.q);
    }
  }
  return report;
}
