import { NextResponse, type NextRequest } from 'next/server';
import { REFUSALS_PARAM, vinAnswerFor, vinHttpStatus } from '@/features/vehicles/vin-response';
import { apiLocale } from '@/server/api-error';

/**
 * GET /api/vehicles/vin/{vin}: the vehicle a VIN describes, or why not (see vin-response.ts).
 * `?refusals=200` answers a refused or unmatched VIN with 200 and the same body (the VIN box asks so).
 */
export async function GET(request: NextRequest, { params }: { params: Promise<{ vin: string }> }) {
  const { vin } = await params;
  const { status, body } = await vinAnswerFor(vin, apiLocale(request));
  // A decoder failure is temporary: never cached, and the client may retry.
  const headers: Record<string, string> =
    status === 503 ? { 'Cache-Control': 'no-store', 'Retry-After': '10' } : { 'Cache-Control': 'private, max-age=3600' };
  return NextResponse.json(body, { status: vinHttpStatus(status, request.nextUrl.searchParams.get(REFUSALS_PARAM)), headers });
}
