import type { Localized } from '@/db/schema/common';
import type { Locale } from './routing';

/** The text in the shopper's language, falling back to English. */
export const localize = (text: Localized | null | undefined, locale: Locale): string => (text ? (text[locale] ?? text.en) : '');
