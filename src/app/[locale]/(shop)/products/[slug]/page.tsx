import { cache } from 'react';
import type { Metadata } from 'next';
import { cookies, headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { localize } from '@/i18n/localized';
import type { Locale } from '@/i18n/routing';
import { VEHICLE_COOKIE, parseVehicleId } from '@/features/vehicles/model';
import { parseReviewsQuery, productPageTitle } from '@/features/product/model';
import { productPage } from '@/features/product/product-page';
import { productBySlug } from '@/features/product/queries';
import { ProductView } from '@/features/product/components/ProductView';
import { ProductJsonLd, productUrl } from '@/features/product/components/ProductJsonLd';
import { notFoundMetadata } from '@/i18n/not-found-metadata';
import { absoluteImage } from '@/ui/image';
import { requestOrigin } from '@/server/site-origin';

const product = cache((slug: string) => productBySlug(slug));

const origin = async () => requestOrigin(await headers());

export async function generateMetadata({ params }: PageProps<'/[locale]/products/[slug]'>): Promise<Metadata> {
  const { locale, slug } = (await params) as { locale: Locale; slug: string };
  const p = await product(slug);
  if (!p) return notFoundMetadata(locale);
  const name = localize(p.name, locale);
  const base = await origin();
  const url = productUrl(base, locale, slug);
  return {
    title: productPageTitle(name),
    description: localize(p.excerpt, locale),
    alternates: { canonical: url },
    openGraph: {
      type: 'website',
      title: name,
      description: localize(p.excerpt, locale),
      url,
      images: p.images.slice(0, 1).map((src) => ({ url: absoluteImage(src, base), width: 700, height: 700, alt: name })),
    },
  };
}

export default async function ProductPage({ params, searchParams }: PageProps<'/[locale]/products/[slug]'>) {
  const { locale, slug } = (await params) as { locale: Locale; slug: string };
  setRequestLocale(locale);
  const query = await searchParams;
  const { page, sort } = parseReviewsQuery(query.reviews, query.sort);
  const vehicleId = parseVehicleId((await cookies()).get(VEHICLE_COOKIE)?.value);
  const data = await productPage(await product(slug), { vehicleId, reviewsPage: page, sort });
  if (!data) notFound();
  return (
    <>
      <ProductJsonLd product={data.product} vehicles={data.compatible} locale={locale} origin={await origin()} />
      <ProductView {...data} initialTab={query.reviews || query.sort ? 'reviews' : undefined} />
    </>
  );
}
