import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { clientMessagesFor } from '@/i18n/client-messages';
import type { Locale } from '@/i18n/routing';

export const metadata: Metadata = { robots: { index: false, follow: false } };

// The admin's pages are in (staff), whose layout lets only staff in; a refused visitor sees
// not-found.tsx here, the storefront's 404 in the site frame. The admin's own texts go to the
// browser from here: the locale layout's provider carries only the shop's.
export default async function AdminLayout({ children, params }: LayoutProps<'/[locale]/admin'>) {
  const { locale } = (await params) as { locale: Locale };
  setRequestLocale(locale);
  return <NextIntlClientProvider messages={clientMessagesFor(locale, 'admin')}>{children}</NextIntlClientProvider>;
}
