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
import { searchSuggestions } from './search';
import { relevanceQueries, runRelevance } from './search-relevance';

/** The share of the set's queries each language must answer: below the target (0.95 in the top 3), a regression shows. */
const FLOOR = { top3: 0.9, top16: 0.9 };

describeEachDatabase('search relevance', (database) => {
  let db: Database;
  beforeAll(() => {
    db = database();
  });

  it('finds what each query of the set names, in each language, at the floor', async () => {
    const report = await runRelevance(db);
    expect(report.absent, 'queries whose products the catalogue lacks').toBeLessThan(relevanceQueries.length / 10);
    expect([...report.languages.keys()].sort()).toEqual(['ar', 'en', 'ru']);
    for (const [lang, s] of report.languages) {
      const summary = `${lang}: ${s.top3}/${s.asked} in the top 3, ${s.top16}/${s.asked} in the top 16; missed ${s.missed.join(', ')}`;
      expect(s.top3 / s.asked, summary).toBeGreaterThanOrEqual(FLOOR.top3);
      expect(s.top16 / s.asked, summary).toBeGreaterThanOrEqual(FLOOR.top16);
    }
  });

  it('finds parts for the vehicle a search names ("2019 civic brake pads", "колодки цивик 2019", "فحمات فرامل سيفيك ٢٠١٩")', async () => {
    const report = await runRelevance(
      db,
      relevanceQueries.filter((q) => q.vehicle),
    );
    const { asked, found, missed } = report.vehicles;
    expect(asked, 'vehicle phrases the catalogue has parts for').toBeGreaterThanOrEqual(10);
    expect(found / asked, `missed ${missed.join(', ')}`).toBeGreaterThanOrEqual(FLOOR.top3);
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
