import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_OPTIONS, HEADER_DEMO_SLUGS, mobileMenuPanels, siteOptionsForPath, siteOptionsFrom } from './model';

describe('site options from a variant string', () => {
  it('defaults to the spaceship header, scheme one, mobile variant one', () => {
    expect(siteOptionsFrom()).toEqual(DEFAULT_SITE_OPTIONS);
    expect(DEFAULT_SITE_OPTIONS).toEqual({ desktopHeaderLayout: 'spaceship', desktopHeaderScheme: 'one', mobileHeaderVariant: 'one' });
  });
  it('reads layout/scheme and the mobile variant', () => {
    expect(siteOptionsFrom('classic/five', 'two')).toEqual({
      desktopHeaderLayout: 'classic',
      desktopHeaderScheme: 'five',
      mobileHeaderVariant: 'two',
    });
  });
  it('falls back to scheme one for a scheme the layout does not have', () => {
    expect(siteOptionsFrom('spaceship/four').desktopHeaderScheme).toBe('one');
    expect(siteOptionsFrom('boat/two', 'nine')).toEqual(DEFAULT_SITE_OPTIONS);
  });
});

describe('site options of the header demo pages', () => {
  it('reads the variant from the path, with or without a locale', () => {
    expect(siteOptionsForPath('/demo/header-classic-variant-three')).toEqual({
      desktopHeaderLayout: 'classic',
      desktopHeaderScheme: 'three',
      mobileHeaderVariant: 'one',
    });
    expect(siteOptionsForPath('/ar/demo/header-spaceship-variant-two')).toMatchObject({
      desktopHeaderLayout: 'spaceship',
      desktopHeaderScheme: 'two',
    });
    expect(siteOptionsForPath('/ru/demo/mobile-header-variant-two')).toEqual({ ...DEFAULT_SITE_OPTIONS, mobileHeaderVariant: 'two' });
  });
  it('has the defaults everywhere else, and for schemes a layout does not have', () => {
    for (const p of [
      '/',
      '/ar',
      '/catalog',
      '/demo/header-spaceship-variant-five',
      '/demo/header-classic-variant-six',
      '/demo/blog/classic-right-sidebar',
    ]) {
      expect(siteOptionsForPath(p), p).toEqual(DEFAULT_SITE_OPTIONS);
    }
  });
  it('lists the ten demo pages of the specification', () => {
    expect(HEADER_DEMO_SLUGS).toHaveLength(10);
    for (const slug of HEADER_DEMO_SLUGS) expect(siteOptionsForPath(`/demo/${slug}`), slug).not.toBe(DEFAULT_SITE_OPTIONS);
  });
});

describe('the mobile menu panels', () => {
  const leaf = (slug: string) => ({ slug, name: slug.toUpperCase(), href: `/catalog/${slug}/products`, children: [] });
  const departments = [
    {
      slug: 'brakes',
      name: 'Brakes',
      href: '/catalog/brakes',
      children: [leaf('pads'), { slug: 'discs', name: 'Discs', href: '/catalog/discs', children: [leaf('vented')] }],
    },
    leaf('oils'),
  ];

  it('Shop lists the departments; a department with children opens its own panel, a leaf is a link', () => {
    const [shop] = mobileMenuPanels(departments, 'Shop');
    expect(shop).toEqual({
      key: 'shop',
      title: 'Shop',
      allHref: '/catalog',
      items: [
        { key: 'brakes', label: 'Brakes', opens: 'category:brakes' },
        { key: 'oils', label: 'OILS', href: '/catalog/oils/products' },
      ],
    });
  });

  it('every category with children gets a panel, parents before their children, with a link to the whole category', () => {
    const panels = mobileMenuPanels(departments, 'Shop');
    expect(panels.map((p) => p.key)).toEqual(['shop', 'category:brakes', 'category:discs']);
    expect(panels[1]!.allHref).toBe('/catalog/brakes');
    expect(panels[2]!.items).toEqual([{ key: 'vented', label: 'VENTED', href: '/catalog/vented/products' }]);
  });
});
