// Star rating (specification section 2): 5 stars, each active when the value is at least its number.
// No 'use client' and no server-only calls, so server and client components can both render it. The
// stars are one image to assistive technology, named "Rated 4.5 out of 5".
import { useTranslations } from 'next-intl';
import { StarIcon } from './icons';

const RATING_SCALE = 5;

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
  const shown = Math.round(Math.min(Math.max(value, 0), RATING_SCALE) * 10) / 10;
  return (
    <span
      role="img"
      aria-label={label ?? t('TEXT_RATING_LABEL', { value: shown, max: RATING_SCALE })}
      className={`inline-flex items-center gap-px ${className}`}
    >
      {Array.from({ length: RATING_SCALE }, (_, i) => {
        const active = value >= i + 1;
        return <StarIcon key={i} size={size} data-active={active || undefined} className={active ? 'text-[#ffb400]' : 'text-[#dcdcdc]'} />;
      })}
    </span>
  );
}
