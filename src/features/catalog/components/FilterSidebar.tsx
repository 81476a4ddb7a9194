'use client';
// The filter sidebar (section 3, Filters): vehicle, price, brand, discount, rating and colour, each
// item with its faceted count (the blocks are FilterBlocks.tsx). Static beside the list on wide
// screens, off-canvas below `lg`; or, in full-width listings (`offcanvas`), off-canvas at every width.
// Every change goes through the listing's transition and starts again at page 1 (model.withFilter).
// The boxes show the shopper's choice at once (useOptimistic, set inside that transition), while the
// counts and the list follow when the next page arrives; the shown query falls back to the URL's when
// the transition ends, so a failed or overtaken navigation leaves the boxes as the URL says.
import { useEffect, useOptimistic, useState } from 'react';
import { useTranslations } from 'next-intl';
import { CloseIcon } from '@/ui/icons';
import { activeFilterCount, type ListingQuery } from '../model';
import { listingHref } from '../query-string';
import type { ListingFilter } from '../listing-filters';
import { FilterBlocks } from './FilterBlocks';
import { useListingNavigation } from './ListingNavigation';

type Props = {
  filters: ListingFilter[];
  query: ListingQuery;
  pathname: string;
  vehicleLabel: string | null;
  /** The search's other words when it names the vehicle ("2019 civic brake pads" → "brake pads"). */
  searchRest?: string;
  total: number;
  /** Off-canvas behind the Filters button at every width (full-width listings), not only below `lg`. */
  offcanvas?: boolean;
};

/**
 * The two placements' classes, spelled out so Tailwind sees them: `responsive` is static from `lg`
 * and off-canvas below it; `always` is off-canvas at every width. Off-canvas, the drawer and its
 * backdrop sit on the modal layer, above the fixed mobile header.
 */
const PLACEMENT = {
  responsive: {
    button: 'lg:hidden',
    backdrop: 'lg:hidden',
    drawer:
      'max-lg:fixed max-lg:inset-y-0 max-lg:start-0 max-lg:z-(--z-modal) max-lg:w-[320px] max-lg:max-w-[88vw] max-lg:shadow-xl max-lg:transition-[translate,visibility] max-lg:duration-300',
    closed: 'max-lg:invisible max-lg:ltr:-translate-x-full max-lg:rtl:translate-x-full',
    drawerOnly: 'lg:hidden',
    staticTitle: 'sr-only max-lg:hidden',
    body: 'lg:overflow-visible lg:rounded-lg lg:border lg:border-line',
  },
  always: {
    button: '',
    backdrop: '',
    drawer: 'fixed inset-y-0 start-0 z-(--z-modal) w-[320px] max-w-[88vw] shadow-xl transition-[translate,visibility] duration-300',
    closed: 'invisible ltr:-translate-x-full rtl:translate-x-full',
    drawerOnly: '',
    staticTitle: 'hidden',
    body: '',
  },
};

export function FilterSidebar({ filters, query, pathname, vehicleLabel, searchRest, total, offcanvas = false }: Props) {
  const place = PLACEMENT[offcanvas ? 'always' : 'responsive'];
  const t = useTranslations();
  const { navigate } = useListingNavigation();
  const [open, setOpen] = useState(false);
  // What the boxes show: the URL's query, or the one just chosen while its page loads.
  const [shown, show] = useOptimistic(query);
  const go = (q: ListingQuery) => navigate(listingHref(pathname, q), { optimistic: () => show(q) });
  const chosen = shown.filters;
  const count = activeFilterCount(chosen) + (vehicleLabel && chosen.vehicle === undefined ? 1 : 0);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className={`inline-flex h-10 items-center gap-2 rounded-md border border-line px-4 text-sm font-medium ${place.button}`}
        data-testid="filters-open"
      >
        {t('BUTTON_FILTERS')}
        {count > 0 && <span className="rounded-full bg-brand px-1.5 text-xs text-white">{count}</span>}
      </button>
      <div
        aria-hidden
        onClick={() => setOpen(false)}
        className={`fixed inset-0 z-(--z-modal) bg-black/40 transition-opacity ${place.backdrop} ${open ? 'opacity-100' : 'pointer-events-none opacity-0'}`}
      />
      <aside
        aria-label={t('HEADER_FILTERS')}
        data-testid="filters"
        className={`flex flex-col bg-white ${place.drawer} ${open ? '' : place.closed}`}
      >
        <div className={`flex items-center justify-between border-b border-line px-4 py-3 ${place.drawerOnly}`}>
          <h2 className="text-lg font-semibold">{t('HEADER_FILTERS')}</h2>
          <button type="button" onClick={() => setOpen(false)} aria-label={t('BUTTON_CLOSE_FILTERS')} className="p-2">
            <CloseIcon size={18} />
          </button>
        </div>
        <h2 className={place.staticTitle}>{t('HEADER_FILTERS')}</h2>
        <div className={`flex-1 overflow-y-auto px-4 ${place.body}`}>
          <FilterBlocks filters={filters} shown={shown} go={go} vehicleLabel={vehicleLabel} searchRest={searchRest} />
        </div>
        <div className={`border-t border-line p-4 ${place.drawerOnly}`}>
          <button type="button" onClick={() => setOpen(false)} className="h-11 w-full rounded-md bg-brand font-medium text-white">
            {t('BUTTON_SHOW_PRODUCTS', { count: total })}
          </button>
        </div>
      </aside>
    </>
  );
}
