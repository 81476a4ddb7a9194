import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { ContactPage } from '@/features/content/components/pages/ContactPage';

export async function generateMetadata({ params }: PageProps<'/[locale]/contact-us'>): Promise<Metadata> {
  const { locale } = (await params) as { locale: Locale };
  const t = await getTranslations({ locale });
  return { title: t('HEADER_CONTACT_US') };
}

export default async function Page({ params }: PageProps<'/[locale]/contact-us'>) {
  const { locale } = (await params) as { locale: Locale };
  setRequestLocale(locale);
  return <ContactPage locale={locale} />;
}
