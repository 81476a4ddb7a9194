import { SiteFrame } from '@/features/layout/components/SiteFrame';
import { chargesOf } from '@/features/settings/model';
import { currentSettings } from '@/features/settings/queries';
import { ShopCharges } from '@/features/settings/components/ShopCharges';
import type { Locale } from '@/i18n/routing';

// The storefront's pages live in the site frame; the store admin (../admin) has its own.
export default async function ShopLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const { locale } = await params;
  return (
    <>
      {/* The shop's shipping and tax, for the cart in the browser. */}
      <ShopCharges charges={chargesOf(await currentSettings())} />
      <SiteFrame locale={locale as Locale}>{children}</SiteFrame>
    </>
  );
}
