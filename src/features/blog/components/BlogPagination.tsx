// Page links of a blog listing: previous, the page numbers around the current one, next. Plain
// links (crawlable, work without JavaScript); the current page is marked with aria-current.
import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { ChevronBackIcon, ChevronNextIcon } from '@/ui/icons';
import { blogListSearch, paginationItems, type BlogListQuery } from '../model';

const cell = 'flex h-10 min-w-10 items-center justify-center rounded-md px-3 text-sm font-medium transition-colors';

export async function BlogPagination({ pathname, query, pages }: { pathname: string; query: BlogListQuery; pages: number }) {
  if (pages <= 1) return null;
  const t = await getTranslations();
  const href = (page: number) => ({ pathname, query: blogListSearch({ ...query, page }) });
  const current = query.page;
  return (
    <nav aria-label={t('NAV_PAGINATION')} className="mt-10" data-testid="blog-pagination">
      <ul className="flex flex-wrap items-center justify-center gap-1.5">
        <li>
          {current > 1 ? (
            <Link href={href(current - 1)} rel="prev" className={`${cell} gap-1 border border-line hover:border-ink`}>
              <ChevronBackIcon size={14} className="rtl:-scale-x-100" />
              {t('BUTTON_PREVIOUS')}
            </Link>
          ) : (
            <span aria-disabled="true" className={`${cell} gap-1 border border-line text-muted/70`}>
              <ChevronBackIcon size={14} className="rtl:-scale-x-100" />
              {t('BUTTON_PREVIOUS')}
            </span>
          )}
        </li>
        {paginationItems(current, pages).map((p, i) => (
          <li key={p ?? `gap-${i}`}>
            {p === null ? (
              <span className={`${cell} text-muted`} aria-hidden>…</span>
            ) : p === current ? (
              <span aria-current="page" className={`${cell} bg-brand text-white`}>
                <span className="sr-only">{t('TEXT_PAGE_N', { page: p })}</span>
                <span aria-hidden>{p}</span>
              </span>
            ) : (
              <Link href={href(p)} aria-label={t('TEXT_PAGE_N', { page: p })} className={`${cell} hover:bg-surface`}>{p}</Link>
            )}
          </li>
        ))}
        <li>
          {current < pages ? (
            <Link href={href(current + 1)} rel="next" className={`${cell} gap-1 border border-line hover:border-ink`}>
              {t('BUTTON_NEXT')}
              <ChevronNextIcon size={14} className="rtl:-scale-x-100" />
            </Link>
          ) : (
            <span aria-disabled="true" className={`${cell} gap-1 border border-line text-muted/70`}>
              {t('BUTTON_NEXT')}
              <ChevronNextIcon size={14} className="rtl:-scale-x-100" />
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
