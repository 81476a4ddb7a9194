import { describe, expect, it } from 'vitest';
import {
  DEFAULT_QUERY,
  activeFilterCount,
  forAllVehicles,
  looksLikePartNumber,
  normalizePartNumber,
  priceRangeBounds,
  ratingStars,
  withFilter,
  withPage,
  withSort,
  withView,
  withoutFilterItem,
  withoutFilters,
  type ListingQuery,
} from './model';
import { listingHref } from './query-string';

describe('listing state changes (section 4)', () => {
  const base: ListingQuery = { ...DEFAULT_QUERY, page: 3, after: undefined, filters: { brand: ['a', 'b'], rating: [4] } };

  it('parts for all vehicles also drop a vehicle the search names, keeping its other words, from page 1', () => {
    const named: ListingQuery = { ...base, search: '2019 civic brake pads', filters: { ...base.filters, vehicle: 12 } };
    expect(forAllVehicles(named, 'brake pads')).toMatchObject({
      search: 'brake pads',
      filters: { brand: ['a', 'b'], vehicle: null },
      page: 1,
    });
    expect(forAllVehicles({ ...named, search: '2019 civic' }, '').search).toBeUndefined();
    // No vehicle in the search: it stays as typed.
    expect(forAllVehicles(named)).toMatchObject({ search: '2019 civic brake pads', filters: { vehicle: null } });
    expect(listingHref('/search', forAllVehicles(named, 'brake pads'))).not.toContain('civic');
  });

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

describe('part numbers', () => {
  it('reduces part numbers to letters and digits, and tells them from words', () => {
    expect(normalizePartNumber('04465-02220 ')).toBe('0446502220');
    expect(looksLikePartNumber('04465-0')).toBe(true);
    expect(looksLikePartNumber('brake')).toBe(false);
  });
});
