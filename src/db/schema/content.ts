import { index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { categories } from './catalog';
import { localized } from './common';

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    title: localized('title').notNull(),
    excerpt: localized('excerpt').notNull(),
    /** Sanitised HTML per language. */
    body: localized('body').notNull(),
    image: text('image'),
    author: text('author').notNull(),
    tags: text('tags').array().notNull().default([]),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('blog_posts_published_idx').on(t.publishedAt)],
);

export const blogPostCategories = pgTable(
  'blog_post_categories',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.postId, t.categoryId] }), index('blog_post_categories_category_idx').on(t.categoryId)],
);

/**
 * Double opt-in (features/content/service.ts): a row is pending until its link is opened, a
 * subscriber while confirmed and not unsubscribed. Only a SHA-256 digest of the emailed token is
 * kept; the newest email's token replaces the older one's.
 */
export const newsletterSubscribers = pgTable('newsletter_subscribers', {
  id: serial('id').primaryKey(),
  email: text('email').notNull().unique(),
  locale: text('locale').notNull().default('en'),
  /** When this subscription was asked for (a new request after unsubscribing starts it again). */
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** SHA-256 (hex) of the token in the confirmation email's links; null for rows from before double opt-in. */
  tokenHash: text('token_hash').unique(),
  /** Until when the confirm link works; the unsubscribe link does not expire. */
  confirmBy: timestamp('confirm_by', { withTimezone: true }),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
});

export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  subject: text('subject').notNull().default(''),
  message: text('message').notNull(),
  /** When staff first opened it in the admin inbox; null while unread. */
  readAt: timestamp('read_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** What the seed made, so a second run can tell it has nothing to do. */
export const seedRuns = pgTable('seed_runs', {
  id: serial('id').primaryKey(),
  fingerprint: text('fingerprint').notNull(),
  products: integer('products').notNull(),
  demo: text('demo').notNull(),
  finishedAt: timestamp('finished_at', { withTimezone: true }).notNull().defaultNow(),
});
