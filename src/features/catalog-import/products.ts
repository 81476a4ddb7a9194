// The products file merged into the catalogue: the staged rows (products-file.ts) compared with the
// catalogue in SQL, field by field, for the columns the header has. Only rows that differ are
// written, so a re-import of the same file writes nothing (and the catalogue version, which empties
// the caches, stays). New products get their slug from their name and id.
import { bumpCatalogVersion } from '@/features/catalog/version';
import { ATTRIBUTE_PREFIX, OPTION_PREFIX } from './model';
import { STAGED, stageProductsFile } from './products-file';
import { bulkLoadTables, fromRejections, recountCategories } from './merge-sql';
import { searchTextSql } from '@/db/search-text';
import type { ImportContext, ImportEngine } from './engine';

/** The columns each field is read from, the new value (`s` staged, `p` the product or null) and the current one. */
function fields(header: Set<string>, attrSlugs: string[], optionSlugs: string[]) {
  const text = (f: string, l: string) => (header.has(`${f}_${l}`) ? `nullif(s.${f}_${l}, '')` : `p.${f}->>'${l}'`);
  const localized = (f: string, fallback: string) => ({
    when: ['en', 'ru', 'ar'].some((l) => header.has(`${f}_${l}`)),
    next: `coalesce(jsonb_strip_nulls(jsonb_build_object('en', coalesce(${text(f, 'en')}, ${fallback}), 'ru', ${text(f, 'ru')}, 'ar', ${text(f, 'ar')})), p.${f})`,
    now: `p.${f}`,
  });
  const newStock = header.has('stock') ? 'coalesce(s.stock, p.stock)' : 'p.stock';
  return {
    name: localized('name', `p.name->>'en'`),
    excerpt: localized('excerpt', `''`),
    description: localized('description', `''`),
    category_id: { when: header.has('category'), next: 's.category_id', now: 'p.category_id' },
    brand: { when: header.has('brand'), next: 's.brand_slug', now: 'pb.slug' },
    part_number: { when: header.has('part_number'), next: `coalesce(nullif(s.part_number, ''), s.sku)`, now: 'p.part_number' },
    price: { when: header.has('price'), next: 's.price', now: 'p.price' },
    compare_at_price: { when: header.has('compare_at_price'), next: 's.compare_at', now: 'p.compare_at_price' },
    stock: { when: header.has('stock'), next: 'coalesce(s.stock, p.stock)', now: 'p.stock' },
    stock_status: {
      when: header.has('stock') || header.has('stock_status'),
      next: `coalesce(s.stock_status::stock_status, CASE WHEN ${newStock} = 0 AND p.stock_status = 'in-stock' THEN 'out-of-stock'::stock_status
        WHEN ${newStock} > 0 AND p.stock_status = 'out-of-stock' THEN 'in-stock'::stock_status ELSE p.stock_status END)`,
      now: 'p.stock_status',
    },
    visibility: { when: header.has('visibility'), next: 'coalesce(s.visibility::product_visibility, p.visibility)', now: 'p.visibility' },
    images: {
      when: header.has('image'),
      next: 's.images',
      now: `(SELECT coalesce(jsonb_agg(url ORDER BY position, id), '[]') FROM product_images WHERE product_id = p.id)`,
    },
    attrs: {
      when: attrSlugs.length > 0,
      next: `(SELECT jsonb_object_agg(e.k, (SELECT coalesce(jsonb_agg(x->>'slug' ORDER BY x->>'slug'), '[]') FROM jsonb_array_elements(e.v) x)) FROM jsonb_each(s.attrs) e(k, v))`,
      // From import_current_attrs (stage): one grouped pass, not a lookup per row.
      now: `(SELECT jsonb_object_agg(w.slug, coalesce(ca.attrs->w.slug, '[]')) FROM unnest(${sqlTexts(attrSlugs)}) w(slug))`,
    },
    options: {
      when: optionSlugs.length > 0,
      next: `(SELECT jsonb_object_agg(e.k, (SELECT coalesce(jsonb_agg(jsonb_build_array(x->>0, x->1) ORDER BY o), '[]') FROM jsonb_array_elements(e.v) WITH ORDINALITY t(x, o))) FROM jsonb_each(s.options) e(k, v))`,
      now: `(SELECT jsonb_object_agg(w.slug, (SELECT coalesce(jsonb_agg(jsonb_build_array(v.name->>'en', v.color) ORDER BY v.position, v.id), '[]') FROM product_options po
              JOIN product_option_values v ON v.option_id = po.id WHERE po.product_id = p.id AND po.slug = w.slug)) FROM unnest(${sqlTexts(optionSlugs)}) w(slug))`,
    },
  };
}

/** The fields whose columns this header has. */
const presentFields = (header: string[]) =>
  Object.entries(fields(new Set(header), prefixed(header, ATTRIBUTE_PREFIX), prefixed(header, OPTION_PREFIX))).filter(([, v]) => v.when);

/** How each of the product row's own fields is written from the merge table `m`. */
const PRODUCT_COLUMN_SETS = {
  name: 'name = m.new_name',
  excerpt: 'excerpt = m.new_excerpt',
  description: 'description = m.new_description',
  category_id: 'category_id = m.new_category_id',
  brand: 'brand_id = (SELECT id FROM brands WHERE slug = m.new_brand)',
  part_number: 'part_number = m.new_part_number',
  price: 'price = m.new_price',
  compare_at_price: 'compare_at_price = m.new_compare_at_price',
  stock: 'stock = m.new_stock',
  stock_status: 'stock_status = m.new_stock_status',
  visibility: 'visibility = m.new_visibility',
};

/** A list of slugs (checked by the header: lower-case letters, digits and dashes) as an SQL text array. */
const sqlTexts = (slugs: string[]) => `ARRAY[${slugs.map((s) => `'${s.replace(/[^a-z0-9-]/g, '')}'`).join(', ')}]::text[]`;
const prefixed = (header: string[], prefix: string) => header.filter((c) => c.startsWith(prefix)).map((c) => c.slice(prefix.length));

async function stage(ctx: ImportContext): Promise<void> {
  const { client, report } = ctx;
  await stageProductsFile(ctx);

  // Refused in SQL: a SKU the file repeats (its first row stands), a new product without what it needs, a compare-at price not above the price it will have.
  const header = new Set(ctx.header);
  await fromRejections(
    ctx,
    'import_products',
    `
    SELECT line, 'sku' AS column, 'ERROR_IMPORT_DUPLICATE_SKU' AS reason, sku AS value FROM (
      SELECT line, sku, row_number() OVER (PARTITION BY sku ORDER BY line) AS n FROM import_products) d WHERE n > 1
    UNION ALL
    SELECT s.line, CASE WHEN s.name_en IS NULL THEN 'name_en' WHEN s.category_id IS NULL THEN 'category' ELSE 'price' END, 'ERROR_IMPORT_REQUIRED_FOR_NEW', s.sku
      FROM import_products s WHERE (s.name_en IS NULL OR s.category_id IS NULL OR s.price IS NULL) AND NOT EXISTS (SELECT 1 FROM products p WHERE p.sku = s.sku)
    ${
      header.has('compare_at_price') && !header.has('price')
        ? `UNION ALL
    SELECT s.line, 'compare_at_price', 'ERROR_IMPORT_COMPARE_AT_NOT_ABOVE', s.compare_at::text FROM import_products s JOIN products p ON p.sku = s.sku WHERE s.compare_at <= p.price`
        : ''
    }`,
  );

  const present = presentFields(ctx.header);
  const attrSlugs = prefixed(ctx.header, ATTRIBUTE_PREFIX);
  // The file's products' current attribute values, grouped once (compared per row below).
  await client.query(`CREATE TEMP TABLE import_current_attrs ON COMMIT DROP AS
    SELECT g.product_id, jsonb_object_agg(g.slug, g.slugs) AS attrs FROM (
      SELECT pa.product_id, a.slug, jsonb_agg(v.slug ORDER BY v.slug) AS slugs
        FROM import_products s JOIN products p ON p.sku = s.sku JOIN product_attributes pa ON pa.product_id = p.id
        JOIN attributes a ON a.id = pa.attribute_id JOIN attribute_values v ON v.id = pa.value_id
       WHERE a.slug = ANY(${sqlTexts(attrSlugs)}) GROUP BY pa.product_id, a.slug) g GROUP BY g.product_id`);
  // Each new value is computed once (the inner query; OFFSET 0 keeps the planner from copying its
  // expressions into the outer one), then compared with the current one.
  const inner = [
    's.*',
    'p.id AS product_id',
    'p.id IS NULL AS is_new',
    ...present.flatMap(([k, v]) => [`${v.next} AS new_${k}`, `${v.now} AS now_${k}`]),
  ];
  const outer = [
    ...STAGED.map((c) => `x.${c}`),
    'x.product_id',
    'x.is_new',
    ...present.flatMap(([k]) => [`x.new_${k}`, `x.new_${k} IS DISTINCT FROM x.now_${k} AS changed_${k}`]),
  ];
  const changed = present.length ? present.map(([k]) => `x.new_${k} IS DISTINCT FROM x.now_${k}`).join(' OR ') : 'false';
  await client.query(`CREATE TEMP TABLE import_product_merge ON COMMIT DROP AS
    SELECT ${outer.join(', ')}, NOT x.is_new AND (${changed}) AS changed FROM (
      SELECT ${inner.join(',\n        ')}
        FROM import_products s LEFT JOIN products p ON p.sku = s.sku LEFT JOIN brands pb ON pb.id = p.brand_id
        LEFT JOIN import_current_attrs ca ON ca.product_id = p.id
      OFFSET 0) x`);
  const {
    rows: [counts],
  } = await client.query<{ created: number; updated: number; unchanged: number }>(`
    SELECT count(*) FILTER (WHERE is_new)::int AS created, count(*) FILTER (WHERE changed)::int AS updated,
           count(*) FILTER (WHERE NOT is_new AND NOT changed)::int AS unchanged FROM import_product_merge`);
  Object.assign(report, counts);
  if (ctx.request.hideMissing) {
    const { rows } = await client.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM products p WHERE p.visibility = 'published' AND NOT EXISTS (SELECT 1 FROM import_products s WHERE s.sku = p.sku)`,
    );
    report.hidden = rows[0]!.n;
  }
  const { rows: brands } = await client.query<{ name: string }>(`
    SELECT DISTINCT ON (brand_slug) brand_name AS name FROM import_products s
     WHERE brand_slug IS NOT NULL AND NOT EXISTS (SELECT 1 FROM brands b WHERE b.slug = s.brand_slug) ORDER BY brand_slug, line LIMIT 1000`);
  report.newBrands = brands.map((b) => b.name);
}

async function write(ctx: ImportContext): Promise<void> {
  const { client, report } = ctx;
  if (report.created + report.updated + report.hidden === 0) return;
  const header = new Set(ctx.header);
  const has = (k: string) => ctx.header.some((c) => c === k || c.startsWith(`${k}_`));
  await client.query(`INSERT INTO brands (slug, name) SELECT DISTINCT ON (brand_slug) brand_slug, brand_name FROM import_products
    WHERE brand_slug IS NOT NULL ORDER BY brand_slug, line ON CONFLICT (slug) DO NOTHING`);

  if (report.created) {
    // Written once, search text included: a second pass would add a second entry to every index.
    await client.query(`
      INSERT INTO products (id, slug, sku, part_number, name, excerpt, description, brand_id, category_id, price, compare_at_price, stock, stock_status, visibility, search_text)
      SELECT p.*, ${searchTextSql('p', false)} FROM (
        SELECT n.id, n.slug_base || '-' || n.id AS slug, n.sku, coalesce(nullif(n.part_number, ''), n.sku) AS part_number,
               ${has('name') ? 'n.new_name' : `'{}'::jsonb`} AS name, ${has('excerpt') ? 'n.new_excerpt' : `'{"en": ""}'::jsonb`} AS excerpt,
               ${has('description') ? 'n.new_description' : `'{"en": ""}'::jsonb`} AS description,
               ${header.has('brand') ? '(SELECT id FROM brands WHERE slug = n.brand_slug)' : 'NULL::int'} AS brand_id, n.category_id, n.price, n.compare_at,
               coalesce(n.stock, 0) AS stock,
               coalesce(n.stock_status::stock_status, CASE WHEN coalesce(n.stock, 0) > 0 THEN 'in-stock'::stock_status ELSE 'out-of-stock'::stock_status END) AS stock_status,
               coalesce(n.visibility::product_visibility, 'published') AS visibility
          FROM (SELECT m.*, nextval(pg_get_serial_sequence('products', 'id')) AS id FROM import_product_merge m WHERE m.is_new) n) p`);
    await client.query(`UPDATE import_product_merge m SET product_id = p.id FROM products p WHERE m.is_new AND p.sku = m.sku`);
  }
  const own = presentFields(ctx.header).filter(([k]) => k in PRODUCT_COLUMN_SETS);
  const sets = own.map(([k]) => PRODUCT_COLUMN_SETS[k as keyof typeof PRODUCT_COLUMN_SETS]);
  // A new price at or above the compare-at price the file leaves alone ends that sale (as the admin's quick edit does).
  if (header.has('price') && !header.has('compare_at_price'))
    sets.push('compare_at_price = CASE WHEN p.compare_at_price > m.new_price THEN p.compare_at_price END');
  const columnsChanged = `m.changed AND (${own.map(([k]) => `m.changed_${k}`).join(' OR ') || 'false'})`;
  if (report.updated && sets.length) {
    await client.query(
      `UPDATE products p SET ${sets.join(', ')} FROM import_product_merge m WHERE m.product_id = p.id AND ${columnsChanged}`,
    );
  }
  // The search text of every renamed product (names and numbers as the admin's product form writes it).
  if (report.updated && (has('name') || header.has('part_number'))) {
    await client.query(`UPDATE products p SET search_text = ${searchTextSql('p')} FROM import_product_merge m
      WHERE m.product_id = p.id AND m.changed AND (${[has('name') && 'm.changed_name', header.has('part_number') && 'm.changed_part_number'].filter(Boolean).join(' OR ')})`);
  }
  const moved = `m.is_new ${header.has('category') ? 'OR m.changed_category_id' : ''}`;
  await client.query(
    `DELETE FROM product_categories pc USING import_product_merge m WHERE pc.product_id = m.product_id AND NOT m.is_new AND (${moved})`,
  );
  await client.query(`INSERT INTO product_categories (product_id, category_id)
    SELECT m.product_id, unnest(string_to_array(trim(both '/' FROM m.category_path), '/')::int[]) FROM import_product_merge m WHERE ${moved} ON CONFLICT DO NOTHING`);
  if (header.has('image')) await writeImages(ctx);
  if (prefixed(ctx.header, ATTRIBUTE_PREFIX).length) await writeAttributes(ctx);
  if (prefixed(ctx.header, OPTION_PREFIX).length) await writeOptions(ctx);
  if (ctx.request.hideMissing && report.hidden) {
    await client.query(
      `UPDATE products p SET visibility = 'draft' WHERE p.visibility = 'published' AND NOT EXISTS (SELECT 1 FROM import_products s WHERE s.sku = p.sku)`,
    );
  }
  await recountCategories(client);
  await bumpCatalogVersion(ctx.tx);
}

async function writeImages(ctx: ImportContext): Promise<void> {
  const touched = `m.new_images IS NOT NULL AND (m.is_new OR m.changed_images)`;
  await ctx.client.query(`DELETE FROM product_images i USING import_product_merge m WHERE i.product_id = m.product_id AND ${touched}`);
  await ctx.client.query(`INSERT INTO product_images (product_id, position, url)
    SELECT m.product_id, (e.o - 1)::smallint, e.url FROM import_product_merge m, jsonb_array_elements_text(m.new_images) WITH ORDINALITY e(url, o) WHERE ${touched}`);
}

async function writeAttributes(ctx: ImportContext): Promise<void> {
  const { client } = ctx;
  const slugs = sqlTexts(prefixed(ctx.header, ATTRIBUTE_PREFIX));
  const touched = `(m.is_new OR m.changed_attrs)`;
  await client.query(
    `INSERT INTO attributes (slug, name) SELECT s, jsonb_build_object('en', initcap(replace(s, '-', ' '))) FROM unnest(${slugs}) s ON CONFLICT (slug) DO NOTHING`,
  );
  await client.query(`INSERT INTO attribute_values (attribute_id, slug, name)
    SELECT DISTINCT ON (a.id, x->>'slug') a.id, x->>'slug', jsonb_build_object('en', x->>'name')
      FROM import_product_merge m, jsonb_each(m.attrs) e(k, v), jsonb_array_elements(e.v) x, attributes a
     WHERE ${touched} AND a.slug = e.k ORDER BY a.id, x->>'slug', m.line ON CONFLICT (attribute_id, slug) DO NOTHING`);
  await client.query(`DELETE FROM product_attributes pa USING import_product_merge m, attributes a
    WHERE pa.product_id = m.product_id AND ${touched} AND a.id = pa.attribute_id AND a.slug = ANY(${slugs})`);
  await client.query(`INSERT INTO product_attributes (product_id, attribute_id, value_id)
    SELECT m.product_id, a.id, v.id FROM import_product_merge m, jsonb_each(m.attrs) e(k, j), jsonb_array_elements(e.j) x, attributes a, attribute_values v
     WHERE ${touched} AND a.slug = e.k AND v.attribute_id = a.id AND v.slug = x->>'slug' ON CONFLICT DO NOTHING`);
}

async function writeOptions(ctx: ImportContext): Promise<void> {
  const { client } = ctx;
  const optionSlugs = prefixed(ctx.header, OPTION_PREFIX);
  const slugs = sqlTexts(optionSlugs);
  const touched = `(m.is_new OR m.changed_options)`;
  await client.query(
    `DELETE FROM product_options po USING import_product_merge m WHERE po.product_id = m.product_id AND ${touched} AND po.slug = ANY(${slugs})`,
  );
  // An option keeps the name (in every language) other products give that slug; a new slug is named after itself.
  await client.query(`INSERT INTO product_options (product_id, slug, name, type, position)
    SELECT m.product_id, e.k,
           coalesce((SELECT o.name FROM product_options o WHERE o.slug = e.k ORDER BY o.id LIMIT 1), jsonb_build_object('en', initcap(replace(e.k, '-', ' ')))),
           CASE WHEN EXISTS (SELECT 1 FROM jsonb_array_elements(e.v) x WHERE x->1 <> 'null') THEN 'color'::option_type ELSE 'default'::option_type END,
           (array_position(${slugs}, e.k) - 1)::smallint
      FROM import_product_merge m, jsonb_each(m.options) e(k, v) WHERE ${touched} AND jsonb_array_length(e.v) > 0`);
  await client.query(`INSERT INTO product_option_values (option_id, slug, name, color, position)
    SELECT po.id, x->>2, jsonb_build_object('en', x->>0), x->>1, (t.o - 1)::smallint
      FROM import_product_merge m, jsonb_each(m.options) e(k, v), jsonb_array_elements(e.v) WITH ORDINALITY t(x, o), product_options po
     WHERE ${touched} AND po.product_id = m.product_id AND po.slug = e.k`);
}

/** The tables a products file writes; a bulk load builds their indexes once, at the end. */
const PRODUCT_TABLES = [
  'products',
  'product_categories',
  'product_images',
  'product_attributes',
  'product_options',
  'product_option_values',
];

/** A first load: the file's new products are at least half of the catalogue they make. */
const bulkTables = (ctx: ImportContext) => bulkLoadTables(ctx, ctx.report.created, ctx.report.created, PRODUCT_TABLES);

export const productsImport: ImportEngine = { stage, write, bulkTables };
