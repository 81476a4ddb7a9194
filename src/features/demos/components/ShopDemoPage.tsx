// A shop demo page (/demo/shop/<slug>): the shop's own category, listing, product and order-success
// components with the layout the slug names (model.ts). Nothing here is a copy of those pages: the
// categories demo arranges the /catalog page's parts around the shop sidebar, the rest pass options.
import { cookies } from 'next/headers';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { sidebarGridClass, type CategoriesLayout } from '@/features/catalog/layout';
import { shopCategoryTree } from '@/features/catalog/queries';
import { Breadcrumb } from '@/features/catalog/components/Breadcrumb';
import { CatalogSidebar } from '@/features/catalog/components/CatalogSidebar';
import { CategoryColumns } from '@/features/catalog/components/CategoryColumns';
import { ListingPage } from '@/features/catalog/components/ListingPage';
import { VEHICLE_COOKIE, parseVehicleId } from '@/features/vehicles/model';
import { productPage } from '@/features/product/product-page';
import { ProductView } from '@/features/product/components/ProductView';
import { OrderSuccess } from '@/features/orders/components/OrderSuccess';
import { countryOptions } from '@/server/countries';
import { shopDemoHref, type ShopDemo, type ShopDemoSlug } from '../model';
import { demoOrder, showcaseProductSlug } from '../queries';

type Props = { locale: Locale; slug: ShopDemoSlug; demo: ShopDemo; searchParams: Record<string, string | string[] | undefined> };

export async function ShopDemoPage({ locale, slug, demo, searchParams }: Props) {
  switch (demo.kind) {
    case 'categories':
      return <CategoriesDemo locale={locale} layout={demo.layout} />;
    case 'listing':
      return <ListingPage locale={locale} searchParams={searchParams} layout={demo.layout} basePath={shopDemoHref(slug)} />;
    case 'product': {
      const productSlug = await showcaseProductSlug();
      const vehicleId = parseVehicleId((await cookies()).get(VEHICLE_COOKIE)?.value);
      const data = productSlug ? await productPage(productSlug, { vehicleId }) : null;
      if (!data) notFound();
      const sidebar = demo.layout === 'sidebar' ? <CatalogSidebar locale={locale} /> : undefined;
      return <ProductView {...data} layout={demo.layout} sidebar={sidebar} />;
    }
    case 'order-success': {
      const order = await demoOrder();
      if (!order) notFound();
      return <OrderSuccess order={order} countries={await countryOptions(locale)} bank={null} />;
    }
  }
}

/** The /catalog page's departments in the demo's columns, beside the shop sidebar when it has one. */
async function CategoriesDemo({ locale, layout }: { locale: Locale; layout: CategoriesLayout }) {
  const t = await getTranslations();
  const departments = await shopCategoryTree();
  return (
    <main className="mx-auto flex w-full max-w-[1350px] flex-col gap-6 px-4 py-6 md:px-6" data-testid="categories-demo">
      <Breadcrumb items={[{ name: t('HEADER_CATALOG') }]} />
      <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{t('HEADER_CATALOG')}</h1>
      <div className={sidebarGridClass(layout.sidebar)} data-sidebar={layout.sidebar ?? 'none'}>
        {layout.sidebar && (
          // After the categories on phones; on its side from `lg`.
          <aside aria-label={t('NAV_SHOP_SIDEBAR')} className={`order-last ${layout.sidebar === 'start' ? 'lg:order-first' : ''}`}>
            <CatalogSidebar locale={locale} />
          </aside>
        )}
        <div className="min-w-0">
          <CategoryColumns categories={departments} columns={layout.columns} />
        </div>
      </div>
    </main>
  );
}
