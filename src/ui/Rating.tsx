// Star rating (specification section 2): 5 stars, each active when the value is at least its number.
// No 'use client' and no server-only calls, so server and client components can both render it. The
// stars are one image to assistive technology, named "Rated 4.5 out of 5", and one <use> of the
// sprite's row for that many active stars (icon-shapes.ts), mirrored in right to left so the active
// stars come first in the reading direction.
import { useTranslations } from 'next-intl';
import { ICON_SPRITE } from './icons';
import { RATING_ROW, RATING_SCALE } from './rating-row';

type Props = {
  /** 0 to 5; fractions allowed (a 4.6 shows four active stars and is read as "4.6"). */
  value: number;
  /** Star size in px. */
  size?: number;
  /** Overrides the accessible name. */
  label?: string;
  className?: string;
};

export function Rating({ value, size = 14, label, className = '' }: Props) {
  const t = useTranslations();
  // A value that is not a number (a damaged stored copy) shows as no rating rather than a broken row.
  const clamped = Number.isFinite(value) ? Math.min(Math.max(value, 0), RATING_SCALE) : 0;
  const shown = Math.round(clamped * 10) / 10;
  const active = Math.floor(clamped);
  const scale = size / RATING_ROW.star;
  return (
    <svg
      role="img"
      aria-label={label ?? t('TEXT_RATING_LABEL', { value: shown, max: RATING_SCALE })}
      width={Math.round((RATING_SCALE * (RATING_ROW.star + RATING_ROW.gap) - RATING_ROW.gap) * scale)}
      height={size}
      data-active-stars={active}
      className={`shrink-0 rtl:-scale-x-100 ${className}`}
    >
      <use href={`${ICON_SPRITE}#stars-${active}`} />
    </svg>
  );
}
