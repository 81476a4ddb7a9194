import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { shopCategoryTree } from '@/features/catalog/queries';
import { CategoryColumns } from '@/features/catalog/components/CategoryColumns';
import { Breadcrumb } from '@/features/catalog/components/Breadcrumb';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations();
  return { title: t('HEADER_CATALOG') };
}

export default async function CatalogPage({ params }: PageProps<'/[locale]/catalog'>) {
  const { locale } = (await params) as { locale: Locale };
  setRequestLocale(locale);
  const t = await getTranslations();
  const departments = await shopCategoryTree();
  return (
    <main className="mx-auto flex w-full max-w-[1350px] flex-col gap-6 px-4 py-6 md:px-6">
      <Breadcrumb items={[{ name: t('HEADER_CATALOG') }]} />
      <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{t('HEADER_CATALOG')}</h1>
      <CategoryColumns categories={departments} />
    </main>
  );
}
