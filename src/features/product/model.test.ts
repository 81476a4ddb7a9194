import { describe, expect, it } from 'vitest';
import {
  checkOptions,
  colorClass,
  contrast,
  countMatchingVehicles,
  formatYears,
  groupVehicles,
  hasQualifiers,
  isValidColor,
  localizeOptions,
  matchesVehicleQuery,
  namedTags,
  normalizeQuantity,
  parseReviewsQuery,
  productPageTitle,
  sanitizeDescription,
  stepQuantity,
  VEHICLE_JSON_LD_LIMIT,
  vehicleRanges,
  vehicleSearchText,
  vehiclesJsonLd,
  type FitQualifiers,
  type FitVehicle,
  type ProductOptionView,
  type VehicleRange,
} from './model';
import { checkReview } from './review-input';

describe('colour swatches (section 5)', () => {
  it.each([
    ['#fff', 'white'], // contrast with white exactly 1
    ['#FFFFFF', 'white'],
    ['#000', 'black'], // contrast with white exactly 21
    ['#000000', 'black'],
    ['#808080', 'dark'], // 3.95 with white, 5.32 with black
    ['#f00', 'dark'], // 4.0 with white, 5.25 with black
    ['#1f2a5a', 'dark'], // 13.8 with white, 1.5 with black
    ['#010101', 'dark'], // almost black is not "black": the rule asks for exactly 21
    ['#c0c0c0', 'light'], // 1.8 with white
    ['#ffd333', 'light'], // 1.4 with white
    ['#fefefe', 'light'], // almost white is not "white": the rule asks for exactly 1
    ['#767676', 'dark'], // 4.54 with white, 4.62 with black
    ['#949494', 'dark'], // 3.03 with white: just over 3
    ['#999999', 'light'], // 2.85 with white: below 3
  ])('%s is %s', (hex, expected) => {
    expect(colorClass(hex)).toBe(expected);
  });

  it('white and black are the exact contrast extremes', () => {
    expect(contrast('#fff', '#fff')).toBe(1);
    expect(contrast('#000', '#fff')).toBe(21);
  });

  it.each(['red', 'fff', '#ffff', '#ggg', '#12345', '#1234567', '', '# fff'])('%j is an invalid color', (bad) => {
    expect(isValidColor(bad)).toBe(false);
    expect(() => colorClass(bad)).toThrow('Invalid color');
  });
});

describe('add-to-cart options', () => {
  const options: ProductOptionView[] = [
    {
      slug: 'color',
      name: 'Colour',
      type: 'color',
      values: [
        { slug: 'red', name: 'Red', color: '#c62828' },
        { slug: 'black', name: 'Black', color: '#000000' },
      ],
    },
    {
      slug: 'side',
      name: 'Side',
      type: 'default',
      values: [
        { slug: 'left', name: 'Left', color: null },
        { slug: 'right', name: 'Right', color: null },
      ],
    },
  ];

  it('refuses until every option has a value, naming the missing ones', () => {
    expect(checkOptions(options, {})).toEqual({ ok: false, missing: ['Colour', 'Side'] });
    expect(checkOptions(options, { color: 'red' })).toEqual({ ok: false, missing: ['Side'] });
  });

  it("refuses a value that is not one of the option's own", () => {
    expect(checkOptions(options, { color: 'green', side: 'left' })).toEqual({ ok: false, missing: ['Colour'] });
  });

  it('gives the cart line its options as name and value', () => {
    expect(checkOptions(options, { color: 'black', side: 'right' })).toEqual({
      ok: true,
      options: [
        { name: 'Colour', value: 'Black', optionSlug: 'color', valueSlug: 'black' },
        { name: 'Side', value: 'Right', optionSlug: 'side', valueSlug: 'right' },
      ],
    });
  });

  it('keeps the names in every language on the cart line, so the cart shows them in any language', () => {
    const localized = localizeOptions(
      [
        {
          slug: 'side',
          name: { en: 'Side', ru: 'Сторона', ar: 'الجهة' },
          type: 'default',
          values: [{ slug: 'left', name: { en: 'Left', ru: 'Левая', ar: 'يسار' }, color: null }],
        },
      ],
      (t) => t.ru ?? t.en,
    );
    expect(checkOptions(localized, { side: 'left' })).toEqual({
      ok: true,
      options: [
        {
          name: 'Сторона',
          value: 'Левая',
          optionSlug: 'side',
          valueSlug: 'left',
          label: { name: { en: 'Side', ru: 'Сторона', ar: 'الجهة' }, value: { en: 'Left', ru: 'Левая', ar: 'يسار' } },
        },
      ],
    });
  });

  it('a product without options needs nothing', () => {
    expect(checkOptions([], {})).toEqual({ ok: true, options: [] });
  });
});

describe('quantity input (section 5)', () => {
  it('is empty when cleared', () => expect(normalizeQuantity('')).toBe(''));
  it('treats text that is not a number as the minimum', () => {
    expect(normalizeQuantity('abc')).toBe(1);
    expect(normalizeQuantity('abc', 2, 10)).toBe(2);
  });
  it('clamps to min and max and keeps whole numbers', () => {
    expect(normalizeQuantity('0')).toBe(1);
    expect(normalizeQuantity('-4')).toBe(1);
    expect(normalizeQuantity('25', 1, 10)).toBe(10);
    expect(normalizeQuantity('3.7')).toBe(3);
    expect(normalizeQuantity(' 7 ')).toBe(7);
  });
  it('steps by one within the bounds', () => {
    expect(stepQuantity(1, 1)).toBe(2);
    expect(stepQuantity(1, -1)).toBe(1);
    expect(stepQuantity(10, 1, 1, 10)).toBe(10);
    expect(stepQuantity('', 1)).toBe(1);
    expect(stepQuantity('', -1)).toBe(1);
  });
});

describe('page title (section 2)', () => {
  it('is "text — name", or only the name without text', () => {
    expect(productPageTitle('Brake Pad', 'Reviews')).toBe('Reviews — Brake Pad');
    expect(productPageTitle('Brake Pad')).toBe('Brake Pad');
    expect(productPageTitle('Brake Pad', '  ')).toBe('Brake Pad');
  });
});

describe('review validation', () => {
  it('names every missing field with a message id', () => {
    expect(checkReview({ author: '', rating: '', content: '' })).toEqual({
      ok: false,
      errors: { author: 'ERROR_FORM_REQUIRED', rating: 'ERROR_REVIEW_RATING', content: 'ERROR_FORM_REQUIRED' },
    });
  });
  it('rejects ratings outside 1 to 5 and over-long text', () => {
    const r = checkReview({ author: 'Al', rating: '6', content: 'x'.repeat(2001) });
    expect(r).toEqual({ ok: false, errors: { rating: 'ERROR_REVIEW_RATING', content: 'ERROR_REVIEW_CONTENT_LENGTH' } });
    expect(checkReview({ author: 'Al', rating: '0', content: 'Fits well, good value.' }).ok).toBe(false);
    expect(checkReview({ author: 'Al', rating: '4.5', content: 'Fits well, good value.' }).ok).toBe(false);
  });
  it('trims and accepts a good review', () => {
    expect(checkReview({ author: '  Ann  ', rating: '4', content: ' Fits well, good value. ' })).toEqual({
      ok: true,
      review: { author: 'Ann', rating: 4, content: 'Fits well, good value.' },
    });
  });
  it('reads page and sort from the query string, falling back on anything odd', () => {
    expect(parseReviewsQuery('3', 'highest')).toEqual({ page: 3, sort: 'highest' });
    expect(parseReviewsQuery('-1', 'drop table')).toEqual({ page: 1, sort: 'newest' });
    expect(parseReviewsQuery(['2'], undefined)).toEqual({ page: 1, sort: 'newest' });
  });
});

describe('description sanitiser', () => {
  it('keeps simple formatting without attributes', () => {
    expect(sanitizeDescription('<p class="x" onclick="evil()">Hi <strong>there</strong></p><ul><li>A</li></ul>')).toBe(
      '<p>Hi <strong>there</strong></p><ul><li>A</li></ul>',
    );
  });
  it('drops scripts, styles, links, images and comments', () => {
    expect(
      sanitizeDescription(
        '<p>a<script>alert(1)</script><style>p{}</style><img src=x onerror=alert(1)><a href="javascript:x">b</a><!-- c --></p>',
      ),
    ).toBe('<p>ab</p>');
  });
  it('escapes stray angle brackets', () => {
    expect(sanitizeDescription('<p>1 < 2 > 0</p>')).toBe('<p>1 &lt; 2 &gt; 0</p>');
  });
});

describe('compatible vehicles', () => {
  const v = (id: number, year: number, make: string, model: string, engine = '', q: Partial<FitQualifiers> = {}): FitVehicle => ({
    id,
    year,
    make,
    model,
    engine,
    position: null,
    quantity: null,
    notes: null,
    ...q,
  });
  const list = [
    v(1, 2014, 'Honda', 'Civic', '1.8L'),
    v(2, 2016, 'Honda', 'Civic', '2.0L'),
    v(3, 2015, 'Audi', 'A4'),
    v(4, 2015, 'Honda', 'Accord'),
  ];
  const years = (ranges: VehicleRange[]) => ranges.map((r) => `${r.from}-${r.to} ${r.engine}`.trim());

  it('groups by make and model, newest year first', () => {
    expect(
      groupVehicles(list).map((g) => [g.make, g.models.map((m) => [m.model, m.ranges.map((r) => r.vehicles.map((x) => x.id))])]),
    ).toEqual([
      ['Audi', [['A4', [[3]]]]],
      [
        'Honda',
        [
          ['Accord', [[4]]],
          ['Civic', [[2], [1]]],
        ],
      ],
    ]);
  });

  it('collapses consecutive years of one make, model and engine into a range; a gap breaks it', () => {
    const civic = [2016, 2017, 2018, 2019, 2021, 2012].map((y, i) => v(i + 1, y, 'Honda', 'Civic', '2.0L I4'));
    const ranges = vehicleRanges(civic);
    expect(years(ranges)).toEqual(['2021-2021 2.0L I4', '2016-2019 2.0L I4', '2012-2012 2.0L I4']);
    // Newest vehicle first in each range.
    expect(ranges[1]!.vehicles.map((x) => x.year)).toEqual([2019, 2018, 2017, 2016]);
  });

  it('keeps different engines, models and qualifiers apart', () => {
    const ranges = vehicleRanges([
      v(1, 2016, 'Honda', 'Civic', '2.0L'),
      v(2, 2017, 'Honda', 'Civic', '1.5L T'),
      v(3, 2017, 'Honda', 'Accord', '2.0L'),
      v(4, 2018, 'Honda', 'Civic', '2.0L', { position: 'front' }),
      v(5, 2019, 'Honda', 'Civic', '2.0L', { position: 'front', quantity: 2 }),
      v(6, 2020, 'Honda', 'Civic', '2.0L', { position: 'front', quantity: 2, notes: 'w/ A/C' }),
      v(7, 2021, 'Honda', 'Civic', '2.0L', { position: 'front', quantity: 2, notes: 'w/ A/C' }),
    ]);
    expect(ranges.map((r) => [r.model, r.from, r.to, r.engine, r.position, r.quantity, r.notes])).toEqual([
      ['Accord', 2017, 2017, '2.0L', null, null, null],
      ['Civic', 2020, 2021, '2.0L', 'front', 2, 'w/ A/C'],
      ['Civic', 2019, 2019, '2.0L', 'front', 2, null],
      ['Civic', 2018, 2018, '2.0L', 'front', null, null],
      ['Civic', 2017, 2017, '1.5L T', null, null, null],
      ['Civic', 2016, 2016, '2.0L', null, null, null],
    ]);
  });

  it('writes a range or a single year in the locale’s digits, left to the page’s direction', () => {
    expect(formatYears({ from: 2016, to: 2019 }, 'en')).toBe('2016–2019');
    expect(formatYears({ from: 2016, to: 2016 }, 'en')).toBe('2016');
    expect(formatYears({ from: 2016, to: 2019 }, 'ru')).toBe('2016–2019');
    // No grouping separator in a year; in Arabic the digits the locale uses, no forced direction mark.
    const ar = formatYears({ from: 2016, to: 2019 }, 'ar');
    expect(ar).toBe(
      `${new Intl.NumberFormat('ar', { useGrouping: false }).format(2016)}–${new Intl.NumberFormat('ar', { useGrouping: false }).format(2019)}`,
    );
    expect(ar).not.toMatch(/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/);
    expect(formatYears({ from: 2016, to: 2016 }, 'ar-EG')).toBe('٢٠١٦');
  });

  it('searches every word in year, make, model and engine; a year inside a range finds the range', () => {
    // As the compatible-vehicles field narrows its list: each entry's search text against the query.
    const filter = (vehicles: FitVehicle[], query: string) =>
      vehicleRanges(vehicles)
        .filter((r) => matchesVehicleQuery(vehicleSearchText(r), query))
        .map((r) => r.vehicles.map((x) => x.id));
    expect(filter(list, 'civic 2014')).toEqual([[1]]);
    expect(filter(list, '  ').length).toBe(4);
    expect(filter(list, 'honda').length).toBe(3);
    const civic = [2016, 2017, 2018, 2019].map((y, i) => v(i + 1, y, 'Honda', 'Civic', '2.0L I4'));
    expect(filter(civic, '2017')).toEqual([[4, 3, 2, 1]]);
    expect(filter(civic, 'civic 2.0l 2019')).toEqual([[4, 3, 2, 1]]);
    expect(filter(civic, '2020')).toEqual([]);
  });

  it('counts the vehicles of an entry that match', () => {
    const [range] = vehicleRanges([2016, 2017, 2018, 2019].map((y, i) => v(i + 1, y, 'Honda', 'Civic', '2.0L I4')));
    const ys = range!.vehicles.map((x) => String(x.year));
    const search = vehicleSearchText(range!);
    expect(countMatchingVehicles(ys, search, '')).toBe(4);
    expect(countMatchingVehicles(ys, search, 'civic')).toBe(4);
    expect(countMatchingVehicles(ys, search, '2017')).toBe(1);
    expect(countMatchingVehicles(ys, search, '2017 civic')).toBe(1);
    expect(countMatchingVehicles(ys, search, '201')).toBe(4);
    expect(countMatchingVehicles(ys, search, '2016 2019')).toBe(1);
    expect(countMatchingVehicles(ys, search, 'accord')).toBe(0);
    expect(countMatchingVehicles(ys, search, '2020')).toBe(0);
  });

  it('tells whether a fitment row says anything about how the part fits', () => {
    expect(hasQualifiers({ position: null, quantity: null, notes: null })).toBe(false);
    expect(hasQualifiers({ position: null, quantity: null, notes: '  ' })).toBe(false);
    expect(hasQualifiers({ position: 'rear', quantity: null, notes: null })).toBe(true);
    expect(hasQualifiers({ position: null, quantity: 2, notes: null })).toBe(true);
    expect(hasQualifiers({ position: null, quantity: null, notes: 'w/ A/C' })).toBe(true);
  });

  it('describes the vehicles as schema.org Vehicles, one per range, at most the limit', () => {
    const civic = [2016, 2017, 2018, 2019].map((y, i) => v(i + 1, y, 'Honda', 'Civic', '2.0L I4', { position: 'front' }));
    const make = (name: string) => ({ brand: { '@type': 'Brand', name }, manufacturer: { '@type': 'Organization', name } });
    expect(vehiclesJsonLd([...civic, v(9, 2015, 'Audi', 'A4')])).toEqual([
      { '@type': 'Vehicle', name: '2015 Audi A4', vehicleModelDate: '2015', ...make('Audi'), model: 'A4' },
      {
        '@type': 'Vehicle',
        name: '2016–2019 Honda Civic 2.0L I4',
        vehicleModelDate: '2016/2019',
        ...make('Honda'),
        model: 'Civic',
        vehicleEngine: { '@type': 'EngineSpecification', name: '2.0L I4' },
      },
    ]);
    expect(vehiclesJsonLd([])).toEqual([]);
    // Every other year: no ranges, so the limit cuts the list.
    const many = Array.from({ length: 120 }, (_, i) => v(i + 1, 1900 + 2 * i, 'Ford', 'F-150'));
    expect(vehiclesJsonLd(many)).toHaveLength(VEHICLE_JSON_LD_LIMIT);
    expect(vehiclesJsonLd(many)[0]!.vehicleModelDate).toBe('2138');
    expect(vehiclesJsonLd(many, 3)).toHaveLength(3);
  });
});

describe('product tags', () => {
  it("keep the product's order and carry their names in every language", () => {
    const names = [
      { slug: 'headlight-assembly', name: { en: 'Headlight Assembly', ru: 'Фара в сборе', ar: 'مصباح أمامي كامل' } },
      { slug: 'lighting', name: { en: 'Lighting', ru: 'Освещение', ar: 'الإضاءة' } },
    ];
    expect(namedTags(['lighting', 'headlight-assembly'], names)).toEqual([
      { slug: 'lighting', name: { en: 'Lighting', ru: 'Освещение', ar: 'الإضاءة' } },
      { slug: 'headlight-assembly', name: { en: 'Headlight Assembly', ru: 'Фара в сборе', ar: 'مصباح أمامي كامل' } },
    ]);
  });

  it('read as the slug with spaces when the shop has no name for it', () => {
    expect(namedTags(['brake-pads'], [])).toEqual([{ slug: 'brake-pads', name: { en: 'brake pads' } }]);
  });
});
