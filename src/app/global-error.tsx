'use client';
// When the root layout itself failed (it reads the currencies from the database, so this is what a
// shopper sees while the database is down): the translated error page in a document of its own,
// status 500 (before streaming, as every page renders today). It has neither the locale layout nor
// its next-intl provider, so its texts come from the small lookup in i18n/error-page-messages.ts,
// in the language the address names, right to left in Arabic (GlobalErrorPage, a chunk of its own);
// the styles are the shop's own.
import { usePathname } from 'next/navigation';
import { GlobalErrorBoundaryPage } from '@/features/layout/components/ErrorBoundaryPages';
import { addressLocale, directionOf } from '@/i18n/routing';
import './globals.css';

export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  const locale = addressLocale(usePathname());
  return (
    <html lang={locale} dir={directionOf(locale)}>
      <body className="bg-white font-sans text-ink antialiased">
        <GlobalErrorBoundaryPage error={error} retry={retry} locale={locale} />
      </body>
    </html>
  );
}
