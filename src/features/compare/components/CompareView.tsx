'use client';
// The /compare page body (specification sections 2 and 4): the compared products side by side, one
// column each, rows for price, rating, availability, brand, SKU and part number, every attribute any
// of them has and every purchase option with the values each offers; a switch to show only the rows
// where they differ; add to cart, remove, and clear list.
// Data is fresh from the shop (GET /api/compare); the stored copies fill in while it loads.
import { useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { localize } from '@/i18n/localized';
import type { Locale } from '@/i18n/routing';
import { Price } from '@/ui/Price';
import { Rating } from '@/ui/Rating';
import { CloseIcon, CompareIcon } from '@/ui/icons';
import { ProductThumb } from '@/ui/ProductThumb';
import { useHydrated } from '@/ui/hydrated';
import { useCompare } from '../store';
import { StockLabel } from '@/features/kept-products/components/StockLabel';
import { useFreshProducts } from '@/features/kept-products/components/use-fresh-products';
import type { CompareProduct } from '../queries';
import { AddToCartFromList } from './AddToCartFromList';
import { productHref } from '@/routes';

type Row = { key: string; label: string; values: string[]; cells: React.ReactNode[] };

export function CompareView() {
  const t = useTranslations();
  const locale = useLocale() as Locale;
  const hydrated = useHydrated(useCompare);
  const items = useCompare((s) => s.items);
  const remove = useCompare((s) => s.remove);
  const clear = useCompare((s) => s.clear);
  const [onlyDifferent, setOnlyDifferent] = useState(false);
  const [busy, setBusy] = useState<number | 'clear' | null>(null);
  const { products } = useFreshProducts<CompareProduct>(
    items.map((p) => p.id),
    hydrated,
  );

  if (!hydrated) return <div className="h-64 animate-pulse rounded-md bg-surface" aria-busy="true" />;
  if (items.length === 0) {
    return (
      <div className="flex flex-col items-center gap-4 rounded-md border border-line px-6 py-16 text-center">
        <span className="grid size-16 place-items-center rounded-full bg-surface text-muted">
          <CompareIcon size={30} />
        </span>
        <p className="text-lg text-ink">{t('TEXT_COMPARE_EMPTY')}</p>
        <Link
          href="/"
          className="inline-flex h-11 items-center rounded bg-brand px-6 font-semibold text-white hover:bg-brand-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
        >
          {t('BUTTON_CONTINUE_SHOPPING')}
        </Link>
      </div>
    );
  }

  const run = async (what: number | 'clear') => {
    setBusy(what);
    try {
      await (what === 'clear' ? clear() : remove(what));
    } finally {
      setBusy(null);
    }
  };

  const columns = items.map((stored) => {
    const fresh = products.get(stored.id);
    return {
      stored,
      fresh,
      product: fresh ? { ...stored, price: fresh.price, image: fresh.image, name: fresh.name, sku: fresh.sku } : stored,
      status: fresh?.stockStatus ?? stored.stockStatus ?? 'in-stock',
    };
  });

  const dash = '—';
  const rows: Row[] = [
    {
      key: 'price',
      label: t('TABLE_PRICE'),
      values: columns.map((c) => String(c.product.price)),
      cells: columns.map((c) => <Price key={c.stored.id} cents={c.product.price} className="font-semibold text-ink" />),
    },
    {
      key: 'rating',
      label: t('TABLE_RATING'),
      values: columns.map((c) => String(c.fresh?.rating ?? c.stored.rating ?? 0)),
      cells: columns.map((c) => (
        <span key={c.stored.id} className="flex flex-wrap items-center gap-2">
          <Rating value={c.fresh?.rating ?? c.stored.rating ?? 0} />
          <span className="text-xs text-muted">{t('TEXT_REVIEWS', { count: c.fresh?.reviews ?? c.stored.reviews ?? 0 })}</span>
        </span>
      )),
    },
    {
      key: 'stock',
      label: t('TABLE_STOCK_STATUS'),
      values: columns.map((c) => c.status),
      cells: columns.map((c) => <StockLabel key={c.stored.id} status={c.status} />),
    },
  ];
  const textRow = (key: string, label: string, values: string[]) =>
    rows.push({ key, label, values, cells: values.map((v, i) => <span key={i}>{v || dash}</span>) });
  textRow(
    'brand',
    t('TABLE_BRAND'),
    columns.map((c) => c.fresh?.brand ?? c.stored.brand ?? ''),
  );
  textRow(
    'sku',
    t('TABLE_SKU'),
    columns.map((c) => c.product.sku),
  );
  textRow(
    'part-number',
    t('TABLE_PART_NUMBER'),
    columns.map((c) => c.fresh?.partNumber ?? c.stored.partNumber ?? ''),
  );
  const attributeNames = new Map<string, string>();
  for (const c of columns)
    for (const a of c.fresh?.attributes ?? []) if (!attributeNames.has(a.slug)) attributeNames.set(a.slug, localize(a.name, locale));
  for (const [slug, label] of attributeNames) {
    textRow(
      `attr-${slug}`,
      label,
      columns.map((c) => (c.fresh?.attributes.find((a) => a.slug === slug)?.values ?? []).map((v) => localize(v, locale)).join(', ')),
    );
  }
  // Purchase options (colour, size...) after the attributes: the values each product offers.
  const optionNames = new Map<string, string>();
  for (const c of columns)
    for (const o of c.fresh?.options ?? []) if (!optionNames.has(o.slug)) optionNames.set(o.slug, localize(o.name, locale));
  for (const [slug, name] of optionNames) {
    textRow(
      `option-${slug}`,
      t('TABLE_OPTION_VALUES', { option: name }),
      columns.map((c) => (c.fresh?.options.find((o) => o.slug === slug)?.values ?? []).map((v) => localize(v.name, locale)).join(', ')),
    );
  }
  const shown = onlyDifferent ? rows.filter((r) => new Set(r.values).size > 1) : rows;

  const cell = 'border-b border-line px-4 py-3 align-top';
  return (
    <div>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <label className="flex cursor-pointer items-center gap-3 text-sm text-ink">
          <input
            type="checkbox"
            checked={onlyDifferent}
            onChange={(e) => setOnlyDifferent(e.target.checked)}
            className="size-4 accent-brand"
          />
          {t('INPUT_SHOW_ONLY_DIFFERENCES')}
        </label>
        <button
          type="button"
          onClick={() => void run('clear')}
          disabled={busy !== null}
          className="inline-flex h-10 items-center rounded border border-line px-4 text-sm font-medium text-ink hover:border-brand hover:text-brand focus-visible:outline-2 focus-visible:outline-brand disabled:cursor-wait disabled:opacity-60"
        >
          {t('BUTTON_CLEAR_LIST')}
        </button>
      </div>
      <div className="overflow-x-auto rounded-md border border-line" tabIndex={0} role="region" aria-label={t('HEADER_COMPARE')}>
        <table className="w-full min-w-max border-collapse text-sm" data-testid="compare-table">
          <caption className="sr-only">{t('HEADER_COMPARE')}</caption>
          <thead>
            <tr>
              <th scope="col" className={`${cell} sticky start-0 z-10 w-44 bg-surface text-start font-semibold text-ink`}>
                {t('TABLE_PRODUCT')}
              </th>
              {columns.map((c) => {
                const name = localize(c.product.name, locale);
                return (
                  <th
                    key={c.stored.id}
                    scope="col"
                    className={`${cell} w-60 max-w-60 text-start font-normal ${busy === c.stored.id ? 'opacity-50' : ''}`}
                    data-testid="compare-product"
                  >
                    <div className="flex items-start justify-between gap-2">
                      <ProductThumb src={c.product.image} alt={name} size={96} />
                      <button
                        type="button"
                        onClick={() => void run(c.stored.id)}
                        disabled={busy !== null}
                        aria-label={t('BUTTON_REMOVE_FROM_COMPARE', { product: name })}
                        className="grid size-8 place-items-center rounded-full text-muted hover:bg-surface hover:text-brand focus-visible:outline-2 focus-visible:outline-brand disabled:cursor-wait"
                      >
                        <CloseIcon size={14} />
                      </button>
                    </div>
                    <Link
                      href={productHref(c.product.slug)}
                      className="mt-3 line-clamp-3 block font-medium whitespace-normal text-ink hover:text-brand focus-visible:text-brand"
                    >
                      {name}
                    </Link>
                    <div className="mt-3">
                      <AddToCartFromList
                        product={c.product}
                        hasOptions={c.fresh ? c.fresh.hasOptions : (c.product.hasOptions ?? true)}
                        inStock={c.status !== 'out-of-stock'}
                      />
                    </div>
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {shown.map((r) => (
              <tr key={r.key} data-testid={`compare-row-${r.key}`}>
                <th scope="row" className={`${cell} sticky start-0 z-10 bg-surface text-start font-medium text-ink`}>
                  {r.label}
                </th>
                {r.cells.map((c, i) => (
                  <td key={i} className={`${cell} whitespace-normal text-ink`}>
                    {c}
                  </td>
                ))}
              </tr>
            ))}
            {shown.length === 0 && (
              <tr>
                <td colSpan={columns.length + 1} className="px-4 py-8 text-center text-muted">
                  {t('TEXT_COMPARE_NO_DIFFERENCES')}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
    </div>
  );
}
