'use client';
// What staff can do to the order in its present status; each form posts the one server action, which
// checks the role and the move again. Cancelling asks first: it puts the stock back and cannot be undone.
import { useActionState } from 'react';
import { useTranslations } from 'next-intl';
import { Alert } from '@/ui/Alert';
import { ORDER_MOVES, type OrderStatus } from '@/features/orders/model';
import { updateOrder, type OrderActionState } from '../actions';
import { Field, Input, Textarea } from '@/ui/Field';
import { adminButton, adminSecondaryButton } from '@/ui/admin-styles';

const IDLE: OrderActionState = { status: 'idle' };

export function OrderActions({ number, status }: { number: string; status: OrderStatus }) {
  const t = useTranslations();
  const [state, action, pending] = useActionState(updateOrder, IDLE);
  const moves = ORDER_MOVES[status];
  if (moves.length === 0) return <p className="text-sm text-muted">{t('TEXT_ADMIN_ORDER_FINAL')}</p>;
  return (
    <div className="space-y-4">
      <Alert tone={state.status === 'error' ? 'error' : 'success'}>{state.message}</Alert>
      {moves.includes('SHIPPED') && (
        <form action={action} className="space-y-3" aria-labelledby="ship-title">
          <h3 id="ship-title" className="text-sm font-semibold text-ink">
            {t('HEADER_ADMIN_SHIP_ORDER')}
          </h3>
          <input type="hidden" name="number" value={number} />
          <input type="hidden" name="intent" value="ship" />
          <Field id="ship-carrier" label={t('INPUT_ADMIN_CARRIER')} error={state.errors?.carrier} required>
            {(control) => <Input {...control} name="carrier" required maxLength={80} />}
          </Field>
          <Field id="ship-tracking" label={t('INPUT_ADMIN_TRACKING_NUMBER')} error={state.errors?.trackingNumber} required>
            {(control) => <Input {...control} name="trackingNumber" required maxLength={80} dir="ltr" />}
          </Field>
          <button type="submit" className={`${adminButton} w-full`} disabled={pending}>
            {t('BUTTON_ADMIN_MARK_SHIPPED')}
          </button>
        </form>
      )}
      {moves.includes('COMPLETED') && (
        <form action={action}>
          <input type="hidden" name="number" value={number} />
          <input type="hidden" name="intent" value="complete" />
          <button type="submit" className={`${adminButton} w-full`} disabled={pending}>
            {t('BUTTON_ADMIN_MARK_COMPLETED')}
          </button>
        </form>
      )}
      {moves.includes('CANCELLED') && (
        <form
          action={action}
          onSubmit={(e) => {
            if (!window.confirm(t('TEXT_ADMIN_CONFIRM_CANCEL', { number }))) e.preventDefault();
          }}
        >
          <input type="hidden" name="number" value={number} />
          <input type="hidden" name="intent" value="cancel" />
          <button type="submit" className={`${adminSecondaryButton} w-full text-nofit hover:border-nofit`} disabled={pending}>
            {t('BUTTON_ADMIN_CANCEL_ORDER')}
          </button>
        </form>
      )}
    </div>
  );
}

export function OrderNoteForm({ number }: { number: string }) {
  const t = useTranslations();
  const [state, action, pending] = useActionState(updateOrder, IDLE);
  return (
    <form action={action} className="space-y-3" key={state.status === 'ok' ? state.message : 'note'}>
      <Alert tone={state.status === 'error' ? 'error' : 'success'}>{state.message}</Alert>
      <input type="hidden" name="number" value={number} />
      <input type="hidden" name="intent" value="note" />
      <Field id="order-note" label={t('INPUT_ADMIN_NOTE')} error={state.errors?.note} required>
        {(control) => <Textarea {...control} name="note" required maxLength={2000} rows={3} />}
      </Field>
      <button type="submit" className={adminSecondaryButton} disabled={pending}>
        {t('BUTTON_ADMIN_ADD_NOTE')}
      </button>
    </form>
  );
}
