'use client';
// The filter sidebar (section 3, Filters): vehicle, price, brand, discount, rating and colour, each
// item with its faceted count. Static beside the list on wide screens, off-canvas below `lg`; or,
// in full-width listings (`offcanvas`), off-canvas at every width.
// Every change goes through the listing's transition and starts again at page 1 (model.withFilter).
// The boxes show the shopper's choice at once (useOptimistic, set inside that transition), while the
// counts and the list follow when the next page arrives; the shown query falls back to the URL's when
// the transition ends, so a failed or overtaken navigation leaves the boxes as the URL says.
import { useEffect, useOptimistic, useState, type ReactNode } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { localize } from '@/i18n/localized';
import type { Locale } from '@/i18n/routing';
import { colorClass } from '@/features/product/model';
import { CloseIcon, ChevronDownIcon } from '@/ui/icons';
import { Rating } from '@/ui/Rating';
import { useVehiclePicker } from '@/features/vehicles/picker-store';
import { DISCOUNT_VALUES, STOCK_MESSAGE, activeFilterCount, forAllVehicles, withExactFit, withFilter, type ListingQuery } from '../model';
import { listingHref } from '../query-string';
import type { ListingFilter } from '../listing-filters';
import { useListingNavigation } from './ListingNavigation';
import { PriceRange } from './PriceRange';

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

function Block({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  return (
    <details open className="group border-b border-line py-4 last:border-b-0" data-testid={testId}>
      <summary className="flex cursor-pointer list-none items-center justify-between text-[15px] font-semibold [&::-webkit-details-marker]:hidden">
        {title}
        <ChevronDownIcon size={16} className="text-muted transition-transform group-open:rotate-180" />
      </summary>
      <fieldset className="mt-3">
        <legend className="sr-only">{title}</legend>
        {children}
      </fieldset>
    </details>
  );
}

const Count = ({ n }: { n: number }) => <span className="ms-auto text-xs tabular-nums text-muted">{n}</span>;
const row =
  'flex cursor-pointer items-center gap-2.5 rounded py-1 text-sm hover:text-brand has-[:disabled]:cursor-default has-[:disabled]:opacity-50';
const box = 'size-4 shrink-0 accent-brand';

export function FilterSidebar({ filters, query, pathname, vehicleLabel, searchRest, total, offcanvas = false }: Props) {
  const place = PLACEMENT[offcanvas ? 'always' : 'responsive'];
  const t = useTranslations();
  const locale = useLocale() as Locale;
  const { navigate } = useListingNavigation();
  const [open, setOpen] = useState(false);
  // What the boxes show: the URL's query, or the one just chosen while its page loads.
  const [shown, show] = useOptimistic(query);
  const go = (q: ListingQuery) => navigate(listingHref(pathname, q), { optimistic: () => show(q) });
  const chosen = shown.filters;
  const toggle = <T extends string | number>(list: T[], item: T) =>
    list.includes(item) ? list.filter((x) => x !== item) : [...list, item];
  const count = activeFilterCount(chosen) + (vehicleLabel && chosen.vehicle === undefined ? 1 : 0);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const blocks = filters.map((f) => {
    switch (f.type) {
      case 'vehicle':
        return (
          <Block key={f.slug} title={t('FILTER_VEHICLE')} testId="filter-vehicle">
            <p className="text-sm text-muted">
              {vehicleLabel ? t('TEXT_FILTER_VEHICLE_CURRENT', { vehicle: vehicleLabel }) : t('TEXT_FILTER_NO_VEHICLE')}
            </p>
            <div className="mt-3 flex flex-wrap gap-2">
              <button
                type="button"
                data-testid="vehicle-filter-change"
                // The picker preselects the listed vehicle and makes the choice current; the list then
                // follows it from page 1 (a vehicle named in the URL is replaced by the new choice).
                onClick={() =>
                  useVehiclePicker.getState().open({
                    preselect: f.value,
                    onSelected: (v) => {
                      const id = v?.id ?? null;
                      if (id !== f.value) go(withFilter(shown, 'vehicle', chosen.vehicle === undefined ? undefined : id));
                    },
                  })
                }
                className="rounded-md border border-ink/80 px-3 py-1.5 text-sm font-medium hover:border-brand hover:text-brand"
              >
                {vehicleLabel ? t('BUTTON_CHANGE_VEHICLE') : t('BUTTON_CHOOSE_VEHICLE')}
              </button>
              {vehicleLabel && (
                <button
                  type="button"
                  onClick={() => go(forAllVehicles(shown, searchRest))}
                  className="px-1 text-sm text-muted underline hover:text-brand"
                >
                  {t('LINK_ALL_VEHICLES')}
                </button>
              )}
            </div>
            {f.value !== null && (
              // Off, the list adds the parts whose fitment is unknown (they show "may not fit").
              <label className={`${row} mt-3`}>
                <input
                  type="checkbox"
                  role="switch"
                  data-testid="exact-fit-switch"
                  className={box}
                  checked={shown.exactFit !== false}
                  onChange={(e) => go(withExactFit(shown, e.currentTarget.checked))}
                />
                {t('LABEL_ONLY_EXACT_FIT')}
              </label>
            )}
          </Block>
        );
      case 'range':
        return (
          <Block key={f.slug} title={t('FILTER_PRICE')} testId="filter-price">
            <PriceRange
              key={`${f.min}-${f.max}-${f.value.join('-')}`}
              min={f.min}
              max={f.max}
              value={f.value}
              onChange={(v) => go(withFilter(shown, 'price', v && [Math.round(v[0] * 100), Math.round(v[1] * 100)]))}
            />
          </Block>
        );
      case 'check': {
        // Brands by name (a long list scrolls), availability by its translated status.
        const stock = f.slug === 'stock';
        const value = chosen[f.slug] ?? [];
        const items = stock
          ? f.items.map((i) => ({ ...i, label: t(STOCK_MESSAGE[i.slug]) }))
          : f.items.map((i) => ({ ...i, label: localize(i.name, locale) }));
        return (
          (stock ? items.some((i) => i.count > 0) : items.length > 0) && (
            <Block key={f.slug} title={t(stock ? 'FILTER_STOCK' : 'FILTER_BRAND')} testId={`filter-${f.slug}`}>
              <ul className={`space-y-0.5 ${stock ? '' : 'max-h-64 overflow-y-auto pe-1'}`}>
                {items.map((item) => (
                  <li key={item.slug}>
                    <label className={row}>
                      <input
                        type="checkbox"
                        className={box}
                        checked={value.includes(item.slug)}
                        disabled={item.count === 0 && !value.includes(item.slug)}
                        onChange={() => go(withFilter(shown, f.slug, toggle(value, item.slug)))}
                      />
                      {item.label}
                      <Count n={item.count} />
                    </label>
                  </li>
                ))}
              </ul>
            </Block>
          )
        );
      }
      case 'radio':
        return (
          <Block key={f.slug} title={t('FILTER_DISCOUNT')} testId="filter-discount">
            <ul className="space-y-0.5">
              {f.items.map((item) => (
                <li key={item.slug}>
                  <label className={row}>
                    <input
                      type="radio"
                      name="filter_discount"
                      className={box}
                      checked={(chosen.discount ?? DISCOUNT_VALUES[0]) === item.slug}
                      onChange={() => go(withFilter(shown, 'discount', item.slug === 'any' ? undefined : item.slug))}
                    />
                    {t(item.slug === 'any' ? 'FILTER_DISCOUNT_ANY' : item.slug === 'yes' ? 'FILTER_DISCOUNT_YES' : 'FILTER_DISCOUNT_NO')}
                    <Count n={item.count} />
                  </label>
                </li>
              ))}
            </ul>
          </Block>
        );
      case 'rating':
        return (
          f.items.length > 0 && (
            <Block key={f.slug} title={t('FILTER_RATING')} testId="filter-rating">
              <ul className="space-y-0.5">
                {f.items.map((item) => (
                  <li key={item.rating}>
                    <label className={row}>
                      <input
                        type="checkbox"
                        className={box}
                        checked={(chosen.rating ?? []).includes(item.rating)}
                        onChange={() => go(withFilter(shown, 'rating', toggle(chosen.rating ?? [], item.rating).sort()))}
                      />
                      <Rating value={item.rating} label={t('FILTER_RATING_STARS', { rating: item.rating })} />
                      <Count n={item.count} />
                    </label>
                  </li>
                ))}
              </ul>
            </Block>
          )
        );
      case 'color':
        return (
          f.items.length > 0 && (
            <Block key={f.slug} title={t('FILTER_COLOR')} testId="filter-color">
              <ul className="flex flex-wrap gap-2">
                {f.items.map((item) => {
                  const name = localize(item.name, locale);
                  const cls = item.color ? colorClass(item.color) : 'light';
                  const checked = (chosen.color ?? []).includes(item.slug);
                  return (
                    <li key={item.slug}>
                      <label title={`${name} (${item.count})`} className="relative block cursor-pointer" data-color-class={cls}>
                        <input
                          type="checkbox"
                          className="peer sr-only"
                          aria-label={`${name} (${item.count})`}
                          checked={checked}
                          onChange={() => go(withFilter(shown, 'color', toggle(chosen.color ?? [], item.slug)))}
                        />
                        <span
                          aria-hidden
                          style={{ backgroundColor: item.color ?? undefined }}
                          className={`block size-8 rounded-full ring-offset-2 peer-checked:ring-2 peer-checked:ring-brand peer-focus-visible:outline-2 peer-focus-visible:outline-offset-4 peer-focus-visible:outline-brand ${cls === 'white' ? 'border border-line' : ''}`}
                        />
                        {checked && (
                          <span
                            aria-hidden
                            className={`pointer-events-none absolute inset-0 flex items-center justify-center text-sm font-bold ${cls === 'dark' || cls === 'black' ? 'text-white' : 'text-ink'}`}
                          >
                            ✓
                          </span>
                        )}
                      </label>
                    </li>
                  );
                })}
              </ul>
            </Block>
          )
        );
    }
  });

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
        <div className={`flex-1 overflow-y-auto px-4 ${place.body}`}>{blocks}</div>
        <div className={`border-t border-line p-4 ${place.drawerOnly}`}>
          <button type="button" onClick={() => setOpen(false)} className="h-11 w-full rounded-md bg-brand font-medium text-white">
            {t('BUTTON_SHOW_PRODUCTS', { count: total })}
          </button>
        </div>
      </aside>
    </>
  );
}
