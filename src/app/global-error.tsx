'use client';
// When the root layout itself failed (it reads the currencies from the database, so this is what a
// shopper sees while the database is down): the translated error page in a document of its own,
// status 500 (before streaming, as every page renders today). It has neither the locale layout nor
// its next-intl provider, so its texts come from the small lookup in i18n/error-page-messages.ts,
// in the language the address names, right to left in Arabic; the styles are the shop's own.
import { usePathname } from 'next/navigation';
import { ErrorPage } from '@/features/layout/components/ErrorPage';
import { errorDigest } from '@/server/error-summary';
import { ERROR_PAGE_MESSAGES, errorPageLocale } from '@/i18n/error-page-messages';
import { directionOf, localePath } from '@/i18n/routing';
import './globals.css';

export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  const locale = errorPageLocale(usePathname());
  const m = ERROR_PAGE_MESSAGES[locale];
  const digest = errorDigest(error);
  const text = {
    title: m.TEXT_ERROR_PAGE_TITLE,
    message: m.TEXT_ERROR_PAGE_MESSAGE,
    hint: m.TEXT_ERROR_PAGE_HINT,
    retry: m.BUTTON_TRY_AGAIN,
    home: m.BUTTON_GO_HOME,
    reference: digest ? m.TEXT_ERROR_PAGE_REFERENCE.replace('{digest}', digest) : null,
  };
  return (
    <html lang={locale} dir={directionOf(locale)}>
      <body className="bg-white font-sans text-ink antialiased">
        <title>{text.title}</title>
        <ErrorPage text={text} homeHref={localePath(locale, '/')} onRetry={retry} standalone />
      </body>
    </html>
  );
}
