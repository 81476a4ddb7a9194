import { NextResponse, type NextRequest } from 'next/server';
import { getCurrentUser } from '@/features/account/session';
import { secureCookies } from '@/features/account/auth';
import { VISITOR_ORDERS_COOKIE, VISITOR_ORDERS_MAX_AGE, rememberOrderToken } from '@/features/orders/model';
import { placeOrder } from '@/features/checkout/service';
import { db } from '@/db/client';
import { cardProvider } from '@/features/payments/providers';
import { openPayment } from '@/features/payments/service';
import { requestOrigin } from '@/server/site-origin';
import { CHECKOUT_ERRORS } from '@/features/checkout/schema';
import { apiError, apiLocale } from '@/server/api-error';
import { errorSummary } from '@/server/error-summary';
import { refuseStateChange } from '@/server/state-change';
import { log } from '@/server/log';

/**
 * POST /api/checkout: places an order (body: see features/checkout/schema.ts). 201 { order } for a new
 * order, 200 { order, replayed: true } for a replay of the same idempotency key — with `payUrl`, the
 * provider's payment page, for a card order —, 400 { error: { code, message, param, fields } } for
 * anything the shop refuses, 409 { error: { code, total } } when the total the form showed is no
 * longer the order's. A visitor's answer also
 * sets the VISITOR_ORDERS_COOKIE (httpOnly) with the order's token added (docs/adr/0007).
 */
export async function POST(request: NextRequest) {
  const refused = refuseStateChange(request);
  if (refused) return refused;
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    body = undefined;
  }
  // The answer reads in the language the form sends with the order.
  const locale = apiLocale(request, (body as { locale?: unknown } | undefined)?.locale);
  if (!body || typeof body !== 'object') return apiError(request, 400, CHECKOUT_ERRORS.invalidBody, { locale });
  const user = await getCurrentUser();
  let result: Awaited<ReturnType<typeof placeOrder>>;
  try {
    result = await placeOrder(body, user?.id ?? null);
  } catch (e) {
    // Logged without the query's parameters: they hold the shopper's address, email and phone.
    log.error({ error: errorSummary(e) }, '[checkout] order not placed');
    return apiError(request, 503, 'ERROR_CHECKOUT_FAILED', { locale, headers: { 'Retry-After': '5' } });
  }
  if (!result.ok) {
    const { code, param, fields, status, total } = result;
    return apiError(request, status, code, {
      locale,
      param,
      values: total ? { total: total.formatted } : undefined,
      details: { fields, ...(total ? { total } : {}) },
    });
  }
  // A card order goes on to the provider's payment page; when that cannot open now, the order's own
  // page offers to pay (it shows the order as awaiting payment either way).
  const payment =
    result.order.payment === 'card' ? await openPayment(result.order.id, requestOrigin(request.headers), db(), await cardProvider()) : null;
  const { number, token, total } = result.order;
  const response = NextResponse.json(
    { order: { number, token, total }, replayed: result.replayed, ...(payment?.ok ? { payUrl: payment.url } : {}) },
    { status: result.status, headers: { 'Cache-Control': 'no-store' } },
  );
  // A visitor's browser remembers its orders, so signing in later with the billing email claims them.
  if (!user) {
    const value = rememberOrderToken(request.cookies.get(VISITOR_ORDERS_COOKIE)?.value, result.order.token);
    response.cookies.set(VISITOR_ORDERS_COOKIE, value, {
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      maxAge: VISITOR_ORDERS_MAX_AGE,
      secure: secureCookies(),
    });
  }
  return response;
}
