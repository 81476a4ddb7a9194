import { NextResponse, type NextRequest } from 'next/server';
import { vehiclesOf } from '@/features/vehicles/queries';
import { parseCascade } from '@/features/vehicles/schema';
import { apiError, CACHE_HEADERS } from '@/features/vehicles/api';

/** GET /api/vehicles?year=2014&make=honda&model=civic: that model's vehicles, one per engine. */
export async function GET(request: NextRequest) {
  const q = parseCascade(request.nextUrl.searchParams, ['year', 'make', 'model']);
  if (!q.ok) return apiError(request, 400, 'INVALID_PARAMETER', q.param === 'year' ? 'ERROR_API_VEHICLE_YEAR' : 'ERROR_API_VEHICLE_SLUG', { param: q.param }, q.param);
  const vehicles = await vehiclesOf(q.value.year, q.value.make, q.value.model);
  if (vehicles.length === 0) return apiError(request, 404, 'NOT_FOUND', 'ERROR_API_VEHICLE_NO_MODEL', { year: q.value.year }, 'model');
  return NextResponse.json({ vehicles }, { headers: CACHE_HEADERS });
}
