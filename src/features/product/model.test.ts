import { describe, expect, it } from 'vitest';
import {
  checkOptions,
  localizeOptions,
  namedTags,
  normalizeQuantity,
  parseReviewsQuery,
  productPageTitle,
  stepQuantity,
  type ProductOptionView,
} from './model';
import { checkReview } from './review-input';

describe('add-to-cart options', () => {
  const options: ProductOptionView[] = [
    {
      slug: 'color',
      name: 'Colour',
      type: 'color',
      values: [
        { slug: 'red', name: 'Red', color: '#c62828', swatch: 'dark' },
        { slug: 'black', name: 'Black', color: '#000000', swatch: 'black' },
      ],
    },
    {
      slug: 'side',
      name: 'Side',
      type: 'default',
      values: [
        { slug: 'left', name: 'Left', color: null, swatch: null },
        { slug: 'right', name: 'Right', color: null, swatch: null },
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
          values: [{ slug: 'left', name: { en: 'Left', ru: 'Левая', ar: 'يسار' }, color: null, swatch: null }],
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
