// The heading block of the shop's own pages (cart, checkout, wishlist, compare, orders): a breadcrumb
// trail back to the home page and the page's <h1>, inside the site's content width.
import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';

export const PAGE_CONTAINER = 'mx-auto w-full max-w-[1350px] px-4 sm:px-6';

type Crumb = { href: string; label: string };

export function PageHeading({ title, trail = [], children }: { title: string; trail?: Crumb[]; children?: ReactNode }) {
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
      <h1 className="mt-3 text-2xl font-bold tracking-tight text-ink md:text-3xl">{title}</h1>
      {children}
    </div>
  );
}
