import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { resetTokenOwner } from '@/features/account/recovery';
import { RecoveryView } from '@/features/account/components/RecoveryView';
import { ResetPasswordForm } from '@/features/account/components/ResetPasswordForm';
import { InvalidResetLink } from '@/features/account/components/InvalidResetLink';
import { markPersonal } from '@/server/personal-render';

// The token is in the address: no Referer may carry it to another site.
export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations();
  return { title: t('HEADER_RESET_PASSWORD'), robots: { index: false }, referrer: 'no-referrer' };
}

export default async function Page({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { locale } = (await params) as { locale: Locale };
  setRequestLocale(locale);
  markPersonal('link');
  const t = await getTranslations();
  const { token } = await searchParams;
  // Checked now so a used or expired link says so before a new password is typed; the action
  // checks again (the token may be spent in another tab meanwhile).
  const usable = typeof token === 'string' && (await resetTokenOwner(token)) !== null;
  return (
    <RecoveryView title={t('HEADER_RESET_PASSWORD')} intro={t('TEXT_RESET_PASSWORD_INTRO')} testId="reset-password">
      {usable ? <ResetPasswordForm token={token} /> : <InvalidResetLink />}
    </RecoveryView>
  );
}
