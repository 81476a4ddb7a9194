// A kept product's availability in words and colour (TEXT_STOCK_IN_STOCK, _OUT_OF_STOCK, _ON_BACKORDER),
// on the wish list and compare pages.
import { useTranslations } from 'next-intl';
import type { StockStatus } from '../model';

const LABELS: Record<StockStatus, [string, string]> = {
  'in-stock': ['TEXT_STOCK_IN_STOCK', 'bg-emerald-50 text-emerald-800'],
  'out-of-stock': ['TEXT_STOCK_OUT_OF_STOCK', 'bg-red-50 text-red-800'],
  'on-backorder': ['TEXT_STOCK_ON_BACKORDER', 'bg-amber-50 text-amber-900'],
};

export function StockLabel({ status }: { status: StockStatus }) {
  const t = useTranslations();
  const [id, tone] = LABELS[status];
  return <span className={`inline-block rounded px-2 py-0.5 text-xs font-semibold ${tone}`}>{t(id)}</span>;
}
