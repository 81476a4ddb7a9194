// The site frame: header layout and scheme, mobile header variant (site options, section 4), and the
// menu shapes the headers and the mobile menu share.
import type { Localized } from '@/db/schema/common';
import { localize } from '@/i18n/localized';
import type { Locale } from '@/i18n/routing';
import { categoryHref } from '@/routes';

const DESKTOP_LAYOUTS = ['spaceship', 'classic'] as const;
const SCHEMES = ['one', 'two', 'three', 'four', 'five'] as const;
const MOBILE_VARIANTS = ['one', 'two'] as const;

type DesktopHeaderLayout = (typeof DESKTOP_LAYOUTS)[number];
export type HeaderScheme = (typeof SCHEMES)[number];
type MobileHeaderVariant = (typeof MOBILE_VARIANTS)[number];
export type SiteOptions = {
  desktopHeaderLayout: DesktopHeaderLayout;
  desktopHeaderScheme: HeaderScheme;
  mobileHeaderVariant: MobileHeaderVariant;
};

export const DEFAULT_SITE_OPTIONS: SiteOptions = {
  desktopHeaderLayout: 'spaceship',
  desktopHeaderScheme: 'one',
  mobileHeaderVariant: 'one',
};

/** Schemes each desktop layout has: spaceship one to three, classic one to five. */
const schemesOf = (layout: DesktopHeaderLayout): readonly HeaderScheme[] => (layout === 'spaceship' ? SCHEMES.slice(0, 3) : SCHEMES);

/**
 * Site options from a variant string "layout/scheme" plus a mobile variant, e.g. ("classic/three", "two").
 * Anything unknown falls back to the defaults rather than failing a page.
 */
export function siteOptionsFrom(desktop?: string | null, mobile?: string | null): SiteOptions {
  const [layout, scheme] = (desktop ?? '').split('/');
  const desktopHeaderLayout = (DESKTOP_LAYOUTS as readonly string[]).includes(layout ?? '')
    ? (layout as DesktopHeaderLayout)
    : DEFAULT_SITE_OPTIONS.desktopHeaderLayout;
  const known = desktopHeaderLayout === layout && (schemesOf(desktopHeaderLayout) as readonly string[]).includes(scheme ?? '');
  const desktopHeaderScheme = known ? (scheme as HeaderScheme) : DEFAULT_SITE_OPTIONS.desktopHeaderScheme;
  const mobileHeaderVariant = (MOBILE_VARIANTS as readonly string[]).includes(mobile ?? '')
    ? (mobile as MobileHeaderVariant)
    : DEFAULT_SITE_OPTIONS.mobileHeaderVariant;
  return { desktopHeaderLayout, desktopHeaderScheme, mobileHeaderVariant };
}

/** A category as the menus need it: names in every language, and children. */
export type MenuCategory = {
  id: number;
  slug: string;
  name: Localized;
  image: string | null;
  itemsCount: number;
  layout: 'categories' | 'products';
  children: MenuCategory[];
};
/** A menu entry with its name already in the shopper's language. */
export type MenuNode = { slug: string; name: string; href: string; count?: number; children: MenuNode[] };

export function menuTree(departments: MenuCategory[], locale: Locale): MenuNode[] {
  const node = (c: MenuCategory): MenuNode => ({
    slug: c.slug,
    name: localize(c.name, locale),
    href: categoryHref(c),
    count: c.itemsCount,
    children: c.children.map(node),
  });
  return departments.map(node);
}

/**
 * The template's header demo pages (section 2) and the site options each shows, e.g.
 * "/demo/header-classic-variant-three" → classic/three, "/demo/mobile-header-variant-two" → mobile two.
 * Any other path (with or without a locale prefix) has the defaults.
 */
export function siteOptionsForPath(pathname: string): SiteOptions {
  const path = pathname.replace(/^\/(?:en|ru|ar)(?=\/|$)/, '');
  const desktop = /^\/demo\/header-(spaceship|classic)-variant-(one|two|three|four|five)\/?$/.exec(path);
  if (desktop) return siteOptionsFrom(`${desktop[1]}/${desktop[2]}`);
  const mobile = /^\/demo\/mobile-header-variant-(one|two)\/?$/.exec(path);
  return mobile ? siteOptionsFrom(null, mobile[1]) : DEFAULT_SITE_OPTIONS;
}

/** Every header demo path of the specification: spaceship one to three, classic one to five, mobile one and two. */
export const HEADER_DEMO_SLUGS = [
  ...schemesOf('spaceship').map((s) => `header-spaceship-variant-${s}`),
  ...schemesOf('classic').map((s) => `header-classic-variant-${s}`),
  ...MOBILE_VARIANTS.map((v) => `mobile-header-variant-${v}`),
];

// ---- The mobile menu's panels: the root, Shop, then one per category with children. ----

export const MENU_ROOT_PANEL = 'root';
export const MENU_SHOP_PANEL = 'shop';

/** A row of a panel: a link, or (`opens`) the key of the panel it slides in. */
type MenuPanelItem = { key: string; label: string; href?: string; opens?: string };
export type MenuPanel = { key: string; title: string; allHref: string; items: MenuPanelItem[] };

const panelKey = (slug: string) => `category:${slug}`;

/** Every sub-panel (Shop, then one per category that has children), parents before children. */
export function mobileMenuPanels(departments: MenuNode[], shopTitle: string): MenuPanel[] {
  const panels: MenuPanel[] = [];
  const itemOf = (n: MenuNode): MenuPanelItem =>
    n.children.length ? { key: n.slug, label: n.name, opens: panelKey(n.slug) } : { key: n.slug, label: n.name, href: n.href };
  const visit = (n: MenuNode) => {
    if (!n.children.length) return;
    panels.push({ key: panelKey(n.slug), title: n.name, allHref: n.href, items: n.children.map(itemOf) });
    n.children.forEach(visit);
  };
  panels.push({ key: MENU_SHOP_PANEL, title: shopTitle, allHref: '/catalog', items: departments.map(itemOf) });
  departments.forEach(visit);
  return panels;
}
