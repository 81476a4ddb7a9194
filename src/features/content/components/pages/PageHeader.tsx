// The title band of a content page: a breadcrumb trail (home first) and the page's h1.
import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { ChevronNextIcon } from '@/ui/icons';

export type Crumb = { label: string; href?: string };

export async function PageHeader({ title, crumbs = [], children }: { title: string; crumbs?: Crumb[]; children?: React.ReactNode }) {
  const t = await getTranslations();
  const trail: Crumb[] = [{ label: t('LINK_HOME'), href: '/' }, ...crumbs];
  return (
    <div className="border-b border-line bg-surface">
      <div className="mx-auto w-full max-w-[1350px] px-4 py-8 sm:px-6 md:py-10">
        <nav aria-label={t('NAV_BREADCRUMB')}>
          <ol className="flex flex-wrap items-center gap-1.5 text-sm text-[#595f66]">
            {trail.map((c, i) => (
              <li key={i} className="flex items-center gap-1.5">
                {i > 0 && <ChevronNextIcon size={12} className="rtl:-scale-x-100" />}
                {c.href ? (
                  <Link href={c.href} className="hover:text-brand hover:underline">
                    {c.label}
                  </Link>
                ) : (
                  <span aria-current="page" className="text-ink">
                    {c.label}
                  </span>
                )}
              </li>
            ))}
            <li className="flex items-center gap-1.5">
              <ChevronNextIcon size={12} className="rtl:-scale-x-100" />
              <span aria-current="page" className="text-ink">
                {title}
              </span>
            </li>
          </ol>
        </nav>
        <h1 className="mt-3 text-3xl font-bold tracking-tight text-ink md:text-4xl">{title}</h1>
        {children}
      </div>
    </div>
  );
}
