import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { localize } from '@/i18n/localized';
import type { Locale } from '@/i18n/routing';
import { AboutPage } from '@/features/content/components/pages/StaticPages';
import { aboutPage } from '@/seed/data/store-pages';

export async function generateMetadata({ params }: PageProps<'/[locale]/about-us'>): Promise<Metadata> {
  const { locale } = (await params) as { locale: Locale };
  return { title: localize(aboutPage.title, locale) };
}

export default async function Page({ params }: PageProps<'/[locale]/about-us'>) {
  const { locale } = (await params) as { locale: Locale };
  setRequestLocale(locale);
  return <AboutPage locale={locale} />;
}
