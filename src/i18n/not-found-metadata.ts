// The title of a page that does not exist, for routes whose metadata is made before they answer 404
// (without it the page would carry the home page's title).
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Locale } from './routing';

export async function notFoundMetadata(locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale });
  return { title: t('TEXT_PAGE_NOT_FOUND'), robots: { index: false } };
}
