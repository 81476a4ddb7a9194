import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { HEADER_DEMO_SLUGS } from '@/features/layout/model';
import { HomePage } from '@/features/content/components/home/HomePage';

// The home demo pages: /demo/home-two (the second home layout) and the header demos, the home page
// with the header of the variant the path names (the site frame's SiteOptionsScope reads it).
export async function generateMetadata({ params }: PageProps<'/[locale]/demo/[variant]'>): Promise<Metadata> {
  const { locale } = (await params) as { locale: Locale };
  const t = await getTranslations({ locale });
  return { title: { absolute: t('META_TITLE') } };
}

export default async function HomeDemoPage({ params }: PageProps<'/[locale]/demo/[variant]'>) {
  const { locale, variant } = (await params) as { locale: Locale; variant: string };
  if (variant === 'home-two') return <HomePage locale={locale} layout="two" />;
  if (!HEADER_DEMO_SLUGS.includes(variant)) notFound();
  return <HomePage locale={locale} />;
}
