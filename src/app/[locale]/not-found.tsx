import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NotFoundView } from '@/features/content/components/pages/NotFoundView';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations();
  return { title: t('TEXT_PAGE_NOT_FOUND') };
}

// The shop ((shop)/not-found.tsx) and the admin (admin/not-found.tsx) each have their own, in a frame;
// this one is the last resort below the locale layout, kept to the block alone because Next renders
// it into every page's payload.
export default function NotFound() {
  return <NotFoundView />;
}
