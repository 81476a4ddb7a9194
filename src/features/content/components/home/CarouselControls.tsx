'use client';
// Controls for the home slideshow's server-rendered scroll-snap track: previous / next arrows, dots
// and autoplay. The track itself is plain HTML and CSS (overflow-x + scroll-snap), so slides show and
// swipe before this script loads, and the only JavaScript shipped is these controls. (Rows of cards
// have their own, smaller RowControls; both share carousel-track.ts.)
//
// - Right to left: the track scrolls towards negative scrollLeft, so "next" moves left; the chevrons
//   flip with rtl:-scale-x-100.
// - Autoplay stops while the pointer or focus is inside the carousel, when the shopper asks for
//   reduced motion, and for good once the pause button or any control is used (WCAG 2.2.2).
// - From the last slide "next" goes round to the first, and from the first "previous" to the last.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { ChevronBackIcon, ChevronNextIcon } from '@/ui/icons';
import { measure, reducedMotion, scrollTrack, step } from './carousel-track';

type Props = {
  /** The id of the scrolling element whose children are the slides. */
  target: string;
  /** Number of slides, for the dots. */
  count?: number;
  /** Milliseconds between slides; 0 for none. */
  autoplay?: number;
  className?: string;
};

export function CarouselControls({ target, count = 0, autoplay = 0, className = '' }: Props) {
  const t = useTranslations();
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(autoplay > 0);
  const held = useRef(false);

  const track = useCallback(() => document.getElementById(target), [target]);

  const move = useCallback(
    (dir: 1 | -1) => {
      const el = track();
      if (el) step(el, dir, true);
    },
    [track],
  );

  const goTo = (i: number) => {
    const el = track();
    if (!el) return;
    setPlaying(false);
    scrollTrack(el, measure(el).sign * i * el.clientWidth);
  };

  // Follow the track: the current slide.
  useEffect(() => {
    const el = track();
    if (!el) return;
    const update = () => setIndex(Math.round(Math.abs(el.scrollLeft) / el.clientWidth));
    update();
    el.addEventListener('scroll', update, { passive: true });
    const ro = new ResizeObserver(update);
    ro.observe(el);
    const root = el.closest<HTMLElement>('[data-carousel]') ?? el;
    const hold = () => (held.current = true);
    const release = (e: Event) => {
      if (e instanceof FocusEvent && root.contains(e.relatedTarget as Node | null)) return;
      held.current = false;
    };
    root.addEventListener('pointerenter', hold);
    root.addEventListener('pointerleave', release);
    root.addEventListener('focusin', hold);
    root.addEventListener('focusout', release);
    return () => {
      el.removeEventListener('scroll', update);
      ro.disconnect();
      root.removeEventListener('pointerenter', hold);
      root.removeEventListener('pointerleave', release);
      root.removeEventListener('focusin', hold);
      root.removeEventListener('focusout', release);
    };
  }, [track]);

  useEffect(() => {
    if (!playing || autoplay <= 0 || reducedMotion()) return;
    const id = window.setInterval(() => {
      if (!held.current && document.visibilityState === 'visible') move(1);
    }, autoplay);
    return () => window.clearInterval(id);
  }, [playing, autoplay, move]);

  const press = (dir: 1 | -1) => {
    setPlaying(false);
    move(dir);
  };

  const arrow =
    'absolute top-1/2 z-[2] hidden size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-ink shadow-md transition-colors hover:bg-brand hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white md:flex';
  return (
    <div className={className}>
      <button
        type="button"
        className={`${arrow} start-4`}
        onClick={() => press(-1)}
        aria-controls={target}
        aria-label={t('BUTTON_PREVIOUS_SLIDE')}
      >
        <ChevronBackIcon size={22} className="rtl:-scale-x-100" />
      </button>
      <button
        type="button"
        className={`${arrow} end-4`}
        onClick={() => press(1)}
        aria-controls={target}
        aria-label={t('BUTTON_NEXT_SLIDE')}
      >
        <ChevronNextIcon size={22} className="rtl:-scale-x-100" />
      </button>
      <div className="absolute inset-x-0 bottom-3 z-[2] flex items-center justify-center gap-1 md:bottom-5">
        {autoplay > 0 && (
          <button
            type="button"
            onClick={() => setPlaying((p) => !p)}
            aria-label={t(playing ? 'BUTTON_PAUSE_SLIDESHOW' : 'BUTTON_PLAY_SLIDESHOW')}
            className="me-1 flex size-7 items-center justify-center rounded-full text-white/90 hover:bg-white/15 hover:text-white focus-visible:outline-2 focus-visible:outline-white"
          >
            <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden focusable={false} fill="currentColor">
              {playing ? <path d="M2 1h3v10H2zM7 1h3v10H7z" /> : <path d="M2.5 1v10l8-5z" />}
            </svg>
          </button>
        )}
        {Array.from({ length: count }, (_, i) => (
          <button
            key={i}
            type="button"
            onClick={() => goTo(i)}
            aria-label={t('BUTTON_GO_TO_SLIDE', { number: i + 1 })}
            aria-current={i === index ? 'true' : undefined}
            className="group flex size-7 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-white"
          >
            <span
              className={`block h-1.5 rounded-full transition-all duration-300 ${i === index ? 'w-6 bg-brand' : 'w-1.5 bg-white/60 group-hover:bg-white'}`}
            />
          </button>
        ))}
      </div>
    </div>
  );
}
