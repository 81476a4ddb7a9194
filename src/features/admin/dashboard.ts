import 'server-only';
// The admin's first page: how the shop is doing today and this week, and what needs someone.
import { db, type Database } from '@/db/client';

/** At or below this many units (and above none) a product counts as running low. */
export const LOW_STOCK = 5;

export type ShopPulse = {
  today: { orders: number; revenue: number };
  week: { orders: number; revenue: number };
  toShip: number;
  outOfStock: number;
  lowStock: number;
  unread: number;
};

/**
 * Days and weeks are UTC, weeks start on Monday (ISO). Cancelled orders count for nothing; revenue
 * is the orders' totals in the base currency (USD cents).
 */
export async function shopPulse(database: Database = db()): Promise<ShopPulse> {
  const {
    rows: [r],
  } = await database.$client.query<Record<string, string | number>>(
    `
    SELECT
      count(*) FILTER (WHERE o.created_at >= date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC')::int AS today_orders,
      coalesce(sum(o.total) FILTER (WHERE o.created_at >= date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'), 0)::bigint AS today_revenue,
      count(*) FILTER (WHERE o.created_at >= date_trunc('week', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC')::int AS week_orders,
      coalesce(sum(o.total) FILTER (WHERE o.created_at >= date_trunc('week', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'), 0)::bigint AS week_revenue,
      (SELECT count(*) FROM orders WHERE status = 'PENDING')::int AS to_ship,
      (SELECT count(*) FROM products WHERE stock <= 0 OR stock_status = 'out-of-stock')::int AS out_of_stock,
      (SELECT count(*) FROM products WHERE stock > 0 AND stock <= $1 AND stock_status <> 'out-of-stock')::int AS low_stock,
      (SELECT count(*) FROM contact_messages WHERE read_at IS NULL)::int AS unread
    FROM orders o
    WHERE o.status <> 'CANCELLED' AND o.created_at >= least(date_trunc('week', now() AT TIME ZONE 'UTC'), date_trunc('day', now() AT TIME ZONE 'UTC')) AT TIME ZONE 'UTC'`,
    [LOW_STOCK],
  );
  const n = (k: string) => Number(r?.[k] ?? 0);
  return {
    today: { orders: n('today_orders'), revenue: n('today_revenue') },
    week: { orders: n('week_orders'), revenue: n('week_revenue') },
    toShip: n('to_ship'),
    outOfStock: n('out_of_stock'),
    lowStock: n('low_stock'),
    unread: n('unread'),
  };
}
