// The one message catalogue: messages/{en,ru,ar}.json. A missing id falls back to English, then the id.
// Inside the Next build the values are precompiled (next.config.ts), so read them only through a
// translator (next-intl's `t`, `createTranslator`), never as text.
import en from '../../messages/en.json';
import ru from '../../messages/ru.json';
import ar from '../../messages/ar.json';
import type { Locale } from './routing';

const catalogues: Record<Locale, Record<string, string>> = { en, ru, ar };

/** The locale's catalogue with English underneath, as the specification's translation files merge. */
export function messagesFor(locale: Locale): Record<string, string> {
  return locale === 'en' ? en : { ...en, ...catalogues[locale] };
}
