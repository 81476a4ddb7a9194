import { char, integer, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import { localized } from './common';

/** Display currencies; prices are stored in USD cents and multiplied by `rate` only for display. */
export const currencies = pgTable('currencies', {
  code: char('code', { length: 3 }).primaryKey(),
  symbol: text('symbol').notNull(),
  name: localized('name').notNull(),
  rate: numeric('rate', { precision: 12, scale: 6, mode: 'number' }).notNull(),
  position: integer('position').notNull().default(0),
});

export const countries = pgTable('countries', {
  code: char('code', { length: 2 }).primaryKey(),
  name: localized('name').notNull(),
});
