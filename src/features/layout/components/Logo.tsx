// The Axle logo: a red axle mark and the "AXLE" wordmark, linking home. Server-safe (no hooks, no
// server-only calls), so the desktop header, the mobile header and client components can all use it.
// The artwork keeps its left-to-right order in every language, as a trademark does.
import { Link } from '@/i18n/navigation';
import { LogoMark } from './LogoMark';

export type LogoProps = {
  /** `dark` text for light backgrounds, `light` (white) text for dark bars, `inherit` for the parent's colour (token-styled bars). */
  tone?: 'dark' | 'light' | 'inherit';
  /** `sm` for the 56 px mobile bar, `md` for the desktop header. */
  size?: 'sm' | 'md';
  className?: string;
};

const SIZES = {
  // Below 360 px the bar keeps the mark alone, so the indicators keep their 44 px tap targets.
  sm: { mark: 28, text: 'text-[21px] max-[359px]:hidden', gap: 'gap-2' },
  md: { mark: 36, text: 'text-[27px]', gap: 'gap-2.5' },
} as const;

const TONES = { dark: 'text-ink', light: 'text-white', inherit: 'text-current' } as const;

export function Logo({ tone = 'dark', size = 'md', className = '' }: LogoProps) {
  const s = SIZES[size];
  return (
    <Link href="/" aria-label="Axle" className={`logo-link ${className}`}>
      <span dir="ltr" className={`flex items-center ${s.gap}`}>
        <LogoMark size={s.mark} />
        <span aria-hidden className={`logo-wordmark ${s.text} ${TONES[tone]}`}>
          AXLE
        </span>
      </span>
    </Link>
  );
}
