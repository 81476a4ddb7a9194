// The catalogue export against a real PostgreSQL (both test databases), on a catalogue of its own
// (a fresh database with the seed's reference data and only this file's products): each format's columns, order, quoting, year ranges and universal line, drafts
// included; and, on 20,000 products, that it streams: the reader has the first page before the
// second is read, and while the reader takes nothing the export reads nothing more.
import { PassThrough, Writable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../../../tests/integration/databases';
import { freshDatabase, type FreshDatabase } from '../../../tests/integration/fresh-database';
import type { Database } from '@/db/client';
import { exportCatalog } from './export';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describeEachDatabase('the catalogue export', (_database, url) => {
  let catalogue: FreshDatabase;
  const run = async (kind: 'products' | 'fitment' | 'xref') => {
    const sink = new PassThrough();
    const [written, { rows }] = await Promise.all([text(sink), exportCatalog(kind, sink, catalogue.database).finally(() => sink.end())]);
    return { rows, text: written };
  };

  beforeAll(async () => {
    catalogue = await freshDatabase(url);
    const d = catalogue.database;
    // Inserted out of SKU order, so the file's order is the export's doing, not the ids'.
    await d.execute(sql`
      INSERT INTO products (slug, sku, part_number, name, excerpt, description, brand_id, category_id, price, compare_at_price, stock, stock_status, visibility, compatibility)
      SELECT v.slug, v.sku, v.pn, v.name::jsonb, v.excerpt::jsonb, v.description::jsonb, (SELECT id FROM brands WHERE name = v.brand),
        (SELECT id FROM categories WHERE type = 'shop' AND slug = v.category), v.price, v.compare_at, v.stock, v.stock_status::stock_status,
        v.visibility::product_visibility, v.compatibility::compatibility
      FROM (VALUES
        ('pads', 'B-2', 'DF-1250', '{"en":"Brake pads, front","ru":"Колодки тормозные","ar":"فحمات الفرامل"}', '{"en":"Ceramic, quiet"}',
         '{"en":"<p>Say \\"quiet\\".</p>\\n<p>Two lines.</p>"}', 'Dolomiti Freni', 'brake-pads-shoes', 1250, 1500, 4, 'in-stock', 'published', 'list'),
        ('mat', 'U-9', 'MAT-9', '{"en":"Floor mat"}', '{"en":" Fits all"}', '{"en":""}', null, 'floor-mats', 2999, null, 0, 'out-of-stock', 'published', 'all'),
        ('filter', 'a-3', 'OF-3', '{"en":"Oil filter"}', '{"en":""}', '{"en":""}', 'Elbtal Filter', 'oil-filters', 499, null, 12, 'on-backorder', 'published', 'list'),
        ('draft', 'A-1', 'X-1', '{"en":"Draft disc"}', '{"en":""}', '{"en":""}', null, 'brake-discs-drums', 100, null, 0, 'in-stock', 'draft', 'unknown')
      ) AS v(slug, sku, pn, name, excerpt, description, brand, category, price, compare_at, stock, stock_status, visibility, compatibility)`);
    await d.execute(sql`
      INSERT INTO product_images (product_id, position, url)
      SELECT id, 1, 'https://cdn.example.com/pads back.jpg' FROM products WHERE sku = 'B-2'
      UNION ALL SELECT id, 0, '/media/products/pads.webp' FROM products WHERE sku = 'B-2'`);
    await d.execute(sql`
      INSERT INTO product_attributes (product_id, attribute_id, value_id)
      SELECT p.id, a.id, v.id FROM products p, attributes a JOIN attribute_values v ON v.attribute_id = a.id
      WHERE (p.sku = 'B-2' AND a.slug = 'material' AND v.slug IN ('steel', 'rubber')) OR (p.sku = 'a-3' AND a.slug = 'color' AND v.slug = 'black')`);
    await d.execute(sql`
      WITH o AS (INSERT INTO product_options (product_id, slug, name, type, position)
        SELECT id, 'color', '{"en":"Colour"}', 'color', 0 FROM products WHERE sku = 'U-9' RETURNING id)
      INSERT INTO product_option_values (option_id, slug, name, color, position)
      SELECT o.id, v.slug, v.name::jsonb, v.color, v.position FROM o,
        (VALUES ('black', '{"en":"Black"}', '#000000', 1), ('red', '{"en":"Red"}', '#c0392b', 0)) AS v(slug, name, color, position)`);
    await d.execute(sql`
      INSERT INTO product_fitment (product_id, vehicle_id, position, quantity, notes)
      SELECT p.id, v.id, f.position, f.quantity, f.notes
      FROM (VALUES
        ('B-2', 'Toyota', 'Camry', '3.5L V6', 2012, 2015, 'front', 2, null),
        ('B-2', 'Toyota', 'Camry', '3.5L V6', 2018, 2018, 'front', 2, null),
        ('B-2', 'Toyota', 'Camry', '2.5L I4', 2012, 2012, null, null, 'Sedan, not hybrid'),
        ('B-2', 'Honda', 'Civic', '1.8L I4', 2006, 2008, 'rear', null, null),
        ('a-3', 'Lada', 'Granta', '1.6L I4 8V', 2011, 2025, null, 1, null),
        ('U-9', 'Honda', 'Civic', '1.8L I4', 2006, 2006, null, null, null)
      ) AS f(sku, make, model, engine, first, last, position, quantity, notes)
      JOIN products p ON p.sku = f.sku
      JOIN vehicles v ON v.make = f.make AND v.model = f.model AND v.engine = f.engine AND v.year BETWEEN f.first AND f.last`);
    await d.execute(sql`
      INSERT INTO product_interchange (product_id, kind, brand_name, number, normalized)
      SELECT p.id, x.kind, x.brand, x.number, upper(regexp_replace(x.number, '[^A-Za-z0-9]', '', 'g'))
      FROM (VALUES
        ('B-2', 'superseded', 'Dolomiti Freni', 'DF-1200'), ('B-2', 'aftermarket', 'Kaizen Auto', 'KZ 77'), ('B-2', 'oem', 'Toyota', '04465-33471'),
        ('B-2', 'aftermarket', 'Elbtal Filter', 'EF,9'), ('a-3', 'oem', 'Lada', '21080-1012005')
      ) AS x(sku, kind, brand, number) JOIN products p ON p.sku = x.sku`);
  });
  afterAll(async () => {
    await catalogue?.drop();
  });

  it('writes products in SKU order (code points), drafts included, with every column and quoting where needed', async () => {
    const { rows, text } = await run('products');
    expect(rows).toBe(4);
    expect(text.split('\n')[0]).toBe(
      'sku,name_en,name_ru,name_ar,excerpt_en,excerpt_ru,excerpt_ar,description_en,description_ru,description_ar,category,brand,part_number,' +
        'price,compare_at_price,stock,stock_status,visibility,image,attr:color,attr:material,option:color',
    );
    expect(text).toBe(
      [
        'sku,name_en,name_ru,name_ar,excerpt_en,excerpt_ru,excerpt_ar,description_en,description_ru,description_ar,category,brand,part_number,price,compare_at_price,stock,stock_status,visibility,image,attr:color,attr:material,option:color',
        'A-1,Draft disc,,,,,,,,,brakes-suspension/brakes/brake-discs-drums,,X-1,1.00,,0,in-stock,draft,,,,',
        'B-2,"Brake pads, front",Колодки тормозные,فحمات الفرامل,"Ceramic, quiet",,,"<p>Say ""quiet"".</p>\n<p>Two lines.</p>",,,brakes-suspension/brakes/brake-pads-shoes,' +
          'Dolomiti Freni,DF-1250,12.50,15.00,4,in-stock,published,/media/products/pads.webp|https://cdn.example.com/pads back.jpg,,Rubber|Steel,',
        'U-9,Floor mat,,," Fits all",,,,,,interior-parts/mats-seat-covers/floor-mats,,MAT-9,29.99,,0,out-of-stock,published,,,,Red=#c0392b|Black=#000000',
        'a-3,Oil filter,,,,,,,,,engine-drivetrain/filters/oil-filters,Elbtal Filter,OF-3,4.99,,12,on-backorder,published,,Black,,',
        '',
      ].join('\n'),
    );
  });

  it('writes fitment with consecutive years as ranges, by SKU, make, model, engine and first year, and a universal line', async () => {
    const { rows, text } = await run('fitment');
    expect(text).toBe(
      [
        'sku,year,make,model,engine,position,quantity,notes',
        'B-2,2006-2008,Honda,Civic,1.8L I4,rear,,',
        'B-2,2012,Toyota,Camry,2.5L I4,,,"Sedan, not hybrid"',
        'B-2,2012-2015,Toyota,Camry,3.5L V6,front,2,',
        'B-2,2018,Toyota,Camry,3.5L V6,front,2,',
        'U-9,,universal,,,,,',
        'a-3,2011-2025,Lada,Granta,1.6L I4 8V,,1,',
        '',
      ].join('\n'),
    );
    expect(rows).toBe(6);
  });

  it('writes cross-references by SKU, then OEM, aftermarket and superseded, then brand and number', async () => {
    const { rows, text } = await run('xref');
    expect(text).toBe(
      [
        'sku,brand,number,kind',
        'B-2,Toyota,04465-33471,oem',
        'B-2,Elbtal Filter,"EF,9",aftermarket',
        'B-2,Kaizen Auto,KZ 77,aftermarket',
        'B-2,Dolomiti Freni,DF-1200,superseded',
        'a-3,Lada,21080-1012005,oem',
        '',
      ].join('\n'),
    );
    expect(rows).toBe(5);
  });

  it('writes the same bytes every time', async () => {
    for (const kind of ['products', 'fitment', 'xref'] as const) expect((await run(kind)).text).toBe((await run(kind)).text);
  });

  describe('on 20,000 products', () => {
    const COUNT = 20_000;
    beforeAll(async () => {
      await catalogue.database.execute(sql`
        INSERT INTO products (slug, sku, part_number, name, excerpt, description, category_id, price)
        SELECT 'bulk-' || n, 'BULK-' || lpad(n::text, 6, '0'), 'P' || n, jsonb_build_object('en', 'Bulk part ' || n),
          '{"en":""}', jsonb_build_object('en', repeat('Long description. ', 20)), (SELECT id FROM categories WHERE slug = 'oil-filters'), 100 + n
        FROM generate_series(1, ${COUNT}::int) AS n`);
    }, 120_000);

    it('streams: the first lines reach the reader before the second page is read, and a reader that stops stops the export', async () => {
      // Counts the pages the export reads, by watching its cursor's FETCHes on its connection.
      let fetches = 0;
      const counting = {
        $client: {
          connect: async () => {
            const client = await catalogue.database.$client.connect();
            const query = client.query.bind(client) as (...args: unknown[]) => unknown;
            client.query = ((...args: unknown[]) => {
              if (typeof args[0] === 'string' && args[0].startsWith('FETCH')) fetches += 1;
              return query(...args);
            }) as typeof client.query;
            const release = client.release.bind(client);
            client.release = (e?: Error | boolean) => {
              client.query = query as typeof client.query;
              release(e);
            };
            return client;
          },
        },
      } as unknown as Database;
      // A reader that takes nothing until told to.
      let pagesWhenFirstTaken = -1;
      let held: (() => void) | null = null;
      let bytes = 0;
      const reader = new Writable({
        highWaterMark: 16 * 1024,
        write(chunk: Buffer, _encoding, done) {
          if (pagesWhenFirstTaken < 0) pagesWhenFirstTaken = fetches;
          bytes += chunk.length;
          held = done;
        },
      });
      const exporting = exportCatalog('products', reader, counting);
      for (let i = 0; i < 500 && !held; i++) await sleep(20);
      expect(pagesWhenFirstTaken).toBe(1);
      // The reader holds its first chunk: the export waits for it instead of reading on.
      await sleep(500);
      expect(fetches).toBe(1);

      const pump = setInterval(() => {
        const done = held;
        held = null;
        done?.();
      }, 1);
      const { rows } = await exporting.finally(() => clearInterval(pump));
      expect(rows).toBe(COUNT + 4);
      // 41 pages of 500 and the empty FETCH that ends the walk.
      expect(fetches).toBe(Math.ceil((COUNT + 4) / 500) + 1);
      expect(bytes).toBeGreaterThan(COUNT * 300);
    }, 120_000);
  });
});
