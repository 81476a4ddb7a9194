import { describe, expect, it } from 'vitest';
import { HEADER_DEMO_SLUGS } from '@/features/layout/model';
import { SHOP_DEMO_SLUGS, demoMenu, demoMenuColumns, shopDemoFrom } from './model';

describe('shop demo pages', () => {
  it('has every shop demo of the specification, and nothing else', () => {
    expect([...SHOP_DEMO_SLUGS].sort()).toEqual([
      'category-columns-3-sidebar',
      'category-columns-4-full',
      'category-columns-4-sidebar',
      'category-columns-5-full',
      'category-columns-5-sidebar',
      'category-columns-6-full',
      'category-columns-7-full',
      'category-right-sidebar',
      'order-success',
      'product-full',
      'product-sidebar',
      'shop-cursor-navigation',
      'shop-grid-3-sidebar',
      'shop-grid-4-full',
      'shop-grid-4-sidebar',
      'shop-grid-5-full',
      'shop-grid-6-full',
      'shop-list',
      'shop-page-navigation',
      'shop-right-sidebar',
      'shop-table',
    ]);
  });

  it('reads columns and sidebar from a category demo name', () => {
    expect(shopDemoFrom('category-columns-3-sidebar')).toEqual({ kind: 'categories', layout: { columns: 3, sidebar: 'start' } });
    expect(shopDemoFrom('category-columns-7-full')).toEqual({ kind: 'categories', layout: { columns: 7, sidebar: null } });
    expect(shopDemoFrom('category-right-sidebar')).toEqual({ kind: 'categories', layout: { columns: 4, sidebar: 'end' } });
  });

  it('gives each listing demo its columns, sidebar, view and navigation', () => {
    expect(shopDemoFrom('shop-grid-3-sidebar')).toEqual({
      kind: 'listing',
      layout: { columns: 3, sidebar: 'start', navigation: 'page', view: 'grid' },
    });
    expect(shopDemoFrom('shop-grid-6-full')).toEqual({
      kind: 'listing',
      layout: { columns: 6, sidebar: null, navigation: 'page', view: 'grid' },
    });
    expect(shopDemoFrom('shop-list')).toMatchObject({ layout: { view: 'list', sidebar: 'start' } });
    expect(shopDemoFrom('shop-table')).toMatchObject({ layout: { view: 'table' } });
    expect(shopDemoFrom('shop-right-sidebar')).toMatchObject({ layout: { sidebar: 'end' } });
    expect(shopDemoFrom('shop-cursor-navigation')).toMatchObject({ layout: { navigation: 'cursor' } });
    expect(shopDemoFrom('shop-page-navigation')).toMatchObject({ layout: { navigation: 'page' } });
  });

  it('maps the product and order demos to their layouts', () => {
    expect(shopDemoFrom('product-full')).toEqual({ kind: 'product', layout: 'full' });
    expect(shopDemoFrom('product-sidebar')).toEqual({ kind: 'product', layout: 'sidebar' });
    expect(shopDemoFrom('order-success')).toEqual({ kind: 'order-success' });
  });

  it('knows no other page: unknown names, other spellings and inherited keys are null', () => {
    for (const slug of ['', 'shop-grid-7-full', 'shop-grid-3-columns-sidebar', 'Shop-List', 'toString', '__proto__', 'constructor']) {
      expect(shopDemoFrom(slug), slug).toBeNull();
    }
  });
});

describe('the Demos menu', () => {
  const menu = demoMenu(HEADER_DEMO_SLUGS);
  const hrefs = menu.flatMap((g) => g.links.map((l) => l.href));

  it('links every shop and header demo once, and both home pages', () => {
    for (const slug of SHOP_DEMO_SLUGS) expect(hrefs).toContain(`/demo/shop/${slug}`);
    for (const slug of HEADER_DEMO_SLUGS) expect(hrefs).toContain(`/demo/${slug}`);
    expect(hrefs).toEqual(expect.arrayContaining(['/', '/demo/home-two']));
    expect(new Set(hrefs).size).toBe(hrefs.length);
  });

  it('labels demos with their numbers, as the message ids expect', () => {
    const label = (href: string) => menu.flatMap((g) => g.links).find((l) => l.href === href)?.label;
    expect(label('/demo/header-classic-variant-three')).toEqual({ id: 'DEMO_HEADER_CLASSIC', values: { variant: 3 } });
    expect(label('/demo/mobile-header-variant-two')).toEqual({ id: 'DEMO_HEADER_MOBILE', values: { variant: 2 } });
    expect(label('/demo/shop/category-columns-6-full')).toEqual({ id: 'DEMO_COLUMNS_FULL', values: { columns: 6 } });
    expect(label('/demo/shop/shop-grid-3-sidebar')).toEqual({ id: 'DEMO_COLUMNS_SIDEBAR', values: { columns: 3 } });
    expect(label('/demo/shop/shop-table')).toEqual({ id: 'DEMO_SHOP_TABLE' });
  });

  it('sets the groups in three columns, every group once, labels in the language given', () => {
    const columns = demoMenuColumns(HEADER_DEMO_SLUGS, (id, values) => `${id}${values ? JSON.stringify(values) : ''}`);
    expect(columns.map((c) => c.map((g) => g.title))).toEqual([
      ['DEMO_GROUP_HOME', 'DEMO_GROUP_HEADERS'],
      ['DEMO_GROUP_CATEGORY', 'DEMO_GROUP_PRODUCT'],
      ['DEMO_GROUP_SHOP'],
    ]);
    const links = columns.flat().flatMap((g) => g.links);
    expect(links.map((l) => l.href).sort()).toEqual([...hrefs].sort());
    expect(links.find((l) => l.href === '/demo/shop/shop-grid-3-sidebar')?.label).toBe('DEMO_COLUMNS_SIDEBAR{"columns":3}');
  });
});
