// Page navigation (numbers with gaps) or cursor navigation (previous / next), section 3 Pagination.
import { useTranslations } from 'next-intl';
import { ChevronBackIcon, ChevronNextIcon } from '@/ui/icons';
import { withCursor, withPage, type ListingQuery } from '../model';
import { listingHref } from '../query-string';
import type { Navigation } from '../listing';
import { ListingLink } from './ListingNavigation';

/** Pages to show: first, last, and two either side of the current one, with gaps as null. */
function pageWindow(page: number, pages: number): (number | null)[] {
  const set = new Set([1, pages, page - 2, page - 1, page, page + 1, page + 2].filter((p) => p >= 1 && p <= pages));
  const sorted = [...set].sort((a, b) => a - b);
  return sorted.flatMap((p, i) => (i > 0 && p - sorted[i - 1]! > 1 ? [null, p] : [p]));
}

export function Pagination({ navigation, query, pathname }: { navigation: Navigation; query: ListingQuery; pathname: string }) {
  const t = useTranslations();
  const cell = 'inline-flex h-9 min-w-9 items-center justify-center rounded-md px-2 text-sm';
  const link = `${cell} hover:bg-surface`;
  const arrow = (dir: 'prev' | 'next', href: string | null) => {
    const label = t(dir === 'prev' ? 'LINK_PREVIOUS_PAGE' : 'LINK_NEXT_PAGE');
    const icon =
      dir === 'prev' ? (
        <ChevronBackIcon size={16} className="rtl:-scale-x-100" />
      ) : (
        <ChevronNextIcon size={16} className="rtl:-scale-x-100" />
      );
    return href ? (
      <ListingLink toResults href={href} aria-label={label} rel={dir} className={link} data-testid={`page-${dir}`}>
        {icon}
      </ListingLink>
    ) : (
      <span className={`${cell} text-line`} aria-hidden>
        {icon}
      </span>
    );
  };
  if (navigation.type === 'cursor') {
    if (!navigation.startCursor && !navigation.endCursor) return null;
    return (
      <nav aria-label={t('NAV_PAGINATION')} className="flex justify-center gap-2">
        {arrow('prev', navigation.startCursor ? listingHref(pathname, withCursor(query, { before: navigation.startCursor })) : null)}
        {arrow('next', navigation.endCursor ? listingHref(pathname, withCursor(query, { after: navigation.endCursor })) : null)}
      </nav>
    );
  }
  const { page, pages } = navigation;
  if (pages <= 1) return null;
  return (
    <nav aria-label={t('NAV_PAGINATION')} className="flex justify-center" data-testid="pagination">
      <ul className="flex flex-wrap items-center gap-1">
        <li>{arrow('prev', page > 1 ? listingHref(pathname, withPage(query, page - 1)) : null)}</li>
        {pageWindow(page, pages).map((p, i) => (
          <li key={p ?? `gap-${i}`}>
            {p === null ? (
              <span className={`${cell} text-muted`}>…</span>
            ) : p === page ? (
              <span aria-current="page" className={`${cell} bg-brand font-medium text-white`}>
                {p}
              </span>
            ) : (
              <ListingLink
                toResults
                href={listingHref(pathname, withPage(query, p))}
                aria-label={t('LINK_PAGE', { page: p })}
                className={link}
              >
                {p}
              </ListingLink>
            )}
          </li>
        ))}
        <li>{arrow('next', page < pages ? listingHref(pathname, withPage(query, page + 1)) : null)}</li>
      </ul>
    </nav>
  );
}
