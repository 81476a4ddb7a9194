// The payment-page half of the Stripe stand-in (stripe-stand-in.ts): a plain page in place of
// Stripe's hosted one, showing the amount due with Pay and Cancel; paying marks the session paid and
// sends the shopper to its success URL (no webhook: the test sends the event itself).
import type { ServerResponse } from 'node:http';
import { newId, type StandInSession, type StandInState } from './stripe-stand-in-api';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function minorUnits(amount: number, currency: string): string {
  const digits =
    new Intl.NumberFormat('en', { style: 'currency', currency: currency.toUpperCase() }).resolvedOptions().maximumFractionDigits ?? 2;
  return `${(amount / 10 ** digits).toFixed(digits)} ${currency.toUpperCase()}`;
}

function page(res: ServerResponse, status: number, title: string, content: string) {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
  res.end(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body><main><h1>${escapeHtml(title)}</h1>${content}</main></body></html>`,
  );
}

function redirect(res: ServerResponse, to: string) {
  res.writeHead(303, { location: to });
  res.end();
}

/** The payment page of session `id`, or its Pay (`complete`) or Cancel (`cancel`) link followed. */
export function payPage(
  state: StandInState,
  session: (id: string) => StandInSession | undefined,
  res: ServerResponse,
  id: string,
  action: string | undefined,
) {
  const found = session(id);
  if (!found) return page(res, 404, 'Payment page not found', '<p>There is no payment page at this address.</p>');
  if (found.status !== 'open') {
    const said = found.status === 'complete' ? 'This payment is complete.' : 'This payment page has expired.';
    return page(res, action ? 409 : 200, said, `<p>${said}</p>`);
  }
  if (action === 'cancel') return redirect(res, found.cancel_url ?? state.base);
  if (action === 'complete') {
    Object.assign(found, { status: 'complete', payment_status: 'paid', payment_intent: newId('pi_test'), url: null });
    return redirect(res, (found.success_url ?? state.base).replaceAll('{CHECKOUT_SESSION_ID}', id));
  }
  const amount = minorUnits(found.amount_total, found.currency);
  return page(
    res,
    200,
    state.names.get(id) ?? 'Payment',
    `<p>Amount due: <strong data-testid="amount">${escapeHtml(amount)}</strong></p>` +
      `<form method="get" action="/pay/${escapeHtml(id)}/complete"><button type="submit">Pay ${escapeHtml(amount)}</button></form>` +
      `<p><a href="/pay/${escapeHtml(id)}/cancel">Cancel</a></p>`,
  );
}
