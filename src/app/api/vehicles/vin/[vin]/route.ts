import { NextResponse, type NextRequest } from 'next/server';
import { vinAnswerFor } from '@/features/vehicles/vin-response';
import { requestLocale } from '@/features/vehicles/api';

/** GET /api/vehicles/vin/{vin}: the vehicle a VIN describes, or why not (see vin-response.ts). */
export async function GET(request: NextRequest, { params }: { params: Promise<{ vin: string }> }) {
  const { vin } = await params;
  const { status, body } = await vinAnswerFor(vin, requestLocale(request));
  return NextResponse.json(body, { status, headers: { 'Cache-Control': 'private, max-age=3600' } });
}
