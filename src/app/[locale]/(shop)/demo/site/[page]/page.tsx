import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { ContactPage } from '@/features/content/components/pages/ContactPage';
import { ComponentsPage, TypographyPage } from '@/features/demos/components/SiteDemoPages';

// The template's site demo pages. /demo/site/not-found shows the Page Not Found page with its 404.
const PAGES = ['contact-us-v1', 'contact-us-v2', 'not-found', 'components', 'typography'] as const;
type DemoPage = (typeof PAGES)[number];
const TITLES = {
  'contact-us-v1': 'HEADER_CONTACT_US',
  'contact-us-v2': 'HEADER_CONTACT_US',
  'not-found': 'TEXT_PAGE_NOT_FOUND',
  components: 'HEADER_COMPONENTS',
  typography: 'HEADER_TYPOGRAPHY',
} as const;

const isDemoPage = (p: string): p is DemoPage => (PAGES as readonly string[]).includes(p);

export async function generateMetadata({ params }: PageProps<'/[locale]/demo/site/[page]'>): Promise<Metadata> {
  const { locale, page } = (await params) as { locale: Locale; page: string };
  const t = await getTranslations({ locale });
  return isDemoPage(page) ? { title: t(TITLES[page]) } : {};
}

export default async function Page({ params }: PageProps<'/[locale]/demo/site/[page]'>) {
  const { locale, page } = (await params) as { locale: Locale; page: string };
  setRequestLocale(locale);
  if (!isDemoPage(page) || page === 'not-found') notFound();
  if (page === 'components') return <ComponentsPage locale={locale} />;
  if (page === 'typography') return <TypographyPage locale={locale} />;
  return <ContactPage locale={locale} variant={page === 'contact-us-v2' ? 'v2' : 'v1'} />;
}
