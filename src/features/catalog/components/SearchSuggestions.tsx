'use client';
// Header search suggestions (sections 4 and 7): asked on every keystroke and on focus (3 products,
// 4 categories); an answer to an older text is ignored; shown only when it has products or
// categories; closed on outside click, focus leaving the box, Escape or choosing. ArrowUp/ArrowDown
// move through the options, Enter opens the active one (else the form searches the text).
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import Image from 'next/image';
import { useLocale, useTranslations } from 'next-intl';
import { Link, useRouter } from '@/i18n/navigation';
import { localize } from '@/i18n/localized';
import type { Locale } from '@/i18n/routing';
import { categoryHref } from '@/features/layout/model';
import { Price } from '@/ui/Price';
import { HEADER_SUGGESTIONS } from '../model';
import type { Suggestions } from '../search';
import { productHref } from './ProductCard';

type Option = { key: string; href: string };

export function useSearchSuggestions() {
  const locale = useLocale();
  const router = useRouter();
  const listId = useId();
  const root = useRef<HTMLDivElement>(null);
  const [result, setResult] = useState<Suggestions>({ products: [], categories: [] });
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const seq = useRef(0);
  const abort = useRef<AbortController | null>(null);

  const ask = useCallback(async (text: string) => {
    const mine = ++seq.current;
    abort.current?.abort();
    if (!text.trim()) {
      setResult({ products: [], categories: [] });
      return;
    }
    const controller = (abort.current = new AbortController());
    const qs = new URLSearchParams({ query: text, limitProducts: String(HEADER_SUGGESTIONS.products), limitCategories: String(HEADER_SUGGESTIONS.categories), locale });
    try {
      const res = await fetch(`/api/search/suggestions?${qs}`, { signal: controller.signal });
      if (!res.ok) return;
      const data = (await res.json()) as Suggestions;
      if (mine !== seq.current) return; // a newer text was typed meanwhile
      setResult(data);
      setActive(-1);
      setOpen(true);
    } catch (e) {
      if ((e as Error).name !== 'AbortError') console.error(e);
    }
  }, [locale]);

  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => !root.current?.contains(e.target as Node) && setOpen(false);
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [open]);

  const options: Option[] = [
    ...result.products.map((p) => ({ key: `p-${p.id}`, href: productHref(p.slug) })),
    ...result.categories.map((c) => ({ key: `c-${c.id}`, href: categoryHref(c) })),
  ];
  const shown = open && options.length > 0;
  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Escape') {
      if (shown) e.preventDefault();
      close();
    } else if ((e.key === 'ArrowDown' || e.key === 'ArrowUp') && options.length) {
      e.preventDefault();
      setOpen(true);
      setActive((i) => (e.key === 'ArrowDown' ? (i + 1) % options.length : (i <= 0 ? options.length : i) - 1));
    } else if (e.key === 'Enter' && shown && active >= 0) {
      e.preventDefault();
      close();
      router.push(options[active]!.href);
    }
  };

  const inputProps = {
    role: 'combobox' as const,
    'aria-expanded': shown,
    'aria-controls': listId,
    'aria-autocomplete': 'list' as const,
    'aria-activedescendant': shown && active >= 0 ? `${listId}-${options[active]!.key}` : undefined,
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => void ask(e.target.value),
    onFocus: (e: React.FocusEvent<HTMLInputElement>) => void ask(e.target.value),
    onKeyDown,
  };
  const rootProps = {
    ref: root,
    onBlur: (e: React.FocusEvent<HTMLDivElement>) => !root.current?.contains(e.relatedTarget as Node) && close(),
  };
  return { inputProps, rootProps, panel: { id: listId, shown, result, active, options, close } };
}

export function SuggestionsPanel({ id, shown, result, active, options, close }: ReturnType<typeof useSearchSuggestions>['panel']) {
  const t = useTranslations();
  const locale = useLocale() as Locale;
  const optionClass = (i: number) => `flex items-center gap-3 px-4 py-2 text-sm ${i === active ? 'bg-surface' : 'hover:bg-surface'}`;
  return (
    <div id={id} role="listbox" aria-label={t('INPUT_SEARCH_LABEL')} hidden={!shown} data-testid="search-suggestions" className="absolute inset-x-0 top-full z-50 mt-1 overflow-hidden rounded-md border border-line bg-white py-2 shadow-xl">
      {result.products.length > 0 && (
        <div role="group" aria-label={t('HEADER_SUGGESTED_PRODUCTS')}>
          <div aria-hidden className="px-4 pb-1 pt-1 text-xs font-semibold uppercase tracking-wide text-muted">{t('HEADER_SUGGESTED_PRODUCTS')}</div>
          {result.products.map((p, i) => (
            <Link key={p.id} id={`${id}-${options[i]!.key}`} role="option" aria-selected={i === active} href={productHref(p.slug)} onClick={close} tabIndex={-1} className={optionClass(i)}>
              <span className="relative size-10 shrink-0 overflow-hidden rounded bg-surface">
                {p.image && <Image src={p.image} alt="" width={40} height={40} className="size-full object-contain" />}
              </span>
              <span className="min-w-0 flex-1">
                <span className="line-clamp-1 font-medium">{localize(p.name, locale)}</span>
                <span className="text-xs text-muted">{t('TEXT_SKU', { sku: p.sku })}</span>
              </span>
              <Price cents={p.price} className="font-semibold tabular-nums" />
            </Link>
          ))}
        </div>
      )}
      {result.categories.length > 0 && (
        <div role="group" aria-label={t('HEADER_SUGGESTED_CATEGORIES')} className={result.products.length ? 'mt-1 border-t border-line pt-1' : ''}>
          <div aria-hidden className="px-4 pb-1 pt-1 text-xs font-semibold uppercase tracking-wide text-muted">{t('HEADER_SUGGESTED_CATEGORIES')}</div>
          {result.categories.map((c, j) => {
            const i = result.products.length + j;
            return (
              <Link key={c.id} id={`${id}-${options[i]!.key}`} role="option" aria-selected={i === active} href={categoryHref(c)} onClick={close} tabIndex={-1} className={optionClass(i)}>
                {localize(c.name, locale)}
                <span className="ms-auto text-xs tabular-nums text-muted">{c.itemsCount}</span>
              </Link>
            );
          })}
        </div>
      )}
    </div>
  );
}
