// The routes the quality sweep (sweep.spec.ts) opens, by area: the specification's route table
// (section 2) and every demo page, with the real slugs and ids the sweep reads from the shop first.

export type Lang = 'en' | 'ar' | 'ru';
export type Route = {
  path: string;
  /** The status the page answers; 200 unless said. */
  status?: number;
  /** The <h1> text, where a test pins the translated title. */
  h1?: Partial<Record<Lang, string>>;
  /** Where axe looks (a CSS selector) when the rest of the page is swept elsewhere; the whole page unless said. */
  axe?: string;
  /** A mobile route is opened at a phone's size. */
  mobile?: boolean;
};

/** Real slugs and ids, read from the shop before the sweep. */
export type Fixtures = {
  product: string;
  category: string;
  productsCategory: string;
  post: string;
  orderToken: string;
  cartProducts: { id: number; slug: string; name: unknown; sku: string; price: number; image: string | null }[];
};

export const SHOP = (d: Fixtures): Route[] => [
  { path: '/' },
  { path: '/catalog' },
  { path: `/catalog/${d.category}` },
  { path: `/catalog/${d.productsCategory}/products` },
  { path: '/catalog/products' },
  { path: `/products/${d.product}` },
];

export const CART = (d: Fixtures): Route[] => [
  { path: '/cart' },
  { path: '/cart/checkout' },
  { path: `/cart/checkout/${d.orderToken}` },
  { path: '/wishlist' },
  { path: '/compare' },
  { path: '/track-order' },
];

export const CONTENT = (d: Fixtures): Route[] => [
  { path: '/about-us', h1: { en: 'About Axle', ar: 'من نحن' } },
  { path: '/contact-us', h1: { en: 'Contact us', ar: 'اتصل بنا' } },
  { path: '/terms', h1: { en: 'Terms and Conditions', ar: 'الشروط والأحكام' } },
  { path: '/faq', h1: { en: 'Frequently Asked Questions', ar: 'الأسئلة الشائعة' } },
  { path: '/demo', h1: { en: 'Demos', ar: 'العروض' } },
  { path: '/demo/blog/classic-right-sidebar', h1: { en: 'Blog', ar: 'المدونة' } },
  ...['classic-left-sidebar', 'list-left-sidebar', 'list-right-sidebar', 'grid-left-sidebar', 'grid-right-sidebar'].map((l) => ({
    path: `/demo/blog/${l}`,
  })),
  ...['post-full-width', 'post-left-sidebar', 'post-right-sidebar', 'post-without-image'].map((l) => ({
    path: `/demo/blog/${l}?post=${d.post}`,
  })),
  // A newsletter link that is not (or no longer) valid says so.
  { path: '/newsletter/confirm?token=not-a-token' },
  { path: '/newsletter/unsubscribe?token=not-a-token' },
];

/** The desktop header demos, /demo/header-<variant> (content.spec.ts compares their looks). */
export const HEADER_VARIANTS = [
  'spaceship-variant-one',
  'spaceship-variant-two',
  'spaceship-variant-three',
  'classic-variant-one',
  'classic-variant-two',
  'classic-variant-three',
  'classic-variant-four',
  'classic-variant-five',
];

export const DEMO: Route[] = [
  ...HEADER_VARIANTS.map((v) => ({ path: `/demo/header-${v}`, axe: '[data-desktop-header]' })),
  // These are the home page with another header: its content is swept at '/'.
  { path: '/demo/mobile-header-variant-one', axe: '[data-mobile-header]', mobile: true },
  { path: '/demo/mobile-header-variant-two', axe: '[data-mobile-header]', mobile: true },
  { path: '/demo/site/contact-us-v1', h1: { en: 'Contact us', ar: 'اتصل بنا' } },
  { path: '/demo/site/contact-us-v2', h1: { en: 'Contact us', ar: 'اتصل بنا' } },
  { path: '/demo/site/components', h1: { en: 'Components', ar: 'المكونات' } },
  { path: '/demo/site/typography', h1: { en: 'Typography', ar: 'الطباعة' } },
  { path: '/demo/site/not-found', status: 404, h1: { en: 'Page Not Found', ar: 'الصفحة غير موجودة' } },
  { path: '/no/such/page', status: 404, h1: { en: 'Page Not Found', ar: 'الصفحة غير موجودة' } },
  { path: '/demo/header-classic-variant-six', status: 404 },
  { path: '/admin', status: 404, h1: { en: 'Page Not Found', ar: 'الصفحة غير موجودة' } },
];

export const ACCOUNT_VISITOR: Route[] = [
  { path: '/account/login' },
  { path: '/account/forgot-password' },
  // Without a valid token the page says the link does not work and offers a new one.
  { path: '/account/reset-password?token=not-a-token' },
];
export const ACCOUNT = (ids: { order: string; address: string }): Route[] => [
  { path: '/account/dashboard' },
  { path: '/account/garage' },
  { path: '/account/profile' },
  { path: '/account/password' },
  { path: '/account/orders' },
  { path: `/account/orders/${ids.order}` },
  { path: '/account/addresses' },
  { path: '/account/addresses/new' },
  { path: `/account/addresses/${ids.address}` },
];

/** The store admin, as the demo admin sees it; to anyone else each of these is the 404 page. */
export const ADMIN = (ids: { order: string; product: string; email: string }): Route[] => [
  { path: '/admin' },
  { path: '/admin/orders' },
  { path: `/admin/orders/${ids.order}` },
  { path: '/admin/products' },
  { path: `/admin/products/${ids.product}` },
  { path: '/admin/import' },
  { path: '/admin/inbox' },
  { path: '/admin/outbox' },
  { path: `/admin/outbox/${ids.email}` },
  { path: '/admin/settings' },
  { path: '/admin/audit' },
];

/** The shop demos (the shop's own pages in the template's layouts) and home two. */
export const SHOP_DEMOS: Route[] = [
  ...[
    'category-columns-3-sidebar',
    'category-columns-4-sidebar',
    'category-columns-5-sidebar',
    'category-columns-4-full',
    'category-columns-5-full',
    'category-columns-6-full',
    'category-columns-7-full',
    'category-right-sidebar',
    'shop-grid-3-sidebar',
    'shop-grid-4-sidebar',
    'shop-grid-4-full',
    'shop-grid-5-full',
    'shop-grid-6-full',
    'shop-list',
    'shop-table',
    'shop-right-sidebar',
    'shop-cursor-navigation',
    'shop-page-navigation',
    'product-full',
    'product-sidebar',
    'order-success',
  ].map((s) => ({ path: `/demo/shop/${s}` })),
  { path: '/demo/home-two' },
];
