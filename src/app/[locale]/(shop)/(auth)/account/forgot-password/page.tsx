import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { RecoveryView } from '@/features/account/components/RecoveryView';
import { ForgotPasswordForm } from '@/features/account/components/ForgotPasswordForm';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations();
  return { title: t('HEADER_FORGOT_PASSWORD'), robots: { index: false } };
}

// Open to everyone, signed in or not: asking for a link changes nothing until the link is used.
export default async function Page({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = (await params) as { locale: Locale };
  setRequestLocale(locale);
  const t = await getTranslations();
  return (
    <RecoveryView title={t('HEADER_FORGOT_PASSWORD')} intro={t('TEXT_FORGOT_PASSWORD_INTRO')} testId="forgot-password">
      <ForgotPasswordForm />
    </RecoveryView>
  );
}
