import { NextResponse } from 'next/server';
import { vehicleYears } from '@/features/vehicles/queries';
import { CACHE_HEADERS } from '@/features/vehicles/api';

/** GET /api/vehicles/years: every model year with vehicles, newest first. */
export async function GET() {
  return NextResponse.json({ years: await vehicleYears() }, { headers: CACHE_HEADERS });
}
