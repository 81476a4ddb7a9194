import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { NextIntlClientProvider, hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { directionOf, routing } from '@/i18n/routing';
import { CurrencyProvider } from '@/i18n/currency-context';
import { clientMessagesFor } from '@/i18n/client-messages';
import { chosenCurrency, currencyList } from '@/server/currency';
import { StoreHydrator } from '@/ui/StoreHydrator';
import { VehicleLayer } from '@/features/vehicles/components/VehicleLayer';
import { Preloader } from '@/features/layout/components/Preloader';
import { ToastHost } from '@/ui/ToastHost';
import '../globals.css';

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale });
  return {
    title: { default: t('META_TITLE'), template: `%s — Axle` },
    description: t('META_DESCRIPTION'),
  };
}

export default async function LocaleLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const currencies = await currencyList();
  const currency = await chosenCurrency(currencies);
  return (
    <html lang={locale} dir={directionOf(locale)}>
      <body className="bg-white font-sans text-ink antialiased">
        <NextIntlClientProvider messages={clientMessagesFor(locale, 'shop')}>
          <CurrencyProvider currencies={currencies} initial={currency}>
            {children}
            <Preloader />
            <StoreHydrator />
            <VehicleLayer />
            <ToastHost />
          </CurrencyProvider>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
