import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NotFoundView } from '@/features/content/components/pages/NotFoundView';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations();
  return { title: t('TEXT_PAGE_NOT_FOUND') };
}

// Every missing shop page (an unknown address reaches [...rest], which calls notFound()): the Page Not
// Found block in the shop's own frame, which this segment's layout already draws. Only the block is
// here because Next renders a segment's not-found into every page below it, shown or not. For the
// same reason the locale segment has none: every route below it is the shop's or the admin's, which
// each have their own, and its copy was a second Page Not Found block in every page's payload.
export default function NotFound() {
  return <NotFoundView />;
}
