import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { requireStaff } from '@/features/admin/access';
import { AdminHeading } from '@/features/admin/components/AdminFrame';
import { currencyList } from '@/server/currency';
import { currentSettings } from '@/features/settings/queries';
import { SettingsForm } from '@/features/settings/components/SettingsForm';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations();
  return { title: t('LINK_ADMIN_SETTINGS') };
}

export default async function AdminSettingsPage() {
  await requireStaff('settings');
  const t = await getTranslations();
  const [settings, currencies] = await Promise.all([currentSettings(), currencyList()]);
  return (
    <>
      <AdminHeading title={t('LINK_ADMIN_SETTINGS')} />
      <SettingsForm settings={settings} currencies={currencies} />
    </>
  );
}
