import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NotFoundView } from '@/features/content/components/pages/NotFoundView';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations();
  return { title: t('TEXT_PAGE_NOT_FOUND') };
}

// Every missing shop page (an unknown address reaches [...rest], which calls notFound()): the Page Not
// Found block in the shop's own frame, which this segment's layout already draws. Only the block is
// here because Next renders a segment's not-found into every page below it, shown or not.
export default function NotFound() {
  return <NotFoundView />;
}
