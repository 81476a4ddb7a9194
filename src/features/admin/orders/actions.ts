'use server';
// Staff's moves on an order (ship with carrier and tracking number, complete, cancel) and internal
// notes. Every call checks the caller's role first: a shopper or visitor posting here directly
// changes nothing and learns nothing but "not found".
import { revalidatePath } from 'next/cache';
import { getTranslations } from 'next-intl/server';
import { db } from '@/db/client';
import { addOrderNote, moveOrder, type OrderMove } from '@/features/orders/fulfilment';
import { shipmentText, STATUS_LABELS } from '@/features/orders/model';
import { staffFor } from '../access';

export type OrderActionState = {
  status: 'idle' | 'ok' | 'error';
  message?: string;
  /** Message ids, translated where the form shows them (ui/Field). */
  errors?: Partial<Record<'carrier' | 'trackingNumber' | 'note', string>>;
};

const INTENTS = ['ship', 'complete', 'cancel', 'note'] as const;
const text = (form: FormData, name: string) => {
  const v = form.get(name);
  return typeof v === 'string' ? v : '';
};

export async function updateOrder(_previous: OrderActionState, form: FormData): Promise<OrderActionState> {
  const t = await getTranslations();
  const staff = await staffFor('orders');
  const number = text(form, 'number');
  const intent = text(form, 'intent') as (typeof INTENTS)[number];
  if (!staff || !number || !INTENTS.includes(intent)) return { status: 'error', message: t('ERROR_ADMIN_NOT_FOUND') };
  const actor = { id: staff.id, email: staff.email };

  if (intent === 'note') {
    const result = await addOrderNote(number, text(form, 'note'), actor, db());
    if (!result.ok) {
      return result.reason === 'not-found'
        ? { status: 'error', message: t('ERROR_ADMIN_NOT_FOUND') }
        : { status: 'error', errors: { note: 'ERROR_ADMIN_NOTE_INVALID' } };
    }
    revalidatePath('/[locale]/admin/orders/[number]', 'page');
    return { status: 'ok', message: t('TEXT_ADMIN_NOTE_ADDED') };
  }

  const move: OrderMove =
    intent === 'ship' ? { to: 'SHIPPED', carrier: text(form, 'carrier'), trackingNumber: text(form, 'trackingNumber') } : { to: intent === 'complete' ? 'COMPLETED' : 'CANCELLED' };
  const result = await moveOrder(number, move, actor, db());
  if (result.ok) {
    revalidatePath('/[locale]/admin/orders/[number]', 'page');
    return { status: 'ok', message: t('TEXT_ADMIN_ORDER_MOVED', { number: result.number, status: t(STATUS_LABELS[result.to]) }) };
  }
  if (result.reason === 'not-found') return { status: 'error', message: t('ERROR_ADMIN_NOT_FOUND') };
  if (result.reason === 'invalid-shipment') {
    const errors: OrderActionState['errors'] = {};
    for (const field of ['carrier', 'trackingNumber'] as const) if (!shipmentText(text(form, field))) errors[field] = 'ERROR_ADMIN_SHIPMENT_FIELD';
    return { status: 'error', errors };
  }
  return { status: 'error', message: t('ERROR_ADMIN_ORDER_MOVE', { status: t(STATUS_LABELS[result.from]), to: t(STATUS_LABELS[move.to]) }) };
}
