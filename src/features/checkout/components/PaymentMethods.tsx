// The checkout's payment choice: the methods the shop offers now (card only while a provider is
// configured; the page decides), each with its description once chosen. Rendered inside the
// checkout form, so it runs in the browser with it.
import { useTranslations } from 'next-intl';
import { PAYMENT_LABELS, type PaymentMethod } from '@/features/orders/payment';
import { FieldError } from './AddressFields';

type Props = { methods: readonly PaymentMethod[]; value: PaymentMethod; error?: string; onChange: (method: PaymentMethod) => void };

export function PaymentMethods({ methods, value, error, onChange }: Props) {
  const t = useTranslations();
  return (
    <fieldset className="mt-6" aria-describedby={error ? 'payment-error' : undefined} data-testid="checkout-payment">
      <legend className="mb-3 text-base font-semibold text-ink">{t('HEADER_PAYMENT_METHOD')}</legend>
      <div className="divide-y divide-line overflow-hidden rounded border border-line">
        {methods.map((m) => (
          <PaymentOption key={m} method={m} checked={value === m} onChange={() => onChange(m)} />
        ))}
      </div>
      <FieldError id="payment-error" code={error} />
    </fieldset>
  );
}

function PaymentOption({ method, checked, onChange }: { method: PaymentMethod; checked: boolean; onChange: () => void }) {
  const t = useTranslations();
  const labels = PAYMENT_LABELS[method];
  return (
    <label className={`flex cursor-pointer gap-3 px-4 py-3 transition-colors ${checked ? 'bg-surface' : 'hover:bg-surface/60'}`}>
      <input
        type="radio"
        name="payment"
        value={method}
        checked={checked}
        onChange={onChange}
        className="mt-1 size-4 shrink-0 accent-brand"
      />
      <span className="min-w-0 flex-1">
        <span className="flex items-center gap-2 font-medium text-ink">
          {t(labels.name)}
          {method === 'card' && <LockIcon />}
        </span>
        {checked && <span className="mt-1 block text-sm text-ink/90">{t(labels.description)}</span>}
      </span>
    </label>
  );
}

/** The card's secure-page hint; decorative, the description says it in words. */
function LockIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="15"
      height="15"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className="text-muted"
      aria-hidden
    >
      <rect x="4" y="10.5" width="16" height="10" rx="2" />
      <path d="M8 10.5V7.5a4 4 0 0 1 8 0v3" />
    </svg>
  );
}
