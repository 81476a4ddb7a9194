import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { requireUser } from '@/features/account/session';
import { AccountHeading, Card } from '@/features/account/components/AccountHeading';
import { ProfileForm } from '@/features/account/components/ProfileForm';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations();
  return { title: t('HEADER_EDIT_PROFILE'), robots: { index: false } };
}

export default async function Page({ params }: PageProps<'/[locale]/account/profile'>) {
  const { locale } = (await params) as { locale: Locale };
  setRequestLocale(locale);
  const user = await requireUser('/account/profile');
  const t = await getTranslations();
  return (
    <main>
      <AccountHeading title={t('HEADER_EDIT_PROFILE')} />
      <Card>
        <ProfileForm user={user} />
      </Card>
    </main>
  );
}
