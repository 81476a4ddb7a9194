// The heading of an account page inside the account layout's content column: a breadcrumb trail
// (Home / My account / section) and the page's <h1>.
import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';

type Crumb = { href: string; label: string };

export function AccountHeading({ title, trail = [], children }: { title: string; trail?: Crumb[]; children?: ReactNode }) {
  const t = useTranslations();
  const crumbs: Crumb[] = [{ href: '/', label: t('LINK_HOME') }, { href: '/account/dashboard', label: t('HEADER_MY_ACCOUNT') }, ...trail];
  return (
    <div className="mb-6">
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
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight text-ink md:text-3xl">{title}</h1>
        {children}
      </div>
    </div>
  );
}

/** A white bordered card, the account pages' content blocks. */
export function Card({
  title,
  children,
  className = '',
  action,
}: {
  title?: string;
  children: ReactNode;
  className?: string;
  action?: ReactNode;
}) {
  return (
    <section className={`rounded-md border border-line bg-white ${className}`}>
      {title && (
        <div className="flex items-center justify-between gap-3 border-b border-line px-6 py-4">
          <h2 className="text-lg font-semibold text-ink">{title}</h2>
          {action}
        </div>
      )}
      <div className="p-6">{children}</div>
    </section>
  );
}
