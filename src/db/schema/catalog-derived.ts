// What triggers on the catalogue tables keep beside them, for the caches and the search that read the
// catalogue: its version and the words of its product names. Neither is written by the application.
import { bigint, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';

/**
 * One row whose version goes up with every statement that changes what the listing's facet counts
 * depend on (statement triggers on products, product_attributes and product_categories, migration
 * 0003): the facet cache (features/catalog/facet-cache.ts) keys on it, so every app instance sees a
 * change at its next request.
 */
export const catalogVersion = pgTable('catalog_version', {
  id: smallint('id').primaryKey().default(1),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

/**
 * The words of the catalogue's product names (letters only, three or more), in every language: the
 * vocabulary search corrects typos against (features/catalog/search.ts). Triggers on
 * products add the words of new and renamed products (migration 0005), so reading the vocabulary is
 * a read of this small table, not a pass over every product name (6 s at 1,000,000). Words of
 * deleted products stay: a correction to them finds nothing, as a typo would. Words are folded
 * (search_fold, migration 0014).
 */
export const searchWords = pgTable('search_words', {
  word: text('word').primaryKey(),
  /**
   * In how many product names the word was when it was first seen (migration 0015 counted the
   * catalogue of the day): a cheap frequency that breaks the corrector's ties ("fule" is fuel, not
   * full). Never updated afterwards, so that a product write never waits on another's words.
   */
  uses: integer('uses').notNull().default(0),
});
