import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { NotFoundView } from '@/features/content/components/pages/NotFoundView';
import { SiteFrame } from '@/features/layout/components/SiteFrame';
import { isLocale } from '@/i18n/routing';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations();
  return { title: t('TEXT_PAGE_NOT_FOUND') };
}

// Every missing page, in the storefront or the admin (a visitor asking for /admin sees exactly this:
// the admin is not advertised), is the storefront's Page Not Found inside the site frame.
export default async function NotFound() {
  const locale = await getLocale();
  return (
    <SiteFrame locale={isLocale(locale) ? locale : 'en'}>
      <NotFoundView />
    </SiteFrame>
  );
}
