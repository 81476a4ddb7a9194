'use client';
// The error page in the shop's language, for the error boundaries below the locale layout
// (app/[locale]/error.tsx and app/[locale]/(shop)/error.tsx), which have the locale layout's
// next-intl provider and its messages. See ErrorPage.tsx. Its own chunk (ErrorBoundaryPages.tsx).
import { useLocale, useTranslations } from 'next-intl';
import { defaultLocale, isLocale, localePath } from '@/i18n/routing';
import { errorDigest } from '@/server/error-summary';
import { ErrorPage } from './ErrorPage';

export type ShopErrorPageProps = { error: unknown; retry: () => void; standalone?: boolean };

export function ShopErrorPage({ error, retry, standalone = false }: ShopErrorPageProps) {
  const t = useTranslations();
  const locale = useLocale();
  const digest = errorDigest(error);
  const text = {
    title: t('TEXT_ERROR_PAGE_TITLE'),
    message: t('TEXT_ERROR_PAGE_MESSAGE'),
    hint: t('TEXT_ERROR_PAGE_HINT'),
    retry: t('BUTTON_TRY_AGAIN'),
    home: t('BUTTON_GO_HOME'),
    reference: digest ? t('TEXT_ERROR_PAGE_REFERENCE', { digest }) : null,
  };
  return (
    <ErrorPage text={text} homeHref={localePath(isLocale(locale) ? locale : defaultLocale, '/')} onRetry={retry} standalone={standalone} />
  );
}
