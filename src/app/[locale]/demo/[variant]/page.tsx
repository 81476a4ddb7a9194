import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { HEADER_DEMO_SLUGS } from '@/features/layout/model';
import HomePage from '../../page';

// The header demo pages: the home page, with the header of the variant the path names (the site
// frame's SiteOptionsScope reads it from the path).
export async function generateMetadata({ params }: PageProps<'/[locale]/demo/[variant]'>): Promise<Metadata> {
  const { locale } = (await params) as { locale: Locale };
  const t = await getTranslations({ locale });
  return { title: t('META_TITLE') };
}

export default async function HeaderDemoPage({ params }: PageProps<'/[locale]/demo/[variant]'>) {
  const { locale, variant } = (await params) as { locale: Locale; variant: string };
  if (!HEADER_DEMO_SLUGS.includes(variant)) notFound();
  return <HomePage params={Promise.resolve({ locale })} searchParams={Promise.resolve({})} />;
}
