// Catalogue export (issue 18): products, fitment or cross-references as the CSV file the importer
// reads (docs/import.md), written to a stream in flat memory at any catalogue size.
//
// How: one read-only REPEATABLE READ transaction, so the file is one consistent snapshot even while
// the shop sells and staff edit. In it a server-side cursor walks product ids in SKU order (the
// server sorts only ids and SKUs, in the "C" collation so every server and locale gives the same
// order), and each page of PAGE ids is read in full by id. Nothing but one page and one output
// buffer of about OUTPUT_CHUNK characters is held, and the next page is read only once the output
// has taken the last (backpressure), so a slow disk or pipe slows the export down instead of filling memory.
import type pg from 'pg';
import { db, type Database } from '@/db/client';
import type { Localized } from '@/db/schema/common';
import {
  categoryPath,
  compareFitmentLines,
  csvLine,
  fitmentCells,
  fitmentLines,
  productCells,
  productHeader,
  universalLine,
  xrefCells,
  type FitmentGroup,
  type FitmentLine,
} from './export-model';
import { FITMENT_COLUMNS, XREF_COLUMNS, XREF_KINDS, type ImportKind } from './model';

/** Products read per page: a product with long descriptions in three languages can be tens of kilobytes. */
const PAGE = { products: 500, fitment: 1000, xref: 2000 } as const satisfies Record<ImportKind, number>;
/** Characters gathered before a write: few large writes are cheaper than a million small ones. */
const OUTPUT_CHUNK = 64 * 1024;

export type ExportOptions = {
  /** Called after each page with the lines written so far (the header not counted). */
  onProgress?: (rows: number) => void;
};

export async function exportCatalog(
  kind: ImportKind,
  out: NodeJS.WritableStream,
  database: Database = db(),
  options: ExportOptions = {},
): Promise<{ rows: number }> {
  const client = await database.$client.connect();
  const output = new Output(out);
  let rows = 0;
  let broken = false;
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const format = FORMATS[kind]();
    await output.add(csvLine(await format.header(client)));
    await client.query('DECLARE export_products NO SCROLL CURSOR FOR SELECT id FROM products ORDER BY sku COLLATE "C"');
    for (;;) {
      const { rows: ids } = await client.query<{ id: number }>(`FETCH FORWARD ${PAGE[kind]} FROM export_products`);
      if (ids.length === 0) break;
      for (const line of await format.lines(
        client,
        ids.map((r) => r.id),
      )) {
        await output.add(line);
        rows += 1;
      }
      await output.flush();
      options.onProgress?.(rows);
    }
    await output.flush();
    await client.query('COMMIT');
    return { rows };
  } catch (e) {
    // A connection that cannot even roll back is not given back to the pool for another to inherit.
    await client.query('ROLLBACK').catch(() => (broken = true));
    throw e;
  } finally {
    output.detach();
    client.release(broken);
  }
}

/** A format: its header line's cells, and the lines of a page of product ids (in the ids' order). */
type Format = {
  header: (client: pg.PoolClient) => Promise<string[]>;
  lines: (client: pg.PoolClient, ids: number[]) => Promise<string[]>;
};

/** The products format, with the columns this catalogue needs (read once, at the start of the snapshot). */
function productsFormat(): Format {
  let attributeSlugs: string[] = [];
  let optionSlugs: string[] = [];
  let slugs = new Map<number, string>();
  return {
    async header(client) {
      const attributes = await client.query<{ slug: string }>(
        `SELECT a.slug FROM attributes a WHERE EXISTS (SELECT 1 FROM product_attributes pa WHERE pa.attribute_id = a.id) ORDER BY a.slug COLLATE "C"`,
      );
      const options = await client.query<{ slug: string }>(`SELECT DISTINCT slug COLLATE "C" AS slug FROM product_options ORDER BY 1`);
      const categories = await client.query<{ id: number; slug: string }>(`SELECT id, slug FROM categories WHERE type = 'shop'`);
      attributeSlugs = attributes.rows.map((r) => r.slug);
      optionSlugs = options.rows.map((r) => r.slug);
      slugs = new Map(categories.rows.map((r) => [r.id, r.slug]));
      return productHeader(attributeSlugs, optionSlugs);
    },
    async lines(client, ids) {
      const { rows } = await client.query<ProductRow>(PRODUCTS_SQL, [ids]);
      return rows.map((r) =>
        csvLine(
          productCells(
            {
              sku: r.sku,
              name: r.name,
              excerpt: r.excerpt,
              description: r.description,
              category: categoryPath(r.category_path, slugs),
              brand: r.brand,
              partNumber: r.part_number,
              price: r.price,
              compareAtPrice: r.compare_at_price,
              stock: r.stock,
              stockStatus: r.stock_status,
              visibility: r.visibility,
              images: r.images,
              attributes: r.attributes ?? {},
              options: r.options ?? {},
            },
            attributeSlugs,
            optionSlugs,
          ),
        ),
      );
    },
  };
}

type ProductRow = {
  sku: string;
  name: Localized;
  excerpt: Localized;
  description: Localized;
  category_path: string;
  brand: string | null;
  part_number: string;
  price: number;
  compare_at_price: number | null;
  stock: number;
  stock_status: string;
  visibility: string;
  images: string[];
  attributes: Record<string, string[]> | null;
  options: Record<string, { name: string; color: string | null }[]> | null;
};

// Each list is gathered per product by its own index (product_images, product_attributes' and
// product_options' keys start with the product id); the page keeps the cursor's SKU order.
const PRODUCTS_SQL = `
  SELECT p.sku, p.name, p.excerpt, p.description, c.path AS category_path, b.name AS brand, p.part_number, p.price, p.compare_at_price,
    p.stock, p.stock_status, p.visibility,
    ARRAY(SELECT i.url FROM product_images i WHERE i.product_id = p.id ORDER BY i.position, i.id) AS images,
    (SELECT json_object_agg(x.slug, x.names) FROM (
       SELECT a.slug, json_agg(v.name->>'en') AS names
       FROM product_attributes pa JOIN attributes a ON a.id = pa.attribute_id JOIN attribute_values v ON v.id = pa.value_id
       WHERE pa.product_id = p.id GROUP BY a.slug) x) AS attributes,
    (SELECT json_object_agg(o.slug, (
       SELECT coalesce(json_agg(json_build_object('name', ov.name->>'en', 'color', ov.color) ORDER BY ov.position, ov.id), '[]')
       FROM product_option_values ov WHERE ov.option_id = o.id)) FROM product_options o WHERE o.product_id = p.id) AS options
  FROM unnest($1::int[]) WITH ORDINALITY AS page(id, n)
  JOIN products p ON p.id = page.id
  JOIN categories c ON c.id = p.category_id
  LEFT JOIN brands b ON b.id = p.brand_id
  ORDER BY page.n`;

// A product's fitment grouped by vehicle (make, model, engine) and details, with the years of each
// group; fitmentLines turns the years into ranges. A universal product's listed vehicles (if any
// were left behind) mean nothing to the shop, so it gets its one universal line instead.
const FITMENT_SQL = `
  SELECT p.id, p.sku, p.compatibility = 'all' AS universal, g.make, g.model, g.engine, g.position, g.quantity, g.notes, g.years
  FROM unnest($1::int[]) WITH ORDINALITY AS page(id, n)
  JOIN products p ON p.id = page.id
  LEFT JOIN LATERAL (
    SELECT v.make, v.model, v.engine, f.position, f.quantity, f.notes, array_agg(DISTINCT v.year) AS years
    FROM product_fitment f JOIN vehicles v ON v.id = f.vehicle_id
    WHERE f.product_id = p.id AND p.compatibility <> 'all'
    GROUP BY v.make, v.model, v.engine, f.position, f.quantity, f.notes
  ) g ON true
  WHERE p.compatibility = 'all' OR g.make IS NOT NULL
  ORDER BY page.n`;

const fitmentFormat = (): Format => ({
  header: async () => [...FITMENT_COLUMNS],
  async lines(client, ids) {
    const { rows } = await client.query<FitmentGroup & { id: number; universal: boolean }>(FITMENT_SQL, [ids]);
    const out: string[] = [];
    // Rows come product by product; each product's lines are sorted before they are written.
    for (let i = 0; i < rows.length;) {
      let j = i;
      while (j < rows.length && rows[j]!.id === rows[i]!.id) j++;
      const product = rows.slice(i, j);
      const lines: FitmentLine[] = product[0]!.universal
        ? [universalLine(product[0]!.sku)]
        : product.flatMap(fitmentLines).sort(compareFitmentLines);
      for (const line of lines) out.push(csvLine(fitmentCells(line)));
      i = j;
    }
    return out;
  },
});

// Kinds in the format's order (OEM, aftermarket, superseded), anything unexpected after them.
const XREF_SQL = `
  SELECT p.sku, i.brand_name AS brand, i.number, i.kind
  FROM unnest($1::int[]) WITH ORDINALITY AS page(id, n)
  JOIN products p ON p.id = page.id
  JOIN product_interchange i ON i.product_id = p.id
  ORDER BY page.n, coalesce(array_position($2::text[], i.kind), ${XREF_KINDS.length + 1}), i.kind COLLATE "C",
    i.brand_name COLLATE "C", i.number COLLATE "C", i.id`;

const xrefFormat = (): Format => ({
  header: async () => [...XREF_COLUMNS],
  async lines(client, ids) {
    const { rows } = await client.query<{ sku: string; brand: string; number: string; kind: string }>(XREF_SQL, [ids, XREF_KINDS]);
    return rows.map((r) => csvLine(xrefCells(r)));
  },
});

const FORMATS: Record<ImportKind, () => Format> = { products: productsFormat, fitment: fitmentFormat, xref: xrefFormat };

/** The output stream closed (a pipe's reader went away) before the export finished. */
class OutputClosed extends Error {
  constructor() {
    super('The output closed before the export finished.');
  }
}

/**
 * Gathers lines into chunks and writes them, waiting for the stream to drain when it asks to. An
 * error or a close of the stream is remembered whenever it happens, so a pipe that broke between
 * two writes fails the export at the next one instead of leaving it waiting for a drain that never comes.
 */
class Output {
  private buffer: string[] = [];
  private size = 0;
  private failure: unknown = null;
  private wake: (() => void) | null = null;
  private readonly onDrain = () => this.wake?.();
  private readonly onError = (e: unknown) => {
    this.failure ??= e;
    this.wake?.();
  };
  private readonly onClose = () => {
    this.failure ??= new OutputClosed();
    this.wake?.();
  };

  constructor(private readonly out: NodeJS.WritableStream) {
    out.on('drain', this.onDrain);
    out.on('error', this.onError);
    out.on('close', this.onClose);
    if ((out as { destroyed?: boolean }).destroyed) this.failure = new OutputClosed();
  }

  async add(line: string): Promise<void> {
    this.buffer.push(line);
    this.size += line.length;
    if (this.size >= OUTPUT_CHUNK) await this.flush();
  }

  async flush(): Promise<void> {
    if (this.failure) throw this.failure;
    if (this.size === 0) return;
    const chunk = this.buffer.join('');
    this.buffer = [];
    this.size = 0;
    if (this.out.write(chunk)) return;
    if (!this.failure) await new Promise<void>((resolve) => (this.wake = resolve));
    this.wake = null;
    if (this.failure) throw this.failure;
  }

  /** Stops listening: what happens to the stream afterwards is its owner's business. */
  detach(): void {
    this.out.off('drain', this.onDrain);
    this.out.off('error', this.onError);
    this.out.off('close', this.onClose);
  }
}
