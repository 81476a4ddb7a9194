// The product listing page: /catalog/products (optionally ?search=) and /catalog/{slug}/products,
// and the shop demos (/demo/shop/shop-grid-4-full...), which pass their own path and a layout
// (columns, sidebar side or none, navigation kind, default view: layout.ts).
// Reads the state from the URL; an invalid value shows a translated message instead of the list
// (and src/proxy.ts, parsing the same URL, makes that answer a 400).
import { cookies } from 'next/headers';
import { notFound, redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { localize } from '@/i18n/localized';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { VEHICLE_COOKIE, parseVehicleId, vehicleLabel as labelOf } from '@/features/vehicles/model';
import { vehicleById } from '@/features/vehicles/queries';
import { categoryHref } from '@/routes';
import { DEFAULT_QUERY } from '../model';
import { listingHref, parseListingQuery } from '../query-string';
import { listProducts } from '../listing';
import { withSearchVehicle } from '../search-vehicle';
import { categoryBySlug } from '../queries';
import { ActiveFilters } from './ActiveFilters';
import { Breadcrumb } from './Breadcrumb';
import { FilterSidebar } from './FilterSidebar';
import { ListingBusy, ListingLink, ListingNavigation } from './ListingNavigation';
import { ListingToolbar } from './ListingToolbar';
import { Pagination } from './Pagination';
import { SearchVehicleChip } from './SearchVehicleChip';
import { ProductList } from './ProductList';
import { DEFAULT_LISTING_LAYOUT, sidebarCellClass, sidebarGridClass, type ListingLayout } from '../layout';

type Props = {
  locale: Locale;
  slug?: string;
  searchParams: Record<string, string | string[] | undefined>;
  layout?: ListingLayout;
  /** The path the listing's links keep to (a demo page's own path); by default the listing's route. */
  basePath?: string;
};

export async function ListingPage({ locale, slug, searchParams, layout = DEFAULT_LISTING_LAYOUT, basePath }: Props) {
  const t = await getTranslations();
  const category = slug ? await categoryBySlug(slug) : null;
  if (slug && !category) notFound();
  if (category && category.type !== 'shop') redirect(`/${locale}`);
  const pathname = basePath ?? (category ? `/catalog/${category.slug}/products` : '/catalog/products');
  const parsed = parseListingQuery(searchParams, layout.view);
  const search = parsed.ok ? parsed.value.search : undefined;
  const title = category ? localize(category.name, locale) : search ? t('HEADER_SEARCH_RESULTS', { search }) : t('LINK_ALL_PRODUCTS');
  const crumbs = [
    { name: t('HEADER_CATALOG'), href: '/catalog' },
    ...(category?.ancestors ?? []).map((a) => ({ name: localize(a.name, locale), href: categoryHref(a) })),
    { name: title },
  ];
  const header = (
    <header className="flex flex-col gap-3">
      <Breadcrumb items={crumbs} />
      <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{title}</h1>
    </header>
  );

  if (!parsed.ok) {
    return (
      <main className="mx-auto flex w-full max-w-[1350px] flex-col gap-6 px-4 py-6 md:px-6">
        {header}
        <div role="alert" className="rounded-lg border border-nofit/30 bg-nofit/5 p-5" data-testid="listing-error">
          <h2 className="font-semibold text-nofit">{t('HEADER_LISTING_ERROR')}</h2>
          <p className="mt-1">{t(parsed.error.messageId, parsed.error.values)}</p>
          <Link href={listingHref(pathname, DEFAULT_QUERY)} className="mt-3 inline-block font-medium text-brand underline">
            {t('LINK_RESET_LISTING')}
          </Link>
        </div>
      </main>
    );
  }

  // Cursor navigation has no page numbers: a stray `page` reads as the first page.
  const query = layout.navigation === 'cursor' ? { ...parsed.value, page: 1 } : parsed.value;
  // A vehicle named in the search ("2019 civic brake pads") is the list's for this search, over the
  // URL's and the garage's (search-vehicle.ts); the page's links keep the whole text.
  const chosenId =
    query.filters.vehicle !== undefined ? query.filters.vehicle : parseVehicleId((await cookies()).get(VEHICLE_COOKIE)?.value);
  const { query: listed, vehicleId, named } = await withSearchVehicle(query, chosenId);
  const [list, vehicle] = await Promise.all([
    listProducts(listed, { categoryId: category?.id, vehicleId, locale, navigation: layout.navigation }),
    named ? named.vehicle : vehicleId !== null ? vehicleById(vehicleId) : null,
  ]);
  const vehicleLabel = vehicle ? labelOf(vehicle) : vehicleId !== null ? `#${vehicleId}` : null;
  // The sidebar, beside the list or off-canvas.
  const sidebar = { filters: list.filters, query, pathname, vehicleLabel, searchRest: named?.rest, total: list.total };
  const nav = list.navigation;
  const summary =
    nav.type === 'page' && list.total > 0
      ? t('TEXT_SHOWING_PRODUCTS', { from: nav.from, to: nav.to, total: list.total })
      : t('TEXT_PRODUCTS_COUNT', { count: list.total });

  return (
    <main className="mx-auto flex w-full max-w-[1350px] flex-col gap-6 px-4 py-6 md:px-6">
      {header}
      <ListingNavigation>
        <div className={sidebarGridClass(layout.sidebar)} data-sidebar={layout.sidebar ?? 'none'}>
          {layout.sidebar && (
            <div className={`lg:row-span-2 ${sidebarCellClass(layout.sidebar)}`}>
              <FilterSidebar {...sidebar} />
            </div>
          )}
          <div
            className="flex min-w-0 scroll-mt-24 flex-col gap-4 outline-none"
            data-listing-results=""
            tabIndex={-1}
            role="region"
            aria-label={t('HEADER_LISTING_RESULTS')}
          >
            {layout.sidebar ? (
              <ListingToolbar query={query} pathname={pathname} summary={summary} />
            ) : (
              // Full width: the filters open off-canvas from a button beside the toolbar.
              <div className="flex flex-wrap items-center gap-3">
                <FilterSidebar {...sidebar} offcanvas />
                <div className="min-w-0 flex-1 basis-[28rem]">
                  <ListingToolbar query={query} pathname={pathname} summary={summary} />
                </div>
              </div>
            )}
            {named && <SearchVehicleChip named={named} query={query} pathname={pathname} />}
            <ActiveFilters filters={list.filters} query={query} pathname={pathname} vehicleLabel={named ? null : vehicleLabel} />
            <ListingBusy className="flex flex-col gap-6">
              {list.items.length ? (
                <ProductList items={list.items} view={query.view} vehicleLabel={vehicleLabel} columns={layout.columns} />
              ) : (
                <div className="rounded-lg border border-dashed border-line p-10 text-center" data-testid="no-products">
                  <p className="text-lg font-medium">{t('TEXT_NO_PRODUCTS')}</p>
                  <p className="mt-1 text-muted">{t('TEXT_NO_PRODUCTS_HINT')}</p>
                  {query.page > 1 && (
                    <ListingLink href={listingHref(pathname, { ...query, page: 1 })} className="mt-3 inline-block text-brand underline">
                      {t('LINK_PAGE', { page: 1 })}
                    </ListingLink>
                  )}
                </div>
              )}
              <Pagination navigation={nav} query={query} pathname={pathname} />
            </ListingBusy>
          </div>
        </div>
      </ListingNavigation>
    </main>
  );
}
