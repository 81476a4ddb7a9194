// The import's rules for one cell, one header and one row, without a database.
import { describe, expect, it } from 'vitest';
import { centsAsDecimal, imageSource, matchKey, price, quantity, sku, years, yearRanges } from './cells';
import { headerName, headerProblems, isBulkLoad, rowCells } from './model';
import { copyLine } from './staging';
import { checkProductRow, findCategory, type ShopNames } from './product-rows';
import { matchVehicles, vehicleNames } from './vehicle-names';

describe('cells of an import file', () => {
  it('reads a price as the file writes it, in cents, and writes it back the same way', () => {
    expect(price('12.50')).toEqual({ ok: true, value: 1250 });
    expect(price('12.5')).toEqual({ ok: true, value: 1250 });
    expect(price(' 7 ')).toEqual({ ok: true, value: 700 });
    for (const bad of ['0', '0.00', '12,50', '1.999', '-3', '1e3', '', '$5', '1000000.00']) expect(price(bad).ok, bad).toBe(false);
    expect(centsAsDecimal(1250)).toBe('12.50');
    expect(centsAsDecimal(7)).toBe('0.07');
  });

  it('expands a year or a range of years, and collapses years back into ranges', () => {
    expect(years('2014')).toEqual({ ok: true, value: [2014] });
    expect(years('2012-2014')).toEqual({ ok: true, value: [2012, 2013, 2014] });
    expect(years('2012 – 2013')).toEqual({ ok: true, value: [2012, 2013] });
    for (const bad of ['2014-2012', '1015-2016', '14', '2014-', 'x', '']) expect(years(bad).ok, bad).toBe(false);
    expect(yearRanges([2016, 2012, 2013, 2014, 2019, 2018])).toEqual(['2012-2014', '2016', '2018-2019']);
  });

  it('accepts SKUs of letters, digits and - _ . / only', () => {
    expect(sku(' BP-1044/A ')).toEqual({ ok: true, value: 'BP-1044/A' });
    expect(sku('').ok).toBe(false);
    expect(sku('BP 1044').ok).toBe(false);
    expect(sku('-x').ok).toBe(false);
    expect(sku('x'.repeat(65)).ok).toBe(false);
  });

  it('a fitment quantity is blank or 1 to 999', () => {
    expect(quantity('')).toEqual({ ok: true, value: null });
    expect(quantity('4')).toEqual({ ok: true, value: 4 });
    for (const bad of ['0', '1000', '2.5', 'two']) expect(quantity(bad).ok, bad).toBe(false);
  });

  it('matches names ignoring case, accents, spaces and punctuation', () => {
    expect(matchKey('Mercedes-Benz')).toBe(matchKey('MERCEDES BENZ'));
    expect(matchKey('Citroën')).toBe(matchKey('citroen'));
    expect(matchKey('2.0L I4')).toBe('20li4');
  });

  it('takes image URLs and media paths as they are, file paths only inside the import folder', () => {
    expect(imageSource('https://cdn.example/a.jpg')).toEqual({ ok: true, value: { kind: 'url', url: 'https://cdn.example/a.jpg' } });
    expect(imageSource('/media/products/a.webp')).toEqual({ ok: true, value: { kind: 'media', url: '/media/products/a.webp' } });
    expect(imageSource('img\\pad.PNG')).toEqual({ ok: true, value: { kind: 'file', path: 'img/pad.PNG' } });
    for (const bad of ['../secret.png', '/etc/passwd.png', 'C:/x.png', 'pad.exe', 'ftp://x/y.png', '/media/../x.png'])
      expect(imageSource(bad).ok, bad).toBe(false);
  });

  it("writes COPY's text format with tabs, new lines and backslashes escaped and \\N for none", () => {
    expect(copyLine([1, 'a\tb', 'c\nd\\e', null, true])).toBe('1\ta\\tb\tc\\nd\\\\e\t\\N\ttrue\n');
  });
});

describe('the header and the rows of an import file', () => {
  it('reports missing, unknown and repeated columns', () => {
    expect(headerProblems('products', ['sku', 'name_en', 'attr:colour', 'option:side'])).toEqual([]);
    expect(headerProblems('products', ['name_en', 'colour', 'attr:Bad Slug'])).toEqual([
      { reason: 'ERROR_IMPORT_UNKNOWN_COLUMN', column: 'colour', line: 1 },
      { reason: 'ERROR_IMPORT_UNKNOWN_COLUMN', column: 'attr:Bad Slug', line: 1 },
      { reason: 'ERROR_IMPORT_MISSING_COLUMN', column: 'sku', line: 1 },
    ]);
    expect(headerProblems('fitment', ['sku', 'year', 'make', 'model', 'model'])).toEqual([
      { reason: 'ERROR_IMPORT_DUPLICATE_COLUMN', column: 'model', line: 1 },
    ]);
    expect(headerName('\uFEFF SKU ')).toBe('sku');
  });

  it('a row with a different number of cells than the header is not read', () => {
    expect(rowCells(['sku', 'price'], ['A', '1'])).toEqual(
      new Map([
        ['sku', 'A'],
        ['price', '1'],
      ]),
    );
    expect(rowCells(['sku', 'price'], ['A'])).toBeNull();
  });

  const names: ShopNames = {
    categories: new Map([
      ['pads', { id: 5, path: '/1/5/', fileable: true }],
      ['brakes/pads', { id: 5, path: '/1/5/', fileable: true }],
      ['brakes', { id: 1, path: '/1/', fileable: false }],
    ]),
    brands: new Map([
      [matchKey('Bosch'), 'bosch'],
      ['bosch', 'bosch'],
    ]),
    attributeValues: new Map([['finish', new Map([[matchKey('Matte'), 'matte-finish']])]]),
  };
  const row = (cells: Record<string, string>) => checkProductRow(new Map(Object.entries(cells)), names);

  it('files a product by slug or by slug path, and refuses a category that lists subcategories', () => {
    expect(findCategory('Brakes > Pads', names.categories)?.id).toBe(5);
    expect(row({ sku: 'A', category: 'pads' }).staged).toMatchObject({ category_id: 5, category_path: '/1/5/' });
    expect(row({ sku: 'A', category: 'brakes' }).problems).toEqual([
      { column: 'category', reason: 'ERROR_IMPORT_CATEGORY_NOT_FILEABLE', value: 'brakes' },
    ]);
  });

  it('matches a brand and attribute values by name; a new brand keeps its name for creation', () => {
    expect(row({ sku: 'A', brand: 'BOSCH' }).staged.brand_slug).toBe('bosch');
    expect(row({ sku: 'A', brand: 'Acme Parts' }).staged).toMatchObject({ brand_slug: 'acme-parts', brand_name: 'Acme Parts' });
    expect(row({ sku: 'A', brand: '' }).staged).toMatchObject({ brand_slug: null });
    expect(row({ sku: 'A', 'attr:finish': 'matte | Gloss' }).staged.attrs).toEqual({
      finish: [
        { slug: 'gloss', name: 'Gloss' },
        { slug: 'matte-finish', name: 'matte' },
      ],
    });
  });

  it('reads option values in order with their colours, and sanitises descriptions', () => {
    expect(row({ sku: 'A', 'option:colour': 'Red=#FF0000|Black' }).staged.options).toEqual({
      colour: [
        ['Red', '#ff0000'],
        ['Black', null],
      ],
    });
    expect(row({ sku: 'A', description_en: '<p onclick="x()">Fits <script>y()</script>all</p>' }).staged.description_en).toBe(
      '<p>Fits all</p>',
    );
  });

  it('a blank cell leaves stock and status to the rules; a compare-at price must be above the price', () => {
    expect(row({ sku: 'A', stock: '', stock_status: '' }).staged).not.toHaveProperty('stock');
    expect(row({ sku: 'A', price: '10', compare_at_price: '10' }).problems).toEqual([
      { column: 'compare_at_price', reason: 'ERROR_IMPORT_COMPARE_AT_NOT_ABOVE', value: '10' },
    ]);
    expect(row({ sku: 'A', price: '10', compare_at_price: '' }).staged.compare_at).toBeNull();
  });
});

describe('matching fitment rows to the shop vehicles', () => {
  const names = vehicleNames([
    { id: 1, year: 2014, make: 'Honda', model: 'Civic', engine: '1.8L I4' },
    { id: 2, year: 2014, make: 'Honda', model: 'Civic', engine: '2.0L I4' },
    { id: 3, year: 2015, make: 'Honda', model: 'Civic', engine: '1.8L I4' },
  ]);
  const match = (year: string, make: string, model: string, engine = '') => matchVehicles(names, { year, make, model, engine });

  it('a blank engine is every engine; a range lists the years the shop lacks', () => {
    expect(match('2014', 'HONDA', 'civic')).toEqual({ ok: true, universal: false, ids: [1, 2], missingYears: null });
    expect(match('2013-2015', 'Honda', 'Civic', '1.8l-i4')).toEqual({ ok: true, universal: false, ids: [1, 3], missingYears: '2013' });
  });

  it('names what did not match', () => {
    expect(match('2014', 'Hondo', 'Civic')).toMatchObject({ ok: false, column: 'make', reason: 'ERROR_IMPORT_UNKNOWN_MAKE' });
    expect(match('2014', 'Honda', 'Accord')).toMatchObject({ ok: false, column: 'model', reason: 'ERROR_IMPORT_UNKNOWN_MODEL' });
    expect(match('2015', 'Honda', 'Civic', '2.0L I4')).toMatchObject({
      ok: false,
      column: 'engine',
      reason: 'ERROR_IMPORT_UNKNOWN_ENGINE',
    });
    expect(match('2010', 'Honda', 'Civic')).toMatchObject({ ok: false, column: 'year', reason: 'ERROR_IMPORT_YEARS_NOT_FOUND' });
  });

  it('"universal" fits every vehicle and names none', () => {
    expect(match('', 'Universal', '')).toEqual({ ok: true, universal: true });
    expect(match('2014', 'universal', '')).toMatchObject({ ok: false, reason: 'ERROR_IMPORT_UNIVERSAL_WITH_VEHICLE' });
  });
});

describe('a bulk load', () => {
  it('is a write of most of the catalogue, and never a small one', () => {
    expect(isBulkLoad(100_000, 100_000)).toBe(true);
    expect(isBulkLoad(50_000, 100_000)).toBe(true);
    expect(isBulkLoad(49_999, 100_000)).toBe(false);
    expect(isBulkLoad(1_000, 1_000)).toBe(false);
    expect(isBulkLoad(1_000, 1_000, 10)).toBe(true);
  });
});
