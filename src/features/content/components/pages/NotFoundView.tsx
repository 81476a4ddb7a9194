// The Page Not Found block: what happened, a search box that works without JavaScript (a plain GET
// to the product list, the header search's target), and the ways back (home, catalog). Used by
// the not-found pages (app/[locale]/(shop), admin and the locale segment) and by the
// /demo/site/not-found page.
import { getLocale, getTranslations } from 'next-intl/server';
import { Link, getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { SearchIcon } from '@/ui/icons';

export async function NotFoundView() {
  const t = await getTranslations();
  const locale = (await getLocale()) as Locale;
  const searchAction = getPathname({ href: '/catalog/products', locale });
  return (
    <main className="not-found-page" data-testid="not-found">
      <p aria-hidden="true" className="not-found-code">
        {t('TEXT_404')}
      </p>
      <h1 className="mt-2 text-3xl font-semibold text-ink md:text-4xl">{t('TEXT_PAGE_NOT_FOUND')}</h1>
      <p className="mt-4 max-w-[520px] text-[15px] text-muted">{t('TEXT_PAGE_NOT_FOUND_MESSAGE')}</p>
      <p className="mt-1 max-w-[520px] text-[15px] text-muted">{t('TEXT_NOT_FOUND_TRY_SEARCH')}</p>
      <form role="search" action={searchAction} method="get" className="not-found-search">
        <label htmlFor="not-found-search" className="sr-only">
          {t('INPUT_SEARCH_LABEL')}
        </label>
        <input
          id="not-found-search"
          name="search"
          type="search"
          autoComplete="off"
          placeholder={t('INPUT_SEARCH_PLACEHOLDER')}
          className="not-found-search-input"
        />
        <button type="submit" aria-label={t('BUTTON_SEARCH')} className="not-found-search-submit">
          <SearchIcon size={20} />
        </button>
      </form>
      <div className="mt-8 flex flex-wrap items-center justify-center gap-3">
        <Link href="/" className="not-found-home-link">
          {t('BUTTON_GO_HOME')}
        </Link>
        <Link href="/catalog" className="not-found-browse-link">
          {t('LINK_BROWSE_CATALOG')}
        </Link>
      </div>
    </main>
  );
}
