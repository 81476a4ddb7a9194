// The search relevance set (src/features/catalog/search-relevance.json, issue 23) on the bench's
// catalog: per language, recall@3 (a product the query names among the header's 3 suggestions) and
// recall@16 (among the listing's first 16), with the vehicle phrases apart, and the header
// suggestions' time for the set's queries (median and p95, after a warm-up pass). The generated
// catalog holds the seed's parts at every size, so the set's queries find their products there too.
import { closeDatabases, openDatabase } from '../../src/db/client';
import { vocabulary } from '../../src/features/catalog/search';
import { runRelevance } from '../../src/features/catalog/search-relevance';
import { percentile, round } from './stats';

export type RelevanceResult = {
  languages: { lang: string; asked: number; recall3: number; recall16: number; missed: string[] }[];
  vehicles: { asked: number; found: number };
  absent: number;
  suggestions: { median: number; p95: number; runs: number };
};

/** Issue 23's target: recall@3 and recall@16 at least this in each language. */
export const RELEVANCE_TARGET = 0.95;

export async function benchRelevance(url: string): Promise<RelevanceResult> {
  const database = openDatabase(url, 4);
  try {
    await vocabulary(database);
    await runRelevance(database); // warm-up: plans, caches, the vehicle names
    const report = await runRelevance(database);
    const times = [...report.suggestionMs].sort((a, b) => a - b);
    const result: RelevanceResult = {
      languages: [...report.languages].map(([lang, s]) => ({
        lang,
        asked: s.asked,
        recall3: round((100 * s.top3) / s.asked, 1),
        recall16: round((100 * s.top16) / s.asked, 1),
        missed: s.missed,
      })),
      vehicles: { asked: report.vehicles.asked, found: report.vehicles.found },
      absent: report.absent,
      suggestions: { median: round(percentile(times, 50), 2), p95: round(percentile(times, 95), 2), runs: times.length },
    };
    for (const l of result.languages) {
      console.log(
        `  ${l.lang}  ${String(l.asked).padStart(3)} queries   recall@3 ${l.recall3.toFixed(1).padStart(5)} %   recall@16 ${l.recall16.toFixed(1).padStart(5)} %`,
      );
      for (const m of l.missed) console.log(`      missed: ${m}`);
    }
    console.log(
      `  vehicle phrases: ${result.vehicles.found}/${result.vehicles.asked} found in both; ${result.absent} queries without their products here`,
    );
    console.log(
      `  header suggestions of the set: median ${result.suggestions.median} ms, p95 ${result.suggestions.p95} ms (${result.suggestions.runs} queries)`,
    );
    return result;
  } finally {
    await closeDatabases();
  }
}

/** The markdown table of one database's relevance. */
export function relevanceTable(label: string, r: RelevanceResult): string {
  const rows = r.languages.map((l) => `| ${l.lang} | ${l.asked} | ${l.recall3} % | ${l.recall16} % |`);
  return (
    `#### Search relevance (${label})\n\n| language | queries | recall@3 | recall@16 |\n| --- | --- | --- | --- |\n${rows.join('\n')}\n\n` +
    `Vehicle phrases found in both lists: ${r.vehicles.found}/${r.vehicles.asked}. Header suggestions of the set: median ${r.suggestions.median} ms, p95 ${r.suggestions.p95} ms.`
  );
}
