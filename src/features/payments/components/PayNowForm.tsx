'use client';
// The "Pay now" button of an order awaiting its card payment, with the refusal in words when the
// provider's page cannot be opened. A plain form: it works before the page's scripts have loaded.
import { useActionState } from 'react';
import { useTranslations } from 'next-intl';
import { Alert } from '@/ui/Alert';
import { Button } from '@/ui/Button';
import { payNow, type PayNowState } from '../actions';

export function PayNowForm({ token }: { token: string }) {
  const t = useTranslations();
  const [state, action, pending] = useActionState<PayNowState, FormData>(payNow, { error: null });
  return (
    <form action={action} className="mt-4 space-y-3" data-testid="pay-now-form">
      <input type="hidden" name="token" value={token} />
      <Button type="submit" size="lg" pending={pending} className="w-full sm:w-auto">
        {t('BUTTON_PAY_NOW')}
      </Button>
      {state.error && <Alert>{t(state.error)}</Alert>}
    </form>
  );
}
