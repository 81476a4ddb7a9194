import 'server-only';
// Search: turns the shopper's text into a plan both the listing (?search=) and the header
// suggestions run, and answers the suggestions.
//
// Why not `search_text % $q ORDER BY similarity(...)`: measured 40-60 ms at 100,000 products
// (STACK.md). Instead:
// 1. Exact codes first: the text normalised to letters and digits is looked up as a SKU, a part
//    number or an interchange (OEM / other brand) number, all through btree indexes.
// 2. Typos are corrected against a vocabulary of the catalogue's words (a few thousand, kept in
//    memory per process and refreshed in the background every 10 minutes): a word that no catalogue
//    word contains is replaced by its most similar word (trigram similarity >= 0.3, as pg_trgm
//    counts it).
// 3. Every word must then occur in `search_text` (LIKE '%word%', which the GIN trigram index answers).
// Ranking: exact code matches, then names that start with the first word, then best sellers.
import type { Database } from '@/db/client';
import { db } from '@/db/client';
import type { Localized } from '@/db/schema/common';
import { looksLikePartNumber, normalizePartNumber, searchWords } from './model';
import { cardSelect, toProductCard, type CardSqlRow, type ProductCard } from './queries';

const VOCABULARY_TTL_MS = 10 * 60_000;
const MIN_SIMILARITY = 0.3;

type Vocabulary = { words: string[]; grams: Set<string>[]; joined: string };
type VocabularyEntry = { value?: Vocabulary; loadedAt: number; loading?: Promise<Vocabulary> };
const vocabularies = new WeakMap<Database, VocabularyEntry>();

const trigrams = (w: string) => {
  const s = `  ${w} `;
  const set = new Set<string>();
  for (let i = 0; i + 3 <= s.length; i++) set.add(s.slice(i, i + 3));
  return set;
};

async function loadVocabulary(database: Database): Promise<Vocabulary> {
  // Words of letters only: part numbers are matched exactly, not corrected.
  const { rows } = await database.$client.query<{ w: string }>(
    `SELECT DISTINCT w FROM (SELECT regexp_split_to_table(lower(concat_ws(' ', name->>'en', name->>'ru', name->>'ar')), '[^[:alpha:]]+') AS w FROM products) t WHERE length(w) >= 3
     UNION SELECT lower(name) FROM brands`,
  );
  const words = rows.map((r) => r.w).filter((w) => /^\p{L}+$/u.test(w));
  return { words, grams: words.map(trigrams), joined: `\n${words.join('\n')}\n` };
}

const EMPTY: Vocabulary = { words: [], grams: [], joined: '' };
/** How long a search waits for a vocabulary that is still loading (about 1-2 s at 100,000 products) before going on without typo correction. */
const FIRST_LOAD_WAIT_MS = 1000;

/** The vocabulary, loading it on first use; a stale one is used while a fresh one loads. */
export async function vocabulary(database: Database = db(), waitMs = Infinity): Promise<Vocabulary> {
  let entry = vocabularies.get(database);
  if (!entry) vocabularies.set(database, (entry = { loadedAt: 0 }));
  const e = entry;
  if (!e.value || Date.now() - e.loadedAt > VOCABULARY_TTL_MS) {
    e.loading ??= loadVocabulary(database)
      .then((v) => Object.assign(e, { value: v, loadedAt: Date.now() }).value!)
      .finally(() => (e.loading = undefined));
    if (!e.value) {
      if (waitMs === Infinity) return e.loading;
      return Promise.race([e.loading, new Promise<Vocabulary>((resolve) => setTimeout(() => resolve(EMPTY), waitMs))]);
    }
  }
  return e.value;
}

/** A word as the catalogue knows it: kept when some catalogue word contains it, else its closest word. */
export function correctWord(word: string, vocab: Vocabulary): string {
  if (/\d/.test(word) || word.length < 3 || !vocab.words.length || vocab.joined.includes(word)) return word;
  const grams = trigrams(word);
  let best = word;
  let bestScore = MIN_SIMILARITY;
  vocab.grams.forEach((g, i) => {
    let common = 0;
    for (const x of grams) if (g.has(x)) common++;
    const score = common / (grams.size + g.size - common);
    if (score > bestScore) [best, bestScore] = [vocab.words[i]!, score];
  });
  return best;
}

export type SearchPlan = {
  /** Words every match contains, typos corrected. */
  words: string[];
  /** Products whose SKU, part number or an interchange number is exactly the text. */
  exactIds: number[];
};

export async function searchPlan(text: string, database: Database = db()): Promise<SearchPlan> {
  const vocab = await vocabulary(database, FIRST_LOAD_WAIT_MS);
  const words = [...new Set(searchWords(text).map((w) => correctWord(w, vocab)))];
  let exactIds: number[] = [];
  if (looksLikePartNumber(text)) {
    const code = normalizePartNumber(text);
    const { rows } = await database.$client.query<{ id: number }>(
      `SELECT id FROM products WHERE regexp_replace(upper(sku), '[^A-Z0-9]', '', 'g') = $1
       UNION SELECT id FROM products WHERE regexp_replace(upper(part_number), '[^A-Z0-9]', '', 'g') = $1
       UNION SELECT product_id FROM product_interchange WHERE normalized = $1
       LIMIT 100`,
      [code],
    );
    exactIds = rows.map((r) => r.id);
  }
  return { words, exactIds };
}

/** The SQL condition of a plan on products aliased `p`; `param` adds a parameter and returns its placeholder. */
export function searchCondition(plan: SearchPlan, param: (v: unknown) => string): string {
  const likes = plan.words.map((w) => `p.search_text LIKE ${param(`%${w}%`)}`);
  const text = likes.length ? `(${likes.join(' AND ')})` : 'false';
  return plan.exactIds.length ? `(p.id = ANY(${param(plan.exactIds)}::int[]) OR ${text})` : text;
}

export type CategorySuggestion = { id: number; slug: string; name: Localized; layout: 'categories' | 'products'; itemsCount: number };
export type Suggestions = { products: ProductCard[]; categories: CategorySuggestion[] };

export async function searchSuggestions(query: string, limits: { products: number; categories: number }, database: Database = db()): Promise<Suggestions> {
  const text = query.trim();
  if (!text) return { products: [], categories: [] };
  const plan = await searchPlan(text, database);
  const params: unknown[] = [];
  const param = (v: unknown) => `$${params.push(v)}`;
  const where = searchCondition(plan, param);
  const order = [
    ...(plan.exactIds.length ? [`(p.id = ANY(${param(plan.exactIds)}::int[])) DESC`] : []),
    ...(plan.words[0] ? [`(lower(p.name->>'en') LIKE ${param(`${plan.words[0]}%`)}) DESC`] : []),
    'p.sales_count DESC',
    'p.id DESC',
  ];
  const productsSql = `SELECT ${cardSelect} FROM products p WHERE ${where} ORDER BY ${order.join(', ')} LIMIT ${param(limits.products)}`;
  const catParams: unknown[] = [];
  const catLikes = plan.words.map((w) => `lower(concat_ws(' ', c.name->>'en', c.name->>'ru', c.name->>'ar')) LIKE $${catParams.push(`%${w}%`)}`);
  const categoriesSql = `SELECT c.id, c.slug, c.name, c.layout, c.items_count AS "itemsCount" FROM categories c
    WHERE c.type = 'shop' AND ${catLikes.length ? catLikes.join(' AND ') : 'false'} ORDER BY c.depth, c.items_count DESC, c.id LIMIT $${catParams.push(limits.categories)}`;
  const [products, categories] = await Promise.all([
    limits.products > 0 && plan.words.length + plan.exactIds.length > 0 ? database.$client.query<CardSqlRow>(productsSql, params) : { rows: [] },
    limits.categories > 0 && catLikes.length ? database.$client.query<CategorySuggestion>(categoriesSql, catParams) : { rows: [] },
  ]);
  return { products: products.rows.map(toProductCard), categories: categories.rows };
}
