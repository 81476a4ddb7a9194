// The template's demo pages (specification section 2) that show the shop's own pages in another
// layout: /demo/shop/<slug> for the category, listing, product and order-success pages. Each slug
// maps to the layout options the catalog, product and orders components take (catalog/layout.ts);
// the pages themselves are those components, never copies.
//
// Decisions where the specification is silent:
// - Slugs are the template's own: shop-grid-{3,4}-sidebar and shop-grid-{4,5,6}-full (the
//   specification's "shop-grid-3..6, with and without sidebar as their names say").
// - "left" and "right" are the reading direction's start and end, so Arabic mirrors them; the demos
//   with no side in their name have the sidebar at the start, as the regular pages do.
// - The category demos show the shop's departments (the /catalog page); the listing demos show the
//   whole catalog (/catalog/products); their links (filters, sort, pages) stay on the demo path.
// - The product demos show the shop's showcase product (queries.ts); order-success shows the demo
//   shopper's most recent order, never another shopper's (it would publish their address), so
//   without demo mode it is a 404.
import type { CategoriesLayout, ListingLayout } from '@/features/catalog/layout';
import { DEFAULT_LISTING_LAYOUT } from '@/features/catalog/layout';

export type ShopDemo =
  | { kind: 'categories'; layout: CategoriesLayout }
  | { kind: 'listing'; layout: ListingLayout }
  | { kind: 'product'; layout: 'full' | 'sidebar' }
  | { kind: 'order-success' };

const listing = (patch: Partial<ListingLayout>): ShopDemo => ({ kind: 'listing', layout: { ...DEFAULT_LISTING_LAYOUT, ...patch } });

/** Every shop demo of the specification, in the order of its route list. */
const SHOP_DEMOS = {
  'category-columns-3-sidebar': { kind: 'categories', layout: { columns: 3, sidebar: 'start' } },
  'category-columns-4-sidebar': { kind: 'categories', layout: { columns: 4, sidebar: 'start' } },
  'category-columns-5-sidebar': { kind: 'categories', layout: { columns: 5, sidebar: 'start' } },
  'category-columns-4-full': { kind: 'categories', layout: { columns: 4, sidebar: null } },
  'category-columns-5-full': { kind: 'categories', layout: { columns: 5, sidebar: null } },
  'category-columns-6-full': { kind: 'categories', layout: { columns: 6, sidebar: null } },
  'category-columns-7-full': { kind: 'categories', layout: { columns: 7, sidebar: null } },
  'category-right-sidebar': { kind: 'categories', layout: { columns: 4, sidebar: 'end' } },
  'shop-grid-3-sidebar': listing({ columns: 3 }),
  'shop-grid-4-sidebar': listing({ columns: 4 }),
  'shop-grid-4-full': listing({ columns: 4, sidebar: null }),
  'shop-grid-5-full': listing({ columns: 5, sidebar: null }),
  'shop-grid-6-full': listing({ columns: 6, sidebar: null }),
  'shop-list': listing({ view: 'list' }),
  'shop-table': listing({ view: 'table' }),
  'shop-right-sidebar': listing({ sidebar: 'end' }),
  'shop-cursor-navigation': listing({ navigation: 'cursor' }),
  'shop-page-navigation': listing({ navigation: 'page' }),
  'product-full': { kind: 'product', layout: 'full' },
  'product-sidebar': { kind: 'product', layout: 'sidebar' },
  'order-success': { kind: 'order-success' },
} as const satisfies Record<string, ShopDemo>;

export type ShopDemoSlug = keyof typeof SHOP_DEMOS;
export const SHOP_DEMO_SLUGS = Object.keys(SHOP_DEMOS) as ShopDemoSlug[];

/** The demo a /demo/shop/<slug> path shows, or null for an unknown slug (a 404). */
export function shopDemoFrom(slug: string): ShopDemo | null {
  return Object.hasOwn(SHOP_DEMOS, slug) ? SHOP_DEMOS[slug as ShopDemoSlug] : null;
}

export const shopDemoHref = (slug: ShopDemoSlug) => `/demo/shop/${slug}`;

// ---- The header's Demos menu: every demo page of section 2, grouped as the template groups them. ----

/** A message id of the menu and its values (a column count, a variant number). */
type DemoLabel = { id: DemoMessageId; values?: Record<string, number> };
type DemoMessageId =
  | 'DEMO_HOME_ONE'
  | 'DEMO_HOME_TWO'
  | 'DEMO_HEADER_SPACESHIP'
  | 'DEMO_HEADER_CLASSIC'
  | 'DEMO_HEADER_MOBILE'
  | 'DEMO_COLUMNS_SIDEBAR'
  | 'DEMO_COLUMNS_FULL'
  | 'DEMO_RIGHT_SIDEBAR'
  | 'DEMO_SHOP_LIST'
  | 'DEMO_SHOP_TABLE'
  | 'DEMO_CURSOR_NAVIGATION'
  | 'DEMO_PAGE_NAVIGATION'
  | 'DEMO_PRODUCT_FULL'
  | 'DEMO_PRODUCT_SIDEBAR'
  | 'DEMO_ORDER_SUCCESS';
type DemoGroupId = 'DEMO_GROUP_HOME' | 'DEMO_GROUP_HEADERS' | 'DEMO_GROUP_CATEGORY' | 'DEMO_GROUP_SHOP' | 'DEMO_GROUP_PRODUCT';
export type DemoGroup = { title: DemoGroupId; links: { href: string; label: DemoLabel }[] };

const NUMBERS = { one: 1, two: 2, three: 3, four: 4, five: 5 } as const;

function shopLabel(slug: ShopDemoSlug): DemoLabel {
  const demo: ShopDemo = SHOP_DEMOS[slug];
  switch (demo.kind) {
    case 'product':
      return { id: demo.layout === 'full' ? 'DEMO_PRODUCT_FULL' : 'DEMO_PRODUCT_SIDEBAR' };
    case 'order-success':
      return { id: 'DEMO_ORDER_SUCCESS' };
    case 'categories':
      if (demo.layout.sidebar === 'end') return { id: 'DEMO_RIGHT_SIDEBAR' };
      return { id: demo.layout.sidebar ? 'DEMO_COLUMNS_SIDEBAR' : 'DEMO_COLUMNS_FULL', values: { columns: demo.layout.columns } };
    case 'listing': {
      const named: Partial<Record<ShopDemoSlug, DemoMessageId>> = {
        'shop-list': 'DEMO_SHOP_LIST',
        'shop-table': 'DEMO_SHOP_TABLE',
        'shop-right-sidebar': 'DEMO_RIGHT_SIDEBAR',
        'shop-cursor-navigation': 'DEMO_CURSOR_NAVIGATION',
        'shop-page-navigation': 'DEMO_PAGE_NAVIGATION',
      };
      const id = named[slug];
      if (id) return { id };
      return { id: demo.layout.sidebar ? 'DEMO_COLUMNS_SIDEBAR' : 'DEMO_COLUMNS_FULL', values: { columns: demo.layout.columns } };
    }
  }
}

const shopLinks = (kinds: ShopDemo['kind'][]) =>
  SHOP_DEMO_SLUGS.filter((slug) => kinds.includes(SHOP_DEMOS[slug].kind)).map((slug) => ({
    href: shopDemoHref(slug),
    label: shopLabel(slug),
  }));

/**
 * The Demos menu. Header variants come from the layout feature's list (its slugs are passed in, so
 * this model stays free of it): "header-classic-variant-three" reads "Classic, variant 3".
 */
export function demoMenu(headerSlugs: readonly string[]): DemoGroup[] {
  const headerLinks = headerSlugs.flatMap((slug) => {
    const m = /^(header-spaceship|header-classic|mobile-header)-variant-(one|two|three|four|five)$/.exec(slug);
    if (!m) return [];
    const id: DemoMessageId =
      m[1] === 'header-spaceship' ? 'DEMO_HEADER_SPACESHIP' : m[1] === 'header-classic' ? 'DEMO_HEADER_CLASSIC' : 'DEMO_HEADER_MOBILE';
    return [{ href: `/demo/${slug}`, label: { id, values: { variant: NUMBERS[m[2] as keyof typeof NUMBERS] } } }];
  });
  return [
    {
      title: 'DEMO_GROUP_HOME',
      links: [
        { href: '/', label: { id: 'DEMO_HOME_ONE' } },
        { href: '/demo/home-two', label: { id: 'DEMO_HOME_TWO' } },
      ],
    },
    { title: 'DEMO_GROUP_HEADERS', links: headerLinks },
    { title: 'DEMO_GROUP_CATEGORY', links: shopLinks(['categories']) },
    { title: 'DEMO_GROUP_SHOP', links: shopLinks(['listing']) },
    { title: 'DEMO_GROUP_PRODUCT', links: shopLinks(['product', 'order-success']) },
  ];
}

/** The menu's columns, as the template sets them: home and headers, categories and products, listings. */
const DEMO_MENU_COLUMNS: readonly DemoGroupId[][] = [
  ['DEMO_GROUP_HOME', 'DEMO_GROUP_HEADERS'],
  ['DEMO_GROUP_CATEGORY', 'DEMO_GROUP_PRODUCT'],
  ['DEMO_GROUP_SHOP'],
];

/** A group of the menu as the browser gets it (/api/demos): its title and links' labels in the shopper's language. */
export type DemoMenuGroup = { title: string; links: { href: string; label: string }[] };

/**
 * The Demos menu in its columns, in one language: the header's menu loads it when first opened
 * (/api/demos), and the demos' own page (/demo) shows it to visitors without JavaScript.
 */
export function demoMenuColumns(
  headerSlugs: readonly string[],
  translate: (id: DemoGroupId | DemoMessageId, values?: Record<string, number>) => string,
): DemoMenuGroup[][] {
  const groups = demoMenu(headerSlugs);
  return DEMO_MENU_COLUMNS.map((column) =>
    column.map((title) => ({
      title: translate(title),
      links: groups.find((g) => g.title === title)!.links.map((l) => ({ href: l.href, label: translate(l.label.id, l.label.values) })),
    })),
  );
}
