// The mobile header (specification section 2): menu button, logo, search, and indicator links for the
// wishlist, the account and the cart. A server component; only the menu (MobileMenu) runs in the browser.
//
// Decisions:
// - The bar is fixed to the top, with a spacer of the same height in the flow. (Sticky cannot work
//   here: SiteFrame wraps the header in a `lg:hidden` box exactly as tall as the header.)
// - Variants are design tokens plus one structural switch, not copies: 'one' is a light bar whose
//   search opens over it from a search button; 'two' is a dark bar with the search field always
//   visible below it.
// - Search is a plain GET form to the product listing (`?search=`), so it works before and without
//   JavaScript; submitting loads the results page, which also closes the popover. In variant 'one'
//   the field lives in a native popover (no script: the button toggles it, Escape and a tap outside
//   close it, the field takes focus when it opens). The vehicle picker replaces this later (spec §2).
// - Category links come from DesktopHeader's `menuTree`, so both headers build the same hrefs.
import { getTranslations } from 'next-intl/server';
import { Link, getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { CartIcon, ChevronNextIcon, CloseIcon, HeartIcon, SearchIcon } from '@/ui/icons';
import type { MobileHeaderVariant, SiteOptions } from '../../model';
import type { MenuCategory } from '../../queries';
import { STORE_PHONE } from '../../contacts';
import { menuTree } from '../../model';
import { Logo } from '../Logo';
import { MobileMenu, type MobileMenuNode } from './MobileMenu';
import { MobileAccount, MobileAccountLink } from '@/features/account/components/MobileAccount';
import { HeaderVehicleButton } from '@/features/vehicles/components/HeaderVehicleButton';

export type MobileHeaderProps = { locale: Locale; departments: MenuCategory[]; options: SiteOptions };

const SEARCH_POPOVER_ID = 'mobile-search';

type Tokens = {
  /** The fixed bar (and, in variant two, the search row under it). */
  bar: string;
  /** In-flow spacer as tall as the fixed header. */
  spacer: string;
  /** Icon buttons and links on the bar. */
  control: string;
  logo: 'dark' | 'light';
  /** The search field: in a row under the bar (two) or in a popover over it (one). */
  searchInline: boolean;
  field: string;
  submit: string;
};

const VARIANTS: Record<MobileHeaderVariant, Tokens> = {
  one: {
    bar: 'bg-white text-ink shadow-[0_1px_0_var(--color-line),0_8px_20px_-14px_rgb(0_0_0/0.35)]',
    spacer: 'h-14',
    control: 'text-ink hover:bg-surface active:bg-line focus-visible:outline-brand',
    logo: 'dark',
    searchInline: false,
    field: 'bg-surface text-ink ring-1 ring-line placeholder:text-muted focus-within:ring-2 focus-within:ring-brand',
    submit: 'bg-brand text-white hover:bg-brand-dark',
  },
  two: {
    bar: 'bg-ink text-white shadow-[0_8px_20px_-12px_rgb(0_0_0/0.6)]',
    spacer: 'h-[110px]',
    control: 'text-white hover:bg-white/10 active:bg-white/15 focus-visible:outline-white',
    logo: 'light',
    searchInline: true,
    field: 'bg-white text-ink ring-1 ring-white/10 placeholder:text-muted focus-within:ring-2 focus-within:ring-brand',
    submit: 'bg-brand text-white hover:bg-brand-dark',
  },
};

const control = 'relative flex size-11 shrink-0 items-center justify-center rounded-full transition-colors duration-(--duration-fade) focus-visible:outline-2 focus-visible:-outline-offset-2';

export async function MobileHeader({ locale, departments, options }: MobileHeaderProps) {
  const t = await getTranslations();
  const variant = options.mobileHeaderVariant;
  const v = VARIANTS[variant] ?? VARIANTS.one;
  const tree: MobileMenuNode[] = menuTree(departments, locale);
  const searchAction = getPathname({ href: '/catalog/products', locale });

  const searchForm = (id: string, autoFocus: boolean) => (
    <form role="search" action={searchAction} method="get" className={`flex h-11 min-w-0 flex-1 items-stretch overflow-hidden rounded-full ${v.field}`}>
      <label htmlFor={id} className="sr-only">{t('INPUT_SEARCH_LABEL')}</label>
      <SearchIcon size={18} className="ms-4 shrink-0 self-center text-muted" />
      <input
        id={id}
        name="search"
        type="search"
        enterKeyHint="search"
        autoComplete="off"
        autoFocus={autoFocus}
        placeholder={t('INPUT_SEARCH_PLACEHOLDER')}
        className="min-w-0 flex-1 bg-transparent px-3 text-[15px] outline-none [&::-webkit-search-cancel-button]:hidden"
      />
      <button type="submit" aria-label={t('BUTTON_SEARCH')} className={`m-1 flex w-11 shrink-0 items-center justify-center rounded-full transition-colors duration-(--duration-fade) focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand ${v.submit}`}>
        <ChevronNextIcon size={18} className="rtl:-scale-x-100" />
      </button>
    </form>
  );

  return (
    <>
      <div aria-hidden className={v.spacer} />
      <header data-mobile-header-variant={variant} className={`fixed inset-x-0 top-0 z-(--z-header) ${v.bar}`}>
        <div className="flex h-14 items-center gap-1 px-1.5">
          <MobileMenu departments={tree} phone={STORE_PHONE} buttonClassName={`${control} ${v.control}`} account={<MobileAccount />} />
          <Logo size="sm" tone={v.logo} className="ms-1" />

          <div className="ms-auto flex items-center">
            <HeaderVehicleButton variant="mobile" className={`${control} ${v.control}`} />
            {!v.searchInline && (
              <button type="button" popoverTarget={SEARCH_POPOVER_ID} aria-label={t('BUTTON_SEARCH')} className={`${control} ${v.control}`}>
                <SearchIcon size={22} />
              </button>
            )}
            <Link href="/wishlist" aria-label={t('LINK_WISHLIST')} className={`${control} ${v.control}`}>
              <HeartIcon size={22} />
            </Link>
            <MobileAccountLink className={`${control} ${v.control}`} />
            <Link href="/cart" aria-label={t('LINK_CART')} className={`${control} ${v.control}`}>
              <CartIcon size={22} />
            </Link>
          </div>
        </div>

        {v.searchInline && <div className="flex h-[54px] items-start px-3">{searchForm('mobile-search-input', false)}</div>}
      </header>

      {!v.searchInline && (
        <div
          id={SEARCH_POPOVER_ID}
          popover="auto"
          className="inset-x-0 top-0 bottom-auto m-0 h-auto w-full max-w-none border-0 -translate-y-2 bg-white p-0 text-ink opacity-0 shadow-[0_12px_32px_-12px_rgb(0_0_0/0.35)] transition-[opacity,translate,display,overlay] transition-discrete duration-(--duration-fade) backdrop:bg-black/40 open:translate-y-0 open:opacity-100 starting:open:-translate-y-2 starting:open:opacity-0"
        >
          <div className="flex h-14 items-center gap-1 ps-3 pe-1.5">
            {searchForm('mobile-search-input', true)}
            <button
              type="button"
              popoverTarget={SEARCH_POPOVER_ID}
              popoverTargetAction="hide"
              aria-label={t('BUTTON_CLOSE_SEARCH')}
              className={`${control} text-muted hover:bg-surface hover:text-ink focus-visible:outline-brand`}
            >
              <CloseIcon size={22} />
            </button>
          </div>
        </div>
      )}
    </>
  );
}
