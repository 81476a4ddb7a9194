import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { SignOutButton } from '@/features/account/components/SignOutButton';
import { currencyList } from '@/server/currency';
import { CurrencyProvider } from '@/i18n/currency-context';
import { DEFAULT_CURRENCY } from '@/i18n/currency';
import { ADMIN_AREAS, mayUse, type StaffMember } from '../model';
import { AdminNav } from './AdminNav';

/** The back office's frame: the sections at the reading start (a strip on top on a phone), the page beside them. */
export async function AdminFrame({ staff, children }: { staff: StaffMember; children: ReactNode }) {
  const t = await getTranslations();
  const areas = ADMIN_AREAS.filter((a) => mayUse(staff.role, a));
  // Staff read every amount in the shop's base currency, whatever they chose as shoppers.
  const currencies = await currencyList();
  return (
    // The back office sits on the grey surface: its secondary text is a shade darker than the
    // storefront's (on white) to keep 4.5:1 contrast there.
    <div className="min-h-screen bg-surface [--color-muted:#5c636a] lg:grid lg:grid-cols-[240px_minmax(0,1fr)]">
      <a
        href="#admin-content"
        className="sr-only focus:not-sr-only focus:fixed focus:start-2 focus:top-2 focus:z-[2000] focus:rounded focus:bg-white focus:px-4 focus:py-2 focus:shadow"
      >
        {t('LINK_SKIP_TO_CONTENT')}
      </a>
      <aside className="bg-ink text-white lg:sticky lg:top-0 lg:h-screen lg:overflow-y-auto">
        <div className="flex items-center justify-between gap-3 px-6 py-4 lg:py-6">
          <Link href="/admin" className="text-lg font-bold tracking-tight text-white">
            {t('TEXT_ADMIN_BRAND')}
          </Link>
          <Link href="/" className="text-sm text-white/75 underline-offset-4 hover:text-white hover:underline lg:hidden">
            {t('LINK_ADMIN_VIEW_STORE')}
          </Link>
        </div>
        <AdminNav areas={areas} />
      </aside>
      <div className="min-w-0">
        <header className="flex flex-wrap items-center justify-end gap-x-5 gap-y-2 border-b border-line bg-white px-4 py-3 text-sm sm:px-8">
          <Link href="/" className="me-auto hidden text-ink/80 underline-offset-4 hover:text-brand hover:underline lg:inline">
            {t('LINK_ADMIN_VIEW_STORE')}
          </Link>
          <span className="text-ink/80" data-testid="admin-staff">
            <bdi dir="ltr">{staff.email}</bdi>
            <span className="ms-2 rounded-full bg-surface px-2 py-0.5 text-xs font-medium text-ink">
              {t(staff.role === 'admin' ? 'TEXT_ROLE_ADMIN' : 'TEXT_ROLE_STAFF')}
            </span>
          </span>
          <SignOutButton label={t('BUTTON_LOGOUT')} className="font-medium text-ink hover:text-brand" />
        </header>
        <main id="admin-content" className="mx-auto w-full max-w-[1400px] px-4 py-6 sm:px-8 sm:py-8">
          <CurrencyProvider currencies={currencies} initial={DEFAULT_CURRENCY}>
            {children}
          </CurrencyProvider>
        </main>
      </div>
    </div>
  );
}

/** An admin page's heading, with what it is about under it and actions at the reading end. */
export function AdminHeading({ title, lead, actions }: { title: string; lead?: ReactNode; actions?: ReactNode }) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 className="text-2xl font-semibold text-ink">{title}</h1>
        {lead && <p className="mt-1 text-sm text-ink/70">{lead}</p>}
      </div>
      {actions}
    </div>
  );
}
