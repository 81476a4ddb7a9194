import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { NotFoundView } from '@/features/content/components/pages/NotFoundView';
import { SiteFrame } from '@/features/layout/components/SiteFrame';
import { isLocale } from '@/i18n/routing';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations();
  return { title: t('TEXT_PAGE_NOT_FOUND') };
}

// A visitor refused by the staff check, or a staff page whose record is missing: the storefront's Page
// Not Found inside the site frame, exactly as any missing shop page (the admin is not advertised).
// It is here, not in the locale segment, because a segment's not-found is rendered into every page
// below it: from there it put a second copy of the whole site frame in every shop page's payload.
export default async function NotFound() {
  const locale = await getLocale();
  return (
    <SiteFrame locale={isLocale(locale) ? locale : 'en'}>
      <NotFoundView />
    </SiteFrame>
  );
}
