'use client';
// The search field over the compatible-vehicles list (CompatibleVehicles). The list is server HTML:
// this hides the entries (year ranges) whose search text (data-search, every year of the range)
// lacks a word of the query, counting the vehicles of each (data-vehicle-years), then each group
// (model, make: data-group) left with none, and the list itself when nothing is, and counts what is
// left. React never renders those `hidden` attributes, so a refresh of the page's data keeps them,
// as the field keeps its text. The field and its narrowing (vehicle-list-narrow.ts) are a chunk of
// their own with their texts (TabParts.tsx), out of the product page's first JavaScript.
import { useId, useState, type ChangeEvent } from 'react';
import { useTranslations } from 'next-intl';
import { SearchIcon } from '@/ui/icons';
import { narrow } from './vehicle-list-narrow';

export type VehicleListFilterProps = { listId: string; total: number };

export function VehicleListFilter({ listId, total }: VehicleListFilterProps) {
  const t = useTranslations();
  const id = useId();
  const [left, setLeft] = useState(total);
  const onChange = (e: ChangeEvent<HTMLInputElement>) => {
    const list = document.getElementById(listId);
    if (list) setLeft(narrow(list, e.target.value));
  };
  return (
    <>
      <div className="flex flex-wrap items-center gap-3">
        <label htmlFor={id} className="sr-only">
          {t('INPUT_SEARCH_VEHICLES_LABEL')}
        </label>
        <div className="relative w-full max-w-sm">
          <SearchIcon size={18} className="pointer-events-none absolute start-3 top-1/2 -translate-y-1/2 text-muted" />
          <input
            id={id}
            type="search"
            onChange={onChange}
            aria-controls={total > 0 ? listId : undefined}
            placeholder={t('INPUT_SEARCH_VEHICLES_PLACEHOLDER')}
            className="h-10 w-full rounded-md border border-line ps-10 pe-3 text-sm outline-none focus-visible:border-brand focus-visible:ring-2 focus-visible:ring-brand/20"
          />
        </div>
        <p className="text-sm text-muted" aria-live="polite">
          {t('TEXT_VEHICLES_COUNT', { count: left })}
        </p>
      </div>
      {left === 0 && total > 0 && <p className="text-muted">{t('TEXT_NO_MATCHING_VEHICLES')}</p>}
    </>
  );
}
