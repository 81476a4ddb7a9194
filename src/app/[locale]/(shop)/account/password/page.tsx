import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { requireUser } from '@/features/account/session';
import { AccountHeading, Card } from '@/features/account/components/AccountHeading';
import { PasswordForm } from '@/features/account/components/PasswordForm';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations();
  return { title: t('HEADER_CHANGE_PASSWORD'), robots: { index: false } };
}

export default async function Page({ params, searchParams }: PageProps<'/[locale]/account/password'>) {
  const { locale } = (await params) as { locale: Locale };
  setRequestLocale(locale);
  await requireUser('/account/password');
  const t = await getTranslations();
  return (
    <main>
      <AccountHeading title={t('HEADER_CHANGE_PASSWORD')} />
      <Card>
        <PasswordForm changed={(await searchParams).changed === '1'} />
      </Card>
    </main>
  );
}
