import { getRequestConfig } from 'next-intl/server';
import { hasLocale } from 'next-intl';
import { messagesFor } from './messages';
import { routing } from './routing';
import { log } from '@/server/log';

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  return {
    locale,
    messages: messagesFor(locale),
    // A message missing everywhere shows its id rather than breaking the page.
    getMessageFallback: ({ key }) => key,
    onError: (error) => {
      if (error.code !== 'MISSING_MESSAGE') log.error(error.message);
    },
  };
});
