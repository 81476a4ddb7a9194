// A product's stock status and visibility as small badges in the list (the edit form says them in
// full). Colour is never the only sign: each badge is its words.
import { useTranslations } from 'next-intl';
import { STOCK_LABELS, VISIBILITY_LABELS, type ProductVisibility, type StockStatus } from '../model';

const BADGE = 'inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-medium whitespace-nowrap';
const STOCK_LOOK: Record<StockStatus, string> = {
  'in-stock': 'bg-fit/10 text-[#125f28]',
  'on-backorder': 'bg-unknown/10 text-[#7a4800]',
  'out-of-stock': 'bg-nofit/10 text-[#9b1c1c]',
};

export function StockBadge({ status }: { status: StockStatus }) {
  const t = useTranslations();
  return (
    <span className={`${BADGE} ${STOCK_LOOK[status]}`} data-stock={status}>
      {t(STOCK_LABELS[status])}
    </span>
  );
}

export function VisibilityBadge({ visibility }: { visibility: ProductVisibility }) {
  const t = useTranslations();
  const published = visibility === 'published';
  return (
    <span
      className={`${BADGE} ${published ? 'bg-surface text-ink' : 'border border-dashed border-ink/30 text-muted'}`}
      data-visibility={visibility}
    >
      <span aria-hidden className={`size-1.5 rounded-full ${published ? 'bg-fit' : 'bg-muted/60'}`} />
      {t(VISIBILITY_LABELS[visibility])}
    </span>
  );
}
