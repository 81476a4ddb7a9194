import { sql } from 'drizzle-orm';
import {
  boolean,
  char,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { localized } from './common';
import { countries } from './reference';

export const categoryType = pgEnum('category_type', ['shop', 'blog']);
export const categoryLayout = pgEnum('category_layout', ['categories', 'products']);
export const stockStatus = pgEnum('stock_status', ['in-stock', 'out-of-stock', 'on-backorder']);
export const compatibility = pgEnum('compatibility', ['all', 'unknown', 'list']);
export const optionType = pgEnum('option_type', ['default', 'color']);
/** A draft product is the store's alone: no storefront page, listing, search, API or sitemap shows it. */
export const productVisibility = pgEnum('product_visibility', ['published', 'draft']);

/** Shop departments and blog categories, one tree each; `path` is the ids from the root, e.g. "/1/5/23/". */
export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    type: categoryType('type').notNull().default('shop'),
    slug: text('slug').notNull(),
    name: localized('name').notNull(),
    image: text('image'),
    parentId: integer('parent_id').references((): any => categories.id, { onDelete: 'cascade' }),
    path: text('path').notNull().default('/'),
    depth: smallint('depth').notNull().default(0),
    layout: categoryLayout('layout').notNull().default('products'),
    position: integer('position').notNull().default(0),
    itemsCount: integer('items_count').notNull().default(0),
    customFields: jsonb('custom_fields').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [
    uniqueIndex('categories_type_slug_uq').on(t.type, t.slug),
    index('categories_parent_idx').on(t.parentId),
    index('categories_path_idx').on(t.path),
  ],
);

export const brands = pgTable(
  'brands',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    countryCode: char('country_code', { length: 2 }).references(() => countries.code),
    image: text('image'),
  },
  (t) => [index('brands_country_idx').on(t.countryCode)],
);

/** A product type names the attribute groups its specification tab shows. */
export const productTypes = pgTable('product_types', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: localized('name').notNull(),
});

export const attributes = pgTable('attributes', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: localized('name').notNull(),
});

export const attributeValues = pgTable(
  'attribute_values',
  {
    id: serial('id').primaryKey(),
    attributeId: integer('attribute_id')
      .notNull()
      .references(() => attributes.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    name: localized('name').notNull(),
    /** Hex colour, only for the colour attribute. */
    color: text('color'),
  },
  (t) => [uniqueIndex('attribute_values_attr_slug_uq').on(t.attributeId, t.slug)],
);

export const attributeGroups = pgTable(
  'attribute_groups',
  {
    id: serial('id').primaryKey(),
    productTypeId: integer('product_type_id')
      .notNull()
      .references(() => productTypes.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    name: localized('name').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('attribute_groups_type_slug_uq').on(t.productTypeId, t.slug)],
);

export const attributeGroupAttributes = pgTable(
  'attribute_group_attributes',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => attributeGroups.id, { onDelete: 'cascade' }),
    attributeId: integer('attribute_id')
      .notNull()
      .references(() => attributes.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.attributeId] }), index('attribute_group_attributes_attr_idx').on(t.attributeId)],
);

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    sku: text('sku').notNull().unique(),
    partNumber: text('part_number').notNull(),
    name: localized('name').notNull(),
    excerpt: localized('excerpt').notNull(),
    /** Sanitised HTML per language. */
    description: localized('description').notNull(),
    brandId: integer('brand_id').references(() => brands.id),
    productTypeId: integer('product_type_id').references(() => productTypes.id),
    /** The leaf category the product is filed under; `product_categories` also lists its ancestors. */
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    /** USD cents. */
    price: integer('price').notNull(),
    compareAtPrice: integer('compare_at_price'),
    stock: integer('stock').notNull().default(0),
    stockStatus: stockStatus('stock_status').notNull().default('in-stock'),
    /** Every storefront read keeps to published products (src/db/published.ts). */
    visibility: productVisibility('visibility').notNull().default('published'),
    rating: numeric('rating', { precision: 3, scale: 2, mode: 'number' }).notNull().default(0),
    reviewsCount: integer('reviews_count').notNull().default(0),
    badges: text('badges')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    compatibility: compatibility('compatibility').notNull().default('unknown'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    customFields: jsonb('custom_fields').$type<Record<string, unknown>>().notNull().default({}),
    featured: boolean('featured').notNull().default(false),
    salesCount: integer('sales_count').notNull().default(0),
    /** Lower-cased names in every language, SKU, part number and interchange numbers, for trigram search. */
    searchText: text('search_text').notNull().default(''),
    /** For search by vehicle: 0 if it fits every vehicle, then the vehicles it is listed for; kept by triggers (migration 0017). */
    fitKeys: integer('fit_keys')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('products_brand_idx').on(t.brandId),
    index('products_type_idx').on(t.productTypeId),
    index('products_category_idx').on(t.categoryId),
    // By price, with the columns the listing's filters read (brand, fitment kind, rating, discount,
    // and visibility, which every storefront listing filters on): the page of a filtered listing by
    // price is found in this index alone (features/catalog/listing.ts).
    index('products_price_idx').on(t.price, t.id, t.brandId, t.compatibility, t.rating, t.compareAtPrice, t.visibility),
    index('products_created_idx').on(t.createdAt, t.id),
    index('products_rating_idx').on(t.rating, t.id),
    index('products_part_number_idx').on(t.partNumber),
    // The words and the fit in one index: a search naming a vehicle reads only the products that match both.
    index('products_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`, t.fitKeys),
    // Catalog listing and facets (features/catalog): the facet pass reads these columns from the
    // index alone (drizzle has no INCLUDE, so they are key columns); the default sort is by sales; SKU and part number are looked up normalised.
    // Visibility last: drafts are few, and the published-only condition is then checked in the index.
    index('products_facets_idx').on(t.compatibility, t.brandId, t.id, t.price, t.rating, t.compareAtPrice, t.visibility),
    index('products_sales_idx').on(t.salesCount, t.id),
    index('products_sku_norm_idx').on(sql`regexp_replace(upper(${t.sku}), '[^A-Z0-9]', '', 'g')`),
    index('products_part_number_norm_idx').on(sql`regexp_replace(upper(${t.partNumber}), '[^A-Z0-9]', '', 'g')`),
    // Search suggestions rank names that start with the first word first: a prefix range on this
    // index finds them (and its statistics tell the planner how many there are).
    index('products_name_en_prefix_idx').on(sql`lower(${t.name}->>'en') text_pattern_ops`),
    // The home page's rows that are not a plain index order (features/catalog/queries.ts): the best
    // rated (rating, then most reviews) among reviewed products, and the deepest discount among those
    // on sale. Without them each row sorted tens of thousands of products (0.5 s at 1,000,000).
    index('products_top_rated_idx')
      .on(t.rating, t.reviewsCount, t.id)
      .where(sql`reviews_count > 0`),
    index('products_discount_idx')
      .on(sql`((compare_at_price - price)::float8 / compare_at_price)`, t.id)
      .where(sql`compare_at_price > price`),
  ],
);

/** Every category a product appears in: its own leaf and all the leaf's ancestors. */
export const productCategories = pgTable(
  'product_categories',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.productId, t.categoryId] }), index('product_categories_category_idx').on(t.categoryId, t.productId)],
);

export const productImages = pgTable(
  'product_images',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull().default(0),
    url: text('url').notNull(),
  },
  (t) => [index('product_images_product_idx').on(t.productId, t.position)],
);

export const productAttributes = pgTable(
  'product_attributes',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    attributeId: integer('attribute_id')
      .notNull()
      .references(() => attributes.id, { onDelete: 'cascade' }),
    valueId: integer('value_id')
      .notNull()
      .references(() => attributeValues.id, { onDelete: 'cascade' }),
    featured: boolean('featured').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.attributeId, t.valueId] }),
    index('product_attributes_attr_idx').on(t.attributeId),
    index('product_attributes_value_idx').on(t.valueId, t.productId),
    index('product_attributes_attr_product_idx').on(t.attributeId, t.productId, t.valueId),
  ],
);

export const productOptions = pgTable(
  'product_options',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    name: localized('name').notNull(),
    type: optionType('type').notNull().default('default'),
    position: smallint('position').notNull().default(0),
  },
  (t) => [uniqueIndex('product_options_product_slug_uq').on(t.productId, t.slug)],
);

export const productOptionValues = pgTable(
  'product_option_values',
  {
    id: serial('id').primaryKey(),
    optionId: integer('option_id')
      .notNull()
      .references(() => productOptions.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    name: localized('name').notNull(),
    /** Hex colour for options of type color. */
    color: text('color'),
    position: smallint('position').notNull().default(0),
  },
  (t) => [uniqueIndex('product_option_values_option_slug_uq').on(t.optionId, t.slug)],
);

/** OEM and other brands' part numbers that the product replaces. */
export const productInterchange = pgTable(
  'product_interchange',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** A superseded number is an old one this product replaces (still found by search). */
    kind: text('kind', { enum: ['oem', 'aftermarket', 'superseded'] }).notNull(),
    brandName: text('brand_name').notNull(),
    number: text('number').notNull(),
    /** Upper case, letters and digits only, so "04465-02220" finds "0446502220". */
    normalized: text('normalized').notNull(),
  },
  (t) => [index('product_interchange_product_idx').on(t.productId), index('product_interchange_normalized_idx').on(t.normalized)],
);
