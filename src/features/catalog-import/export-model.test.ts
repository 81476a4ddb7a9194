import { describe, expect, it } from 'vitest';
import { PRODUCT_COLUMNS } from './model';
import {
  categoryPath,
  compareFitmentLines,
  csvField,
  csvLine,
  fitmentCells,
  fitmentLines,
  optionValueCell,
  productCells,
  productHeader,
  universalLine,
  type FitmentGroup,
  type ProductForExport,
} from './export-model';

describe('a CSV field', () => {
  it('is written as it is when nothing in it needs quotes', () => {
    expect(csvField('BRK-0001')).toBe('BRK-0001');
    expect(csvField('Тормозные колодки')).toBe('Тормозные колодки');
    expect(csvField('فحمات الفرامل')).toBe('فحمات الفرامل');
    expect(csvField('a b')).toBe('a b');
    expect(csvField('Red=#c0392b|Black=#000000')).toBe('Red=#c0392b|Black=#000000');
  });
  it('is quoted when it holds a comma, a quote, a CR or a LF, with quotes doubled', () => {
    expect(csvField('Pads, front')).toBe('"Pads, front"');
    expect(csvField('12" wiper')).toBe('"12"" wiper"');
    expect(csvField('"')).toBe('""""');
    expect(csvField('<p>one</p>\n<p>two</p>')).toBe('"<p>one</p>\n<p>two</p>"');
    expect(csvField('a\r\nb')).toBe('"a\r\nb"');
    expect(csvField('a\rb')).toBe('"a\rb"');
  });
  it('is quoted when it starts or ends with white space, so a reader that trims keeps it', () => {
    expect(csvField(' lead')).toBe('" lead"');
    expect(csvField('trail ')).toBe('"trail "');
    expect(csvField('\ttab')).toBe('"\ttab"');
  });
  it('writes nothing for an empty value, none, and numbers as digits', () => {
    expect(csvField('')).toBe('');
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
    expect(csvField(42)).toBe('42');
  });
  it('makes a line with a new line ("\\n") at its end', () => {
    expect(csvLine(['a', 'b,c', '', 'd"e'])).toBe('a,"b,c",,"d""e"\n');
    expect(csvLine([])).toBe('\n');
  });
});

describe('the products format', () => {
  it('has the fixed columns, then attr: and option: columns in the given order', () => {
    expect(productHeader(['material', 'side'], ['color'])).toEqual([...PRODUCT_COLUMNS, 'attr:material', 'attr:side', 'option:color']);
  });

  it('names a category by its slug path from the root', () => {
    const slugs = new Map([
      [1, 'brakes'],
      [5, 'brake-system'],
      [23, 'brake-pads'],
    ]);
    expect(categoryPath('/1/5/23/', slugs)).toBe('brakes/brake-system/brake-pads');
    expect(categoryPath('/1/', slugs)).toBe('brakes');
  });

  it('writes an option value with its colour, and without when it has none', () => {
    expect(optionValueCell({ name: 'Red', color: '#c0392b' })).toBe('Red=#c0392b');
    expect(optionValueCell({ name: 'Black', color: '000000' })).toBe('Black=#000000');
    expect(optionValueCell({ name: 'Left', color: null })).toBe('Left');
  });

  const product: ProductForExport = {
    sku: 'BRK-1',
    name: { en: 'Pads, front', ru: 'Колодки' },
    excerpt: { en: '' },
    description: { en: '<p>x</p>', ar: '<p>س</p>' },
    category: 'brakes/brake-pads',
    brand: null,
    partNumber: 'P-1',
    price: 1250,
    compareAtPrice: null,
    stock: 3,
    stockStatus: 'in-stock',
    visibility: 'draft',
    images: ['/media/a.webp', 'https://cdn.example.com/b.jpg'],
    attributes: { material: ['Steel', 'Ceramic'] },
    options: {
      color: [
        { name: 'Red', color: '#c0392b' },
        { name: 'Black', color: '#000000' },
      ],
    },
  };

  it('writes a product in the header order: prices as decimals, lists joined by "|", blanks for what it lacks', () => {
    const cells = productCells(product, ['finish', 'material'], ['color', 'side']);
    const row = Object.fromEntries(productHeader(['finish', 'material'], ['color', 'side']).map((c, i) => [c, cells[i]]));
    expect(row).toEqual({
      sku: 'BRK-1',
      name_en: 'Pads, front',
      name_ru: 'Колодки',
      name_ar: '',
      excerpt_en: '',
      excerpt_ru: '',
      excerpt_ar: '',
      description_en: '<p>x</p>',
      description_ru: '',
      description_ar: '<p>س</p>',
      category: 'brakes/brake-pads',
      brand: '',
      part_number: 'P-1',
      price: '12.50',
      compare_at_price: '',
      stock: '3',
      stock_status: 'in-stock',
      visibility: 'draft',
      image: '/media/a.webp|https://cdn.example.com/b.jpg',
      'attr:finish': '',
      'attr:material': 'Ceramic|Steel',
      'option:color': 'Red=#c0392b|Black=#000000',
      'option:side': '',
    });
    expect(productCells({ ...product, compareAtPrice: 1999, price: 5 }, [], [])[PRODUCT_COLUMNS.indexOf('compare_at_price')]).toBe('19.99');
  });
});

describe('the fitment format', () => {
  const group: FitmentGroup = {
    sku: 'BRK-1',
    make: 'Toyota',
    model: 'Camry',
    engine: '2.5L L4',
    position: 'front',
    quantity: 2,
    notes: null,
    years: [2016, 2012, 2013, 2014, 2018, 2015],
  };

  it('joins consecutive years into ranges, one line each', () => {
    expect(fitmentLines(group).map(fitmentCells)).toEqual([
      ['BRK-1', '2012-2016', 'Toyota', 'Camry', '2.5L L4', 'front', '2', ''],
      ['BRK-1', '2018', 'Toyota', 'Camry', '2.5L L4', 'front', '2', ''],
    ]);
  });

  it('writes a universal product as one line: make "universal", the rest blank', () => {
    expect(fitmentCells(universalLine('MAT-1'))).toEqual(['MAT-1', '', 'universal', '', '', '', '', '']);
  });

  it('orders lines by make, model, engine and first year, then by their details', () => {
    const lines = [
      ...fitmentLines({ ...group, years: [2012, 2013, 2016] }),
      ...fitmentLines({ ...group, position: 'rear', years: [2014] }),
      ...fitmentLines({ ...group, model: 'Corolla', years: [2010] }),
      ...fitmentLines({ ...group, make: 'Honda', model: 'Civic', years: [2020] }),
      ...fitmentLines({ ...group, position: null, years: [2012] }),
    ].sort(compareFitmentLines);
    expect(lines.map((l) => [l.make, l.model, l.year, l.position])).toEqual([
      ['Honda', 'Civic', '2020', 'front'],
      ['Toyota', 'Camry', '2012', null],
      ['Toyota', 'Camry', '2012-2013', 'front'],
      ['Toyota', 'Camry', '2014', 'rear'],
      ['Toyota', 'Camry', '2016', 'front'],
      ['Toyota', 'Corolla', '2010', 'front'],
    ]);
  });
});
