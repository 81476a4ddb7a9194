import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { ChevronNextIcon } from '@/ui/icons';

export function Breadcrumb({ items }: { items: { name: string; href?: string }[] }) {
  const t = useTranslations();
  return (
    <nav aria-label={t('NAV_BREADCRUMB')} className="text-sm text-muted" data-testid="breadcrumb">
      <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1">
        <li>
          <Link href="/" className="hover:text-brand">
            {t('LINK_HOME')}
          </Link>
        </li>
        {items.map((item, i) => (
          <li key={i} className="flex items-center gap-1.5">
            <ChevronNextIcon size={12} className="rtl:-scale-x-100" />
            {item.href ? (
              <Link href={item.href} className="hover:text-brand">
                {item.name}
              </Link>
            ) : (
              <span aria-current="page" className="line-clamp-1 text-ink">
                {item.name}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
