import { defineRouting } from 'next-intl/routing';

export const locales = ['en', 'ru', 'ar'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';
/** Each language by its own name, as the language picker and the admin's per-language fields show it. */
export const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', ru: 'Русский', ar: 'العربية' };
const rtlLocales: readonly Locale[] = ['ar'];
export const directionOf = (locale: Locale) => (rtlLocales.includes(locale) ? 'rtl' : 'ltr');
/** A path of the shop in a language, as the router spells it: English without a prefix ("/cart" → "/ar/cart"). */
export const localePath = (locale: Locale, path: string) => (locale === defaultLocale ? path : `/${locale}${path === '/' ? '' : path}`);
export const isLocale = (v: unknown): v is Locale => typeof v === 'string' && (locales as readonly string[]).includes(v);

/** The language a page's address names (/ru/..., /ar/...); English, unprefixed, otherwise. */
export function addressLocale(pathname: string | null | undefined): Locale {
  const first = pathname?.split('/')[1];
  return isLocale(first) ? first : defaultLocale;
}

// English URLs are the specification's routes; Russian and Arabic live under /ru and /ar.
// The chosen language is remembered in a cookie and offered back on the next visit.
/** The cookie that remembers the chosen language. */
export const LOCALE_COOKIE = 'NEXT_LOCALE';

export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'as-needed',
  localeCookie: { name: LOCALE_COOKIE, maxAge: 60 * 60 * 24 * 365 },
});
