'use client';
// Sort, page size and view mode above the list.
import { useTranslations } from 'next-intl';
import { PAGE_SIZES, SORTS, VIEW_MODES, withLimit, withSort, withView, type ListingQuery, type Sort, type ViewMode } from '../model';
import { listingHref } from '../query-string';
import { ListingLink, useListingNavigation } from './ListingNavigation';

const SORT_IDS = {
  default: 'SORT_DEFAULT',
  name_asc: 'SORT_NAME_ASC',
  name_desc: 'SORT_NAME_DESC',
  price_asc: 'SORT_PRICE_ASC',
  price_desc: 'SORT_PRICE_DESC',
  rating_desc: 'SORT_RATING_DESC',
  date_desc: 'SORT_DATE_DESC',
} as const satisfies Record<Sort, string>;
const VIEW_IDS = { grid: 'VIEW_GRID', features: 'VIEW_FEATURES', list: 'VIEW_LIST', table: 'VIEW_TABLE' } as const satisfies Record<
  ViewMode,
  string
>;

function ViewIcon({ mode }: { mode: ViewMode }) {
  const common = { width: 18, height: 18, viewBox: '0 0 18 18', fill: 'currentColor', 'aria-hidden': true } as const;
  if (mode === 'grid')
    return (
      <svg {...common}>
        <rect x="1" y="1" width="7" height="7" rx="1" />
        <rect x="10" y="1" width="7" height="7" rx="1" />
        <rect x="1" y="10" width="7" height="7" rx="1" />
        <rect x="10" y="10" width="7" height="7" rx="1" />
      </svg>
    );
  if (mode === 'features')
    return (
      <svg {...common}>
        <rect x="1" y="1" width="7" height="9" rx="1" />
        <rect x="10" y="1" width="7" height="9" rx="1" />
        <rect x="1" y="12" width="7" height="1.5" />
        <rect x="1" y="15" width="5" height="1.5" />
        <rect x="10" y="12" width="7" height="1.5" />
        <rect x="10" y="15" width="5" height="1.5" />
      </svg>
    );
  if (mode === 'list')
    return (
      <svg {...common}>
        <rect x="1" y="1" width="5" height="7" rx="1" />
        <rect x="8" y="2" width="9" height="1.5" />
        <rect x="8" y="5" width="6" height="1.5" />
        <rect x="1" y="10" width="5" height="7" rx="1" />
        <rect x="8" y="11" width="9" height="1.5" />
        <rect x="8" y="14" width="6" height="1.5" />
      </svg>
    );
  return (
    <svg {...common}>
      <rect x="1" y="2" width="16" height="2" />
      <rect x="1" y="6" width="16" height="2" />
      <rect x="1" y="10" width="16" height="2" />
      <rect x="1" y="14" width="16" height="2" />
    </svg>
  );
}

export function ListingToolbar({ query, pathname, summary }: { query: ListingQuery; pathname: string; summary: string }) {
  const t = useTranslations();
  const { navigate } = useListingNavigation();
  const select = 'h-9 rounded-md border border-line bg-white ps-2 pe-7 text-sm focus-visible:outline-2 focus-visible:outline-brand';
  const limits: number[] = PAGE_SIZES.includes(query.limit as never) ? [...PAGE_SIZES] : [...PAGE_SIZES, query.limit].sort((a, b) => a - b);
  return (
    <div className="flex flex-wrap items-center gap-x-5 gap-y-3 rounded-lg border border-line px-3 py-2" data-testid="listing-toolbar">
      <div role="group" aria-label={t('TEXT_VIEW_MODE')} className="flex gap-1">
        {VIEW_MODES.map((mode) => (
          <ListingLink
            key={mode}
            href={listingHref(pathname, withView(query, mode))}
            aria-label={t(VIEW_IDS[mode])}
            aria-current={query.view === mode ? 'true' : undefined}
            title={t(VIEW_IDS[mode])}
            data-view={mode}
            className={`inline-flex size-9 items-center justify-center rounded-md ${query.view === mode ? 'bg-ink text-white' : 'text-muted hover:bg-surface hover:text-ink'}`}
          >
            <ViewIcon mode={mode} />
          </ListingLink>
        ))}
      </div>
      <p className="text-sm text-muted" data-testid="listing-summary" aria-live="polite">
        {summary}
      </p>
      <div className="flex flex-wrap items-center gap-3 sm:ms-auto sm:gap-4">
        <label className="flex items-center gap-2 text-sm">
          <span className="text-muted">{t('INPUT_SORT')}</span>
          <select
            name="sort"
            className={select}
            value={query.sort}
            onChange={(e) => navigate(listingHref(pathname, withSort(query, e.target.value as Sort)))}
          >
            {SORTS.map((s) => (
              <option key={s} value={s}>
                {t(SORT_IDS[s])}
              </option>
            ))}
          </select>
        </label>
        <label className="flex items-center gap-2 text-sm">
          <span className="text-muted">{t('INPUT_LIMIT')}</span>
          <select
            name="limit"
            className={select}
            value={query.limit}
            onChange={(e) => navigate(listingHref(pathname, withLimit(query, Number(e.target.value))))}
          >
            {limits.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
      </div>
    </div>
  );
}
