import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { localize } from '@/i18n/localized';
import type { Locale } from '@/i18n/routing';
import { TermsPage } from '@/features/content/components/pages/StaticPages';
import { termsPage } from '@/seed/data/store-pages';

export async function generateMetadata({ params }: PageProps<'/[locale]/terms'>): Promise<Metadata> {
  const { locale } = (await params) as { locale: Locale };
  return { title: localize(termsPage.title, locale) };
}

export default async function Page({ params }: PageProps<'/[locale]/terms'>) {
  const { locale } = (await params) as { locale: Locale };
  setRequestLocale(locale);
  return <TermsPage locale={locale} />;
}
