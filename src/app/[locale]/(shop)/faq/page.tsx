import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { localize } from '@/i18n/localized';
import type { Locale } from '@/i18n/routing';
import { FaqPage } from '@/features/content/components/pages/StaticPages';
import { faqPage } from '@/seed/data/store-pages';

export async function generateMetadata({ params }: PageProps<'/[locale]/faq'>): Promise<Metadata> {
  const { locale } = (await params) as { locale: Locale };
  return { title: localize(faqPage.title, locale) };
}

export default async function Page({ params }: PageProps<'/[locale]/faq'>) {
  const { locale } = (await params) as { locale: Locale };
  setRequestLocale(locale);
  return <FaqPage locale={locale} />;
}
