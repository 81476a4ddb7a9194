import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { demoMenuColumns } from '@/features/demos/model';
import { HEADER_DEMO_SLUGS } from '@/features/layout/model';
import { DemosPage } from '@/features/demos/components/DemosPage';

export async function generateMetadata({ params }: PageProps<'/[locale]/demo'>): Promise<Metadata> {
  const { locale } = (await params) as { locale: Locale };
  const t = await getTranslations({ locale });
  return { title: t('LINK_DEMOS') };
}

export default async function Page({ params }: PageProps<'/[locale]/demo'>) {
  const { locale } = (await params) as { locale: Locale };
  setRequestLocale(locale);
  const t = await getTranslations({ locale });
  return <DemosPage title={t('LINK_DEMOS')} columns={demoMenuColumns(HEADER_DEMO_SLUGS, t)} />;
}
