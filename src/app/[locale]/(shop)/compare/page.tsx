import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CompareView } from '@/features/compare/components/CompareView';
import { PAGE_CONTAINER, PageHeading } from '@/ui/PageHeading';
import type { Locale } from '@/i18n/routing';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations();
  return { title: t('HEADER_COMPARE'), robots: { index: false } };
}

export default async function Page({ params }: PageProps<'/[locale]/compare'>) {
  const { locale } = (await params) as { locale: Locale };
  setRequestLocale(locale);
  const t = await getTranslations();
  return (
    <main className="pb-14">
      <PageHeading title={t('HEADER_COMPARE')} />
      <div className={PAGE_CONTAINER}>
        <CompareView />
      </div>
    </main>
  );
}
