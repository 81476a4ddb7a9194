import 'server-only';
// Search: turns the shopper's text into a plan both the listing (?search=) and the header
// suggestions run, and answers the suggestions.
//
// Why not `search_text % $q ORDER BY similarity(...)`: measured 40-60 ms at 100,000 products
// (STACK.md). Instead:
// 1. Exact codes first: the text normalised to letters and digits is looked up as a SKU, a part
//    number or an interchange (OEM / other brand) number, all through btree indexes.
// 2. The text is folded as the catalogue's words are (foldSearchText in src/i18n/fold-text.ts, search_fold in SQL) and
//    split into words; typos are corrected against a vocabulary of the catalogue's words (a few
//    thousand, in the table search_words, with the words of the synonym groups of search_synonyms;
//    kept in memory per process and refreshed in the background every 10 minutes): a word that no
//    catalogue word contains is replaced by its closest word by edit distance with transpositions
//    (search-model.ts correctWord); each word is then reduced to its stem (plurals) and joined by its
//    synonyms (searchTerms).
// 3. Every word must then occur in `search_text`, as one of its alternatives (LIKE '%word%' OR ...,
//    which the GIN trigram index answers).
// Ranking: exact code matches, then names that start with the first word, then best sellers. The
// header suggestions reach the same ranking without reading every match (rankedMatches); an exact
// code answers them alone (searchSuggestions).
import type { Database } from '@/db/client';
import { db } from '@/db/client';
import { publishedSql } from '@/db/published';
import type { Localized } from '@/db/schema/common';
import { looksLikePartNumber, normalizePartNumber } from './model';
import { rankByName } from './search-rank';
import { searchTerms, searchVocabulary, searchWords, type SearchVocabulary } from './search-model';
import { cardSelect, toProductCard, type CardSqlRow, type ProductCard } from './queries';
import { vehicleLabel, type Vehicle } from '@/features/vehicles/model';
import { vehicleInSearch } from '@/features/vehicles/phrase-lookup';

const VOCABULARY_TTL_MS = 10 * 60_000;
/** How many best word matches the suggestions reorder by their names (search-rank.ts). */
const CANDIDATES = 12;

type VocabularyEntry = { value?: SearchVocabulary; loadedAt: number; loading?: Promise<SearchVocabulary> };
const vocabularies = new WeakMap<Database, VocabularyEntry>();

async function loadVocabulary(database: Database): Promise<SearchVocabulary> {
  // Words of letters only (searchVocabulary keeps those): part numbers are matched exactly, not
  // corrected. The product names' words are kept in search_words, folded, with how common each is, by
  // triggers (migrations 0005, 0014, 0015): a small table, whatever the catalogue's size.
  const [words, groups] = await Promise.all([
    database.$client.query<{ w: string; n: number }>(
      // A brand's name is also in its products' names, counted there.
      'SELECT word AS w, uses AS n FROM search_words UNION ALL SELECT search_fold(name), 0 FROM brands',
    ),
    database.$client.query<{ words: string[] }>('SELECT words FROM search_synonyms ORDER BY id'),
  ]);
  return searchVocabulary(
    words.rows.map((r) => [r.w, r.n] as const),
    groups.rows.map((r) => r.words),
  );
}

const EMPTY = searchVocabulary([]);
/** How long a search waits for a vocabulary that is still loading (a few ms: it is one small table) before going on without typo correction. */
const FIRST_LOAD_WAIT_MS = 1000;

/** The vocabulary, loading it on first use; a stale one is used while a fresh one loads. */
export async function vocabulary(database: Database = db(), waitMs = Infinity): Promise<SearchVocabulary> {
  let entry = vocabularies.get(database);
  if (!entry) vocabularies.set(database, (entry = { loadedAt: 0 }));
  const e = entry;
  if (!e.value || Date.now() - e.loadedAt > VOCABULARY_TTL_MS) {
    e.loading ??= loadVocabulary(database)
      .then((v) => Object.assign(e, { value: v, loadedAt: Date.now() }).value!)
      .finally(() => (e.loading = undefined));
    if (!e.value) {
      if (waitMs === Infinity) return e.loading;
      return Promise.race([e.loading, new Promise<SearchVocabulary>((resolve) => setTimeout(() => resolve(EMPTY), waitMs))]);
    }
  }
  return e.value;
}

export type SearchPlan = {
  /** Per word of the search, its alternatives: every match contains one of each (typos corrected, stems, synonyms). */
  terms: string[][];
  /** Products whose SKU, part number or an interchange number is exactly the text. */
  exactIds: number[];
};

/**
 * Products whose SKU, part number or an interchange number, normalised, is $1 (btree lookups), and
 * the products that share a number with those: a cross-reference group's numbers are equivalents,
 * so any of them finds every part of the group (catalog-import/xref.ts writes the groups).
 */
const EXACT_IDS_SQL = `WITH hit AS (
    SELECT id FROM products WHERE regexp_replace(upper(sku), '[^A-Z0-9]', '', 'g') = $1
    UNION SELECT id FROM products WHERE regexp_replace(upper(part_number), '[^A-Z0-9]', '', 'g') = $1
    UNION SELECT product_id FROM product_interchange WHERE normalized = $1
    LIMIT 100),
  numbers AS (
    SELECT normalized AS n FROM product_interchange WHERE product_id IN (SELECT id FROM hit)
    UNION SELECT regexp_replace(upper(part_number), '[^A-Z0-9]', '', 'g') FROM products WHERE id IN (SELECT id FROM hit))
  SELECT id FROM hit
  UNION SELECT product_id FROM product_interchange WHERE normalized IN (SELECT n FROM numbers)
  UNION SELECT id FROM products WHERE regexp_replace(upper(part_number), '[^A-Z0-9]', '', 'g') IN (SELECT n FROM numbers)
  LIMIT 100`;

/** The words of a search with their alternatives (search-model.ts searchTerms). */
async function searchTermsOf(text: string, database: Database): Promise<string[][]> {
  if (!searchWords(text).length) return [];
  return searchTerms(text, await vocabulary(database, FIRST_LOAD_WAIT_MS));
}

/** `p.search_text` contains one of a word's alternatives. */
const containsOneOf = (column: string, alternatives: readonly string[], param: (v: unknown) => string) => {
  const likes = alternatives.map((w) => `${column} LIKE ${param(`%${w}%`)}`);
  return likes.length === 1 ? likes[0]! : `(${likes.join(' OR ')})`;
};

export async function searchPlan(text: string, database: Database = db()): Promise<SearchPlan> {
  const terms = await searchTermsOf(text, database);
  let exactIds: number[] = [];
  if (looksLikePartNumber(text)) {
    const { rows } = await database.$client.query<{ id: number }>(EXACT_IDS_SQL, [normalizePartNumber(text)]);
    exactIds = rows.map((r) => r.id);
  }
  return { terms, exactIds };
}

/** The SQL condition of a plan on products aliased `p`; `param` adds a parameter and returns its placeholder. */
export function searchCondition(plan: SearchPlan, param: (v: unknown) => string): string {
  const likes = plan.terms.map((alternatives) => containsOneOf('p.search_text', alternatives, param));
  const text = likes.length ? `(${likes.join(' AND ')})` : 'false';
  return plan.exactIds.length ? `(p.id = ANY(${param(plan.exactIds)}::int[]) OR ${text})` : text;
}

type CategorySuggestion = { id: number; slug: string; name: Localized; layout: 'categories' | 'products'; itemsCount: number };
export type Suggestions = {
  products: ProductCard[];
  categories: CategorySuggestion[];
  /** The vehicle the search names, whose parts the products are. */
  vehicle?: { id: number; label: string };
  /** A VIN typed in the box: the vehicle it decodes to, or why not (the suggestions route adds it). */
  vin?: { vehicle?: Vehicle; message?: string };
};

type Hit = CardSqlRow & { s: number; st: boolean; src: 'window' | 'prefixed' | 'below' };

const productCounts = new WeakMap<Database, { at: number; n: Promise<number> }>();
/** About how many products there are (the planner's count, refreshed every 10 minutes). */
function productCount(database: Database): Promise<number> {
  const hit = productCounts.get(database);
  if (hit && Date.now() - hit.at < VOCABULARY_TTL_MS) return hit.n;
  const n = database.$client
    .query<{ n: number }>(`SELECT greatest(reltuples, 0)::float8 AS n FROM pg_class WHERE oid = 'products'::regclass`)
    .then((r) => r.rows[0]?.n ?? 0);
  n.catch(() => productCounts.delete(database));
  productCounts.set(database, { at: Date.now(), n });
  return n;
}

/**
 * How many best sellers to walk: a word too rare to have k matches among W best sellers has fewer
 * than about k·N/W matches in all, which the trigram index then fetches; W = √(k·N) balances the two
 * (about 550 at 100,000 products and 3 suggestions, 1,700 at a million).
 */
const windowSize = (k: number, products: number) => Math.min(4000, Math.max(200, Math.round(Math.sqrt(k * products))));

/**
 * The best `k` word matches as cards, ranked as `ORDER BY <name starts with the first word> DESC,
 * sales_count DESC, id DESC` ranks them, without reading every match: a common word matches
 * thousands of products, and sorting them all is what made suggestions slow. One statement:
 * - names that start with the first word rank above everything, so their best k are asked apart,
 *   through the name prefix index (products_name_en_prefix_idx: an empty range for most words);
 * - the best sellers are walked (products_sales_idx) until k other matches are found, at most for
 *   a window: nothing below the window can rank above them, and a common word stops the walk
 *   after a few dozen rows;
 * - only when those are not enough (a rare word), the trigram index gives the best matches below
 *   the window: a few rows, and skipped otherwise (a one-time filter).
 * Under load, a round trip costs more than any of these. (`window` is there for the tests.)
 *
 * `enough`: how many of the k are needed (default all k). With fewer, the matches below the window
 * are left out once the window and the prefixed names have `enough`: the rest are optional extras
 * (the suggestions reorder 12 candidates to show 3). For a vehicle named in the search this is
 * what keeps it fast: its parts are a small share of the best sellers, so the window often holds
 * a few of them, and the rows below it are every product the words match, whatever it fits (17,000
 * for "oil filter" at a million products, 70 ms of heap reads).
 */
export async function rankedMatches(
  terms: readonly (string | readonly string[])[],
  k: number,
  database: Database,
  { window, vehicleId = null, enough = k }: { window?: number; vehicleId?: number | null; enough?: number } = {},
): Promise<ProductCard[]> {
  // For a vehicle, the walk is shorter: the trigram index holds the fit too (migration 0017), so the
  // vehicle's own parts come cheaply from below the window, and the walk is there for the universal
  // parts that a common word matches among the best sellers. Half the window measured best on the 35
  // vehicle phrases at a million products (p90 15.3 → 11.7 ms; a quarter sent universal words below).
  const size = window ?? Math.round(windowSize(k, await productCount(database)) / (vehicleId === null ? 1 : 2));
  const params: unknown[] = [];
  const param = (v: unknown) => `$${params.push(v)}`;
  const alternatives = terms.map((t) => (typeof t === 'string' ? [t] : t));
  const likes = alternatives.map((a) => containsOneOf('p.search_text', a, param));
  // Every match is a published product (drafts are the store's alone); the window's edge is not a match.
  // For a vehicle (named in the search), the parts listed for it and the universal ones, as the
  // listing's exact fit has them (listing-scope.ts): fit_keys holds 0 for a universal part and the
  // vehicles a part is listed for, beside the words in the trigram index (migration 0017), so the
  // matches below the window are the products that fit, not every product the words match.
  const fits = vehicleId === null ? [] : [`p.fit_keys && ${param([0, vehicleId])}::int[]`];
  const match = [publishedSql('p'), ...fits, ...likes].join(' AND ');
  // Bare in the prefixed part, so that products_name_en_prefix_idx and its statistics apply. A name
  // that starts with the first word has it in search_text (the names, lower-cased, begin it), so
  // there only the other words are checked: the same rows, and the planner does not count the
  // first word twice (it then underestimates a brand's names and sorts them all). The prefix is the
  // first word's own spelling (its first alternative), not its synonyms: that one is implied by it.
  const startsBare = `lower(p.name->>'en') LIKE ${param(`${alternatives[0]?.[0] ?? ''}%`)}`;
  const starts = `COALESCE(${startsBare}, false)`;
  const prefixedWhere = [startsBare, publishedSql('p'), ...fits, ...likes.slice(1)].join(' AND ');
  const n = param(size);
  const kp = param(k);
  // The window is a subquery with its own LIMIT, read in index order, so the outer LIMIT stops the
  // walk at the k-th match (its ORDER BY is the subquery's: no sort). `edge` is the window's last
  // best seller, read from the index alone, and only when the rows below are asked for.
  const { rows } = await database.$client.query<Hit>(
    `WITH inside AS (SELECT p.id, p.s FROM (SELECT p.id, p.sales_count AS s, p.search_text, p.name, p.visibility, p.fit_keys FROM products p ORDER BY p.sales_count DESC, p.id DESC LIMIT ${n}) p
        WHERE ${match} AND NOT ${starts} ORDER BY p.s DESC, p.id DESC LIMIT ${kp}),
     prefixed AS (SELECT p.id, p.sales_count AS s FROM products p WHERE ${prefixedWhere} ORDER BY p.sales_count DESC, p.id DESC LIMIT ${kp}),
     edge AS (SELECT s, id FROM (SELECT p.sales_count AS s, p.id FROM products p ORDER BY p.sales_count DESC, p.id DESC LIMIT ${n}) t ORDER BY s, id LIMIT 1),
     hits AS (
       SELECT id, s, false AS st, 'window' AS src FROM inside
       UNION ALL SELECT id, s, true, 'prefixed' FROM prefixed
       UNION ALL (SELECT p.id, p.sales_count, false, 'below' FROM products p
         WHERE (SELECT count(*) FROM prefixed) + (SELECT count(*) FROM inside) < ${param(Math.min(enough, k))}
           AND ${match} AND NOT ${starts} AND (p.sales_count + 0, p.id + 0) < (SELECT s, id FROM edge)
         -- + 0 keeps the planner off the sales index, for the order and for the edge alike: below the
         -- window, matches are rare, and a bitmap of the edge condition reads most of that index.
         ORDER BY p.sales_count + 0 DESC, p.id + 0 DESC LIMIT ${kp}))
     SELECT ${cardSelect}, h.s, h.st, h.src FROM hits h JOIN products p ON p.id = h.id`,
    params,
  );
  const rank = (a: Hit, b: Hit) => Number(b.st) - Number(a.st) || b.s - a.s || b.id - a.id;
  return rows
    .sort(rank)
    .slice(0, k)
    .map(({ s: _s, st: _st, src: _src, ...card }) => toProductCard(card));
}

/**
 * The header's suggestions. An exact SKU, part number or interchange number (btree lookups) answers
 * with those products alone, best first: the shopper named the part, and a trigram search of a
 * code costs more than everything else together. Otherwise the word matches, ranked by rankedMatches,
 * for the vehicle the search names, if any (its other words are then the search; the categories are
 * the same for every vehicle).
 */
export async function searchSuggestions(
  query: string,
  limits: { products: number; categories: number },
  database: Database = db(),
): Promise<Suggestions> {
  const named = await vehicleInSearch(query, database);
  const text = (named ? named.rest : query).trim();
  const vehicle = named ? { id: named.vehicle.id, label: vehicleLabel(named.vehicle) } : undefined;
  if (!text) {
    // A vehicle alone ("2019 civic"): its best sellers.
    const products = named && limits.products ? await rankedMatches([''], limits.products, database, { vehicleId: named.vehicle.id }) : [];
    return { products, categories: [], vehicle };
  }
  const terms = await searchTermsOf(text, database);
  const exact = async (): Promise<ProductCard[]> =>
    (
      await database.$client.query<CardSqlRow>(
        `SELECT ${cardSelect} FROM products p WHERE p.id IN (${EXACT_IDS_SQL.replaceAll('$1', '$3')}) AND ${publishedSql('p')}
       ORDER BY COALESCE(lower(p.name->>'en') LIKE $1, false) DESC, p.sales_count DESC, p.id DESC LIMIT $2`,
        [`${terms[0]?.[0] ?? ''}%`, limits.products, normalizePartNumber(text)],
      )
    ).rows.map(toProductCard);
  const products = async () => {
    if (limits.products === 0) return [];
    const byCode = looksLikePartNumber(text) ? await exact() : [];
    if (byCode.length) return byCode;
    if (!terms.length) return [];
    // A few dozen best matches, of which the names that say the part come first (search-rank.ts).
    const candidates = await rankedMatches(terms, Math.max(CANDIDATES, limits.products), database, {
      vehicleId: named?.vehicle.id ?? null,
      enough: limits.products,
    });
    return rankByName(candidates, text, terms).slice(0, limits.products);
  };
  const catParams: unknown[] = [];
  const catParam = (v: unknown) => `$${catParams.push(v)}`;
  const catLikes = terms.map((a) => containsOneOf(`search_fold(concat_ws(' ', c.name->>'en', c.name->>'ru', c.name->>'ar'))`, a, catParam));
  const categoriesSql = `SELECT c.id, c.slug, c.name, c.layout, c.items_count AS "itemsCount" FROM categories c
    WHERE c.type = 'shop' AND ${catLikes.length ? catLikes.join(' AND ') : 'false'} ORDER BY c.depth, c.items_count DESC, c.id LIMIT $${catParams.push(limits.categories)}`;
  const categories =
    limits.categories > 0 && catLikes.length
      ? database.$client.query<CategorySuggestion>(categoriesSql, catParams).then((r) => r.rows)
      : Promise.resolve([]);
  const [p, c] = await Promise.all([products(), categories]);
  return { products: p, categories: c, vehicle };
}
