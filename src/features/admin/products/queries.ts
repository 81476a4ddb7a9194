import 'server-only';
// The admin's reads of products: a page of the list (drafts included: the admin sees everything),
// the choices its filters and the edit form offer (categories, brands), and one product to edit.
// Raw SQL with numbered parameters, like the storefront's listing: the filters are a handful of
// optional conditions on one table.
import { db, type Database } from '@/db/client';
import type { Localized } from '@/db/schema/common';
import {
  ADMIN_PRODUCTS_PAGE_SIZE,
  containsPattern,
  type ProductFilters,
  type ProductSort,
  type ProductVisibility,
  type StockStatus,
} from './model';

export type AdminProductRow = {
  id: number;
  slug: string;
  sku: string;
  partNumber: string;
  name: Localized;
  image: string | null;
  /** USD cents. */
  price: number;
  compareAtPrice: number | null;
  stock: number;
  stockStatus: StockStatus;
  visibility: ProductVisibility;
  brand: string | null;
  category: Localized;
};

type CategoryChoice = {
  id: number;
  slug: string;
  name: Localized;
  depth: number;
  parentId: number | null;
  layout: 'categories' | 'products';
};
type BrandChoice = { id: number; slug: string; name: string };
export type ProductChoices = { categories: CategoryChoice[]; brands: BrandChoice[] };

/** Shop categories in tree order (a department, then its subcategories) and every brand by name. */
export async function productChoices(database: Database = db()): Promise<ProductChoices> {
  const [categories, brands] = await Promise.all([
    database.$client.query<CategoryChoice>(
      `SELECT c.id, c.slug, c.name, c.depth, c.parent_id AS "parentId", c.layout FROM categories c WHERE c.type = 'shop' ORDER BY c.depth, c.position, c.id`,
    ),
    database.$client.query<BrandChoice>('SELECT id, slug, name FROM brands ORDER BY name, id'),
  ]);
  // Depth-first, so each department is followed by its own subcategories.
  const children = new Map<number | null, CategoryChoice[]>();
  for (const c of categories.rows) children.set(c.parentId, [...(children.get(c.parentId) ?? []), c]);
  const ordered: CategoryChoice[] = [];
  const walk = (parent: number | null) => {
    for (const c of children.get(parent) ?? []) {
      ordered.push(c);
      walk(c.id);
    }
  };
  walk(null);
  return { categories: ordered, brands: brands.rows };
}

const ORDER_BY: Record<ProductSort, string> = {
  newest: 'p.created_at DESC, p.id DESC',
  name_asc: "lower(COALESCE(p.name->>$L, p.name->>'en')) ASC, p.id ASC",
  name_desc: "lower(COALESCE(p.name->>$L, p.name->>'en')) DESC, p.id DESC",
  price_asc: 'p.price ASC, p.id ASC',
  price_desc: 'p.price DESC, p.id DESC',
  stock_asc: 'p.stock ASC, p.id ASC',
  stock_desc: 'p.stock DESC, p.id DESC',
};

export type AdminProductPage = {
  rows: AdminProductRow[];
  total: number;
  /** The page shown: the one asked for, or the last when it asked past the end. */
  page: number;
  pages: number;
  /** Filters naming a category or brand the shop does not have (left out of the list). */
  unknown: ('category' | 'brand')[];
};

/** A page of the admin's product list and how many products match in all. */
export async function adminProducts(f: ProductFilters, locale: string, database: Database = db()): Promise<AdminProductPage> {
  const params: unknown[] = [];
  const param = (v: unknown) => `$${params.push(v)}`;
  const where: string[] = [];
  const unknown: AdminProductPage['unknown'] = [];
  const [category, brand] = await Promise.all([
    f.category ? database.$client.query<{ id: number }>(`SELECT id FROM categories WHERE type = 'shop' AND slug = $1`, [f.category]) : null,
    f.brand ? database.$client.query<{ id: number }>('SELECT id FROM brands WHERE slug = $1', [f.brand]) : null,
  ]);
  if (category) {
    if (category.rows[0])
      where.push(`p.id IN (SELECT pc.product_id FROM product_categories pc WHERE pc.category_id = ${param(category.rows[0].id)})`);
    else unknown.push('category');
  }
  if (brand) {
    if (brand.rows[0]) where.push(`p.brand_id = ${param(brand.rows[0].id)}`);
    else unknown.push('brand');
  }
  // search_text holds the names in every language, the SKU and the part numbers, folded (search_fold,
  // migration 0014; its trigram index answers LIKE); the SKU is also matched as typed, for codes with a space.
  if (f.q) where.push(`(p.search_text LIKE search_fold(${param(containsPattern(f.q))}) OR upper(p.sku) = ${param(f.q.toUpperCase())})`);
  if (f.stock) where.push(`p.stock_status = ${param(f.stock)}`);
  if (f.visibility) where.push(`p.visibility = ${param(f.visibility)}`);
  const condition = where.length ? where.join(' AND ') : 'true';
  const {
    rows: [{ total } = { total: 0 }],
  } = await database.$client.query<{ total: number }>(`SELECT count(*)::int AS total FROM products p WHERE ${condition}`, [...params]);
  const order = ORDER_BY[f.sort].includes('$L') ? ORDER_BY[f.sort].replaceAll('$L', `${param(locale)}::text`) : ORDER_BY[f.sort];
  const pages = Math.max(1, Math.ceil(total / ADMIN_PRODUCTS_PAGE_SIZE));
  const page = Math.min(f.page, pages);
  const { rows } = await database.$client.query<AdminProductRow>(
    `SELECT p.id, p.slug, p.sku, p.part_number AS "partNumber", p.name, p.price, p.compare_at_price AS "compareAtPrice", p.stock,
            p.stock_status AS "stockStatus", p.visibility, b.name AS brand, c.name AS category,
            (SELECT i.url FROM product_images i WHERE i.product_id = p.id ORDER BY i.position, i.id LIMIT 1) AS image
       FROM products p JOIN categories c ON c.id = p.category_id LEFT JOIN brands b ON b.id = p.brand_id
      WHERE ${condition}
      ORDER BY ${order}
      LIMIT ${param(ADMIN_PRODUCTS_PAGE_SIZE)} OFFSET ${param((page - 1) * ADMIN_PRODUCTS_PAGE_SIZE)}`,
    params,
  );
  return { rows, total, page, pages, unknown };
}

export type AdminProductDetail = {
  id: number;
  slug: string;
  sku: string;
  partNumber: string;
  name: Localized;
  /** Stored (sanitised) HTML per language. */
  description: Localized;
  price: number;
  compareAtPrice: number | null;
  stock: number;
  stockStatus: StockStatus;
  visibility: ProductVisibility;
  categoryId: number;
  brandId: number | null;
  image: string | null;
  createdAt: string;
};

/** One product as the edit form shows it (draft or not), or null. */
export async function adminProduct(id: number, database: Database = db()): Promise<AdminProductDetail | null> {
  const {
    rows: [row],
  } = await database.$client.query<Omit<AdminProductDetail, 'createdAt'> & { createdAt: Date }>(
    `SELECT p.id, p.slug, p.sku, p.part_number AS "partNumber", p.name, p.description, p.price, p.compare_at_price AS "compareAtPrice",
            p.stock, p.stock_status AS "stockStatus", p.visibility, p.category_id AS "categoryId", p.brand_id AS "brandId", p.created_at AS "createdAt",
            (SELECT i.url FROM product_images i WHERE i.product_id = p.id ORDER BY i.position, i.id LIMIT 1) AS image
       FROM products p WHERE p.id = $1`,
    [id],
  );
  return row ? { ...row, createdAt: row.createdAt.toISOString() } : null;
}
