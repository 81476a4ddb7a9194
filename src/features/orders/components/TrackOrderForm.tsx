'use client';
// The track-order form: order number and billing email, then the order's status and summary below it.
import { useActionState } from 'react';
import { useTranslations } from 'next-intl';
import { FieldError, inputClass } from '@/features/checkout/components/AddressFields';
import { trackOrder, type TrackOrderState } from '../actions';
import { OrderDetails } from './OrderDetails';

export function TrackOrderForm() {
  const t = useTranslations();
  const [state, action, pending] = useActionState<TrackOrderState, FormData>(trackOrder, { status: 'idle' });
  const errors = state.status === 'invalid' ? state.errors : {};
  const values = state.status === 'idle' ? { number: '', email: '' } : { number: state.number, email: state.email };
  const field = (name: 'number' | 'email', label: string, type: string, autoComplete: string, placeholder: string) => (
    <div>
      <label htmlFor={`track-${name}`} className="mb-1.5 block text-sm font-medium text-ink">{t(label)}</label>
      <input
        id={`track-${name}`}
        name={name}
        type={type}
        dir="ltr"
        required
        autoComplete={autoComplete}
        placeholder={t(placeholder)}
        defaultValue={values[name]}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `track-${name}-error` : undefined}
        className={`${inputClass(!!errors[name])} text-start rtl:text-end`}
      />
      <FieldError id={`track-${name}-error`} code={errors[name]} />
    </div>
  );
  return (
    <div className="space-y-10">
      <form action={action} noValidate className="mx-auto max-w-lg rounded-md border border-line p-6 md:p-8" data-testid="track-order-form">
        <p className="mb-6 text-sm text-muted">{t('TEXT_TRACK_ORDER_INTRO')}</p>
        <div className="space-y-4">
          {field('number', 'INPUT_ORDER_NUMBER', 'text', 'off', 'INPUT_ORDER_NUMBER_PLACEHOLDER')}
          {field('email', 'INPUT_BILLING_EMAIL', 'email', 'email', 'INPUT_EMAIL_PLACEHOLDER')}
        </div>
        {state.status === 'limited' && (
          <p role="alert" className="mt-5 rounded border border-brand/40 bg-brand/5 px-4 py-3 text-sm text-brand-dark">{t('ERROR_TOO_MANY_REQUESTS')}</p>
        )}
        {state.status === 'not-found' && (
          <p role="alert" className="mt-5 rounded border border-brand/40 bg-brand/5 px-4 py-3 text-sm text-brand-dark">{t('ERROR_TRACK_ORDER_NOT_FOUND')}</p>
        )}
        <button
          type="submit"
          disabled={pending}
          aria-busy={pending || undefined}
          className="mt-6 flex h-12 w-full items-center justify-center gap-2 rounded bg-brand px-5 font-semibold text-white hover:bg-brand-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:cursor-wait disabled:opacity-70"
        >
          {pending && <span className="size-4 animate-spin rounded-full border-2 border-current border-e-transparent" aria-hidden />}
          {t('BUTTON_TRACK')}
        </button>
      </form>
      {state.status === 'found' && (
        <section aria-live="polite" aria-label={t('TEXT_ORDER_NUMBER_IS', { number: state.order.number })}>
          <OrderDetails order={state.order} countries={state.countries} />
        </section>
      )}
    </div>
  );
}
