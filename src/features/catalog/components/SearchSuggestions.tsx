'use client';
// Header search suggestions (sections 4 and 7): asked on every keystroke and on focus (3 products,
// 4 categories); an answer to an older text is ignored; shown only when it has products or
// categories; closed on outside click, focus leaving the box, Escape or choosing. ArrowUp/ArrowDown
// move through the options, Enter opens the active one (else the form searches the text).
import { Suspense, useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from '@/i18n/navigation';
import { categoryHref, productHref } from '@/routes';
import { onDemand } from '@/ui/on-demand';
import { useGarage } from '@/features/vehicles/store';
import type { Vehicle } from '@/features/vehicles/model';
import type { Suggestions } from '../search';
import { failureOf, shopApi, wasAborted } from '@/ui/shop-api';

/** A suggestion: a page to open, or (the VIN's vehicle) something to do. */
type Option = { key: string; href?: string; act?: () => void };

/** What the header box asks for (sections 4 and 7). Here rather than in ../model: that module is the
 * listing's, and importing it would put it in every page's first JavaScript. */
const HEADER_SUGGESTIONS = { products: 3, categories: 4 } as const;

// The options' markup is its own chunk (SuggestionsList), fetched when the box is first focused: the
// first answer, asked at the same moment, cannot come sooner.
const list = onDemand<Omit<SuggestionsPanelProps, 'shown'>>('search-suggestions', () =>
  import('./SuggestionsList').then((m) => m.SuggestionsList),
);

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

  const ask = useCallback(
    async (text: string) => {
      const mine = ++seq.current;
      abort.current?.abort();
      if (!text.trim()) {
        setResult({ products: [], categories: [] });
        return;
      }
      const controller = (abort.current = new AbortController());
      const qs = new URLSearchParams({
        query: text,
        limitProducts: String(HEADER_SUGGESTIONS.products),
        limitCategories: String(HEADER_SUGGESTIONS.categories),
        locale,
      });
      try {
        const data = await shopApi<Suggestions>(`/api/search/suggestions?${qs}`, { signal: controller.signal });
        if (mine !== seq.current) return; // a newer text was typed meanwhile
        setResult(data);
        setActive(-1);
        setOpen(true);
      } catch (e) {
        if (!wasAborted(e)) console.warn('[axle] no suggestions', failureOf(e));
      }
    },
    [locale],
  );

  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => !root.current?.contains(e.target as Node) && setOpen(false);
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [open]);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  /** A VIN's vehicle becomes the garage's current one (GarageSync then tells the server and refreshes). */
  const setVehicle = (vehicle: Vehicle) => {
    const garage = useGarage.getState();
    void garage.add(vehicle);
    garage.setCurrent(vehicle.id);
    close();
  };
  const vinVehicle = result.vin?.vehicle;
  const options: Option[] = [
    ...(vinVehicle ? [{ key: 'vin', act: () => setVehicle(vinVehicle) }] : []),
    ...result.products.map((p) => ({ key: `p-${p.id}`, href: productHref(p.slug) })),
    ...result.categories.map((c) => ({ key: `c-${c.id}`, href: categoryHref(c) })),
  ];
  const shown = open && (options.length > 0 || Boolean(result.vin?.message));

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
      const option = options[active]!;
      close();
      if (option.act) option.act();
      else if (option.href) router.push(option.href);
    }
  };

  const inputProps = {
    role: 'combobox' as const,
    'aria-expanded': shown,
    'aria-controls': listId,
    'aria-autocomplete': 'list' as const,
    'aria-activedescendant': shown && active >= 0 ? `${listId}-${options[active]!.key}` : undefined,
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => void ask(e.target.value),
    onFocus: (e: React.FocusEvent<HTMLInputElement>) => {
      list.preload();
      void ask(e.target.value);
    },
    onKeyDown,
  };
  const rootProps = {
    ref: root,
    onBlur: (e: React.FocusEvent<HTMLDivElement>) => !root.current?.contains(e.relatedTarget as Node) && close(),
  };
  return { inputProps, rootProps, panel: { id: listId, shown, result, active, options, close } };
}

export type SuggestionsPanelProps = ReturnType<typeof useSearchSuggestions>['panel'];

/** The listbox; its options come with the list's chunk, there by the first answer (see `list`). */
export function SuggestionsPanel({ shown, testId = 'search-suggestions', ...props }: SuggestionsPanelProps & { testId?: string }) {
  const t = useTranslations();
  return (
    <div
      id={props.id}
      role="listbox"
      aria-label={t('INPUT_SEARCH_LABEL')}
      hidden={!shown}
      data-testid={testId}
      className="absolute inset-x-0 top-full z-50 mt-1 overflow-hidden rounded-md border border-line bg-white py-2 shadow-xl"
    >
      {shown && (
        <Suspense fallback={null}>
          <list.Component {...props} />
        </Suspense>
      )}
    </div>
  );
}
