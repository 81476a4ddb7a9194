'use client';
// The admin's sections; the current one is marked for people and screen readers. On a phone the
// list scrolls sideways under the top bar.
import { useTranslations } from 'next-intl';
import { Link, usePathname } from '@/i18n/navigation';
import type { AdminArea } from '../model';

const ADMIN_LINKS: {
  area: AdminArea;
  href: string;
  label:
    | 'LINK_ADMIN_DASHBOARD'
    | 'LINK_ADMIN_ORDERS'
    | 'LINK_ADMIN_PRODUCTS'
    | 'LINK_ADMIN_IMPORT'
    | 'LINK_ADMIN_INBOX'
    | 'LINK_ADMIN_OUTBOX'
    | 'LINK_ADMIN_SETTINGS'
    | 'LINK_ADMIN_AUDIT';
}[] = [
  { area: 'dashboard', href: '/admin', label: 'LINK_ADMIN_DASHBOARD' },
  { area: 'orders', href: '/admin/orders', label: 'LINK_ADMIN_ORDERS' },
  { area: 'products', href: '/admin/products', label: 'LINK_ADMIN_PRODUCTS' },
  { area: 'products', href: '/admin/import', label: 'LINK_ADMIN_IMPORT' },
  { area: 'inbox', href: '/admin/inbox', label: 'LINK_ADMIN_INBOX' },
  { area: 'orders', href: '/admin/outbox', label: 'LINK_ADMIN_OUTBOX' },
  { area: 'settings', href: '/admin/settings', label: 'LINK_ADMIN_SETTINGS' },
  { area: 'audit', href: '/admin/audit', label: 'LINK_ADMIN_AUDIT' },
];

export function AdminNav({ areas }: { areas: AdminArea[] }) {
  const t = useTranslations();
  const pathname = usePathname();
  return (
    <nav aria-label={t('HEADER_ADMIN_NAVIGATION')}>
      <ul className="flex gap-1 overflow-x-auto px-3 pb-3 lg:flex-col lg:overflow-visible lg:px-3 lg:pb-0">
        {ADMIN_LINKS.filter((l) => areas.includes(l.area)).map((l) => {
          const current = l.href === '/admin' ? pathname === '/admin' : pathname === l.href || pathname.startsWith(`${l.href}/`);
          return (
            <li key={l.href} className="shrink-0">
              <Link
                href={l.href}
                aria-current={current ? 'page' : undefined}
                className={`flex h-10 items-center rounded-md px-3 text-[15px] whitespace-nowrap transition-colors duration-(--duration-fade) ${
                  current ? 'bg-white/15 font-medium text-white' : 'text-white/75 hover:bg-white/10 hover:text-white'
                }`}
              >
                {t(l.label)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
