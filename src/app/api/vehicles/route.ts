import { NextResponse, type NextRequest } from 'next/server';
import { vehiclesOf } from '@/features/vehicles/queries';
import { parseCascade } from '@/features/vehicles/schema';
import { CACHE_HEADERS } from '@/features/vehicles/api';
import { apiError } from '@/server/api-error';

/** GET /api/vehicles?year=2014&make=honda&model=civic: that model's vehicles, one per engine. */
export async function GET(request: NextRequest) {
  const q = parseCascade(request.nextUrl.searchParams, ['year', 'make', 'model']);
  if (!q.ok)
    return apiError(request, 400, 'INVALID_PARAMETER', {
      messageId: q.param === 'year' ? 'ERROR_API_VEHICLE_YEAR' : 'ERROR_API_VEHICLE_SLUG',
      values: { param: q.param },
      param: q.param,
    });
  const vehicles = await vehiclesOf(q.value.year, q.value.make, q.value.model);
  if (vehicles.length === 0)
    return apiError(request, 404, 'NOT_FOUND', { messageId: 'ERROR_API_VEHICLE_NO_MODEL', values: { year: q.value.year }, param: 'model' });
  return NextResponse.json({ vehicles }, { headers: CACHE_HEADERS });
}
