// The mobile header (specification section 2): menu button, logo, search, and indicator links for the
// wishlist, the account and the cart. A server component; only the menu (MobileMenu) runs in the browser.
//
// Decisions:
// - The bar is fixed to the top, with a spacer of the same height in the flow. (Sticky cannot work
//   here: SiteFrame wraps the header in a `lg:hidden` box exactly as tall as the header.)
// - Variants are token sets plus one structural switch, not copies (mobile-header-variants.css):
//   'one' is a light bar whose search opens over it from a search button; 'two' is a dark bar with
//   the search field always visible below it. The variant follows the path through SiteOptionsScope
//   (SiteFrame wraps this header in it), so this server component renders the same HTML for both
//   and the root layout never needs to know the path.
// - Search is a plain GET form to the product listing (`?search=`), so it works before and without
//   JavaScript; submitting loads the results page, which also closes the popover. In variant 'one'
//   the field lives in a native popover (no script: the button toggles it, Escape and a tap outside
//   close it, the field takes focus when it opens). The field starts with the vehicle button (spec §2:
//   "mobile search opens the vehicle picker"); opening the picker's modal dialog closes the popover.
// - The menu's department tree is fetched when it first opens (ui/fetched-once), as the desktop
//   departments menu's is: the same answer, so both headers link the same addresses.
// - The field's end buttons (the vehicle, and search) are circles inside the pill, never stretched to
//   its height nor pushed out of it: the text field is the one part that gives way, so at 320 px
//   the search button stays whole and inside the screen (issue 25).
import { getTranslations } from 'next-intl/server';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { ChevronNextIcon, CloseIcon, SearchIcon } from '@/ui/icons';
import { currentSettings } from '@/features/settings/queries';
import { Logo } from '../Logo';
import { MobileMenu } from './MobileMenu';
import { MobileAccount, MobileAccountLink } from '@/features/account/components/MobileAccount';
import { HeaderVehicleButton } from '@/features/vehicles/components/HeaderVehicleButton';
import { CartLink } from '@/features/cart/components/CartLink';
import { WishlistIndicator } from '@/features/wishlist/components/WishlistIndicator';
import './mobile-header-variants.css';
import { SuggestingInput, SuggestionsScope } from '@/features/catalog/components/SuggestionsScope';

export type MobileHeaderProps = {
  locale: Locale;
  /** Where the menu loads the department tree from when it first opens (routes.ts departmentsHref). */
  departmentsSource: string;
};

const SEARCH_POPOVER_ID = 'mobile-search';

/** Icon buttons and links on the bar, coloured by the variant's tokens. */
const control = 'mobile-header-button';
const FIELD = {
  /** In the popover over the light bar (variant one). */
  popover: 'bg-surface text-ink ring-1 ring-line placeholder:text-muted focus-within:ring-2 focus-within:ring-brand',
  /** In the row under the dark bar (variant two). */
  inline: 'bg-white text-ink ring-1 ring-white/10 placeholder:text-muted focus-within:ring-2 focus-within:ring-brand',
};

export async function MobileHeader({ locale, departmentsSource }: MobileHeaderProps) {
  const t = await getTranslations();
  const searchAction = getPathname({ href: '/catalog/products', locale });

  const searchForm = (id: string, where: keyof typeof FIELD) => (
    <SuggestionsScope className="flex min-w-0 flex-1">
      <form
        role="search"
        action={searchAction}
        method="get"
        className={`flex h-11 min-w-0 flex-1 items-stretch overflow-hidden rounded-full ${FIELD[where]}`}
      >
        <label htmlFor={id} className="sr-only">
          {t('INPUT_SEARCH_LABEL')}
        </label>
        {/* Specification section 2: the mobile search opens the vehicle picker, from the car at its start. */}
        <HeaderVehicleButton variant="search" className="mobile-header-search-vehicle" />
        <span aria-hidden className="my-2.5 w-px shrink-0 bg-line" />
        <SuggestingInput
          id={id}
          name="search"
          type="search"
          enterKeyHint="search"
          autoComplete="off"
          autoFocus={where === 'popover'}
          placeholder={t('INPUT_SEARCH_PLACEHOLDER')}
          className="mobile-header-search-input"
        />
        <button type="submit" aria-label={t('BUTTON_SEARCH')} className="mobile-header-search-submit">
          <ChevronNextIcon size={18} className="rtl:-scale-x-100" />
        </button>
      </form>
    </SuggestionsScope>
  );

  return (
    <>
      <div aria-hidden className="h-(--mhdr-total-h)" />
      <header data-mobile-header className="mobile-header">
        <div className="mobile-header-bar">
          <MobileMenu
            departmentsSource={departmentsSource}
            phone={(await currentSettings()).contacts.phone}
            buttonClassName={control}
            account={<MobileAccount />}
          />
          <Logo size="sm" tone="inherit" className="ms-1" />

          {/* Five 44 px controls, the menu and the logo need about 400 px: below that the wish list
              leaves the bar (the menu drawer has it), so no phone's page is wider than its screen. */}
          <div className="ms-auto flex min-w-0 items-center">
            <HeaderVehicleButton variant="mobile" className={control} />
            <button
              type="button"
              data-mobile-search-toggle
              popoverTarget={SEARCH_POPOVER_ID}
              aria-label={t('BUTTON_SEARCH')}
              className={control}
            >
              <SearchIcon size={22} />
            </button>
            <WishlistIndicator className={`${control} max-[399px]:hidden`} iconSize={22} testId="mobile-wishlist-link" />
            <MobileAccountLink className={control} />
            <CartLink className={control} />
          </div>
        </div>

        <div data-mobile-search-inline className="h-[54px] items-start px-3">
          {searchForm('mobile-search-inline-input', 'inline')}
        </div>
      </header>

      {/* Variant one's search; variant two hides its button, so this never opens there. */}
      <div id={SEARCH_POPOVER_ID} popover="auto" className="mobile-header-search-popover">
        <div className="mobile-header-search-row">
          {searchForm('mobile-search-input', 'popover')}
          <button
            type="button"
            popoverTarget={SEARCH_POPOVER_ID}
            popoverTargetAction="hide"
            aria-label={t('BUTTON_CLOSE_SEARCH')}
            className="mobile-header-search-close"
          >
            <CloseIcon size={22} />
          </button>
        </div>
      </div>
    </>
  );
}
