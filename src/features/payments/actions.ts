'use server';
// "Pay now" on an order's page: opens (or reopens) the card provider's payment page for an order still
// waiting for its money and sends the shopper there. The order's secret token is what the form
// carries, as the page's address does: whoever may see the order may pay it.
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { db } from '@/db/client';
import { orderByToken } from '@/features/orders/queries';
import { requestOrigin } from '@/server/site-origin';
import { cardProvider } from './providers';
import { openPayment } from './service';

/** A refusal's message id, or null before the first try. */
export type PayNowState = { error: string | null };

export async function payNow(_prev: PayNowState, form: FormData): Promise<PayNowState> {
  const order = await orderByToken(String(form.get('token') ?? ''));
  if (!order) return { error: 'ERROR_PAYMENT_NOT_PAYABLE' };
  const result = await openPayment(order.id, requestOrigin(await headers()), db(), await cardProvider());
  if (!result.ok)
    return {
      error: result.reason === 'not-found' || result.reason === 'not-payable' ? 'ERROR_PAYMENT_NOT_PAYABLE' : 'ERROR_PAYMENT_UNAVAILABLE',
    };
  redirect(result.url);
}
