// Links of the site frame. The store's contacts themselves (phone, email, address, hours) are the
// owner's settings (features/settings: currentSettings().contacts).
/** The main menu's last item: the external theme link, opened in a new tab (specification section 2). */
export const THEME_LINK = process.env.NEXT_PUBLIC_THEME_LINK ?? 'https://github.com/axle-storefront/axle';
