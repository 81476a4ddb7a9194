// The heading block of the shop's own pages (cart, checkout, wishlist, compare, orders, the back
// office): a breadcrumb trail back to the home page and the page's <h1>, inside the site's content
// width; `actions` (a page's buttons, e.g. "New product") sit at the heading's end, under it on a phone.
import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';

export const PAGE_CONTAINER = 'mx-auto w-full max-w-[1350px] px-4 sm:px-6';

type Crumb = { href: string; label: string };

export function PageHeading({
  title,
  trail = [],
  actions,
  children,
}: {
  title: string;
  trail?: Crumb[];
  actions?: ReactNode;
  children?: ReactNode;
}) {
  const t = useTranslations();
  const crumbs: Crumb[] = [{ href: '/', label: t('LINK_HOME') }, ...trail];
  return (
    <div className={`${PAGE_CONTAINER} pt-6 pb-6 md:pt-8 md:pb-8`}>
      <nav aria-label={t('TEXT_BREADCRUMB')}>
        <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted">
          {crumbs.map((c) => (
            <li key={c.href} className="flex items-center gap-2 after:text-line after:content-['/'] last:after:content-none">
              <Link href={c.href} className="hover:text-brand focus-visible:text-brand">
                {c.label}
              </Link>
            </li>
          ))}
          <li aria-current="page" className="text-ink">
            {title}
          </li>
        </ol>
      </nav>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-x-6 gap-y-3">
        <h1 className="text-2xl font-bold tracking-tight text-ink md:text-3xl">{title}</h1>
        {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
      </div>
      {children}
    </div>
  );
}
