// Integration: the header suggestions' ranking shortcuts (search.ts, rankedMatches) against the plain
// ranking they stand for, sorting every match; exact codes first and alone.
import { beforeAll, expect, it, vi } from 'vitest';
// The queries are server-only modules; vitest runs them outside React's server environment.
vi.mock('server-only', () => ({}));
import { describeEachDatabase } from '../../../tests/integration/databases';
import type { Database } from '@/db/client';
import { rankedMatches, searchSuggestions } from './search';

describeEachDatabase('search suggestions', (database) => {
  let db: Database;
  beforeAll(() => {
    db = database();
  });

  /** Every match sorted: names that start with the first word, then best sellers, then newest id. */
  const everyMatchSorted = async (words: string[], k: number) => {
    const likes = words.map((_, i) => `p.search_text LIKE $${i + 1}`).join(' AND ');
    const { rows } = await db.$client.query<{ id: number }>(
      `SELECT p.id FROM products p WHERE ${likes} ORDER BY (lower(p.name->>'en') LIKE $${words.length + 1}) DESC, p.sales_count DESC, p.id DESC LIMIT $${words.length + 2}`,
      [...words.map((w) => `%${w}%`), `${words[0]}%`, k],
    );
    return rows.map((r) => r.id);
  };

  it('finds the same products in the same order as sorting every match, for common and rare words, brand names and two words', async () => {
    const { rows } = await db.$client.query<{ name: string }>(`SELECT lower(name->>'en') AS name FROM products ORDER BY id LIMIT 12`);
    const words = (name: string) => name.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
    const cases = [
      ...rows.flatMap((r) => [[words(r.name)[0]!], words(r.name).slice(-3, -1), [words(r.name).at(-2)!], [words(r.name).at(-1)!]]),
      ['light'],
      ['pump'],
      ['set'],
      ['a'],
      ['zzzz'],
      ['pump', 'mirror'],
    ];
    let compared = 0;
    for (const w of cases) {
      for (const k of [3, 20]) {
        const expected = await everyMatchSorted(w, k);
        // Small first windows make the walk go on to the second window and the trigram index.
        for (const firstWindow of [400, 40, 5]) {
          expect(
            (await rankedMatches(w, k, db, { window: firstWindow })).map((p) => p.id),
            `${w.join(' ')} k=${k} window=${firstWindow}`,
          ).toEqual(expected);
          compared++;
        }
      }
    }
    expect(compared).toBeGreaterThan(200);
  });

  it('asked for only a few of its matches, it gives at least that many, and those it gives are the best ones in order', async () => {
    let shortened = 0;
    for (const w of [['light'], ['pump'], ['set'], ['a'], ['filter'], ['zzzz']]) {
      const best = await everyMatchSorted(w, 20);
      for (const firstWindow of [400, 40, 5]) {
        const some = (await rankedMatches(w, 20, db, { window: firstWindow, enough: 3 })).map((p) => p.id);
        expect(some.length, `${w} window=${firstWindow}`).toBeGreaterThanOrEqual(Math.min(3, best.length));
        expect(some, `${w} window=${firstWindow}`).toEqual(best.slice(0, some.length));
        if (some.length < best.length) shortened++;
      }
    }
    // The shortcut must have been taken somewhere, or this test compares nothing new.
    expect(shortened).toBeGreaterThan(0);
  });

  it('ranks words with alternatives (synonyms, stems) as sorting every product that has one of each', async () => {
    const everyMatch = async (terms: string[][], k: number) => {
      const params: unknown[] = [];
      const param = (v: unknown) => `$${params.push(v)}`;
      const where = terms.map((alternatives) => `(${alternatives.map((a) => `p.search_text LIKE ${param(`%${a}%`)}`).join(' OR ')})`);
      const { rows } = await db.$client.query<{ id: number }>(
        `SELECT p.id FROM products p WHERE p.visibility = 'published' AND ${where.join(' AND ')}
          ORDER BY COALESCE(lower(p.name->>'en') LIKE ${param(`${terms[0]![0]}%`)}, false) DESC, p.sales_count DESC, p.id DESC LIMIT ${param(k)}`,
        params,
      );
      return rows.map((r) => r.id);
    };
    const cases = [
      [['pump', 'mirror']],
      [['light', 'lamp', 'bulb']],
      [['brake'], ['disc', 'rotor', 'disk']],
      [['filter', 'фильтр']],
      [['zzzz', 'pump']],
      [['mirror'], ['cover', 'glass']],
    ];
    for (const terms of cases)
      for (const k of [3, 20])
        for (const firstWindow of [400, 40, 5])
          expect(
            (await rankedMatches(terms, k, db, { window: firstWindow })).map((p) => p.id),
            `${JSON.stringify(terms)} k=${k} window=${firstWindow}`,
          ).toEqual(await everyMatch(terms, k));
  });

  it('an exact part number or SKU suggests that product alone, an interchange number the products that list it', async () => {
    const {
      rows: [p],
    } = await db.$client.query<{ id: number; part: string; sku: string }>(
      `SELECT p.id, p.part_number AS part, p.sku FROM products p WHERE NOT EXISTS (SELECT 1 FROM product_interchange i WHERE i.normalized = regexp_replace(upper(p.part_number), '[^A-Z0-9]', '', 'g')) ORDER BY id LIMIT 1 OFFSET 3`,
    );
    const byPart = await searchSuggestions(p!.part.toLowerCase(), { products: 20, categories: 4 }, db);
    expect(byPart.products.map((x) => x.id)).toEqual([p!.id]);
    const bySku = await searchSuggestions(` ${p!.sku} `, { products: 3, categories: 0 }, db);
    expect(bySku.products.map((x) => x.id)).toEqual([p!.id]);
    const {
      rows: [i],
    } = await db.$client.query<{ number: string; ids: number[] }>(
      'SELECT min(number) AS number, array_agg(DISTINCT product_id ORDER BY product_id) AS ids FROM product_interchange GROUP BY normalized ORDER BY normalized LIMIT 1',
    );
    const byOem = await searchSuggestions(i!.number, { products: 20, categories: 4 }, db);
    expect(byOem.products.map((x) => x.id).sort((a, b) => a - b)).toEqual(i!.ids);
  });

  it('a part number that matches nothing exactly still finds the products that contain it', async () => {
    const {
      rows: [p],
    } = await db.$client.query<{ id: number; part: string }>('SELECT id, part_number AS part FROM products ORDER BY id LIMIT 1 OFFSET 5');
    const partial = p!.part.slice(0, 5); // "12345" of "12345-A6789": a prefix, not a whole number
    const found = await searchSuggestions(partial, { products: 20, categories: 0 }, db);
    expect(found.products.map((x) => x.id)).toContain(p!.id);
  });

  it('the typo vocabulary holds every word of the product names, folded, and follows a new or renamed product', async () => {
    const missing = await db.$client.query(
      `SELECT w FROM (SELECT regexp_split_to_table(search_fold(concat_ws(' ', name->>'en', name->>'ru', name->>'ar')), '[^[:alpha:]]+') AS w FROM products) t
        WHERE length(w) >= 3 AND NOT EXISTS (SELECT 1 FROM search_words s WHERE s.word = t.w) LIMIT 5`,
    );
    expect(missing.rows).toEqual([]);
    // In a transaction that is rolled back: the shared catalogue stays as it was.
    const client = await db.$client.connect();
    try {
      await client.query('BEGIN');
      const words = async () =>
        (
          await client.query<{ word: string }>(
            `SELECT word FROM search_words WHERE word IN ('quixotrode', 'zenithlamp', 'ab') ORDER BY word`,
          )
        ).rows.map((r) => r.word);
      const {
        rows: [added],
      } = await client.query<{ id: number }>(
        `INSERT INTO products (slug, sku, part_number, name, excerpt, description, category_id, price)
         SELECT 'vocab-test', 'VOCAB-TEST', 'VT-1', '{"en":"Quixotrode ab 12","ru":"","ar":""}', '{}', '{}', min(id), 100 FROM categories WHERE type = 'shop' RETURNING id`,
      );
      expect(await words()).toEqual(['quixotrode']);
      await client.query(`UPDATE products SET stock = stock + 1 WHERE id = $1`, [added!.id]);
      await client.query(`UPDATE products SET name = '{"en":"Zenithlamp","ru":"","ar":""}' WHERE id = $1`, [added!.id]);
      expect(await words()).toEqual(['quixotrode', 'zenithlamp']);
    } finally {
      await client.query('ROLLBACK');
      client.release();
    }
  });
});
