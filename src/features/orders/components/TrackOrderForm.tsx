'use client';
// The track-order form: order number and billing email, then the order's status and summary below it.
import { useActionState } from 'react';
import { useTranslations } from 'next-intl';
import { Alert } from '@/ui/Alert';
import { Button } from '@/ui/Button';
import { TextField } from '@/ui/Field';
import { trackOrder, type TrackOrderState } from '../actions';
import { OrderDetails } from './OrderDetails';

export function TrackOrderForm() {
  const t = useTranslations();
  const [state, action, pending] = useActionState<TrackOrderState, FormData>(trackOrder, { status: 'idle' });
  const errors = state.status === 'invalid' ? state.errors : {};
  const values = state.status === 'idle' ? { number: '', email: '' } : { number: state.number, email: state.email };
  const field = (name: 'number' | 'email', label: string, type: string, autoComplete: string, placeholder: string) => (
    <TextField
      id={`track-${name}`}
      label={t(label)}
      error={errors[name]}
      name={name}
      type={type}
      dir="ltr"
      required
      autoComplete={autoComplete}
      placeholder={t(placeholder)}
      defaultValue={values[name]}
      className="text-start rtl:text-end"
    />
  );
  return (
    <div className="space-y-10">
      <form action={action} noValidate className="mx-auto max-w-lg rounded-md border border-line p-6 md:p-8" data-testid="track-order-form">
        <p className="mb-6 text-sm text-muted">{t('TEXT_TRACK_ORDER_INTRO')}</p>
        <div className="space-y-4">
          {field('number', 'INPUT_ORDER_NUMBER', 'text', 'off', 'INPUT_ORDER_NUMBER_PLACEHOLDER')}
          {field('email', 'INPUT_BILLING_EMAIL', 'email', 'email', 'INPUT_EMAIL_PLACEHOLDER')}
        </div>
        {state.status === 'limited' && <Alert className="mt-5">{t('ERROR_TOO_MANY_REQUESTS')}</Alert>}
        {state.status === 'not-found' && <Alert className="mt-5">{t('ERROR_TRACK_ORDER_NOT_FOUND')}</Alert>}
        <Button type="submit" size="lg" pending={pending} className="mt-6 w-full">
          {t('BUTTON_TRACK')}
        </Button>
      </form>
      {state.status === 'found' && (
        <section aria-live="polite" aria-label={t('TEXT_ORDER_NUMBER_IS', { number: state.order.number })}>
          <OrderDetails order={state.order} countries={state.countries} />
        </section>
      )}
    </div>
  );
}
