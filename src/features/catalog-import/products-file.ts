// The products file read into the import_products staging table: the shop's names loaded once, each
// row checked (product-rows.ts), its image files found (and, unless a dry run, copied into the media
// folder), and the rows COPYed in. Comparing them with the catalogue and writing them is products.ts.
import { createHash } from 'node:crypto';
import { copyFile, mkdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { mediaDir } from '@/config';
import { matchKey, slugOf, type ImageSource } from './cells';
import { ATTRIBUTE_PREFIX, rejectRow, type RejectReason } from './model';
import { checkProductRow, type ShopNames, type StagedProduct } from './product-rows';
import { copyLine, copyRows } from './staging';
import type { ImportContext } from './engine';

export const STAGED = [
  'line',
  'sku',
  'name_en',
  'name_ru',
  'name_ar',
  'excerpt_en',
  'excerpt_ru',
  'excerpt_ar',
  'description_en',
  'description_ru',
  'description_ar',
  'category_id',
  'category_path',
  'brand_slug',
  'brand_name',
  'part_number',
  'price',
  'compare_at',
  'stock',
  'stock_status',
  'visibility',
  'slug_base',
  'images',
  'attrs',
  'options',
] as const;

async function shopNames(ctx: ImportContext): Promise<ShopNames> {
  const { client } = ctx;
  const { rows: cats } = await client.query<{ id: number; slug: string; path: string; parent_id: number | null; layout: string }>(
    `SELECT id, slug, path, parent_id, layout FROM categories WHERE type = 'shop'`,
  );
  const byId = new Map(cats.map((c) => [c.id, c]));
  const categories: ShopNames['categories'] = new Map();
  for (const c of cats) {
    const slugs = c.path
      .split('/')
      .filter(Boolean)
      .map((id) => byId.get(Number(id))?.slug ?? '');
    const entry = { id: c.id, path: c.path, fileable: c.layout === 'products' };
    categories.set(c.slug, entry);
    // The path holds the category's own id last: its slugs from the root are the category's full path.
    categories.set(slugs.filter(Boolean).join('/'), entry);
  }
  const { rows: brandRows } = await client.query<{ slug: string; name: string }>('SELECT slug, name FROM brands');
  const brands = new Map<string, string>();
  for (const b of brandRows) brands.set(matchKey(b.name), b.slug).set(b.slug, b.slug);
  const attributeValues: ShopNames['attributeValues'] = new Map();
  const slugs = ctx.header.filter((c) => c.startsWith(ATTRIBUTE_PREFIX)).map((c) => c.slice(ATTRIBUTE_PREFIX.length));
  if (slugs.length) {
    const { rows } = await client.query<{ attribute: string; slug: string; name: string }>(
      `SELECT a.slug AS attribute, v.slug, v.name->>'en' AS name FROM attribute_values v JOIN attributes a ON a.id = v.attribute_id WHERE a.slug = ANY($1)`,
      [slugs],
    );
    for (const r of rows) {
      const values = attributeValues.get(r.attribute) ?? new Map<string, string>();
      values.set(matchKey(r.name ?? ''), r.slug).set(r.slug, r.slug);
      attributeValues.set(r.attribute, values);
    }
  }
  return { categories, brands, attributeValues };
}

/** Image entries as the catalogue stores them; a file is read (and, when writing, copied into the media folder under its content's hash). */
async function imageUrls(images: ImageSource[], ctx: ImportContext): Promise<{ urls: string[]; problem?: RejectReason }> {
  const urls: string[] = [];
  for (const image of images) {
    if (image.kind !== 'file') {
      urls.push(image.url);
      continue;
    }
    if (ctx.request.imageDir === null) return { urls, problem: 'ERROR_IMPORT_IMAGE_NEEDS_FILE' };
    const file = path.resolve(ctx.request.imageDir, image.path);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile() || info.size > 20 * 1024 * 1024) return { urls, problem: 'ERROR_IMPORT_IMAGE_NOT_FOUND' };
    const name = `${createHash('sha256')
      .update(await readFile(file))
      .digest('hex')
      .slice(0, 24)}${path.extname(file).toLowerCase()}`;
    if (!ctx.request.dryRun) {
      await mkdir(path.join(mediaDir(), 'imports'), { recursive: true });
      await copyFile(file, path.join(mediaDir(), 'imports', name));
    }
    urls.push(`/media/imports/${name}`);
  }
  return { urls };
}

async function* stagedLines(ctx: ImportContext, names: ShopNames): AsyncGenerator<string> {
  for await (const { line, row } of ctx.rows) {
    const { staged, problems } = checkProductRow(row, names);
    let urls: string[] | undefined;
    if (!problems.length && staged.images) {
      const found = await imageUrls(staged.images, ctx);
      if (found.problem) problems.push({ column: 'image', reason: found.problem, value: row.get('image')?.slice(0, 200) });
      urls = found.urls;
    }
    if (problems.length) {
      rejectRow(ctx.report, line, problems);
      continue;
    }
    yield copyLine(STAGED.map((c) => stagedValue(c, staged, line, urls)));
  }
}

function stagedValue(column: (typeof STAGED)[number], s: StagedProduct, line: number, urls: string[] | undefined): string | number | null {
  switch (column) {
    case 'line':
      return line;
    case 'images':
      return urls ? JSON.stringify(urls) : null;
    case 'attrs':
      return s.attrs ? JSON.stringify(s.attrs) : null;
    case 'options':
      return s.options
        ? JSON.stringify(
            Object.fromEntries(Object.entries(s.options).map(([k, v]) => [k, v.map(([name, color]) => [name, color, slugOf(name)])])),
          )
        : null;
    default:
      return (s[column] as string | number | null | undefined) ?? null;
  }
}

/** Fills import_products from the file; indexed and analysed, since the merge joins it to the whole catalogue. */
export async function stageProductsFile(ctx: ImportContext): Promise<void> {
  const { client } = ctx;
  const names = await shopNames(ctx);
  await client.query(`CREATE TEMP TABLE import_products (
    line int NOT NULL, sku text NOT NULL, name_en text, name_ru text, name_ar text, excerpt_en text, excerpt_ru text, excerpt_ar text,
    description_en text, description_ru text, description_ar text, category_id int, category_path text, brand_slug text, brand_name text,
    part_number text, price int, compare_at int, stock int, stock_status text, visibility text, slug_base text, images jsonb, attrs jsonb, options jsonb
  ) ON COMMIT DROP`);
  await copyRows(client, 'import_products', STAGED, stagedLines(ctx, names));
  await client.query('CREATE INDEX ON import_products (sku, line)');
  await client.query('ANALYZE import_products');
}
