import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { redirect } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { demoMode } from '@/config';
import { demoAdminCredentials, demoCredentials } from '@/features/account/demo';
import { safeNext } from '@/features/account/model';
import { getCurrentUser } from '@/features/account/session';
import { LoginView } from '@/features/account/components/LoginView';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations();
  return { title: t('HEADER_LOGIN'), robots: { index: false } };
}

export default async function Page({ params, searchParams }: PageProps<'/[locale]/account/login'>) {
  const { locale } = (await params) as { locale: Locale };
  setRequestLocale(locale);
  const next = safeNext((await searchParams).next);
  // A signed-in shopper has nothing to do here: straight on to where they were going.
  if (await getCurrentUser()) redirect({ href: next, locale });
  return <LoginView next={next} demo={demoMode() ? demoCredentials : null} demoAdmin={demoMode() ? demoAdminCredentials : null} />;
}
