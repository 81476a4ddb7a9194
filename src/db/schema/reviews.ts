// Shoppers' reviews of products (specification section 4, product page): written by the product
// feature (features/product/reviews.ts), which also updates products.rating and reviews_count.
import { index, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { products } from './catalog';

export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: text('user_id'),
    author: text('author').notNull(),
    avatar: text('avatar'),
    rating: smallint('rating').notNull(),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('reviews_product_idx').on(t.productId, t.createdAt), index('reviews_user_idx').on(t.userId)],
);
