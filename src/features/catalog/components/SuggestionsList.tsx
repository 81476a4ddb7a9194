'use client';
// The header search suggestions' options: products (picture, name, SKU, price) then categories (name,
// count). Its own chunk, fetched when the search box is first focused (SearchSuggestions).
import { ShopImage } from '@/ui/ShopImage';
import { useLocale, useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { localize } from '@/i18n/localized';
import type { Locale } from '@/i18n/routing';
import { categoryHref, productHref } from '@/routes';
import { Price } from '@/ui/Price';
import { vehicleLabel } from '@/features/vehicles/model';
import { CarIcon } from '@/ui/icons';
import type { Suggestions } from '../search';
import type { SuggestionsPanelProps } from './SearchSuggestions';

export function SuggestionsList({ id, result, active, options, close }: Omit<SuggestionsPanelProps, 'shown'>) {
  const t = useTranslations();
  const locale = useLocale() as Locale;
  const optionClass = (i: number) => `flex items-center gap-3 px-4 py-2 text-sm ${i === active ? 'bg-surface' : 'hover:bg-surface'}`;
  // The VIN's option, when there is one, comes first (SearchSuggestions' options).
  const first = result.vin?.vehicle ? 1 : 0;
  return (
    <>
      {result.vin && <VinSuggestion vin={result.vin} id={id} option={options[0]} active={active === 0} className={optionClass(0)} />}
      {result.vehicle && (
        <p className="flex items-center gap-2 px-4 pb-1 text-sm font-medium text-brand" data-testid="suggestions-vehicle">
          <CarIcon size={16} aria-hidden />
          {t('TEXT_SUGGESTIONS_FOR_VEHICLE', { vehicle: result.vehicle.label })}
        </p>
      )}
      {result.products.length > 0 && (
        <div role="group" aria-label={t('HEADER_SUGGESTED_PRODUCTS')}>
          <div aria-hidden className="px-4 pb-1 pt-1 text-xs font-semibold uppercase tracking-wide text-muted">
            {t('HEADER_SUGGESTED_PRODUCTS')}
          </div>
          {result.products.map((p, n) => {
            const i = first + n;
            return (
              <Link
                key={p.id}
                id={`${id}-${options[i]!.key}`}
                role="option"
                aria-selected={i === active}
                href={productHref(p.slug)}
                onClick={close}
                tabIndex={-1}
                className={optionClass(i)}
              >
                <span className="relative size-10 shrink-0 overflow-hidden rounded bg-surface">
                  {p.image && <ShopImage src={p.image} alt="" width={40} height={40} className="size-full object-contain" />}
                </span>
                <span className="min-w-0 flex-1">
                  <span className="line-clamp-1 font-medium">{localize(p.name, locale)}</span>
                  <span className="text-xs text-muted">{t('TEXT_SKU', { sku: p.sku })}</span>
                </span>
                <Price cents={p.price} className="font-semibold tabular-nums" />
              </Link>
            );
          })}
        </div>
      )}
      {result.categories.length > 0 && (
        <div
          role="group"
          aria-label={t('HEADER_SUGGESTED_CATEGORIES')}
          className={result.products.length ? 'mt-1 border-t border-line pt-1' : ''}
        >
          <div aria-hidden className="px-4 pb-1 pt-1 text-xs font-semibold uppercase tracking-wide text-muted">
            {t('HEADER_SUGGESTED_CATEGORIES')}
          </div>
          {result.categories.map((c, j) => {
            const i = first + result.products.length + j;
            return (
              <Link
                key={c.id}
                id={`${id}-${options[i]!.key}`}
                role="option"
                aria-selected={i === active}
                href={categoryHref(c)}
                onClick={close}
                tabIndex={-1}
                className={optionClass(i)}
              >
                {localize(c.name, locale)}
                <span className="ms-auto text-xs tabular-nums text-muted">{c.itemsCount}</span>
              </Link>
            );
          })}
        </div>
      )}
    </>
  );
}

/** A VIN typed in the box: its vehicle, to set as the shopper's, or why it does not decode. */
function VinSuggestion({
  vin,
  id,
  option,
  active,
  className,
}: {
  vin: NonNullable<Suggestions['vin']>;
  id: string;
  option?: SuggestionsPanelProps['options'][number];
  active: boolean;
  className: string;
}) {
  const t = useTranslations();
  if (!vin.vehicle || !option?.act) {
    return (
      <p role="alert" className="mx-4 mb-1 rounded bg-nofit/5 px-3 py-2 text-sm text-nofit" data-testid="search-vin-error">
        {vin.message}
      </p>
    );
  }
  return (
    <div className="mb-1 border-b border-line pb-1" data-testid="search-vin">
      <p className="px-4 pt-1 text-sm text-muted">{t('TEXT_SEARCH_VIN_FOUND', { vehicle: vehicleLabel(vin.vehicle) })}</p>
      <button
        type="button"
        id={`${id}-${option.key}`}
        role="option"
        aria-selected={active}
        tabIndex={-1}
        onClick={option.act}
        className={`${className} w-full font-semibold text-brand`}
      >
        <CarIcon size={18} aria-hidden />
        {t('BUTTON_SET_SEARCH_VIN_VEHICLE')}
      </button>
    </div>
  );
}
