import { describe, expect, it } from 'vitest';
import { ERROR_PAGE_MESSAGES, ERROR_PAGE_MESSAGE_IDS } from './error-page-messages';
import { addressLocale } from './routing';
import { messagesFor } from './messages';
import { locales } from './routing';

describe('the error page’s own copy of its messages (app/global-error.tsx)', () => {
  it('says exactly what the catalogues say, in every language', () => {
    for (const locale of locales) {
      const catalogue = messagesFor(locale);
      expect(ERROR_PAGE_MESSAGES[locale], locale).toEqual(Object.fromEntries(ERROR_PAGE_MESSAGE_IDS.map((id) => [id, catalogue[id]])));
    }
  });

  it('takes the language from the address, English when it names none', () => {
    expect(addressLocale('/ar/catalog/products')).toBe('ar');
    expect(addressLocale('/ru')).toBe('ru');
    expect(addressLocale('/catalog')).toBe('en');
    expect(addressLocale('/arabic')).toBe('en');
    expect(addressLocale('/')).toBe('en');
    expect(addressLocale(null)).toBe('en');
  });
});
