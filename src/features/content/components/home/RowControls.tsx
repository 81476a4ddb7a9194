'use client';
// Previous / next buttons for a server-rendered row of cards (BlockProducts). The track itself is
// plain HTML and CSS (overflow-x + scroll-snap), so it shows and swipes before this script loads;
// a button is disabled at its end of the row. The chevrons flip in right to left (rtl:-scale-x-100).
import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { ChevronBackIcon, ChevronNextIcon } from '@/ui/icons';
import { EDGE, measure, step } from './carousel-track';

type Props = {
  /** The id of the scrolling element whose children are the cards. */
  target: string;
  className?: string;
};

export function RowControls({ target, className = '' }: Props) {
  const t = useTranslations();
  const [edges, setEdges] = useState({ start: true, end: false });

  // Follow the track: whether either end is reached.
  useEffect(() => {
    const el = document.getElementById(target);
    if (!el) return;
    const update = () => {
      const { pos, max } = measure(el);
      const [start, end] = [pos <= EDGE, pos >= max - EDGE];
      setEdges((e) => (e.start === start && e.end === end ? e : { start, end }));
    };
    update();
    el.addEventListener('scroll', update, { passive: true });
    const ro = new ResizeObserver(update);
    ro.observe(el);
    return () => {
      el.removeEventListener('scroll', update);
      ro.disconnect();
    };
  }, [target]);

  const press = (dir: 1 | -1) => {
    const el = document.getElementById(target);
    if (el) step(el, dir, false);
  };

  return (
    <div className={`flex items-center gap-2 ${className}`}>
      <button
        type="button"
        className="carousel-button"
        onClick={() => press(-1)}
        disabled={edges.start}
        aria-controls={target}
        aria-label={t('BUTTON_PREVIOUS')}
      >
        <ChevronBackIcon size={18} className="rtl:-scale-x-100" />
      </button>
      <button
        type="button"
        className="carousel-button"
        onClick={() => press(1)}
        disabled={edges.end}
        aria-controls={target}
        aria-label={t('BUTTON_NEXT')}
      >
        <ChevronNextIcon size={18} className="rtl:-scale-x-100" />
      </button>
    </div>
  );
}
