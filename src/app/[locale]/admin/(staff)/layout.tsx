import { requireStaff } from '@/features/admin/access';
import { AdminFrame } from '@/features/admin/components/AdminFrame';
import type { Locale } from '@/i18n/routing';
import { setRequestLocale } from 'next-intl/server';

// Only staff get past this; anyone else gets the storefront's 404 (../not-found.tsx). Every page and
// action below checks its own area again: a layout does not guard a server action.
export default async function StaffLayout({ children, params }: LayoutProps<'/[locale]/admin'>) {
  const { locale } = (await params) as { locale: Locale };
  setRequestLocale(locale);
  const staff = await requireStaff('dashboard');
  return <AdminFrame staff={staff}>{children}</AdminFrame>;
}
