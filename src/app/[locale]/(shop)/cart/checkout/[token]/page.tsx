import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { OrderSuccess } from '@/features/orders/components/OrderSuccess';
import { orderByToken } from '@/features/orders/queries';
import { countryOptions } from '@/server/countries';
import { currentSettings } from '@/features/settings/queries';
import type { Locale } from '@/i18n/routing';
import { paymentNote, paymentReturn } from '@/features/payments/order-payment';
import { CardPaymentNote } from '@/features/payments/components/CardPaymentNote';
import { markPersonal } from '@/server/personal-render';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations();
  return { title: t('HEADER_ORDER_SUCCESS'), robots: { index: false } };
}

/**
 * The order's own page after checkout, found by its secret token; it still shows after a reload. The
 * card provider sends the shopper back here with ?payment=return (paid) or ?payment=cancelled.
 */
export default async function CheckoutSuccessPage({ params, searchParams }: PageProps<'/[locale]/cart/checkout/[token]'>) {
  const { locale, token } = (await params) as { locale: Locale; token: string };
  setRequestLocale(locale);
  markPersonal('link');
  const order = await orderByToken(token);
  if (!order) notFound();
  const [countries, settings] = await Promise.all([countryOptions(locale), currentSettings()]);
  // A pending bank transfer shows where to pay; once the order moved on, the details are not needed.
  const bank = order.payment === 'bank' && order.status === 'PENDING' ? settings.bank : null;
  const note = paymentNote(order, paymentReturn((await searchParams).payment), new Date());
  return <OrderSuccess order={order} countries={countries} bank={bank} payment={<CardPaymentNote order={order} note={note} />} />;
}
