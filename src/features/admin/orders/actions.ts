'use server';
// Staff's moves on an order (ship with carrier and tracking number, complete, cancel), internal
// notes, and its payment (mark an offline order paid, refund). Every call checks the caller's role
// first: a shopper or visitor posting here directly changes nothing and learns nothing but "not found".
import { revalidatePath } from 'next/cache';
import { getTranslations } from 'next-intl/server';
import { db } from '@/db/client';
import { addOrderNote, moveOrder, type OrderMove } from '@/features/orders/fulfilment';
import { shipmentText, STATUS_LABELS } from '@/features/orders/model';
import { PAYMENT_STATUS_LABELS } from '@/features/orders/payment';
import { minorDigits, parseRefundAmount, REFUND_ERRORS } from '@/features/payments/model';
import { cardProvider } from '@/features/payments/providers';
import { refundOrder } from '@/features/payments/refunds';
import { markOrderPaid } from '@/features/payments/service';
import { staffFor } from '../access';
import { openCardPayment, orderCurrency } from './queries';
import { log } from '@/server/log';

export type OrderActionState = {
  status: 'idle' | 'ok' | 'error';
  message?: string;
  /** Message ids, translated where the form shows them (ui/Field). */
  errors?: Partial<Record<'carrier' | 'trackingNumber' | 'note' | 'amount', string>>;
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
    revalidatePath('/[locale]/admin/(staff)/orders/[number]', 'page');
    return { status: 'ok', message: t('TEXT_ADMIN_NOTE_ADDED') };
  }

  const move: OrderMove =
    intent === 'ship'
      ? { to: 'SHIPPED', carrier: text(form, 'carrier'), trackingNumber: text(form, 'trackingNumber') }
      : { to: intent === 'complete' ? 'COMPLETED' : 'CANCELLED' };
  // Read before the move: once cancelled, the order no longer says which page the shopper could still pay on.
  const openPayment = move.to === 'CANCELLED' ? await openCardPayment(number, db()) : null;
  const result = await moveOrder(number, move, actor, db());
  if (result.ok) {
    if (openPayment) await closeCardPayment(openPayment);
    revalidatePath('/[locale]/admin/(staff)/orders/[number]', 'page');
    return { status: 'ok', message: t('TEXT_ADMIN_ORDER_MOVED', { number: result.number, status: t(STATUS_LABELS[result.to]) }) };
  }
  if (result.reason === 'not-found') return { status: 'error', message: t('ERROR_ADMIN_NOT_FOUND') };
  if (result.reason === 'invalid-shipment') {
    const errors: OrderActionState['errors'] = {};
    for (const field of ['carrier', 'trackingNumber'] as const)
      if (!shipmentText(text(form, field))) errors[field] = 'ERROR_ADMIN_SHIPMENT_FIELD';
    return { status: 'error', errors };
  }
  return {
    status: 'error',
    message: t('ERROR_ADMIN_ORDER_MOVE', { status: t(STATUS_LABELS[result.from]), to: t(STATUS_LABELS[move.to]) }),
  };
}

/** Best effort: the order is cancelled either way, and a payment that still arrives is flagged for a refund. */
async function closeCardPayment(reference: string) {
  try {
    await (await cardProvider())?.closePayment(reference);
  } catch (e) {
    log.error(`[payments] could not close payment ${reference}: ${e instanceof Error ? e.message : String(e)}`);
  }
}

const MARK_PAID_ERRORS = {
  card: 'ERROR_ADMIN_MARK_PAID_CARD',
  'not-unpaid': 'ERROR_ADMIN_MARK_PAID_SETTLED',
  cancelled: 'ERROR_ADMIN_MARK_PAID_CANCELLED',
} as const;

/** Staff's payment moves: 'paid' records an offline order's money as arrived, 'refund' gives back `amount`. */
export async function updatePayment(_previous: OrderActionState, form: FormData): Promise<OrderActionState> {
  const t = await getTranslations();
  const staff = await staffFor('orders');
  const number = text(form, 'number');
  const intent = text(form, 'intent');
  if (!staff || !number || (intent !== 'paid' && intent !== 'refund')) return { status: 'error', message: t('ERROR_ADMIN_NOT_FOUND') };
  const actor = { id: staff.id, email: staff.email };

  if (intent === 'paid') {
    const result = await markOrderPaid(number, actor, db());
    if (!result.ok)
      return { status: 'error', message: t(result.reason === 'not-found' ? 'ERROR_ADMIN_NOT_FOUND' : MARK_PAID_ERRORS[result.reason]) };
    revalidatePath('/[locale]/admin/(staff)/orders/[number]', 'page');
    return { status: 'ok', message: t('TEXT_ADMIN_ORDER_MARKED_PAID', { number }) };
  }

  const currency = await orderCurrency(number, db());
  if (!currency) return { status: 'error', message: t('ERROR_ADMIN_NOT_FOUND') };
  const amount = parseRefundAmount(text(form, 'amount'), minorDigits(currency));
  if (amount === null) return { status: 'error', errors: { amount: REFUND_ERRORS.amount } };
  const result = await refundOrder(number, amount, actor, db(), await cardProvider());
  if (!result.ok) {
    if (result.reason === 'invalid')
      return result.code === REFUND_ERRORS.amount
        ? { status: 'error', errors: { amount: result.code } }
        : { status: 'error', message: t(result.code as 'ERROR_PAYMENT_REFUND_NOT_PAID') };
    // A refusal flags the order: the page shows it once reloaded.
    if (result.reason === 'provider-refused') revalidatePath('/[locale]/admin/(staff)/orders/[number]', 'page');
    return {
      status: 'error',
      message: t(
        {
          'not-found': 'ERROR_ADMIN_NOT_FOUND',
          'no-provider': 'ERROR_ADMIN_REFUND_NO_PROVIDER',
          'provider-refused': 'ERROR_ADMIN_REFUND_REFUSED',
        }[result.reason],
      ),
    };
  }
  revalidatePath('/[locale]/admin/(staff)/orders/[number]', 'page');
  const status = t(PAYMENT_STATUS_LABELS[result.status]);
  return {
    status: 'ok',
    message: t(result.providerStatus === 'pending' ? 'TEXT_ADMIN_REFUND_PENDING' : 'TEXT_ADMIN_REFUND_DONE', { number, status }),
  };
}
