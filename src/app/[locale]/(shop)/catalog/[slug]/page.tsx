import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { localize } from '@/i18n/localized';
import type { Locale } from '@/i18n/routing';
import { categoryHref } from '@/routes';
import { categoryBySlug } from '@/features/catalog/queries';
import { CategoryColumns } from '@/features/catalog/components/CategoryColumns';
import { Breadcrumb } from '@/features/catalog/components/Breadcrumb';
import { Link } from '@/i18n/navigation';
import { TextWithArrow } from '@/ui/TextWithArrow';
import { notFoundMetadata } from '@/i18n/not-found-metadata';

export async function generateMetadata({ params }: PageProps<'/[locale]/catalog/[slug]'>): Promise<Metadata> {
  const { locale, slug } = (await params) as { locale: Locale; slug: string };
  const category = await categoryBySlug(slug);
  if (!category) return notFoundMetadata(locale);
  const name = localize(category.name, locale);
  // Each category its own description (the site's default would repeat on every listing).
  const t = await getTranslations({ locale });
  return { title: name, description: t('META_CATEGORY_DESCRIPTION', { category: name }) };
}

export default async function CategoryPage({ params }: PageProps<'/[locale]/catalog/[slug]'>) {
  const { locale, slug } = (await params) as { locale: Locale; slug: string };
  setRequestLocale(locale);
  const category = await categoryBySlug(slug);
  if (!category) notFound();
  // A category link of a non-shop type goes to the home page; a products-layout category shows its listing.
  if (category.type !== 'shop') redirect(`/${locale}`);
  if (category.layout === 'products') redirect(`/${locale}${categoryHref(category)}`);
  const t = await getTranslations();
  const name = localize(category.name, locale);
  return (
    <main className="mx-auto flex w-full max-w-[1350px] flex-col gap-6 px-4 py-6 md:px-6">
      <Breadcrumb
        items={[
          { name: t('HEADER_CATALOG'), href: '/catalog' },
          ...category.ancestors.map((a) => ({ name: localize(a.name, locale), href: categoryHref(a) })),
          { name },
        ]}
      />
      <div className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-2">
        <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{name}</h1>
        {/* The whole department in one listing, filters and all, not only subcategory by subcategory. */}
        <Link href={`/catalog/${category.slug}/products`} className="font-medium text-brand hover:text-brand-dark hover:underline">
          <TextWithArrow text={t('LINK_DEPARTMENT_PRODUCTS', { category: name, count: category.itemsCount })} />
        </Link>
      </div>
      <CategoryColumns categories={category.children} />
    </main>
  );
}
