// The active-filters bar: one chip per active value (remove one) and "Clear all" (section 4).
import { useLocale, useTranslations } from 'next-intl';
import { localize } from '@/i18n/localized';
import type { Locale } from '@/i18n/routing';
import { CloseIcon } from '@/ui/icons';
import { Price } from '@/ui/Price';
import { STOCK_MESSAGE, withoutFilterItem, withoutFilters, type FilterSlug, type ListingQuery, type StockStatus } from '../model';
import { listingHref } from '../query-string';
import type { ListingFilter } from '../listing-filters';
import { ListingLink } from './ListingNavigation';

type Chip = { key: string; slug: FilterSlug; item?: string | number; label: React.ReactNode; name: string };

export function ActiveFilters({
  filters,
  query,
  pathname,
  vehicleLabel,
}: {
  filters: ListingFilter[];
  query: ListingQuery;
  pathname: string;
  vehicleLabel: string | null;
}) {
  const t = useTranslations();
  const locale = useLocale() as Locale;
  const chips: Chip[] = [];
  for (const f of filters) {
    if (f.type === 'vehicle' && vehicleLabel) chips.push({ key: 'vehicle', slug: 'vehicle', label: vehicleLabel, name: vehicleLabel });
    if (f.type === 'range' && query.filters.price) {
      const [a, b] = query.filters.price;
      chips.push({
        key: 'price',
        slug: 'price',
        name: t('FILTER_PRICE'),
        label: (
          <>
            <Price cents={a} /> – <Price cents={b} />
          </>
        ),
      });
    }
    if (f.type === 'check' && f.slug === 'stock') {
      for (const v of f.value) {
        const name = v in STOCK_MESSAGE ? t(STOCK_MESSAGE[v as StockStatus]) : v;
        chips.push({ key: `stock-${v}`, slug: 'stock', item: v, name, label: name });
      }
    } else if ((f.type === 'check' || f.type === 'color') && f.value.length) {
      for (const v of f.value) {
        const name = localize(f.items.find((i) => i.slug === v)?.name ?? { en: v }, locale);
        chips.push({ key: `${f.slug}-${v}`, slug: f.slug, item: v, name, label: name });
      }
    }
    if (f.type === 'radio' && f.value !== 'any') {
      const name = t(f.value === 'yes' ? 'FILTER_DISCOUNT_YES' : 'FILTER_DISCOUNT_NO');
      chips.push({ key: 'discount', slug: 'discount', name, label: name });
    }
    if (f.type === 'rating') {
      for (const r of f.value) {
        const name = t('FILTER_RATING_STARS', { rating: r });
        chips.push({ key: `rating-${r}`, slug: 'rating', item: r, name, label: name });
      }
    }
  }
  if (!chips.length) return null;
  const kind = (slug: FilterSlug) =>
    t(
      (
        {
          vehicle: 'FILTER_VEHICLE',
          price: 'FILTER_PRICE',
          brand: 'FILTER_BRAND',
          stock: 'FILTER_STOCK',
          discount: 'FILTER_DISCOUNT',
          rating: 'FILTER_RATING',
          color: 'FILTER_COLOR',
        } as const
      )[slug],
    );
  return (
    <section aria-label={t('HEADER_ACTIVE_FILTERS')} className="flex flex-wrap items-center gap-2" data-testid="active-filters">
      <ul className="flex flex-wrap gap-2">
        {chips.map((c) => (
          <li key={c.key}>
            <ListingLink
              href={listingHref(pathname, withoutFilterItem(query, c.slug, c.item))}
              aria-label={t('BUTTON_REMOVE_FILTER', { name: `${kind(c.slug)}: ${c.name}` })}
              className="inline-flex h-8 items-center gap-2 rounded-full bg-surface ps-3 pe-2 text-sm hover:bg-line"
              data-filter={c.slug}
            >
              <span className="text-ink/80">{kind(c.slug)}:</span>
              <span className="font-medium">{c.label}</span>
              <CloseIcon size={12} />
            </ListingLink>
          </li>
        ))}
      </ul>
      <ListingLink
        href={listingHref(pathname, withoutFilters(query, Boolean(vehicleLabel)))}
        className="px-2 text-sm font-medium text-brand hover:underline"
        data-testid="clear-filters"
      >
        {t('BUTTON_CLEAR_ALL')}
      </ListingLink>
    </section>
  );
}
