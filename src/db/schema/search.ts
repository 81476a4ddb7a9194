// What the search reads besides the catalogue itself: the synonym groups, data the shop's people
// edit (the words of the product names are kept by triggers, catalog-derived.ts).
import { pgTable, serial, text } from 'drizzle-orm/pg-core';

/**
 * Groups of words a search treats as one (rotor, disc, disk): a query word of a group matches a
 * product named with any word of it (features/catalog/search.ts). Single words, stored as written and
 * folded when read (search_fold, migration 0014); `language` (en, ru, ar) says whose words they are,
 * for the people who edit them; the search looks a word up in every group, whatever its language.
 * Seeded by migration 0014 with the common parts vocabulary.
 */
export const searchSynonyms = pgTable('search_synonyms', {
  id: serial('id').primaryKey(),
  language: text('language', { enum: ['en', 'ru', 'ar'] }).notNull(),
  words: text('words').array().notNull(),
});
