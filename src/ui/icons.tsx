// Inline SVG icons (no icon font, no extra request). Decorative: hidden from screen readers; the
// control that holds one carries the label. The icons of client components live here; those only
// server components draw (footer, feature blocks, contact details, brand marks) are in
// static-icons.tsx: a browser bundle takes this module whole, so it should carry no more than those.
import type { SVGProps } from 'react';

export type IconProps = SVGProps<SVGSVGElement> & { size?: number };
export const base = (size: number, props: SVGProps<SVGSVGElement>) => ({
  width: size,
  height: size,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
  'aria-hidden': true,
  focusable: false,
  ...props,
});

export const icon = (paths: React.ReactNode) =>
  function Icon({ size = 20, ...props }: IconProps) {
    return <svg {...base(size, props)}>{paths}</svg>;
  };

export const SearchIcon = icon(
  <>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </>,
);
export const HeartIcon = icon(
  <path d="M12 20s-7-4.4-9.2-8.6C1.2 8.2 3 4.5 6.6 4.5c2 0 3.3 1 4.4 2.5 1.1-1.5 2.4-2.5 4.4-2.5 3.6 0 5.4 3.7 3.8 6.9C19 15.6 12 20 12 20Z" />,
);
export const UserIcon = icon(
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21c1.2-4 4.3-6 8-6s6.8 2 8 6" />
  </>,
);
export const CartIcon = icon(
  <>
    <path d="M3 4h2.5l2.2 11h10.6l2.2-8H7" />
    <circle cx="9.5" cy="19.5" r="1.5" />
    <circle cx="17" cy="19.5" r="1.5" />
  </>,
);
export const MenuIcon = icon(<path d="M3 6h18M3 12h18M3 18h18" />);
export const CloseIcon = icon(<path d="M6 6l12 12M18 6 6 18" />);
export const ChevronDownIcon = icon(<path d="m6 9 6 6 6-6" />);
/** Points to the reading direction's "next": flipped in right-to-left by the rtl:-scale-x-100 class. */
export const ChevronNextIcon = icon(<path d="m9 6 6 6-6 6" />);
export const ChevronBackIcon = icon(<path d="m15 6-6 6 6 6" />);
export const PhoneIcon = icon(<path d="M5 3h3l2 5-2.5 1.5a11 11 0 0 0 6 6L15 13l5 2v3a2 2 0 0 1-2 2A16 16 0 0 1 3 5a2 2 0 0 1 2-2Z" />);
export const CarIcon = icon(
  <>
    <path d="M3 13l2-5.5A2 2 0 0 1 6.9 6h10.2a2 2 0 0 1 1.9 1.5L21 13v5h-2.5M3 13v5h2.5M3 13h18" />
    <circle cx="7.5" cy="16.5" r="1.8" />
    <circle cx="16.5" cy="16.5" r="1.8" />
    <path d="M9.5 18h5" />
  </>,
);
export const CompareIcon = icon(<path d="M7 4v16M17 4v16M3 8l4-4 4 4M13 16l4 4 4-4" />);
export const StarIcon = ({ size = 14, filled = true, ...props }: IconProps & { filled?: boolean }) => (
  <svg {...base(size, { ...props, strokeWidth: 1.2 })} fill={filled ? 'currentColor' : 'none'}>
    <path d="m12 3 2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9L12 3Z" />
  </svg>
);
