'use client';
// The filter sidebar's blocks (section 3, Filters), one per filter of the listing: vehicle (change it,
// all vehicles, only exact fits), price, brand and availability, discount, rating and colour, each item
// with its faceted count. They show `shown`, the query the sidebar shows (the URL's, or the one just
// chosen while its page loads), and hand every change to `go`, which navigates from page 1.
import type { ReactNode } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { localize } from '@/i18n/localized';
import type { Locale } from '@/i18n/routing';
import { colorClass } from '@/ui/swatch';
import { ChevronDownIcon } from '@/ui/icons';
import { Rating } from '@/ui/Rating';
import { useVehiclePicker } from '@/features/vehicles/picker-store';
import { DISCOUNT_VALUES, STOCK_MESSAGE, forAllVehicles, withExactFit, withFilter, type ListingQuery } from '../model';
import type { ListingFilter } from '../listing-filters';
import { PriceRange } from './PriceRange';

type Props = {
  filters: ListingFilter[];
  /** The query the boxes show. */
  shown: ListingQuery;
  /** Goes to the listing of this query. */
  go: (query: ListingQuery) => void;
  vehicleLabel: string | null;
  /** The search's other words when it names the vehicle ("2019 civic brake pads" → "brake pads"). */
  searchRest?: string;
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

const Count = ({ n }: { n: number }) => <span className="filter-count">{n}</span>;
const row = 'filter-option';
const box = 'size-4 shrink-0 accent-brand';

export function FilterBlocks({ filters, shown, go, vehicleLabel, searchRest }: Props) {
  const t = useTranslations();
  const locale = useLocale() as Locale;
  const chosen = shown.filters;
  const toggle = <T extends string | number>(list: T[], item: T) =>
    list.includes(item) ? list.filter((x) => x !== item) : [...list, item];

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

  return <>{blocks}</>;
}
