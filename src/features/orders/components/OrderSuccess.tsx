// The checkout success page (/cart/checkout/{token}): thanks the shopper, says how to pay when the
// order still waits for it (the card payment note, or where to send a bank transfer), then the whole
// order. Its prices are the order's: its currency at the rate it was placed at, whatever the visitor
// displays now.
import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { PAGE_CONTAINER } from '@/ui/PageHeading';
import type { OrderView } from '../model';
import { OrderDetails } from './OrderDetails';
import { Code } from '@/ui/Code';
import type { BankAccount } from '@/features/settings/model';
import { BankTransfer } from './BankTransfer';
import { CurrencyProvider } from '@/i18n/currency-context';
import type { ReactNode } from 'react';

type Props = {
  order: OrderView;
  countries: { code: string; name: string }[];
  bank: BankAccount | null;
  /** What the order's payment asks of the shopper now (the card note), from the page. */ payment?: ReactNode;
};

export function OrderSuccess({ order, countries, bank, payment }: Props) {
  const t = useTranslations();
  return (
    <main className={`${PAGE_CONTAINER} pt-8 pb-14 md:pt-12`}>
      <div className="mx-auto mb-10 max-w-2xl text-center">
        <span className="mx-auto grid size-16 place-items-center rounded-full bg-emerald-100 text-emerald-700" aria-hidden>
          <svg
            viewBox="0 0 24 24"
            width="30"
            height="30"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.5"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <path d="m5 12.5 4.5 4.5L19 7.5" />
          </svg>
        </span>
        <h1 className="mt-5 text-2xl font-bold text-ink md:text-3xl">{t('HEADER_ORDER_SUCCESS')}</h1>
        <p className="mt-3 text-muted">
          {t.rich('TEXT_ORDER_SUCCESS', {
            number: order.number,
            email: order.billingAddress.email,
            code: (chunks) => <Code>{chunks}</Code>,
          })}
        </p>
        <Link
          href="/"
          className="mt-6 inline-flex h-11 items-center rounded border border-line px-6 font-medium text-ink hover:border-ink focus-visible:outline-2 focus-visible:outline-brand"
        >
          {t('BUTTON_CONTINUE_SHOPPING')}
        </Link>
      </div>
      {payment}
      {bank && (
        <CurrencyProvider currencies={[order.money.currency]} initial={order.money.currency.code}>
          <BankTransfer bank={bank} order={order} />
        </CurrencyProvider>
      )}
      <OrderDetails order={order} countries={countries} />
    </main>
  );
}
