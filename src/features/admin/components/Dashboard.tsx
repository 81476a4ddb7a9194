import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { Price } from '@/ui/Price';
import { LOW_STOCK, type ShopPulse } from '../dashboard';
import { mayUse, type StaffMember } from '../model';
import { AdminHeading } from './AdminFrame';

function Tile({
  label,
  value,
  detail,
  href,
  testId,
}: {
  label: string;
  value: React.ReactNode;
  detail?: React.ReactNode;
  href?: string;
  testId: string;
}) {
  const body = (
    <>
      <span className="block text-xs font-medium tracking-wide text-muted uppercase">{label}</span>
      <span className="mt-2 block text-3xl font-semibold text-ink tabular-nums">{value}</span>
      {detail && <span className="mt-1 block text-sm text-muted">{detail}</span>}
    </>
  );
  const box = 'block rounded-md border border-line bg-white p-5';
  return href ? (
    <Link href={href} className={`${box} transition-colors hover:border-ink/30`} data-testid={testId}>
      {body}
    </Link>
  ) : (
    <div className={box} data-testid={testId}>
      {body}
    </div>
  );
}

/** Today's and this week's orders and revenue, then what is waiting for staff. */
export async function Dashboard({ pulse, staff }: { pulse: ShopPulse; staff: StaffMember }) {
  const t = await getTranslations();
  return (
    <>
      <AdminHeading title={t('LINK_ADMIN_DASHBOARD')} lead={t('TEXT_ADMIN_WELCOME', { name: staff.name || staff.email })} />
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <Tile
          testId="pulse-today"
          label={t('TEXT_ADMIN_TODAY')}
          value={<Price cents={pulse.today.revenue} />}
          detail={t('TEXT_ADMIN_ORDERS_COUNT', { count: pulse.today.orders })}
        />
        <Tile
          testId="pulse-week"
          label={t('TEXT_ADMIN_THIS_WEEK')}
          value={<Price cents={pulse.week.revenue} />}
          detail={t('TEXT_ADMIN_ORDERS_COUNT', { count: pulse.week.orders })}
        />
        <Tile testId="pulse-to-ship" label={t('TEXT_ADMIN_TO_SHIP')} value={pulse.toShip} href="/admin/orders?status=PENDING" />
        {mayUse(staff.role, 'inbox') && (
          <Tile testId="pulse-unread" label={t('TEXT_ADMIN_UNREAD_MESSAGES')} value={pulse.unread} href="/admin/inbox" />
        )}
        <Tile
          testId="pulse-out-of-stock"
          label={t('TEXT_ADMIN_OUT_OF_STOCK')}
          value={pulse.outOfStock}
          href="/admin/products?stock=out-of-stock"
        />
        <Tile
          testId="pulse-low-stock"
          label={t('TEXT_ADMIN_LOW_STOCK')}
          value={pulse.lowStock}
          detail={t('TEXT_ADMIN_LOW_STOCK_RULE', { count: LOW_STOCK })}
        />
      </div>
    </>
  );
}
