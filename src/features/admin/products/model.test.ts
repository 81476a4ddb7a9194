import { describe, expect, it } from 'vitest';
import {
  MAX_PRICE_CENTS,
  NO_PRODUCT_FILTERS,
  centsToInput,
  changeByPercent,
  changedFields,
  columnSort,
  containsPattern,
  fileableCategories,
  parseMoney,
  parsePercent,
  parseProductFilters,
  parseWhole,
  productFiltersQuery,
  repriceByPercent,
  searchTextOf,
  statusForStock,
} from './model';
import { bulkSchema, productFormSchema, quickEditSchema } from './schema';

describe('the product list query string', () => {
  it('reads every filter, the sort and the page', () => {
    const { filters, problems } = parseProductFilters({
      q: ' pads ',
      category: 'brake-pads',
      brand: 'bosch',
      stock: 'out-of-stock',
      visibility: 'draft',
      sort: 'price_desc',
      page: '3',
    });
    expect(problems).toEqual([]);
    expect(filters).toEqual({
      q: 'pads',
      category: 'brake-pads',
      brand: 'bosch',
      stock: 'out-of-stock',
      visibility: 'draft',
      sort: 'price_desc',
      page: 3,
    });
  });

  it.each([
    ['stock', 'sold-out'],
    ['visibility', 'hidden'],
    ['sort', 'rating_desc'],
    ['page', '0'],
    ['page', '1e3'],
    ['page', '9999999'],
    ['category', '../etc'],
    ['brand', 'Bosch'],
    ['q', 'x'.repeat(101)],
    ['q', 'a\u0000b'],
  ])('reports %s=%j and leaves it out', (param, value) => {
    const { filters, problems } = parseProductFilters({ [param]: value });
    expect(problems).toEqual([{ param, message: 'ERROR_ADMIN_FILTER_INVALID' }]);
    expect(filters).toEqual(NO_PRODUCT_FILTERS);
  });

  it('takes the first of a repeated parameter and ignores unknown ones', () => {
    expect(parseProductFilters({ stock: ['in-stock', 'out-of-stock'], utm_source: 'mail' }).filters.stock).toBe('in-stock');
  });

  it('writes a canonical query string; a change other than the page starts at page 1', () => {
    const f = { ...NO_PRODUCT_FILTERS, q: 'oil filter', stock: 'in-stock' as const, page: 4 };
    expect(productFiltersQuery(NO_PRODUCT_FILTERS)).toBe('');
    expect(productFiltersQuery(f)).toBe('?q=oil+filter&stock=in-stock&page=4');
    expect(productFiltersQuery(f, { sort: 'name_asc' })).toBe('?q=oil+filter&stock=in-stock&sort=name_asc');
    expect(productFiltersQuery(f, { page: 5 })).toBe('?q=oil+filter&stock=in-stock&page=5');
    expect(parseProductFilters(Object.fromEntries(new URLSearchParams(productFiltersQuery(f)))).filters).toEqual(f);
  });

  it('sorts a column ascending first, then descending', () => {
    expect(columnSort('newest', 'price')).toEqual({ next: 'price_asc' });
    expect(columnSort('price_asc', 'price')).toEqual({ next: 'price_desc', direction: 'ascending' });
    expect(columnSort('price_desc', 'price')).toEqual({ next: 'price_asc', direction: 'descending' });
    expect(columnSort('price_desc', 'stock')).toEqual({ next: 'stock_asc' });
  });

  it("escapes LIKE's own characters in a search", () => {
    expect(containsPattern('50%_OFF\\')).toBe('%50\\%\\_off\\\\%');
  });
});

describe('numbers typed by a person', () => {
  it.each([
    ['12', 1200],
    ['12.5', 1250],
    ['12.34', 1234],
    ['12,50', 1250],
    ['1,234.50', 123450],
    ['1,234', 123400],
    ['1 234,50', 123450],
    [' $24.99 ', 2499],
    ['١٢٫٥٠', 1250],
    ['۱۰', 1000],
    ['0', 0],
  ])('reads the price %j as %i cents', (text, cents) => expect(parseMoney(text)).toBe(cents));

  it.each(['', 'abc', '12.345', '-5', '1e3', '12..5', '1,23,4', '12.', '.5', 'Infinity', '9999999999'])('refuses the price %j', (text) =>
    expect(parseMoney(text)).toBeNull(),
  );

  it('reads whole numbers and percentages', () => {
    expect(parseWhole('1,200')).toBe(1200);
    expect(parseWhole('٣')).toBe(3);
    expect(parseWhole('1.5')).toBeNull();
    expect(parseWhole('-1')).toBeNull();
    expect(parsePercent('+7.5')).toBe(7.5);
    expect(parsePercent('−10')).toBe(-10);
    expect(parsePercent('-15%')).toBe(-15);
    expect(parsePercent('12,5')).toBe(12.5);
    expect(parsePercent('-0')).toBe(0);
    expect(parsePercent('10.123')).toBeNull();
    expect(parsePercent('ten')).toBeNull();
  });

  it('writes cents back as the field shows them', () => {
    expect(centsToInput(2499)).toBe('24.99');
    expect(centsToInput(5)).toBe('0.05');
    expect(centsToInput(null)).toBe('');
  });
});

describe('rules of an edit', () => {
  it('changes a price by a percentage, rounded half up, within a cent and the maximum', () => {
    expect(changeByPercent(1999, 10)).toBe(2199);
    expect(changeByPercent(1999, 7.5)).toBe(2149);
    expect(changeByPercent(1000, -90)).toBe(100);
    expect(changeByPercent(5, -90)).toBe(1);
    expect(changeByPercent(1, -50)).toBe(1);
    expect(changeByPercent(MAX_PRICE_CENTS, 500)).toBe(MAX_PRICE_CENTS);
    expect(changeByPercent(15, 10)).toBe(17);
  });

  it('moves the compare-at price with the price, and drops it when it no longer is a sale', () => {
    expect(repriceByPercent({ price: 1000, compareAtPrice: 1500 }, 10)).toEqual({ price: 1100, compareAtPrice: 1650 });
    expect(repriceByPercent({ price: 1000, compareAtPrice: null }, -20)).toEqual({ price: 800, compareAtPrice: null });
    expect(repriceByPercent({ price: 10, compareAtPrice: 11 }, -90)).toEqual({ price: 1, compareAtPrice: null });
  });

  it('sets the stock status a stock figure implies, keeping a backorder', () => {
    expect(statusForStock(0, 'in-stock')).toBe('out-of-stock');
    expect(statusForStock(5, 'out-of-stock')).toBe('in-stock');
    expect(statusForStock(0, 'on-backorder')).toBe('on-backorder');
    expect(statusForStock(5, 'in-stock')).toBe('in-stock');
  });

  it('builds the search text as the seed does', () => {
    expect(
      searchTextOf({
        name: { en: 'Oil Filter', ru: 'Масляный фильтр' },
        sku: 'AX-1',
        partNumber: '15400-PLM-A02',
        interchange: [{ number: '90915-YZZD4', normalized: '90915YZZD4' }],
      }),
    ).toBe('oil filter масляный фильтр ax-1 15400-plm-a02 15400plma02 90915-yzzd4 90915yzzd4');
  });

  it('keeps only the fields that changed, whatever the order of a text’s languages', () => {
    const before = { name: { ar: 'أ', en: 'A', ru: 'А' }, price: 100, stock: 3 };
    expect(changedFields(before, { name: { en: 'A', ru: 'А', ar: 'أ' }, price: 100 })).toBeNull();
    expect(changedFields(before, { name: { en: 'B', ru: 'А', ar: 'أ' }, price: 100, stock: 4 })).toEqual({
      before: { name: { ar: 'أ', en: 'A', ru: 'А' }, stock: 3 },
      after: { name: { en: 'B', ru: 'А', ar: 'أ' }, stock: 4 },
    });
  });

  it('groups the categories that list products under their parents', () => {
    const tree = [
      { id: 1, name: 'Brakes', parentId: null, layout: 'categories' as const },
      { id: 2, name: 'Pads', parentId: 1, layout: 'products' as const },
      { id: 3, name: 'Discs', parentId: 1, layout: 'products' as const },
      { id: 4, name: 'Oils', parentId: null, layout: 'products' as const },
    ];
    expect(fileableCategories(tree)).toEqual([
      {
        label: 'Brakes',
        options: [
          { id: 2, name: 'Pads' },
          { id: 3, name: 'Discs' },
        ],
      },
      { label: 'Oils', options: [{ id: 4, name: 'Oils' }] },
    ]);
  });
});

describe('the forms’ schemas', () => {
  const form = {
    id: '12',
    nameEn: ' Oil filter ',
    nameRu: '',
    nameAr: 'فلتر زيت',
    descriptionEn: '<p>Good</p>\r\n<p>Filter</p>',
    partNumber: '15400-PLM-A02',
    price: '24.99',
    compareAtPrice: '',
    stock: '7',
    stockStatus: 'in-stock',
    categoryId: '5',
    brandId: '',
    visibility: 'draft',
  };

  it('reads a valid edit form into stored values', () => {
    const parsed = productFormSchema.safeParse(form);
    expect(parsed.success && parsed.data).toMatchObject({
      id: 12,
      nameEn: 'Oil filter',
      nameRu: '',
      descriptionEn: '<p>Good</p>\n<p>Filter</p>',
      descriptionRu: '',
      price: 2499,
      compareAtPrice: null,
      stock: 7,
      categoryId: 5,
      brandId: null,
      visibility: 'draft',
    });
  });

  it.each([
    [{ nameEn: '  ' }, 'nameEn', 'ERROR_FORM_REQUIRED'],
    [{ nameRu: 'x'.repeat(201) }, 'nameRu', 'ERROR_FORM_TOO_LONG'],
    [{ price: '0' }, 'price', 'ERROR_ADMIN_PRICE'],
    [{ price: '1000000' }, 'price', 'ERROR_ADMIN_PRICE'],
    [{ compareAtPrice: '20' }, 'compareAtPrice', 'ERROR_ADMIN_COMPARE_AT_PRICE'],
    [{ compareAtPrice: 'abc' }, 'compareAtPrice', 'ERROR_ADMIN_PRICE'],
    [{ stock: '2147483648' }, 'stock', 'ERROR_ADMIN_STOCK'],
    [{ stock: '-1' }, 'stock', 'ERROR_ADMIN_STOCK'],
    [{ stockStatus: 'gone' }, 'stockStatus', 'ERROR_ADMIN_CHOOSE'],
    [{ categoryId: '2147483648' }, 'categoryId', 'ERROR_ADMIN_CHOOSE'],
    [{ brandId: 'x' }, 'brandId', 'ERROR_ADMIN_CHOOSE'],
    [{ visibility: 'secret' }, 'visibility', 'ERROR_ADMIN_CHOOSE'],
    [{ partNumber: 'a\u0000' }, 'partNumber', 'ERROR_FORM_CONTROL_CHARACTERS'],
  ])('refuses %j on %s with %s', (change, field, message) => {
    const parsed = productFormSchema.safeParse({ ...form, ...change });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.find((i) => i.path[0] === field)?.message).toBe(message);
  });

  it('checks the quick edit and the bulk action', () => {
    expect(quickEditSchema.safeParse({ id: '3', price: '9.5', stock: '0' }).data).toEqual({ id: 3, price: 950, stock: 0 });
    expect(quickEditSchema.safeParse({ id: '0', price: '9.5', stock: '0' }).success).toBe(false);
    expect(bulkSchema.safeParse({ ids: ['1', '2'], operation: 'price', percent: '-15' }).success).toBe(true);
    const issue = (v: unknown) => bulkSchema.safeParse(v).error?.issues[0]?.message;
    expect(issue({ ids: [], operation: 'hide' })).toBe('ERROR_ADMIN_BULK_NONE');
    expect(issue({ ids: Array.from({ length: 101 }, (_, i) => String(i + 1)), operation: 'hide' })).toBe('ERROR_ADMIN_BULK_TOO_MANY');
    expect(issue({ ids: ['1'], operation: 'price', percent: '-95' })).toBe('ERROR_ADMIN_PERCENT');
    expect(issue({ ids: ['1'], operation: 'price', percent: '0' })).toBe('ERROR_ADMIN_PERCENT');
    expect(issue({ ids: ['1'], operation: 'stock-status', stockStatus: 'gone' })).toBe('ERROR_ADMIN_CHOOSE');
    expect(issue({ ids: ['1'], operation: 'delete' })).toBe('ERROR_ADMIN_CHOOSE');
  });
});
