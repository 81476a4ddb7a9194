// Page links under a list: previous, the page numbers around the current one (first and last always,
// gaps as "…"), next. Plain links whose addresses the caller builds (`href(page)`), so every page is
// crawlable, shareable and works without JavaScript; the current page is marked with aria-current.
// The arrows point the reading direction's way (flipped in right to left). Server-rendered: `href` is
// a function, which server components can pass and client components cannot (the catalogue's own
// pagination, which scrolls to the results on the client, is a client component of its own).
import type { ComponentProps } from 'react';
import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { ChevronBackIcon, ChevronNextIcon } from './icons';
import { pageWindow } from './page-window';

type Href = ComponentProps<typeof Link>['href'];

const cell =
  'flex h-10 min-w-10 items-center justify-center rounded-md px-3 text-sm font-medium transition-colors duration-(--duration-fade) focus-visible:outline-2 focus-visible:outline-brand';
const step = `${cell} gap-1 border border-line`;

type Props = {
  /** The current page, from 1. */
  page: number;
  pages: number;
  /** The address of a page of this list. */
  href: (page: number) => Href;
  className?: string;
  testId?: string;
};

export function Pagination({ page, pages, href, className = '', testId }: Props) {
  const t = useTranslations();
  if (pages <= 1) return null;
  const previous = (
    <>
      <ChevronBackIcon size={14} className="rtl:-scale-x-100" />
      {t('BUTTON_PREVIOUS')}
    </>
  );
  const next = (
    <>
      {t('BUTTON_NEXT')}
      <ChevronNextIcon size={14} className="rtl:-scale-x-100" />
    </>
  );
  return (
    <nav aria-label={t('NAV_PAGINATION')} className={className} data-testid={testId}>
      <ul className="flex flex-wrap items-center justify-center gap-1.5">
        <li>
          {page > 1 ? (
            <Link href={href(page - 1)} rel="prev" className={`${step} hover:border-ink`}>
              {previous}
            </Link>
          ) : (
            <span aria-disabled="true" className={`${step} text-muted/70`}>
              {previous}
            </span>
          )}
        </li>
        {pageWindow(page, pages).map((p, i) => (
          <li key={p ?? `gap-${i}`}>
            {p === null ? (
              <span className={`${cell} text-muted`} aria-hidden>
                …
              </span>
            ) : p === page ? (
              <span aria-current="page" className={`${cell} bg-brand text-white`}>
                <span className="sr-only">{t('TEXT_PAGE_N', { page: p })}</span>
                <span aria-hidden>{p}</span>
              </span>
            ) : (
              <Link href={href(p)} aria-label={t('TEXT_PAGE_N', { page: p })} className={`${cell} hover:bg-surface`}>
                {p}
              </Link>
            )}
          </li>
        ))}
        <li>
          {page < pages ? (
            <Link href={href(page + 1)} rel="next" className={`${step} hover:border-ink`}>
              {next}
            </Link>
          ) : (
            <span aria-disabled="true" className={`${step} text-muted/70`}>
              {next}
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
