// The names of tags. Products and blog posts keep their tags as slugs (`products.tags`,
// `blog_posts.tags`: stable keys that links, filters and related-item queries use); this table says
// what each slug reads as in every shop language, so a tag shows in the page's language. A slug
// without a row here shows as the slug itself, with spaces for its hyphens.
import { pgTable, text } from 'drizzle-orm/pg-core';
import { localized } from './common';

export const tags = pgTable('tags', {
  slug: text('slug').primaryKey(),
  name: localized('name').notNull(),
});
