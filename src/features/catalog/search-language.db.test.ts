// Integration: search in three languages (search.ts, search-model.ts, migration 0014) on both databases:
// the catalogue's words and the shopper's are folded alike (search_fold in SQL, foldSearchText in
// TypeScript), typos are corrected by edit distance with transpositions, synonyms and plurals find
// the other words, and an exact part number still comes first. On products of its own, removed after.
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
// The queries are server-only modules; vitest runs them outside React's server environment.
vi.mock('server-only', () => ({}));
import { describeEachDatabase } from '../../../tests/integration/databases';
import type { Database } from '@/db/client';
import { searchTextSql } from '@/db/search-text';
import { DEFAULT_QUERY } from './model';
import { foldSearchText } from '@/i18n/fold-text';
import { listProducts } from './listing';
import { searchPlan, searchSuggestions } from './search';

const PRODUCTS = {
  sport: {
    en: 'Quasarline Sport Mirror Cap',
    ru: 'Квазарлайн крышка зеркала',
    ar: 'غطاء مرآة كوازارلاين بتصميم رياضي',
    part: 'QZL-4471-88',
  },
  shell: { en: 'Quasarline Door Shell', ru: 'Квазарлайн дверь', ar: 'هيكل باب كوازارلاين', part: 'QZL-1002' },
  wiper: { en: 'Quasarline Wiper Blade', ru: 'Квазарлайн щётка стеклоочистителя', ar: 'شفرة مساحة كوازارلاين', part: 'QZL-1003' },
  disc: { en: 'Quasarline Brake Disc', ru: 'Квазарлайн тормозной диск', ar: 'قرص فرامل كوازارلاين', part: 'QZL-1004' },
  muffler: { en: 'Quasarline Muffler', ru: 'Квазарлайн глушитель', ar: 'شكمان كوازارلاين', part: 'QZL-1005' },
  battery: { en: 'Quasarline Battery', ru: 'Квазарлайн аккумулятор', ar: 'بطارية كوازارلاين', part: 'QZL-1006' },
  pad: { en: 'Quasarline Brake Pad', ru: 'Квазарлайн тормозная колодка', ar: 'تيل فرامل كوازارلاين', part: 'QZL-1007' },
  pump: { en: 'Quasarline Pump', ru: 'Квазарлайн насос', ar: 'مُضَخّة كوازارلاين', part: 'QZL-1008' },
  tyre: { en: 'Quasarline Tyre', ru: 'Квазарлайн покрышка', ar: 'إطار كوازارلاين', part: 'QZL-1009' },
};
type Key = keyof typeof PRODUCTS;

/** Words whose fold is easy to get wrong, in the three languages and a few others. */
const TRICKY = [
  'Ёлка',
  'ЩЁТКИ',
  'ёмкость',
  'Бёрдс',
  'Тормозные КОЛОДКИ',
  'أحمد',
  'إطار',
  'آلة',
  'ٱلمضخة',
  'مُضَخَّةٌ',
  'على',
  'مستشفى',
  'قـــطار',
  'هٰذا',
  'قُرْآن',
  'BRAKE Pads',
  'Sprot',
  'Shlel',
  'ΣΑΣ',
  'İstanbul',
  'Straße ẞ',
  'mixed Ёж قرص 12-AB',
  '😀 emoji',
];

describeEachDatabase('search in three languages', (database) => {
  let db: Database;
  const ids = {} as Record<Key, number>;
  const names = new Map<number, Key>();

  beforeAll(async () => {
    db = database();
    for (const [key, p] of Object.entries(PRODUCTS) as [Key, (typeof PRODUCTS)[Key]][]) {
      const {
        rows: [row],
      } = await db.$client.query<{ id: number }>(
        `INSERT INTO products (slug, sku, part_number, name, excerpt, description, category_id, price, sales_count)
         SELECT $1, $2, $3, $4, '{}', '{}', min(id), 1000, 0 FROM categories WHERE type = 'shop' RETURNING id`,
        [`search-language-${key}`, `SL-${key.toUpperCase()}`, p.part, JSON.stringify({ en: p.en, ru: p.ru, ar: p.ar })],
      );
      ids[key] = row!.id;
      names.set(row!.id, key);
    }
    // As the catalogue import writes it.
    await db.$client.query(`UPDATE products p SET search_text = ${searchTextSql('p')} WHERE p.id = ANY($1::int[])`, [Object.values(ids)]);
  });
  afterAll(async () => {
    await db.$client.query(`DELETE FROM products WHERE slug LIKE 'search-language-%'`);
    await db.$client.query(`DELETE FROM search_words WHERE word IN ('quasarline', 'квазарлайн', 'كوازارلاين')`);
  });

  /** The test's products a search finds, in the suggestions' order (the seed's products left out). */
  const found = async (text: string) =>
    (await searchSuggestions(text, { products: 20, categories: 0 }, db)).products.flatMap((p) => names.get(p.id) ?? []);
  const listed = async (text: string) =>
    (await listProducts({ ...DEFAULT_QUERY, search: text, limit: 100 }, { vehicleId: null }, db)).items.flatMap(
      (p) => names.get(p.id) ?? [],
    );

  it('folds the catalogue and the query alike: the SQL function and the TypeScript rule agree', async () => {
    const { rows } = await db.$client.query<{ folded: string[] }>(
      'SELECT array_agg(search_fold(w) ORDER BY n) AS folded FROM unnest($1::text[]) WITH ORDINALITY AS t(w, n)',
      [TRICKY],
    );
    expect(rows[0]!.folded).toEqual(TRICKY.map(foldSearchText));
    // Every writer of search_text folds it: the seed's products and the import's.
    const {
      rows: [unfolded],
    } = await db.$client.query<{ n: number }>('SELECT count(*)::int AS n FROM products WHERE search_text <> search_fold(search_text)');
    expect(unfolded!.n).toBe(0);
    const { rows: words } = await db.$client.query('SELECT word FROM search_words WHERE word <> search_fold(word) LIMIT 3');
    expect(words).toEqual([]);
    // How common each word is, counted when the seed inserted the catalogue: "brake" is in many names.
    const { rows: uses } = await db.$client.query<{ word: string; uses: number }>(
      `SELECT word, uses FROM search_words WHERE word IN ('brake', 'quasarline') ORDER BY word`,
    );
    expect(uses).toEqual([
      { word: 'brake', uses: expect.any(Number) },
      { word: 'quasarline', uses: 1 },
    ]);
    expect(uses[0]!.uses).toBeGreaterThan(5);
  });

  it('corrects the typos of the issue: "Sprot" is sport (not spot), "Shlel" is shell, and two swapped Arabic letters', async () => {
    expect((await searchPlan('Sprot', db)).terms).toEqual([['sport']]);
    expect(await found('quasarline Sprot')).toEqual(['sport']);
    expect(await found('Shlel quasarline')).toEqual(['shell']);
    expect(await found('كوازارلاين بتمصيم')).toEqual(['sport']);
    expect(await listed('Quasarline sprot')).toEqual(['sport']);
  });

  it('finds Russian with ё or е, Arabic with or without hamza, harakat and taa marbuta', async () => {
    expect(await found('квазарлайн щетка')).toEqual(['wiper']);
    expect(await found('Квазарлайн ЩЁТКА')).toEqual(['wiper']);
    expect(await found('كوازارلاين مضخه')).toEqual(['pump']);
    expect(await found('كوازارلاين اطار')).toEqual(['tyre']);
    expect(await found('كوازارلاين إِطَار')).toEqual(['tyre']);
  });

  it('a synonym finds a product named with the other word, in each language', async () => {
    expect(await found('quasarline rotor')).toEqual(['disc']);
    expect(await found('quasarline silencer')).toEqual(['muffler']);
    expect(await found('quasarline tire')).toEqual(['tyre']);
    expect(await found('квазарлайн выхлоп')).toEqual(['muffler']);
    expect(await found('квазарлайн шина')).toEqual(['tyre']);
    expect(await found('كوازارلاين كاتم')).toEqual(['muffler']);
    expect(await found('كوازارلاين ديسك')).toEqual(['disc']);
    expect(await listed('quasarline rotor')).toEqual(['disc']);
  });

  it('a plural finds the singular, a synonym in the plural too', async () => {
    expect(await found('quasarline batteries')).toEqual(['battery']);
    expect((await found('quasarline brake pads')).sort()).toEqual(['pad']);
    expect((await found('quasarline brakes')).sort()).toEqual(['disc', 'pad']);
    expect(await found('квазарлайн колодки')).toEqual(['pad']);
    expect(await found('квазарлайн шины')).toEqual(['tyre']);
    expect(await found('كوازارلاين المضخات')).toEqual(['pump']);
    expect(await found('quasarline rotors')).toEqual(['disc']);
    expect(await listed('quasarline batteries')).toEqual(['battery']);
  });

  it('an exact part number comes first, written with or without dashes and spaces', async () => {
    for (const text of ['QZL-4471-88', 'qzl 4471 88', 'QZL447188', ' qzl-447188 ']) {
      const suggested = await searchSuggestions(text, { products: 3, categories: 0 }, db);
      expect(suggested.products[0]?.id, text).toBe(ids.sport);
    }
  });

  it('answers search text of any shape', async () => {
    for (const text of [
      '%%%',
      '_',
      "'; DROP TABLE products; --",
      '😀😀',
      'x'.repeat(200),
      'ё'.repeat(50),
      'mixed Ёж قرص 12-AB',
      'ـــ',
      'ً',
    ]) {
      await expect(searchSuggestions(text, { products: 3, categories: 4 }, db)).resolves.toMatchObject({ products: expect.any(Array) });
      await expect(listProducts({ ...DEFAULT_QUERY, search: text }, { vehicleId: null }, db)).resolves.toMatchObject({
        items: expect.any(Array),
      });
    }
  });
});
