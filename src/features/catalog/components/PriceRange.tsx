'use client';
// Price range slider: two thumbs over the rounded bounds (model.priceRangeBounds), in USD whole units
// as the URL keeps them; labels follow the shopper's currency. Applies 400 ms after the last move.
// The parent keys it by its value, so a new list starts it afresh.
import { useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { Price } from '@/ui/Price';

type Props = { min: number; max: number; value: [number, number]; onChange: (value: [number, number] | undefined) => void };

export function PriceRange({ min, max, value, onChange }: Props) {
  const t = useTranslations();
  const [lo, setLo] = useState(value[0]);
  const [hi, setHi] = useState(value[1]);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const step = Math.max(1, 10 ** Math.max(String(Math.ceil(max)).length - 3, 0));
  const commit = (a: number, b: number) => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => onChange(a <= min && b >= max ? undefined : [a, b]), 400);
  };
  const span = max - min || 1;
  const pct = (v: number) => ((Math.min(Math.max(v, min), max) - min) / span) * 100;
  const thumb = 'price-range-thumb';
  return (
    <div data-testid="price-range" data-min={min} data-max={max}>
      <div className="relative h-5" dir="ltr">
        <div className="absolute inset-x-0 top-2 h-1 rounded bg-line" />
        <div className="absolute top-2 h-1 rounded bg-brand" style={{ left: `${pct(lo)}%`, right: `${100 - pct(hi)}%` }} />
        <input
          type="range"
          aria-label={t('INPUT_PRICE_MIN')}
          className={thumb}
          min={min}
          max={max}
          step={step}
          value={lo}
          onChange={(e) => {
            const v = Math.min(Number(e.target.value), hi);
            setLo(v);
            commit(v, hi);
          }}
        />
        <input
          type="range"
          aria-label={t('INPUT_PRICE_MAX')}
          className={thumb}
          min={min}
          max={max}
          step={step}
          value={hi}
          onChange={(e) => {
            const v = Math.max(Number(e.target.value), lo);
            setHi(v);
            commit(lo, v);
          }}
        />
      </div>
      <div className="mt-3 flex items-center justify-between text-sm tabular-nums">
        <Price cents={Math.round(lo * 100)} />
        <span aria-hidden className="text-muted">
          —
        </span>
        <Price cents={Math.round(hi * 100)} />
      </div>
    </div>
  );
}
