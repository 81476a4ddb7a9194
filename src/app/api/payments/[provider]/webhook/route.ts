import { NextResponse, type NextRequest } from 'next/server';
import { db } from '@/db/client';
import { WebhookRefused } from '@/features/payments/provider';
import { providerNamed } from '@/features/payments/providers';
import { applyPaymentEvent } from '@/features/payments/service';
import { apiError } from '@/server/api-error';
import { errorSummary } from '@/server/error-summary';
import { log } from '@/server/log';

/** A webhook body is a provider's event, a few kB; anything far larger is not one. */
const MAX_BODY_BYTES = 512 * 1024;

/**
 * POST /api/payments/<provider>/webhook: a payment provider's event (docs: README, Payments). 404
 * while that provider is not configured; 400 when the signature does not hold over the raw body (the
 * event changes nothing); 200 once the event is applied, or was already, or is not the shop's; 503
 * when the database failed, so the provider sends it again later.
 */
export async function POST(request: NextRequest, { params }: RouteContext<'/api/payments/[provider]/webhook'>) {
  const provider = await providerNamed((await params).provider);
  if (!provider) return apiError(request, 404, 'NOT_FOUND', { messageId: 'ERROR_PAYMENT_PROVIDER_UNKNOWN' });
  const raw = await request.text();
  if (Buffer.byteLength(raw) > MAX_BODY_BYTES) return apiError(request, 413, 'ERROR_PAYMENT_WEBHOOK_INVALID');
  let event;
  try {
    event = await provider.readWebhook(raw, request.headers);
  } catch (e) {
    if (e instanceof WebhookRefused) return apiError(request, 400, 'ERROR_PAYMENT_WEBHOOK_INVALID');
    throw e;
  }
  try {
    const result = await applyPaymentEvent(provider.id, event, db());
    return NextResponse.json({ received: true, result }, { headers: { 'Cache-Control': 'no-store' } });
  } catch (e) {
    log.error({ error: errorSummary(e) }, `[payments] ${provider.id} event ${event.eventId} not applied`);
    return apiError(request, 503, 'ERROR_PAYMENT_WEBHOOK_RETRY', { headers: { 'Retry-After': '30' } });
  }
}
