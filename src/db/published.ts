// Draft products (products.visibility = 'draft', set in the admin) are the store's alone: every
// storefront read of products (listings and their counts, search and suggestions, the product page
// and its JSON, home rows, carousels, wishlist and compare data, the site map, checkout) keeps to
// published ones with one of these conditions. The listing's covering indexes hold the column
// (migration 0009), so the condition costs no table read there.
import { eq } from 'drizzle-orm';
import { products } from './schema/catalog';

/** The condition for drizzle queries of `products`. */
export const isPublished = eq(products.visibility, 'published');

/** The condition in raw SQL, for products under the alias `alias`. */
export const publishedSql = (alias: string) => `${alias}.visibility = 'published'`;
