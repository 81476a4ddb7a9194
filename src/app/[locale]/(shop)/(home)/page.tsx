import type { Locale } from '@/i18n/routing';
import { HomePage } from '@/features/content/components/home/HomePage';

export default async function Home({ params }: PageProps<'/[locale]'>) {
  const { locale } = (await params) as { locale: Locale };
  return <HomePage locale={locale} />;
}
