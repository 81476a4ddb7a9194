// Inline SVG icons (no icon font, no extra request). Decorative: hidden from screen readers; the
// control that holds one carries the label.
import type { SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement> & { size?: number };
const base = (size: number, props: SVGProps<SVGSVGElement>) => ({
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

const icon = (paths: React.ReactNode) =>
  function Icon({ size = 20, ...props }: IconProps) {
    return <svg {...base(size, props)}>{paths}</svg>;
  };

export const SearchIcon = icon(<><circle cx="11" cy="11" r="7" /><path d="m20 20-3.5-3.5" /></>);
export const HeartIcon = icon(<path d="M12 20s-7-4.4-9.2-8.6C1.2 8.2 3 4.5 6.6 4.5c2 0 3.3 1 4.4 2.5 1.1-1.5 2.4-2.5 4.4-2.5 3.6 0 5.4 3.7 3.8 6.9C19 15.6 12 20 12 20Z" />);
export const UserIcon = icon(<><circle cx="12" cy="8" r="4" /><path d="M4 21c1.2-4 4.3-6 8-6s6.8 2 8 6" /></>);
export const CartIcon = icon(<><path d="M3 4h2.5l2.2 11h10.6l2.2-8H7" /><circle cx="9.5" cy="19.5" r="1.5" /><circle cx="17" cy="19.5" r="1.5" /></>);
export const MenuIcon = icon(<path d="M3 6h18M3 12h18M3 18h18" />);
export const CloseIcon = icon(<path d="M6 6l12 12M18 6 6 18" />);
export const ChevronDownIcon = icon(<path d="m6 9 6 6 6-6" />);
/** Points to the reading direction's "next": flipped in right-to-left by the rtl:-scale-x-100 class. */
export const ChevronNextIcon = icon(<path d="m9 6 6 6-6 6" />);
export const ChevronBackIcon = icon(<path d="m15 6-6 6 6 6" />);
export const PhoneIcon = icon(<path d="M5 3h3l2 5-2.5 1.5a11 11 0 0 0 6 6L15 13l5 2v3a2 2 0 0 1-2 2A16 16 0 0 1 3 5a2 2 0 0 1 2-2Z" />);
export const CarIcon = icon(<><path d="M3 13l2-5.5A2 2 0 0 1 6.9 6h10.2a2 2 0 0 1 1.9 1.5L21 13v5h-2.5M3 13v5h2.5M3 13h18" /><circle cx="7.5" cy="16.5" r="1.8" /><circle cx="16.5" cy="16.5" r="1.8" /><path d="M9.5 18h5" /></>);
export const CompareIcon = icon(<path d="M7 4v16M17 4v16M3 8l4-4 4 4M13 16l4 4 4-4" />);
export const GlobeIcon = icon(<><circle cx="12" cy="12" r="9" /><path d="M3 12h18M12 3c3 3.2 3 14.8 0 18M12 3c-3 3.2-3 14.8 0 18" /></>);
export const TruckIcon = icon(<><path d="M2 6h11v10H2zM13 9h4l4 4v3h-8" /><circle cx="6" cy="17.5" r="1.8" /><circle cx="17" cy="17.5" r="1.8" /></>);
export const HeadsetIcon = icon(<><path d="M4 14v-2a8 8 0 0 1 16 0v2" /><rect x="3" y="13" width="4" height="6" rx="1.5" /><rect x="17" y="13" width="4" height="6" rx="1.5" /><path d="M19 19c0 1.5-2 2.5-5 2.5" /></>);
export const WalletIcon = icon(<><rect x="3" y="6" width="18" height="13" rx="2" /><path d="M16 12.5h2M3 9h18" /></>);
export const ReturnIcon = icon(<><path d="M9 14 4 9l5-5" /><path d="M4 9h10a6 6 0 0 1 0 12h-3" /></>);
export const ShieldCheckIcon = icon(<><path d="M12 3 4 6v6c0 5 3.5 8 8 9 4.5-1 8-4 8-9V6l-8-3Z" /><path d="m8.5 12 2.5 2.5 4.5-5" /></>);
export const StarIcon = ({ size = 14, filled = true, ...props }: IconProps & { filled?: boolean }) => (
  <svg {...base(size, { ...props, strokeWidth: 1.2 })} fill={filled ? 'currentColor' : 'none'}>
    <path d="m12 3 2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9L12 3Z" />
  </svg>
);
export const MapPinIcon = icon(<><path d="M12 21s-7-6.1-7-11.5a7 7 0 0 1 14 0C19 14.9 12 21 12 21Z" /><circle cx="12" cy="9.5" r="2.5" /></>);
export const MailIcon = icon(<><rect x="3" y="5" width="18" height="14" rx="2" /><path d="m4 7 8 6 8-6" /></>);
export const ClockIcon = icon(<><circle cx="12" cy="12" r="9" /><path d="M12 7v5l3 2" /></>);
/** Brand marks of social networks: filled shapes, not outlines. */
const brandIcon = (d: string) =>
  function BrandIcon({ size = 18, ...props }: IconProps) {
    return (
      <svg {...base(size, props)} fill="currentColor" fillRule="evenodd" stroke="none">
        <path d={d} />
      </svg>
    );
  };
export const FacebookIcon = brandIcon('M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.5-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.2H7.8v3h2.6V21h3.1Z');
export const XSocialIcon = brandIcon('M17.8 3h3l-6.6 7.6L22 21h-6.1l-4.8-6.2L5.6 21h-3l7.1-8.1L2.2 3h6.2l4.3 5.7L17.8 3Zm-1 16.2h1.7L7.3 4.7H5.5l11.3 14.5Z');
export const YouTubeIcon = brandIcon('M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.3 5 12 5 12 5s-6.3 0-7.8.4A2.5 2.5 0 0 0 2.4 7.2C2 8.8 2 12 2 12s0 3.2.4 4.8a2.5 2.5 0 0 0 1.8 1.8C5.7 19 12 19 12 19s6.3 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8c.4-1.6.4-4.8.4-4.8s0-3.2-.4-4.8ZM10 15V9l5.2 3L10 15Z');
export const InstagramIcon = brandIcon('M12 3.5c2.3 0 2.6 0 3.5.1 2.3.1 3.4 1.2 3.5 3.5.1.9.1 1.2.1 3.5v2.8c0 2.3 0 2.6-.1 3.5-.1 2.3-1.2 3.4-3.5 3.5-.9.1-1.2.1-3.5.1H9.2c-2.3 0-2.6 0-3.5-.1-2.3-.1-3.4-1.2-3.5-3.5-.1-.9-.1-1.2-.1-3.5v-2.8c0-2.3 0-2.6.1-3.5.1-2.3 1.2-3.4 3.5-3.5.9-.1 1.2-.1 3.5-.1H12Zm0 1.6H9.2c-2.2 0-2.5 0-3.4.1-1.5.1-2.2.8-2.3 2.3-.1.9-.1 1.2-.1 3.4v2.2c0 2.2 0 2.5.1 3.4.1 1.5.8 2.2 2.3 2.3.9.1 1.2.1 3.4.1h5.6c2.2 0 2.5 0 3.4-.1 1.5-.1 2.2-.8 2.3-2.3.1-.9.1-1.2.1-3.4v-2.2c0-2.2 0-2.5-.1-3.4-.1-1.5-.8-2.2-2.3-2.3-.9-.1-1.2-.1-3.4-.1H12Zm0 3a3.9 3.9 0 1 1 0 7.8 3.9 3.9 0 0 1 0-7.8Zm0 1.6a2.3 2.3 0 1 0 0 4.6 2.3 2.3 0 0 0 0-4.6Zm4.1-2.7a.9.9 0 1 1 0 1.8.9.9 0 0 1 0-1.8Z');
