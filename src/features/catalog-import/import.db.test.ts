// Catalogue import against a real PostgreSQL (both test databases): the products file's happy path,
// every rejection reason, dry runs and --strict writing nothing, re-imports that change nothing (and so
// leave the catalogue version, which empties the caches, where it was), and --hide-missing, on a
// database of its own. The products are this file's own (test-fixtures.ts). Fitment and
// cross-reference files are fitment-and-xref.db.test.ts.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { describeEachDatabase } from '../../../tests/integration/databases';
import { freshDatabase } from '../../../tests/integration/fresh-database';
import type { Database } from '@/db/client';
import type { ImportKind } from './model';
import { importSuite } from './test-fixtures';

vi.mock('server-only', () => ({}));

describeEachDatabase('catalogue import', (database, url) => {
  const { prefix, sku, leaf, run, q, product, version } = importSuite(database);
  let brand = '';

  beforeAll(async () => {
    brand = (await q<{ name: string }>('SELECT name FROM brands ORDER BY id LIMIT 1'))[0]!.name;
  });

  const productsFile = () =>
    [
      'sku,name_en,name_ru,name_ar,category,brand,part_number,price,compare_at_price,stock,attr:import-finish,option:import-side,image',
      `${sku('A')},"Ceramic pads, front",Колодки,وسادات,${leaf.path},${brand},PN-${prefix}-A,12.50,15.00,4,Matte|Gloss,Left|Right=#ff0000,https://cdn.example/a.jpg|pad.png`,
      `${sku('B')},Drum shoes,,,${leaf.slug},New Brand ${prefix},,7,,0,,,`,
    ].join('\n');

  it('creates products from a products file, with names, category, brand, prices, attributes, options and images', async () => {
    const report = await run('products', productsFile());
    expect(report).toMatchObject({ applied: true, rows: 2, created: 2, updated: 0, unchanged: 0, rejected: 0, fileProblems: [] });
    expect(report.newBrands).toEqual([`New Brand ${prefix}`]);
    const a = (await product('A'))!;
    expect(a).toMatchObject({
      price: 1250,
      compare_at_price: 1500,
      stock: 4,
      stock_status: 'in-stock',
      visibility: 'published',
      part_number: `PN-${prefix}-A`,
    });
    expect(a.name).toEqual({ en: 'Ceramic pads, front', ru: 'Колодки', ar: 'وسادات' });
    expect(String(a.search_text)).toContain('ceramic pads');
    expect(String(a.search_text)).toContain(`pn${prefix.toLowerCase()}a`);
    const filed = await q<{ slug: string }>(
      'SELECT c.slug FROM product_categories pc JOIN categories c ON c.id = pc.category_id WHERE pc.product_id = $1',
      [a.id],
    );
    expect(filed.map((f) => f.slug)).toEqual(expect.arrayContaining([leaf.slug, leaf.parent]));
    const attrs = await q<{ slug: string }>(
      `SELECT v.slug FROM product_attributes pa JOIN attribute_values v ON v.id = pa.value_id WHERE pa.product_id = $1 ORDER BY v.slug`,
      [a.id],
    );
    expect(attrs.map((x) => x.slug)).toEqual(['gloss', 'matte']);
    const options = await q<{ type: string; values: string[]; colors: (string | null)[] }>(
      `
      SELECT o.type, array_agg(v.name->>'en' ORDER BY v.position) AS values, array_agg(v.color ORDER BY v.position) AS colors
        FROM product_options o JOIN product_option_values v ON v.option_id = o.id WHERE o.product_id = $1 GROUP BY o.type`,
      [a.id],
    );
    expect(options).toEqual([{ type: 'color', values: ['Left', 'Right'], colors: [null, '#ff0000'] }]);
    const images = await q<{ url: string }>('SELECT url FROM product_images WHERE product_id = $1 ORDER BY position', [a.id]);
    expect(images[0]!.url).toBe('https://cdn.example/a.jpg');
    expect(images[1]!.url).toMatch(/^\/media\/imports\/[0-9a-f]{24}\.png$/);
    const b = (await product('B'))!;
    expect(b).toMatchObject({ price: 700, compare_at_price: null, stock: 0, stock_status: 'out-of-stock', part_number: sku('B') });
    expect((await q<{ name: string }>('SELECT b.name FROM brands b WHERE b.id = $1', [b.brand_id]))[0]!.name).toBe(`New Brand ${prefix}`);
    const words = await q('SELECT 1 FROM search_words WHERE word = $1', ['ceramic']);
    expect(words).toHaveLength(1);
  });

  it('a re-import of the same file changes nothing and leaves the catalogue version alone', async () => {
    const before = await version();
    const audit = (await q<{ n: number }>(`SELECT count(*)::int AS n FROM audit_log WHERE action = 'catalog.import'`))[0]!.n;
    const report = await run('products', productsFile());
    expect(report).toMatchObject({ applied: true, created: 0, updated: 0, unchanged: 2, rejected: 0 });
    expect(await version()).toBe(before);
    expect((await q<{ n: number }>(`SELECT count(*)::int AS n FROM audit_log WHERE action = 'catalog.import'`))[0]!.n).toBe(audit);
  });

  it('a price-and-stock feed changes those fields only, and a stock of 0 puts an in-stock product out of stock', async () => {
    const before = await version();
    const report = await run('products', `sku,price,stock\n${sku('A')},16.00,0\n${sku('B')},7.00,0\n`);
    expect(report).toMatchObject({ applied: true, updated: 1, unchanged: 1 });
    const a = (await product('A'))!;
    // 16.00 is above the compare-at price of 15.00 the file leaves alone: that sale ends.
    expect(a).toMatchObject({ price: 1600, compare_at_price: null, stock: 0, stock_status: 'out-of-stock' });
    expect(a.name).toEqual({ en: 'Ceramic pads, front', ru: 'Колодки', ar: 'وسادات' });
    expect(await version()).toBeGreaterThan(before);
    const [line] = await q<{ after: { updated: number } }>(
      `SELECT after FROM audit_log WHERE action = 'catalog.import' ORDER BY id DESC LIMIT 1`,
    );
    expect(line!.after.updated).toBe(1);
  });

  it('a dry run reports what would change and writes nothing', async () => {
    const before = { version: await version(), count: (await q<{ n: number }>('SELECT count(*)::int AS n FROM products'))[0]!.n };
    const report = await run(
      'products',
      `sku,name_en,category,price\n${sku('C')},Dry pads,${leaf.slug},3.00\n${sku('A')},Renamed,${leaf.slug},16.00\n`,
      { dryRun: true },
    );
    expect(report).toMatchObject({ applied: false, dryRun: true, created: 1, updated: 1, rejected: 0 });
    expect(await product('C')).toBeUndefined();
    expect(((await product('A'))!.name as { en: string }).en).toBe('Ceramic pads, front');
    expect(await version()).toBe(before.version);
    expect((await q<{ n: number }>('SELECT count(*)::int AS n FROM products'))[0]!.n).toBe(before.count);
  });

  it('--strict imports nothing when a row is rejected; without it the valid rows go in and the rejected are listed', async () => {
    const csv = `sku,name_en,category,price\n${sku('D')},Strict pads,${leaf.slug},3.00\n${sku('E')},Bad price,${leaf.slug},3.999\n`;
    const strict = await run('products', csv, { strict: true });
    expect(strict).toMatchObject({ applied: false, created: 1, rejected: 1 });
    expect(await product('D')).toBeUndefined();
    const loose = await run('products', csv);
    expect(loose).toMatchObject({ applied: true, created: 1, rejected: 1 });
    expect(loose.rejections).toEqual([{ line: 3, column: 'price', reason: 'ERROR_IMPORT_BAD_PRICE', value: '3.999' }]);
    expect(await product('D')).toBeDefined();
    expect(await product('E')).toBeUndefined();
  });

  it('refuses every bad products row with its line, column and reason', async () => {
    const [branch] = await q<{ slug: string }>(`SELECT slug FROM categories WHERE type = 'shop' AND layout = 'categories' LIMIT 1`);
    const rows: [string, string, string][] = [
      [`${sku('R1')},Name,${leaf.slug},abc,,,`, 'price', 'ERROR_IMPORT_BAD_PRICE'],
      [`${sku('R2')},Name,${leaf.slug},10.00,9.00,,`, 'compare_at_price', 'ERROR_IMPORT_COMPARE_AT_NOT_ABOVE'],
      [`${sku('R3')},Name,${leaf.slug},10.00,,-1,`, 'stock', 'ERROR_IMPORT_BAD_STOCK'],
      [`${sku('R4')},Name,no-such-category-${prefix},10.00,,,`, 'category', 'ERROR_IMPORT_UNKNOWN_CATEGORY'],
      [`${sku('R5')},Name,${branch!.slug},10.00,,,`, 'category', 'ERROR_IMPORT_CATEGORY_NOT_FILEABLE'],
      [`${sku('R6')},,${leaf.slug},10.00,,,`, 'name_en', 'ERROR_IMPORT_REQUIRED'],
      [`bad sku ${prefix},Name,${leaf.slug},10.00,,,`, 'sku', 'ERROR_IMPORT_BAD_SKU'],
      [`${sku('R8')},"Na\u0007me",${leaf.slug},10.00,,,`, 'name_en', 'ERROR_IMPORT_CONTROL_CHARACTERS'],
      [`${sku('R9')},${'x'.repeat(201)},${leaf.slug},10.00,,,`, 'name_en', 'ERROR_IMPORT_TOO_LONG'],
      [`${sku('R10')},Name,${leaf.slug},10.00,,,ftp://x/y.png`, 'image', 'ERROR_IMPORT_BAD_IMAGE'],
      [`${sku('R11')},Name,${leaf.slug},10.00,,,missing.png`, 'image', 'ERROR_IMPORT_IMAGE_NOT_FOUND'],
      [`${sku('R12')},Name,${leaf.slug},10.00,,`, '', 'ERROR_IMPORT_CELL_COUNT'],
      [`${sku('R14')},Name,${leaf.slug},10.00,,,`, '', ''],
      [`${sku('R14')},Again,${leaf.slug},11.00,,,`, 'sku', 'ERROR_IMPORT_DUPLICATE_SKU'],
    ];
    const report = await run('products', ['sku,name_en,category,price,compare_at_price,stock,image', ...rows.map((r) => r[0])].join('\n'), {
      dryRun: true,
    });
    const expected = rows.map(([, column, reason], i) => ({ line: i + 2, column, reason })).filter((r) => r.reason);
    expect(report.rejections.map(({ line, column, reason }) => ({ line, column, reason }))).toEqual(expected);
    expect(report).toMatchObject({ rejected: expected.length, created: 1 });
    // A new product without a name or a category (the header lacks them) is refused; the same row for an existing SKU updates it.
    const partial = await run('products', `sku,price\n${sku('NEW')},5.00\n${sku('A')},17.00\n`, { dryRun: true });
    expect(partial.rejections).toEqual([{ line: 2, column: 'name_en', reason: 'ERROR_IMPORT_REQUIRED_FOR_NEW', value: sku('NEW') }]);
    expect(partial).toMatchObject({ updated: 1 });
    // An upload has no folder to read image files from.
    const upload = await run('products', `sku,image\n${sku('A')},pad.png\n`, { imageDir: null, dryRun: true });
    expect(upload.rejections).toEqual([{ line: 2, column: 'image', reason: 'ERROR_IMPORT_IMAGE_NEEDS_FILE', value: 'pad.png' }]);
  });

  it('refuses a file it cannot read, whole', async () => {
    const problems = async (kind: ImportKind, csv: string | Buffer) =>
      (await run(kind, csv)).fileProblems.map((p) => [p.reason, p.column ?? null]);
    expect(await problems('products', '')).toEqual([['ERROR_IMPORT_EMPTY_FILE', null]]);
    expect(await problems('products', 'name_en,price\nx,1\n')).toEqual([['ERROR_IMPORT_MISSING_COLUMN', 'sku']]);
    expect(await problems('products', 'sku,colour\nx,1\n')).toEqual([['ERROR_IMPORT_UNKNOWN_COLUMN', 'colour']]);
    expect(await problems('xref', 'sku,brand,number,number\nx,y,1,2\n')).toEqual([['ERROR_IMPORT_DUPLICATE_COLUMN', 'number']]);
    expect(await problems('products', Buffer.from('sku,name_en\nA1,Caf\xe9\n', 'latin1'))).toEqual([['ERROR_IMPORT_NOT_UTF8', null]]);
    expect(await problems('products', `sku,name_en\n${sku('A')},"unclosed\n`)).toEqual([['ERROR_IMPORT_NOT_CSV', null]]);
    expect(((await product('A'))!.name as { en: string }).en).toBe('Ceramic pads, front');
  });

  describe('on a shop of its own', () => {
    let own: Database;
    let drop: () => Promise<void>;
    beforeAll(async () => {
      ({ database: own, drop } = await freshDatabase(url));
    }, 120_000);
    afterAll(async () => drop?.());

    it('--hide-missing makes the published products a full file leaves out drafts', async () => {
      const file = (codes: string[]) => ['sku,name_en,category,price', ...codes.map((c) => `${c},Part ${c},${leaf.slug},9.00`)].join('\n');
      expect(await run('products', file(['H1', 'H2', 'H3']), { database: own })).toMatchObject({ created: 3 });
      const report = await run('products', file(['H1']), { database: own, hideMissing: true });
      expect(report).toMatchObject({ applied: true, unchanged: 1, hidden: 2 });
      const rows = (await own.$client.query<{ sku: string; visibility: string }>('SELECT sku, visibility FROM products ORDER BY sku')).rows;
      expect(rows).toEqual([
        { sku: 'H1', visibility: 'published' },
        { sku: 'H2', visibility: 'draft' },
        { sku: 'H3', visibility: 'draft' },
      ]);
      const [count] = (await own.$client.query<{ n: number }>('SELECT items_count AS n FROM categories WHERE slug = $1', [leaf.slug])).rows;
      expect(count!.n).toBe(1);
    });
  });
});
