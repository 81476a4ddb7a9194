'use client';
// The quantity number input of section 5: steps by 1, clamps to min and max, text that is not a
// number becomes the minimum, a cleared field stays empty (the form then counts it as 1), and
// holding a spinner button repeats after 300 ms every 50 ms.
import { useEffect, useRef } from 'react';
import { useTranslations } from 'next-intl';
import { QUANTITY_MAX, QUANTITY_MIN, SPINNER_DELAY_MS, SPINNER_INTERVAL_MS, normalizeQuantity, stepQuantity } from '../model';

type Props = {
  id: string;
  value: number | '';
  onChange: (value: number | '') => void;
  min?: number;
  max?: number;
  invalid?: boolean;
  describedBy?: string;
  size?: 'md' | 'lg';
};

export function QuantityInput({ id, value, onChange, min = QUANTITY_MIN, max = QUANTITY_MAX, invalid, describedBy, size = 'lg' }: Props) {
  const t = useTranslations();
  const timers = useRef<{ delay?: ReturnType<typeof setTimeout>; repeat?: ReturnType<typeof setInterval> }>({});
  // The latest value for the repeating timer, which outlives the render that started it.
  const current = useRef(value);
  useEffect(() => {
    current.current = value;
  }, [value]);

  const stop = () => {
    clearTimeout(timers.current.delay);
    clearInterval(timers.current.repeat);
    timers.current = {};
  };
  useEffect(() => stop, []);

  const step = (delta: 1 | -1) => {
    const next = stepQuantity(current.current, delta, min, max);
    current.current = next;
    onChange(next);
  };
  const start = (delta: 1 | -1) => {
    stop();
    step(delta);
    timers.current.delay = setTimeout(() => {
      timers.current.repeat = setInterval(() => step(delta), SPINNER_INTERVAL_MS);
    }, SPINNER_DELAY_MS);
  };

  const height = size === 'lg' ? 'h-12' : 'h-10';
  const button = 'quantity-button';
  return (
    <div
      className={`inline-flex ${height} items-stretch overflow-hidden rounded-md border ${invalid ? 'border-nofit' : 'border-line'} bg-white`}
    >
      <button
        type="button"
        className={button}
        aria-label={t('BUTTON_QUANTITY_DECREASE')}
        aria-controls={id}
        disabled={value !== '' && value <= min}
        onPointerDown={(e) => {
          if (e.button === 0) start(-1);
        }}
        onPointerUp={stop}
        onPointerLeave={stop}
        onPointerCancel={stop}
        onKeyDown={(e) => {
          if (e.key === 'Enter' || e.key === ' ') {
            e.preventDefault();
            step(-1);
          }
        }}
      >
        −
      </button>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        name="quantity"
        min={min}
        max={max}
        step={1}
        value={value}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onChange={(e) => onChange(normalizeQuantity(e.target.value, min, max))}
        className="quantity-input"
      />
      <button
        type="button"
        className={button}
        aria-label={t('BUTTON_QUANTITY_INCREASE')}
        aria-controls={id}
        disabled={value !== '' && value >= max}
        onPointerDown={(e) => {
          if (e.button === 0) start(1);
        }}
        onPointerUp={stop}
        onPointerLeave={stop}
        onPointerCancel={stop}
        onKeyDown={(e) => {
          if (e.key === 'Enter' || e.key === ' ') {
            e.preventDefault();
            step(1);
          }
        }}
      >
        +
      </button>
    </div>
  );
}
