import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { requireStaff } from '@/features/admin/access';
import { shopPulse } from '@/features/admin/dashboard';
import { Dashboard } from '@/features/admin/components/Dashboard';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations();
  return { title: t('LINK_ADMIN_DASHBOARD') };
}

export default async function AdminDashboardPage() {
  const staff = await requireStaff('dashboard');
  return <Dashboard pulse={await shopPulse()} staff={staff} />;
}
