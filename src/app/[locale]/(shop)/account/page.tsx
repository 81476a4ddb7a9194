import { setRequestLocale } from 'next-intl/server';
import { redirect } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';

// /account itself has no page of its own: it is the dashboard.
export default async function Page({ params }: PageProps<'/[locale]/account'>) {
  const { locale } = (await params) as { locale: Locale };
  setRequestLocale(locale);
  redirect({ href: '/account/dashboard', locale });
}
