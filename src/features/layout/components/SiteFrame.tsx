import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { DEFAULT_SITE_OPTIONS, type SiteOptions } from '../model';
import { menuDepartments } from '../queries';
import { departmentsHref } from '@/routes';
import { DesktopHeader } from './DesktopHeader';
import { SiteOptionsScope } from './SiteOptionsScope';
import { MobileHeader } from './mobile/MobileHeader';
import { SiteFooter } from './footer/SiteFooter';
import { QuickViewHost } from '@/features/product/components/QuickViewHost';
import { RouteFocus } from './RouteFocus';

/** The frame every page lives in: skip link, desktop and mobile headers, the page, the footer. */
export async function SiteFrame({
  locale,
  options = DEFAULT_SITE_OPTIONS,
  children,
}: {
  locale: Locale;
  options?: SiteOptions;
  children: ReactNode;
}) {
  const t = await getTranslations();
  const menu = await menuDepartments(locale);
  const departmentsSource = departmentsHref(locale, menu.tag);
  return (
    <>
      <a href="#content" className="site-frame-skip-link">
        {t('LINK_SKIP_TO_CONTENT')}
      </a>
      <SiteOptionsScope className="hidden lg:block">
        <DesktopHeader departmentsSource={departmentsSource} options={options} />
      </SiteOptionsScope>
      <SiteOptionsScope className="lg:hidden">
        <div data-mobile-header-scope>
          <MobileHeader locale={locale} departmentsSource={departmentsSource} />
        </div>
      </SiteOptionsScope>
      <div id="content" className="min-h-[50vh]">
        {children}
      </div>
      <SiteFooter locale={locale} />
      <QuickViewHost />
      <RouteFocus />
    </>
  );
}
