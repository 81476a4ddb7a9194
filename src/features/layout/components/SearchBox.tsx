'use client';
// The header search box. Enter goes to the listing filtered by the text; the suggestions (products
// and categories as you type) belong to the catalog feature. With a current garage vehicle the
// placeholder names it ("Search for 2014 Honda Civic"), once the saved garage is restored.
import { useSyncExternalStore } from 'react';
import { useTranslations } from 'next-intl';
import { useRouter } from '@/i18n/navigation';
import { SearchIcon } from '@/ui/icons';
import { SuggestionsPanel, useSearchSuggestions } from '@/features/catalog/components/SearchSuggestions';
import { currentVehicle, useGarage } from '@/features/vehicles/store';

export function SearchBox({ className = '' }: { className?: string }) {
  const t = useTranslations();
  const router = useRouter();
  const { inputProps, rootProps, panel } = useSearchSuggestions();
  const hydrated = useSyncExternalStore(useGarage.persist.onFinishHydration, useGarage.persist.hasHydrated, () => false);
  const stored = useGarage(currentVehicle);
  const vehicle = hydrated ? stored : null;
  return (
    <div {...rootProps} className={`relative max-w-[720px] ${className}`}>
      <form
        role="search"
        action="/catalog/products"
        className="search-box-form"
        onSubmit={(e) => {
          e.preventDefault();
          panel.close();
          const q = String(new FormData(e.currentTarget).get('search') ?? '').trim();
          router.push(q ? { pathname: '/catalog/products', query: { search: q } } : '/catalog/products');
        }}
      >
        <label htmlFor="header-search" className="sr-only">
          {t('INPUT_SEARCH_LABEL')}
        </label>
        <input
          id="header-search"
          name="search"
          type="search"
          autoComplete="off"
          placeholder={
            vehicle
              ? t('INPUT_SEARCH_PLACEHOLDER_VEHICLE', { vehicle: `${vehicle.year} ${vehicle.make} ${vehicle.model}` })
              : t('INPUT_SEARCH_PLACEHOLDER')
          }
          className="search-box-input"
          {...inputProps}
        />
        <button type="submit" aria-label={t('BUTTON_SEARCH')} className="search-box-button">
          <SearchIcon size={20} />
        </button>
      </form>
      <SuggestionsPanel {...panel} />
    </div>
  );
}
