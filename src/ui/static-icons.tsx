// Icons only server components draw (the footer, the home page's feature blocks, the contact and
// static pages): kept out of icons.tsx, which client components import and browser bundles carry
// whole. Same look and rules as those (decorative, hidden from screen readers).
import { base, icon, type IconProps } from './icons';

export const TruckIcon = icon(
  <>
    <path d="M2 6h11v10H2zM13 9h4l4 4v3h-8" />
    <circle cx="6" cy="17.5" r="1.8" />
    <circle cx="17" cy="17.5" r="1.8" />
  </>,
);
export const HeadsetIcon = icon(
  <>
    <path d="M4 14v-2a8 8 0 0 1 16 0v2" />
    <rect x="3" y="13" width="4" height="6" rx="1.5" />
    <rect x="17" y="13" width="4" height="6" rx="1.5" />
    <path d="M19 19c0 1.5-2 2.5-5 2.5" />
  </>,
);
export const WalletIcon = icon(
  <>
    <rect x="3" y="6" width="18" height="13" rx="2" />
    <path d="M16 12.5h2M3 9h18" />
  </>,
);
export const ReturnIcon = icon(
  <>
    <path d="M9 14 4 9l5-5" />
    <path d="M4 9h10a6 6 0 0 1 0 12h-3" />
  </>,
);
export const ShieldCheckIcon = icon(
  <>
    <path d="M12 3 4 6v6c0 5 3.5 8 8 9 4.5-1 8-4 8-9V6l-8-3Z" />
    <path d="m8.5 12 2.5 2.5 4.5-5" />
  </>,
);
export const MapPinIcon = icon(
  <>
    <path d="M12 21s-7-6.1-7-11.5a7 7 0 0 1 14 0C19 14.9 12 21 12 21Z" />
    <circle cx="12" cy="9.5" r="2.5" />
  </>,
);
export const MailIcon = icon(
  <>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m4 7 8 6 8-6" />
  </>,
);
export const ClockIcon = icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </>,
);
/** Brand marks of social networks: filled shapes, not outlines. */
const brandIcon = (d: string) =>
  function BrandIcon({ size = 18, ...props }: IconProps) {
    return (
      <svg {...base(size, props)} fill="currentColor" fillRule="evenodd" stroke="none">
        <path d={d} />
      </svg>
    );
  };
export const FacebookIcon = brandIcon(
  'M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.5-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.2H7.8v3h2.6V21h3.1Z',
);
export const XSocialIcon = brandIcon(
  'M17.8 3h3l-6.6 7.6L22 21h-6.1l-4.8-6.2L5.6 21h-3l7.1-8.1L2.2 3h6.2l4.3 5.7L17.8 3Zm-1 16.2h1.7L7.3 4.7H5.5l11.3 14.5Z',
);
export const YouTubeIcon = brandIcon(
  'M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.3 5 12 5 12 5s-6.3 0-7.8.4A2.5 2.5 0 0 0 2.4 7.2C2 8.8 2 12 2 12s0 3.2.4 4.8a2.5 2.5 0 0 0 1.8 1.8C5.7 19 12 19 12 19s6.3 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8c.4-1.6.4-4.8.4-4.8s0-3.2-.4-4.8ZM10 15V9l5.2 3L10 15Z',
);
export const InstagramIcon = brandIcon(
  'M12 3.5c2.3 0 2.6 0 3.5.1 2.3.1 3.4 1.2 3.5 3.5.1.9.1 1.2.1 3.5v2.8c0 2.3 0 2.6-.1 3.5-.1 2.3-1.2 3.4-3.5 3.5-.9.1-1.2.1-3.5.1H9.2c-2.3 0-2.6 0-3.5-.1-2.3-.1-3.4-1.2-3.5-3.5-.1-.9-.1-1.2-.1-3.5v-2.8c0-2.3 0-2.6.1-3.5.1-2.3 1.2-3.4 3.5-3.5.9-.1 1.2-.1 3.5-.1H12Zm0 1.6H9.2c-2.2 0-2.5 0-3.4.1-1.5.1-2.2.8-2.3 2.3-.1.9-.1 1.2-.1 3.4v2.2c0 2.2 0 2.5.1 3.4.1 1.5.8 2.2 2.3 2.3.9.1 1.2.1 3.4.1h5.6c2.2 0 2.5 0 3.4-.1 1.5-.1 2.2-.8 2.3-2.3.1-.9.1-1.2.1-3.4v-2.2c0-2.2 0-2.5-.1-3.4-.1-1.5-.8-2.2-2.3-2.3-.9-.1-1.2-.1-3.4-.1H12Zm0 3a3.9 3.9 0 1 1 0 7.8 3.9 3.9 0 0 1 0-7.8Zm0 1.6a2.3 2.3 0 1 0 0 4.6 2.3 2.3 0 0 0 0-4.6Zm4.1-2.7a.9.9 0 1 1 0 1.8.9.9 0 0 1 0-1.8Z',
);
