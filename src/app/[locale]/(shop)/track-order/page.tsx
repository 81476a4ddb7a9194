import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { TrackOrderForm } from '@/features/orders/components/TrackOrderForm';
import { PAGE_CONTAINER, PageHeading } from '@/ui/PageHeading';
import type { Locale } from '@/i18n/routing';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations();
  return { title: t('HEADER_TRACK_ORDER') };
}

export default async function TrackOrderPage({ params }: PageProps<'/[locale]/track-order'>) {
  const { locale } = (await params) as { locale: Locale };
  setRequestLocale(locale);
  const t = await getTranslations();
  return (
    <main className="pb-14">
      <PageHeading title={t('HEADER_TRACK_ORDER')} />
      <div className={PAGE_CONTAINER}>
        <TrackOrderForm />
      </div>
    </main>
  );
}
