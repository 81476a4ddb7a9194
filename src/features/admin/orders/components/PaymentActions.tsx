'use client';
// Staff's payment moves on one order: "Mark as paid" for an offline method whose money has arrived,
// and a refund of any part of what is left. A refund asks first in a dialog naming the amount: money
// that went back cannot be taken back. The server action checks the role, the status and the amount
// again; what is shown here only saves a round trip.
import { useActionState, useRef, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { Alert } from '@/ui/Alert';
import { Dialog } from '@/ui/Dialog';
import { Field, Input } from '@/ui/Field';
import { formatMinor } from '@/i18n/currency';
import { parseRefundAmount } from '@/features/payments/model';
import { updatePayment, type OrderActionState } from '../actions';
import { adminButton, adminSecondaryButton } from '@/ui/admin-styles';

const IDLE: OrderActionState = { status: 'idle' };

/** What the refund form needs of the order. */
export type RefundTerms = {
  /** What is left to refund, in the order currency's minor units, and as the amount field shows it. */
  refundable: number;
  initial: string;
  currency: { code: string; symbol: string; digits: number };
  byCard: boolean;
};
type RefundProps = RefundTerms & { number: string; state: OrderActionState; action: (form: FormData) => void; pending: boolean };

/**
 * One action state for both forms, kept while the page refreshes around it: the result of marking an
 * order paid still shows once the refund form has taken the button's place.
 */
export function PaymentActions({ number, markPaid, refund }: { number: string; markPaid: boolean; refund: RefundTerms | null }) {
  const t = useTranslations();
  const [state, action, pending] = useActionState(updatePayment, IDLE);
  return (
    <div className="space-y-4">
      <Alert tone={state.status === 'error' ? 'error' : 'success'}>{state.message}</Alert>
      {markPaid && (
        <form action={action} className="space-y-3">
          <input type="hidden" name="number" value={number} />
          <input type="hidden" name="intent" value="paid" />
          <p className="text-sm text-muted">{t('TEXT_ADMIN_MARK_PAID_HINT')}</p>
          <button type="submit" className={`${adminButton} w-full`} disabled={pending}>
            {t('BUTTON_ADMIN_MARK_PAID')}
          </button>
        </form>
      )}
      {refund && <RefundForm number={number} {...refund} state={state} action={action} pending={pending} />}
    </div>
  );
}

function RefundForm({ number, refundable, initial, currency, byCard, state, action, pending }: RefundProps) {
  const t = useTranslations();
  const [asking, setAsking] = useState<string | null>(null);
  // Set by the dialog's button: every other submit, the Refund button or Enter in the field, asks first.
  const confirmed = useRef(false);

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    if (confirmed.current) {
      confirmed.current = false;
      setAsking(null);
      return;
    }
    const units = parseRefundAmount(new FormData(e.currentTarget).get('amount'), currency.digits);
    // An amount the server will refuse goes straight to it, which says why beside the field.
    if (units === null || units <= 0 || units > refundable) return;
    e.preventDefault();
    setAsking(formatMinor(units, currency.symbol));
  };

  return (
    <form action={action} onSubmit={onSubmit} className="space-y-3" aria-labelledby="refund-title">
      <h3 id="refund-title" className="text-sm font-semibold text-ink">
        {t('HEADER_ADMIN_REFUND')}
      </h3>
      <input type="hidden" name="number" value={number} />
      <input type="hidden" name="intent" value="refund" />
      <Field
        id="refund-amount"
        label={t('INPUT_ADMIN_REFUND_AMOUNT', { currency: currency.code })}
        hint={t(byCard ? 'TEXT_ADMIN_REFUND_CARD_HINT' : 'TEXT_ADMIN_REFUND_OFFLINE_HINT', {
          amount: formatMinor(refundable, currency.symbol),
        })}
        error={state.errors?.amount}
        required
      >
        {(control) => (
          <Input
            {...control}
            key={initial}
            name="amount"
            defaultValue={initial}
            required
            inputMode="decimal"
            autoComplete="off"
            maxLength={16}
            dir="ltr"
            className="text-end tabular-nums"
          />
        )}
      </Field>
      <button type="submit" className={`${adminSecondaryButton} w-full`} disabled={pending}>
        {t('BUTTON_ADMIN_REFUND')}
      </button>
      <Dialog open={asking !== null} onClose={() => setAsking(null)} aria-labelledby="refund-confirm-title" className="max-w-md p-6">
        <h2 id="refund-confirm-title" className="text-lg font-semibold text-ink">
          {t('HEADER_ADMIN_CONFIRM_REFUND', { amount: asking ?? '', number })}
        </h2>
        <p className="mt-2 text-sm text-muted">{t(byCard ? 'TEXT_ADMIN_CONFIRM_REFUND_CARD' : 'TEXT_ADMIN_CONFIRM_REFUND_OFFLINE')}</p>
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <button type="button" className={adminSecondaryButton} onClick={() => setAsking(null)} data-autofocus>
            {t('BUTTON_CANCEL')}
          </button>
          <button type="submit" className={adminButton} disabled={pending} onClick={() => (confirmed.current = true)}>
            {t('BUTTON_ADMIN_CONFIRM_REFUND', { amount: asking ?? '' })}
          </button>
        </div>
      </Dialog>
    </form>
  );
}
