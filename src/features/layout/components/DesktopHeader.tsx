import { getLocale, getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { ChevronDownIcon, PhoneIcon } from '@/ui/icons';
import { Dropdown } from '@/ui/Dropdown';
import { CompareCount } from '@/features/compare/components/CompareCount';
import { WishlistIndicator } from '@/features/wishlist/components/WishlistIndicator';
import { CartIndicator } from '@/features/cart/components/CartIndicator';
import { HeaderAccount } from '@/features/account/components/HeaderAccount';
import { HeaderVehicleButton } from '@/features/vehicles/components/HeaderVehicleButton';
import { DemosMenu } from '@/features/demos/components/DemosMenu';
import type { SiteOptions } from '../model';
import { currentSettings } from '@/features/settings/queries';
import { THEME_LINK } from '../contacts';
import { demosHref, telHref } from '@/routes';
import { Logo } from './Logo';
import { DepartmentsMenu, ShopMenu } from './DepartmentsMenu';
import { CurrencyPicker, LanguagePicker } from './LocaleSwitch';
import { SearchBox } from './SearchBox';
import './header-variants.css';

// Colours come from the header's token set (header-variants.css), chosen by the site options.
const navLink = 'desktop-header-nav-link';
/** Links the header also offers elsewhere (the top bar, the account indicator): they leave rows too narrow for them below 1280 px. */
const roomy = 'max-xl:hidden';

/**
 * The desktop header: top bar, logo, search, indicators, menus. Its layout and scheme are token sets
 * and small structural switches in header-variants.css, keyed on the SiteOptionsScope around it.
 *
 * Every label stays on one line and no row is wider than the screen, from 1024 px up, in every
 * language, signed in and with a vehicle chosen (issue 25): labels do not wrap, the search field is
 * the one part that gives way (down to its minimum), and what would not fit leaves a row at the
 * smaller widths, each time something the header offers elsewhere: the classic header's phone block
 * (the top bar has the number) below 1360 px, the indicators' texts below 1280 px (the icons stay),
 * and below 1280 px the top bar's store-location link (the contacts link goes to the same page) and the
 * navigation's account and blog links (the account indicator and the top bar have them) and "Get Axle".
 */
export async function DesktopHeader({
  departmentsSource,
  options,
}: {
  /** Where the departments and Shop menus load their tree from (routes.ts departmentsHref). */
  departmentsSource: string;
  options: SiteOptions;
}) {
  const [t, locale] = await Promise.all([getTranslations(), getLocale()]);
  const { phone } = (await currentSettings()).contacts;
  return (
    <header
      data-desktop-header
      data-default-layout={options.desktopHeaderLayout}
      data-default-scheme={options.desktopHeaderScheme}
      className="desktop-header"
    >
      <div className="desktop-header-top-bar">
        <div className="mx-auto flex h-9 max-w-[1350px] items-center gap-5 px-6">
          <a href={telHref(phone)} className="flex items-center gap-1.5 hover:text-white">
            <PhoneIcon size={14} />
            <span dir="ltr" className="whitespace-nowrap">
              {phone}
            </span>
          </a>
          <nav aria-label={t('NAV_TOP_BAR')} className="flex items-center gap-5 whitespace-nowrap">
            <Link href="/about-us" className="hover:text-white">
              {t('LINK_ABOUT_US')}
            </Link>
            <Link href="/contact-us" className="hover:text-white">
              {t('LINK_CONTACTS')}
            </Link>
            <Link href="/track-order" className="hover:text-white">
              {t('LINK_TRACK_ORDER')}
            </Link>
            <Link href="/contact-us" className={`hover:text-white ${roomy}`}>
              {t('LINK_STORE_LOCATION')}
            </Link>
            <Link href="/demo/blog/classic-right-sidebar" className="hover:text-white">
              {t('LINK_BLOG')}
            </Link>
          </nav>
          <div className="ms-auto flex h-full shrink-0 items-center whitespace-nowrap">
            <CompareCount />
            <CurrencyPicker />
            <LanguagePicker />
          </div>
        </div>
      </div>

      <div className="desktop-header-main">
        <Logo />
        <SearchBox className="min-w-56 flex-1" />
        <a href={telHref(phone)} data-header-classic-only className="desktop-header-phone">
          <PhoneIcon size={26} className="text-brand" />
          <span className="flex flex-col leading-tight">
            <span className="text-xs text-muted">{t('TEXT_CALL_US')}</span>
            <span dir="ltr" className="text-sm font-semibold">
              {phone}
            </span>
          </span>
        </a>
        <HeaderVehicleButton />
        <div className="flex shrink-0 items-center gap-1">
          <WishlistIndicator />
          <HeaderAccount />
          <CartIndicator />
        </div>
      </div>

      <div className="bg-(--hdr-nav-bg)">
        <div className="mx-auto flex max-w-[1350px] items-end gap-4 px-6">
          <DepartmentsMenu source={departmentsSource} />
          <nav aria-label={t('NAV_MAIN')} className="flex flex-1 items-center gap-1 pb-0.5">
            <Link href="/" className={navLink}>
              {t('LINK_HOME')}
            </Link>
            <ShopMenu source={departmentsSource} buttonClassName={navLink} />
            <Link href="/catalog/products" className={navLink}>
              {t('LINK_ALL_PRODUCTS')}
            </Link>
            <Link href="/demo/blog/classic-right-sidebar" className={`${navLink} ${roomy}`}>
              {t('LINK_BLOG')}
            </Link>
            <Link href="/account/dashboard" className={`${navLink} ${roomy}`}>
              {t('LINK_ACCOUNT')}
            </Link>
            <Dropdown
              buttonClassName={navLink}
              panelClassName="w-56 rounded-md border border-line bg-white py-2 shadow-xl"
              trigger={
                <>
                  {t('LINK_PAGES')}
                  <ChevronDownIcon size={14} />
                </>
              }
            >
              <ul>
                {(
                  [
                    ['/about-us', 'LINK_ABOUT_US'],
                    ['/contact-us', 'LINK_CONTACT_US'],
                    ['/faq', 'LINK_FAQ'],
                    ['/terms', 'LINK_TERMS'],
                    ['/track-order', 'LINK_TRACK_ORDER'],
                  ] as const
                ).map(([href, id]) => (
                  <li key={href}>
                    <Link href={href} className="desktop-header-pages-link">
                      {t(id)}
                    </Link>
                  </li>
                ))}
              </ul>
            </Dropdown>
            <DemosMenu source={demosHref(locale)} buttonClassName={navLink} />
            <a
              href={THEME_LINK}
              target="_blank"
              rel="noopener noreferrer"
              className={`${navLink} desktop-header-accent-link ${roomy} ms-auto`}
            >
              {t('LINK_GET_AXLE')}
              <span className="sr-only"> ({t('TEXT_OPENS_NEW_TAB')})</span>
            </a>
          </nav>
        </div>
      </div>
    </header>
  );
}
