// Where to send a bank transfer for an order: the shop's account (the owner's settings), the amount
// in the order's currency and the order number as the payment reference. Codes read left to right
// in every language (Code), each with a copy-friendly monospace face.
import { useTranslations } from 'next-intl';
import { Code } from '@/ui/Code';
import { Price } from '@/ui/Price';
import type { BankAccount } from '@/features/settings/model';
import type { OrderView } from '../model';

export function BankTransfer({ bank, order }: { bank: BankAccount; order: Pick<OrderView, 'number' | 'total'> }) {
  const t = useTranslations();
  const rows = [
    { label: t('INPUT_ADMIN_BANK_ACCOUNT_NAME'), value: <bdi dir="ltr">{bank.accountName}</bdi> },
    { label: t('INPUT_ADMIN_BANK_NAME'), value: <bdi dir="ltr">{bank.bankName}</bdi> },
    { label: t('INPUT_ADMIN_BANK_ACCOUNT_NUMBER'), value: <Code testId="bank-account-number">{bank.accountNumber}</Code> },
    ...(bank.bic ? [{ label: t('INPUT_ADMIN_BANK_BIC'), value: <Code>{bank.bic}</Code> }] : []),
    { label: t('TEXT_EMAIL_PAYMENT_REFERENCE'), value: <Code testId="bank-reference">{order.number}</Code> },
    { label: t('TEXT_BANK_AMOUNT'), value: <Price cents={order.total} /> },
  ];
  return (
    <section
      aria-labelledby="bank-transfer-title"
      className="mb-8 rounded-md border border-amber-200 bg-amber-50/60 p-5"
      data-testid="bank-transfer"
    >
      <h2 id="bank-transfer-title" className="text-base font-semibold text-ink">
        {t('HEADER_BANK_TRANSFER')}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('TEXT_PAYMENT_BANK_DESCRIPTION')}</p>
      <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-2 lg:grid-cols-3">
        {rows.map((r) => (
          <div key={r.label} className="min-w-0">
            <dt className="text-xs tracking-wide text-muted uppercase">{r.label}</dt>
            <dd className="mt-0.5 font-medium break-words text-ink">{r.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
