// Integration: the search relevance set (search-relevance.json: typos of each kind, synonyms, plurals,
// spellings, in English, Russian and Arabic) against the seeded catalogue on both databases. A query
// counts when a product it names is among the top 3 header suggestions, and among the top 16 listing
// results; each language must reach the floor. A query whose products the catalogue lacks is left out
// (the seed's size decides which parts exist), and most of them must be there. Part numbers, written
// several ways, are drawn from the catalogue itself.
import { beforeAll, expect, it, vi } from 'vitest';
// The queries are server-only modules; vitest runs them outside React's server environment.
vi.mock('server-only', () => ({}));
import { describeEachDatabase } from '../../../tests/integration/databases';
import type { Database } from '@/db/client';
import { DEFAULT_QUERY } from './model';
import { listProducts } from './listing';
import { searchSuggestions } from './search';
import relevance from './search-relevance.json';

/** The share of the set's queries each language must answer: below the target (0.95 in the top 3), a regression shows. */
const FLOOR = { top3: 0.9, top16: 0.9 };

type Query = { q: string; lang: string; kind: string; parts?: string[]; name?: string };

describeEachDatabase('search relevance', (database) => {
  let db: Database;
  beforeAll(() => {
    db = database();
  });

  /** The published products a query of the set names. */
  const wanted = async ({ parts = [], name }: Query) =>
    new Set(
      (
        await db.$client.query<{ id: number }>(
          `SELECT id FROM products WHERE visibility = 'published'
             AND (tags[2] = ANY($1::text[]) OR ($2::text IS NOT NULL AND lower(concat_ws(' ', name->>'en', name->>'ru', name->>'ar')) LIKE '%' || $2 || '%'))`,
          [parts, name ?? null],
        )
      ).rows.map((r) => r.id),
    );

  const hits = async (q: string, ids: Set<number>) => {
    const [suggested, listed] = await Promise.all([
      searchSuggestions(q, { products: 3, categories: 0 }, db),
      listProducts({ ...DEFAULT_QUERY, search: q, limit: 16 }, { vehicleId: null }, db),
    ]);
    return { top3: suggested.products.some((p) => ids.has(p.id)), top16: listed.items.some((p) => ids.has(p.id)) };
  };

  it('finds what each query of the set names, in each language, at the floor', async () => {
    const queries = relevance.queries as Query[];
    const byLanguage = new Map<string, { asked: number; top3: number; top16: number; missed: string[] }>();
    let absent = 0;
    for (const query of queries) {
      const ids = await wanted(query);
      if (!ids.size) {
        absent++;
        continue;
      }
      const score = byLanguage.get(query.lang) ?? { asked: 0, top3: 0, top16: 0, missed: [] };
      byLanguage.set(query.lang, score);
      const found = await hits(query.q, ids);
      score.asked++;
      score.top3 += Number(found.top3);
      score.top16 += Number(found.top16);
      if (!found.top3 || !found.top16)
        score.missed.push(`${query.q} (${query.kind}: ${found.top3 ? '' : 'top 3 '}${found.top16 ? '' : 'top 16'})`);
    }
    expect(absent, 'queries whose products the catalogue lacks').toBeLessThan(queries.length / 10);
    expect([...byLanguage.keys()].sort()).toEqual(['ar', 'en', 'ru']);
    for (const [lang, s] of byLanguage) {
      const report = `${lang}: ${s.top3}/${s.asked} in the top 3, ${s.top16}/${s.asked} in the top 16; missed ${s.missed.join(', ')}`;
      expect(s.top3 / s.asked, report).toBeGreaterThanOrEqual(FLOOR.top3);
      expect(s.top16 / s.asked, report).toBeGreaterThanOrEqual(FLOOR.top16);
    }
  });

  it('finds part numbers written with or without dashes, spaces and case, first', async () => {
    const { rows } = await db.$client.query<{ id: number; part: string }>(
      `SELECT id, part_number AS part FROM products WHERE visibility = 'published' AND part_number ~ '[^A-Za-z0-9]' ORDER BY id LIMIT 10`,
    );
    expect(rows.length).toBe(10);
    for (const { id, part } of rows) {
      const spellings = [
        part,
        part.toLowerCase(),
        part.replace(/[^A-Za-z0-9]/g, ''),
        part.replace(/[^A-Za-z0-9]+/g, ' '),
        ` ${part.toLowerCase().replace(/-/g, ' - ')} `,
      ];
      for (const spelling of spellings) {
        const suggested = await searchSuggestions(spelling, { products: 3, categories: 0 }, db);
        expect(suggested.products[0]?.id, spelling).toBe(id);
      }
    }
  });
});
