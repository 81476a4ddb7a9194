// The account dashboard (section 2 and behaviour notes): the profile card, the default address and
// the three most recent orders, each linking on to its own page. `notice` (the email verification's
// notices) sits under the heading.
import type { ReactNode } from 'react';
import { Code } from '@/ui/Code';
import { useFormatter, useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { Price } from '@/ui/Price';
import { displayName, type CurrentUser } from '../model';
import type { Address } from '../addresses';
import type { RecentOrder } from '../queries';
import { AccountHeading, Card } from './AccountHeading';
import { AddressLines } from './AddressLines';
import { Avatar } from './Avatar';
import { ButtonLink } from '@/ui/Button';

type Props = { user: CurrentUser; address: Address | null; countryName: string; orders: RecentOrder[]; locale: Locale; notice?: ReactNode };

export function DashboardView({ user, address, countryName, orders, notice }: Props) {
  const t = useTranslations();
  const format = useFormatter();
  return (
    <main>
      <AccountHeading title={t('LINK_ACCOUNT_DASHBOARD')} />
      {notice}
      <div className="grid gap-6 md:grid-cols-2">
        <Card>
          <div className="flex flex-col items-center py-2 text-center" data-testid="dashboard-profile">
            <Avatar user={user} size={72} />
            {/* Without a name yet, the email alone (not twice). */}
            <p className="mt-4 text-lg font-semibold text-ink">{displayName(user)}</p>
            {displayName(user) !== user.email && (
              <p className="text-muted">
                <Code>{user.email}</Code>
              </p>
            )}
            {user.phone && (
              <p className="text-muted">
                <Code>{user.phone}</Code>
              </p>
            )}
            <ButtonLink href="/account/profile" variant="secondary" size="sm" className="mt-5">
              {t('BUTTON_EDIT_PROFILE')}
            </ButtonLink>
          </div>
        </Card>
        <Card title={t('HEADER_DEFAULT_ADDRESS')}>
          <div data-testid="dashboard-address">
            {address ? (
              <>
                <AddressLines address={address} countryName={countryName} />
                <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 text-sm">
                  <dt className="text-muted">{t('TEXT_EMAIL')}</dt>
                  <dd className="truncate">
                    <Code>{address.email}</Code>
                  </dd>
                  <dt className="text-muted">{t('TEXT_PHONE')}</dt>
                  <dd>
                    <Code>{address.phone}</Code>
                  </dd>
                </dl>
                <ButtonLink href={`/account/addresses/${address.id}`} variant="secondary" size="sm" className="mt-5">
                  {t('BUTTON_EDIT_ADDRESS')}
                </ButtonLink>
              </>
            ) : (
              <>
                <p className="text-muted">{t('TEXT_NO_DEFAULT_ADDRESS')}</p>
                <ButtonLink href="/account/addresses/new" variant="secondary" size="sm" className="mt-5">
                  {t('BUTTON_ADD_ADDRESS')}
                </ButtonLink>
              </>
            )}
          </div>
        </Card>
      </div>
      <Card
        title={t('HEADER_RECENT_ORDERS')}
        className="mt-6"
        action={
          <Link href="/account/orders" className="text-sm font-medium text-brand hover:underline">
            {t('LINK_VIEW_ALL')}
          </Link>
        }
      >
        {orders.length === 0 ? (
          <p className="text-muted">{t('TEXT_NO_ORDERS_YET')}</p>
        ) : (
          <div className="-m-6 overflow-x-auto">
            <table className="w-full text-start text-sm" data-testid="recent-orders">
              <thead className="bg-surface text-ink/75">
                <tr>
                  <th scope="col" className="px-6 py-3 text-start font-medium">
                    {t('TABLE_ORDER')}
                  </th>
                  <th scope="col" className="px-6 py-3 text-start font-medium">
                    {t('TABLE_DATE')}
                  </th>
                  <th scope="col" className="px-6 py-3 text-start font-medium">
                    {t('TABLE_STATUS')}
                  </th>
                  <th scope="col" className="px-6 py-3 text-end font-medium">
                    {t('TABLE_TOTAL')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {orders.map((o) => (
                  <tr key={o.id} className="border-t border-line">
                    <td className="px-6 py-3">
                      <Link href={`/account/orders/${o.id}`} className="font-medium text-brand hover:underline">
                        <Code>#{o.number}</Code>
                      </Link>
                    </td>
                    <td className="px-6 py-3 whitespace-nowrap">{format.dateTime(o.createdAt, { dateStyle: 'medium' })}</td>
                    <td className="px-6 py-3">{t(`TEXT_ORDER_STATUS_${o.status}`)}</td>
                    <td className="px-6 py-3 text-end whitespace-nowrap">
                      <Price cents={o.total} className="font-medium" />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Card>
    </main>
  );
}
