'use client';
// What app/global-error.tsx shows inside its own document: the error page in the language the
// address names, from the small lookup in i18n/error-page-messages.ts (that page replaces the root
// layout, so it has no next-intl provider). Its own chunk (ErrorBoundaryPages.tsx).
import { ErrorPage } from './ErrorPage';
import { errorDigest } from '@/server/error-summary';
import { ERROR_PAGE_MESSAGES } from '@/i18n/error-page-messages';
import { localePath, type Locale } from '@/i18n/routing';

export type GlobalErrorPageProps = { error: unknown; retry: () => void; locale: Locale };

export function GlobalErrorPage({ error, retry, locale }: GlobalErrorPageProps) {
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
    <>
      <title>{text.title}</title>
      <ErrorPage text={text} homeHref={localePath(locale, '/')} onRetry={retry} standalone />
    </>
  );
}
