// The shop's icons: each shows one shape of the sprite (icon-shapes.ts) with <use>, so a page carries
// a short reference per icon rather than its paths, and no browser bundle carries any. Decorative:
// hidden from screen readers; the control that holds one carries the label. Drawn in the text colour;
// `fill` fills an outline (the heart of a kept product).
import type { SVGProps } from 'react';
import type { IconName } from './icon-shapes';

/**
 * The sprite's address. next.config.ts names it after a hash of its content, so a browser keeps it
 * for good and a changed sprite is a new address; app/icons/[file]/route.ts serves it.
 */
export const ICON_SPRITE = `/icons/${process.env.AXLE_ICON_SPRITE ?? 'current'}.svg`;

export type IconProps = SVGProps<SVGSVGElement> & { size?: number };

export const icon = (name: IconName, defaults: { size: number; fill?: string } = { size: 20 }) =>
  function Icon({ size = defaults.size, ...props }: IconProps) {
    return (
      <svg width={size} height={size} fill={defaults.fill ?? 'none'} aria-hidden {...props}>
        <use href={`${ICON_SPRITE}#${name}`} />
      </svg>
    );
  };

export const SearchIcon = icon('search');
export const HeartIcon = icon('heart');
export const UserIcon = icon('user');
export const CartIcon = icon('cart');
export const MenuIcon = icon('menu');
export const CloseIcon = icon('close');
export const ChevronDownIcon = icon('chevron-down');
/** Points to the reading direction's "next": flipped in right-to-left by the rtl:-scale-x-100 class. */
export const ChevronNextIcon = icon('chevron-next');
export const ChevronBackIcon = icon('chevron-back');
export const PhoneIcon = icon('phone');
export const CarIcon = icon('car');
export const CompareIcon = icon('compare');
export const StarIcon = icon('star', { size: 14, fill: 'currentColor' });
export const TruckIcon = icon('truck');
export const HeadsetIcon = icon('headset');
export const WalletIcon = icon('wallet');
export const ReturnIcon = icon('return');
export const ShieldCheckIcon = icon('shield-check');
export const MapPinIcon = icon('map-pin');
export const MailIcon = icon('mail');
export const ClockIcon = icon('clock');
/** Brand marks of social networks: filled shapes. */
export const FacebookIcon = icon('facebook', { size: 18 });
export const XSocialIcon = icon('x', { size: 18 });
export const YouTubeIcon = icon('youtube', { size: 18 });
export const InstagramIcon = icon('instagram', { size: 18 });
