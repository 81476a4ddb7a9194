import { describe, expect, it } from 'vitest';
import { DEFAULT_QUERY } from './model';
import { decodeCursor, encodeCursor, listingHref, listingUrlError, parseListingQuery, serializeListingQuery } from './query-string';

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
    const q = ok(
      'filter_brand=brandix,wakita&filter_price=10-250.5&filter_rating=5,4&filter_color=white&filter_discount=yes&filter_vehicle=42',
    );
    expect(q.filters).toEqual({
      brand: ['brandix', 'wakita'],
      price: [1000, 25050],
      rating: [4, 5],
      color: ['white'],
      discount: 'yes',
      vehicle: 42,
    });
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

  it("ignores parameters that are not the listing's", () => {
    expect(ok('utm_source=mail&locale=ar')).toEqual(DEFAULT_QUERY);
  });

  it('round-trips through the URL, leaving defaults out', () => {
    const q = ok('search=brake%20pad&filter_price=0-99.99&filter_brand=a,b&filter_discount=any&sort=price_asc&limit=24&page=3&view=list');
    const qs = serializeListingQuery(q).toString();
    expect(qs).toBe('search=brake+pad&filter_price=0-99.99&filter_brand=a%2Cb&sort=price_asc&limit=24&page=3&view=list');
    expect(ok(qs)).toEqual(q);
    expect(serializeListingQuery(DEFAULT_QUERY).toString()).toBe('');
  });

  it("a page's own default view (the shop-list demo) stays out of the URL, and grid then needs one", () => {
    const list = parseListingQuery(new URLSearchParams(''), 'list');
    expect(list.ok && list.value.view).toBe('list');
    if (!list.ok) return;
    expect(listingHref('/demo/shop/shop-list', list.value)).toBe('/demo/shop/shop-list');
    expect(listingHref('/demo/shop/shop-list', { ...list.value, view: 'grid' })).toBe('/demo/shop/shop-list?view=grid');
    const grid = parseListingQuery(new URLSearchParams('view=grid'), 'list');
    expect(grid.ok && grid.value.view).toBe('grid');
    expect(parseListingQuery(new URLSearchParams(''), 'grid')).toEqual({ ok: true, value: DEFAULT_QUERY });
  });

  it('a cursor replaces the page number', () => {
    const after = encodeCursor({ k: 1999, id: 7 });
    const q = ok(`after=${after}&page=4`);
    expect(serializeListingQuery(q).get('page')).toBeNull();
    expect(serializeListingQuery(q).get('after')).toBe(after);
    expect(errorParam(`after=${after}&before=${after}`)).toBe('before');
  });
});

describe('cursors', () => {
  it('round-trip text and number keys', () => {
    for (const c of [
      { k: 1999, id: 7 },
      { k: 'Тормозные колодки', id: 123456 },
    ])
      expect(decodeCursor(encodeCursor(c))).toEqual(c);
  });
  it('carry the fit tier of a listing that puts exact fits first, and only 0 or 1', () => {
    for (const t of [0, 1] as const) expect(decodeCursor(encodeCursor({ k: 12, id: 3, t }))).toEqual({ k: 12, id: 3, t });
    expect(decodeCursor(btoa('[12,3,2]'))).toBeNull();
    expect(decodeCursor(btoa('[12,3,"1"]'))).toBeNull();
    expect(decodeCursor(btoa('[12,3,1,0]'))).toBeNull();
  });
  it('reject anything else', () => {
    expect(decodeCursor('')).toBeNull();
    expect(decodeCursor(encodeCursor({ k: 1, id: 1 }).slice(0, -3))).toBeNull();
    expect(decodeCursor(btoa('[{},1]'))).toBeNull();
  });

  const cursorError = (sort: string, k: unknown) => {
    const after = encodeCursor({ k: k as string, id: 1 });
    const r = parseListingQuery(new URLSearchParams(sort === 'default' ? { after } : { sort, after }));
    return r.ok ? null : r.error.messageId;
  };

  it('refuse a key the sort cannot have, so the database never compares a price with text', () => {
    for (const [sort, k] of [
      ['default', 'abc'],
      ['price_asc', 1e308],
      ['price_desc', 99999999999],
      ['default', 0.5],
      ['price_asc', -1],
      ['date_desc', 1],
      ['date_desc', ''],
      ['date_desc', 'x'],
      ['date_desc', '2020-13-45T00:00:00.000000Z'],
      ['date_desc', '2021-02-29T00:00:00Z'],
      ['rating_desc', 'abc'],
      ['rating_desc', '7.5'],
      ['rating_desc', -1],
      ['name_asc', 1],
      ['name_desc', 'a\u0000b'],
    ] as const)
      expect(cursorError(sort, k), `${sort} ${JSON.stringify(k)}`).toBe('ERROR_PARAM_CURSOR');
  });

  it('accept the keys each sort writes', () => {
    for (const [sort, k] of [
      ['default', 0],
      ['price_asc', 1999],
      ['price_desc', 2_147_483_647],
      ['name_asc', 'Тормозные колодки'],
      ['rating_desc', '4.50'],
      ['rating_desc', 3],
      ['date_desc', '2026-10-31T12:34:56.123456Z'],
    ] as const)
      expect(cursorError(sort, k), `${sort} ${JSON.stringify(k)}`).toBeNull();
  });
});

describe('listing page URLs (the proxy answers the bad ones with 400)', () => {
  const error = (url: string) => {
    const u = new URL(url, 'http://shop.test');
    return listingUrlError(u.pathname, u.searchParams)?.param ?? null;
  };
  it.each([
    ['/catalog/products?filter_price=abc', 'filter_price'],
    ['/catalog/brake-pads/products?sort=nope', 'sort'],
    ['/ar/catalog/products?page=0', 'page'],
    ['/ru/catalog/lighting/products?limit=101', 'limit'],
    ['/catalog/products?after=not-a-cursor!', 'after'],
    ['/catalog/products?search=%01', 'search'],
  ])('%s is bad in %s', (url, param) => {
    expect(error(url)).toBe(param);
  });
  it.each([
    '/catalog/products?filter_price=10-200&sort=price_asc',
    '/ar/catalog/products',
    '/catalog?sort=nope',
    '/catalog/brake-pads?page=0',
    '/products/a-product?sort=nope',
    '/account/orders?page=0',
  ])('%s is not a bad listing URL', (url) => {
    expect(error(url)).toBeNull();
  });
});

describe('the exact-fit switch in the URL', () => {
  it('is on by default and off as fit=any; changing it starts again at page 1', async () => {
    const { withExactFit } = await import('./model');
    const on = parseListingQuery(new URLSearchParams('filter_vehicle=7'));
    expect(on.ok && on.value.exactFit).toBeUndefined();
    const off = parseListingQuery(new URLSearchParams('filter_vehicle=7&fit=any&page=3'));
    expect(off.ok && off.value.exactFit).toBe(false);
    expect(off.ok && serializeListingQuery(off.value).toString()).toBe('filter_vehicle=7&fit=any&page=3');
    const exact = parseListingQuery(new URLSearchParams('fit=exact'));
    expect(exact.ok && serializeListingQuery(exact.value).toString()).toBe('');
    if (!off.ok) return;
    expect(listingHref('/catalog/products', withExactFit(off.value, true))).toBe('/catalog/products?filter_vehicle=7');
    expect(listingHref('/catalog/products', withExactFit({ ...DEFAULT_QUERY, page: 2 }, false))).toBe('/catalog/products?fit=any');
  });
  it.each(['fit=maybe', 'fit=', 'fit=any&fit=exact'])('%s is an error naming fit', (qs) => {
    const r = parseListingQuery(new URLSearchParams(qs));
    expect(r.ok ? null : r.error.param).toBe('fit');
  });
});
