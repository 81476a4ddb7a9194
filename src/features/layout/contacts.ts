// Links of the site frame. The store's contacts themselves (phone, email, address, hours) are the
// owner's settings (features/settings: currentSettings().contacts).
/** The main menu's last item: the external theme link, opened in a new tab (specification section 2). */
export const THEME_LINK = process.env.NEXT_PUBLIC_THEME_LINK ?? 'https://github.com/axle-storefront/axle';
/** A `tel:` address for a phone number as people write it: "+1 (800) 060-0730" → "tel:+18000600730". */
export const telHref = (phone: string) => `tel:${phone.replace(/[^+\d]/g, '')}`;
