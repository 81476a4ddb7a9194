import next from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import path from 'node:path';

// Each feature's public face (ADR 0002): the files another feature may import. Anything else under
// src/features/<name>/ is that feature's own; a test, database tests included, reaches only its own
// feature's internals. A face holds the server entry points the routes mount (checkout's service
// places an order, account's api answers /api/auth, catalog's listing and search, compare's queries,
// content's sitemap, product's reviews, settings' actions): what another feature's database test
// checks its change against. Routes (src/app) are the features' entry points and may import any of
// their files. Not an index.ts: a client component importing a barrel that re-exports server-only
// modules drags them into the browser.
const featureFaces = {
  account: [
    'model',
    'schema',
    'session',
    'store',
    'api',
    'components/HeaderAccount',
    'components/MobileAccount',
    'components/SignOutButton',
  ],
  admin: ['model', 'access', 'components/AdminFrame'],
  blog: ['model', 'queries'],
  cart: [
    'model',
    'store',
    'fit',
    'fit-queries',
    'line-problems',
    'components/CartIndicator',
    'components/CartLink',
    'components/LineFit',
    'components/LineProblemNote',
    'components/use-line-fits',
    'components/use-line-problems',
  ],
  catalog: [
    'model',
    'queries',
    'listing',
    'listing-filters',
    'search',
    'version',
    'layout',
    'facet-cache',
    'quick-view-store',
    'components/Breadcrumb',
    'components/card-fit',
    'components/CatalogSidebar',
    'components/CategoryColumns',
    'components/ListingPage',
    'components/ProductCard',
    'components/SearchSuggestions',
    'components/SuggestionsScope',
  ],
  'catalog-import': ['model', 'run'],
  checkout: ['model', 'queries', 'service'],
  compare: ['queries', 'store', 'components/AddToCartFromList', 'components/CompareCount'],
  content: ['model', 'queries', 'sitemap', 'components/NewsletterForm', 'components/home/BlockProducts', 'components/pages/PageHeader'],
  demos: ['model', 'components/DemosMenu'],
  'kept-products': ['model', 'restore', 'list-store', 'components/StockLabel', 'components/use-fresh-products', 'components/product-copy'],
  layout: ['model'],
  mail: ['index', 'model'],
  orders: ['model', 'payment', 'queries', 'fulfilment', 'components/OrderDetails', 'components/OrderSuccess'],
  'page-cache': [],
  payments: ['model', 'providers', 'refunds', 'service'],
  product: ['model', 'description', 'queries', 'product-page', 'reviews', 'components/ProductView', 'components/QuickViewHost'],
  'rate-limits': ['model', 'allowance'],
  settings: ['model', 'queries', 'actions'],
  vehicles: [
    'model',
    'queries',
    'store',
    'picker-store',
    'phrase-lookup',
    'vin-response',
    'components/FitQualifiers',
    'components/HeaderVehicleButton',
    'components/VehicleSearch',
  ],
  wishlist: ['store', 'use-keep-toggles', 'components/WishlistIndicator'],
};

const featureOf = (file) => /(?:^|\/)src\/features\/([^/]+)\//.exec(file.replaceAll('\\', '/'))?.[1];

/** Imports of another feature's files that are not on its face (featureFaces) are errors. */
const featureFaceRule = {
  meta: {
    type: 'problem',
    messages: {
      internal: "'{{target}}' is internal to the {{feature}} feature; import its face ({{face}}) or move the shared piece out (ADR 0002).",
    },
  },
  create(context) {
    const own = featureOf(context.filename);
    if (!own) return {};
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string') return;
      let target = /^@\/features\/(.+)$/.exec(source)?.[1];
      if (!target && source.startsWith('.')) {
        const resolved = path.posix.join(path.posix.dirname(context.filename.replaceAll('\\', '/')), source);
        target = /\/src\/features\/(.+)$/.exec(resolved)?.[1];
      }
      if (!target) return;
      const [feature, ...rest] = target.split('/');
      const file = (rest.join('/') || 'index').replace(/\.(tsx?|mjs|js)$/, '');
      if (feature === own || (featureFaces[feature] ?? []).includes(file)) return;
      const face = (featureFaces[feature] ?? []).join(', ') || 'none';
      context.report({ node: node.source, messageId: 'internal', data: { target: source, feature, face } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

const config = [
  ...next,
  ...nextTs,
  {
    ignores: [
      '.next/**',
      '.next-*/**',
      'node_modules/**',
      'data/**',
      'src/db/migrations/**',
      'test-results/**',
      'playwright-report/**',
      'bench/results/**',
      'next-env.d.ts',
    ],
  },
  {
    // Import cycles are errors: they make module start-up order matter and tie features together (ADR 0002).
    rules: { 'import/no-cycle': 'error' },
    // A package never imports our code back, so no-cycle need not parse node_modules (`eslint .` 82 s to 37 s).
    settings: { 'import/ignore': ['node_modules'] },
  },
  {
    files: ['src/features/**'],
    plugins: { axle: { rules: { 'feature-face': featureFaceRule } } },
    rules: { 'axle/feature-face': 'error' },
  },
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
];
export default config;
