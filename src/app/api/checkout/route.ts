import { NextResponse, type NextRequest } from 'next/server';
import { getCurrentUser } from '@/features/account/session';
import { secureCookies } from '@/features/account/auth';
import { VISITOR_ORDERS_COOKIE, VISITOR_ORDERS_MAX_AGE, rememberOrderToken } from '@/features/orders/model';
import { placeOrder } from '@/features/checkout/service';
import { CHECKOUT_ERRORS } from '@/features/checkout/schema';
import { messagesFor } from '@/i18n/messages';
import { isLocale } from '@/i18n/routing';
import { errorSummary } from '@/server/error-summary';
import { refuseStateChange } from '@/server/state-change';

/**
 * POST /api/checkout: places an order (body: see features/checkout/schema.ts). 201 { order } for a new
 * order, 200 { order, replayed: true } for a replay of the same idempotency key, 400
 * { error: { code, message, param, fields } } for anything the shop refuses. A visitor's answer also
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
  const requested = (body as { locale?: unknown } | undefined)?.locale;
  const messages = messagesFor(isLocale(requested) ? requested : 'en');
  if (!body || typeof body !== 'object') {
    return NextResponse.json({ error: { code: CHECKOUT_ERRORS.invalidBody, message: messages[CHECKOUT_ERRORS.invalidBody] } }, { status: 400 });
  }
  const user = await getCurrentUser();
  let result: Awaited<ReturnType<typeof placeOrder>>;
  try {
    result = await placeOrder(body, user?.id ?? null);
  } catch (e) {
    // Logged without the query's parameters: they hold the shopper's address, email and phone.
    console.error('[checkout] order not placed:', errorSummary(e));
    return NextResponse.json({ error: { code: 'ERROR_CHECKOUT_FAILED', message: messages.ERROR_CHECKOUT_FAILED } }, { status: 503, headers: { 'Retry-After': '5' } });
  }
  if (!result.ok) {
    const { code, param, fields, status } = result;
    return NextResponse.json({ error: { code, message: messages[code] ?? code, param, fields } }, { status });
  }
  const response = NextResponse.json({ order: result.order, replayed: result.replayed }, { status: result.status, headers: { 'Cache-Control': 'no-store' } });
  // A visitor's browser remembers its orders, so signing in later with the billing email claims them.
  if (!user) {
    const value = rememberOrderToken(request.cookies.get(VISITOR_ORDERS_COOKIE)?.value, result.order.token);
    response.cookies.set(VISITOR_ORDERS_COOKIE, value, { httpOnly: true, sameSite: 'lax', path: '/', maxAge: VISITOR_ORDERS_MAX_AGE, secure: secureCookies() });
  }
  return response;
}
