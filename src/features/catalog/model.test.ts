import { describe, expect, it } from 'vitest';
import {
  DEFAULT_QUERY,
  activeFilterCount,
  decodeCursor,
  encodeCursor,
  listingHref,
  looksLikePartNumber,
  normalizePartNumber,
  parseListingQuery,
  priceRangeBounds,
  ratingStars,
  searchWords,
  serializeListingQuery,
  trigramSimilarity,
  withFilter,
  withPage,
  withSort,
  withView,
  withoutFilterItem,
  withoutFilters,
  type ListingQuery,
} from './model';

const parse = (qs: string) => parseListingQuery(new URLSearchParams(qs));
const ok = (qs: string) => {
  const r = parse(qs);
  if (!r.ok) throw new Error(`expected ${qs} to parse: ${JSON.stringify(r.error)}`);
  return r.value;
};
const errorParam = (qs: string) => {
  const r = parse(qs);
  return r.ok ? null : r.error.param;
};

describe('listing query string', () => {
  it('defaults: page 1, 16 per page, default sort, grid, no filters', () => {
    expect(ok('')).toEqual(DEFAULT_QUERY);
  });

  it('reads every filter type as section 5 writes it', () => {
    const q = ok('filter_brand=brandix,wakita&filter_price=10-250.5&filter_rating=5,4&filter_color=white&filter_discount=yes&filter_vehicle=42');
    expect(q.filters).toEqual({ brand: ['brandix', 'wakita'], price: [1000, 25050], rating: [4, 5], color: ['white'], discount: 'yes', vehicle: 42 });
  });

  it('an empty vehicle filter means all vehicles, not the garage vehicle', () => {
    expect(ok('filter_vehicle=').filters.vehicle).toBeNull();
    expect(ok('').filters.vehicle).toBeUndefined();
  });

  it.each([
    ['filter_brand=Brand X', 'filter_brand'],
    ['filter_brand=', 'filter_brand'],
    ['filter_brand=a,,b', 'filter_brand'],
    ['filter_color=%23fff', 'filter_color'],
    ['filter_price=10', 'filter_price'],
    ['filter_price=300-10', 'filter_price'],
    ['filter_price=-5-10', 'filter_price'],
    ['filter_price=a-b', 'filter_price'],
    ['filter_rating=6', 'filter_rating'],
    ['filter_rating=4.5', 'filter_rating'],
    ['filter_discount=maybe', 'filter_discount'],
    ['filter_vehicle=abc', 'filter_vehicle'],
    ['filter_vehicle=-1', 'filter_vehicle'],
    ['filter_vehicle=99999999999', 'filter_vehicle'],
    ['filter_size=xl', 'filter_size'],
    ['sort=cheapest', 'sort'],
    ['page=0', 'page'],
    ['page=-1', 'page'],
    ['page=1.5', 'page'],
    ['limit=101', 'limit'],
    ['limit=0', 'limit'],
    ['after=%%%', 'after'],
    ['after=bm90LWpzb24', 'after'],
    ['search=a%00b', 'search'],
    ['search=' + 'x'.repeat(201), 'search'],
    ['view=cards', 'view'],
    ['sort=name_asc&sort=name_desc', 'sort'],
  ])('%s is rejected naming %s', (qs, param) => {
    expect(errorParam(qs)).toBe(param);
  });

  it('names the filter type in the error, as "Provide a valid check filter value" does', () => {
    const r = parse('filter_brand=!');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatchObject({ messageId: 'ERROR_FILTER_VALUE', values: { type: 'check', param: 'filter_brand' } });
  });

  it('ignores parameters that are not the listing\'s', () => {
    expect(ok('utm_source=mail&locale=ar')).toEqual(DEFAULT_QUERY);
  });

  it('round-trips through the URL, leaving defaults out', () => {
    const q = ok('search=brake%20pad&filter_price=0-99.99&filter_brand=a,b&filter_discount=any&sort=price_asc&limit=24&page=3&view=list');
    const qs = serializeListingQuery(q).toString();
    expect(qs).toBe('search=brake+pad&filter_price=0-99.99&filter_brand=a%2Cb&sort=price_asc&limit=24&page=3&view=list');
    expect(ok(qs)).toEqual(q);
    expect(serializeListingQuery(DEFAULT_QUERY).toString()).toBe('');
  });

  it('a cursor replaces the page number', () => {
    const after = encodeCursor({ k: 1999, id: 7 });
    const q = ok(`after=${after}&page=4`);
    expect(serializeListingQuery(q).get('page')).toBeNull();
    expect(serializeListingQuery(q).get('after')).toBe(after);
    expect(errorParam(`after=${after}&before=${after}`)).toBe('before');
  });
});

describe('listing state changes (section 4)', () => {
  const base: ListingQuery = { ...DEFAULT_QUERY, page: 3, after: undefined, filters: { brand: ['a', 'b'], rating: [4] } };

  it('any filter, sort or size change goes back to page 1 and drops cursors', () => {
    expect(withFilter(base, 'color', ['red']).page).toBe(1);
    expect(withSort({ ...base, after: 'x' }, 'price_asc')).toMatchObject({ page: 1, after: undefined });
  });

  it('removing one item keeps the rest of that filter', () => {
    expect(withoutFilterItem(base, 'brand', 'a').filters).toEqual({ brand: ['b'], rating: [4] });
    expect(withoutFilterItem(base, 'rating', 4).filters).toEqual({ brand: ['a', 'b'] });
  });

  it('removing the vehicle shows all vehicles instead of falling back to the garage', () => {
    expect(withoutFilterItem({ ...base, filters: { vehicle: 5 } }, 'vehicle').filters).toEqual({ vehicle: null });
  });

  it('clear all resets page and filters, keeps the search', () => {
    expect(withoutFilters({ ...base, search: 'pad' }, false)).toMatchObject({ page: 1, filters: {}, search: 'pad' });
    expect(withoutFilters(base, true).filters).toEqual({ vehicle: null });
  });

  it('the view mode and page links keep the rest', () => {
    expect(withView(base, 'table')).toMatchObject({ page: 3, view: 'table' });
    expect(listingHref('/catalog/products', withPage(base, 2))).toBe('/catalog/products?filter_brand=a%2Cb&filter_rating=4&page=2');
  });

  it('counts active filter items', () => {
    expect(activeFilterCount({ brand: ['a', 'b'], price: [0, 100], discount: 'any', vehicle: null })).toBe(3);
  });
});

describe('cursors', () => {
  it('round-trip text and number keys', () => {
    for (const c of [{ k: 1999, id: 7 }, { k: 'Тормозные колодки', id: 123456 }]) expect(decodeCursor(encodeCursor(c))).toEqual(c);
  });
  it('reject anything else', () => {
    expect(decodeCursor('')).toBeNull();
    expect(decodeCursor(encodeCursor({ k: 1, id: 1 }).slice(0, -3))).toBeNull();
    expect(decodeCursor(btoa('[{},1]'))).toBeNull();
  });
});

describe('price and rating filters (section 5)', () => {
  it('rounds the price range outward to a magnitude-based step', () => {
    expect(priceRangeBounds(0, 2537)).toEqual([0, 2600]);
    expect(priceRangeBounds(13, 87)).toEqual([13, 87]);
    expect(priceRangeBounds(123, 456)).toEqual([120, 460]);
    expect(priceRangeBounds(1234.5, 98765)).toEqual([1000, 99000]);
    expect(priceRangeBounds(50, 50)).toEqual([50, 51]);
    expect(priceRangeBounds(0, 0)).toEqual([0, 1]);
  });
  it('rates in whole stars', () => {
    expect([4.49, 4.5, 0.2].map(ratingStars)).toEqual([4, 5, 0]);
  });
});

describe('search text', () => {
  it('splits words in any script and reduces part numbers', () => {
    expect(searchWords('  Brake-PAD  фара ')).toEqual(['brake', 'pad', 'фара']);
    expect(normalizePartNumber('04465-02220 ')).toBe('0446502220');
    expect(looksLikePartNumber('04465-0')).toBe(true);
    expect(looksLikePartNumber('brake')).toBe(false);
  });
  it('measures trigram similarity as pg_trgm does', () => {
    expect(trigramSimilarity('headlight', 'headlight')).toBe(1);
    expect(trigramSimilarity('headlihgt', 'headlight')).toBeCloseTo(6 / 14, 5);
    expect(trigramSimilarity('wheel', 'mirror')).toBe(0);
  });
});
