import { NextResponse, type NextRequest } from 'next/server';
import { vehicleMakes } from '@/features/vehicles/queries';
import { parseCascade } from '@/features/vehicles/schema';
import { CACHE_HEADERS } from '@/features/vehicles/api';
import { apiError } from '@/server/api-error';

/** GET /api/vehicles/makes?year=2014: the makes of that year. */
export async function GET(request: NextRequest) {
  const q = parseCascade(request.nextUrl.searchParams, ['year']);
  if (!q.ok) return apiError(request, 400, 'INVALID_PARAMETER', { messageId: 'ERROR_API_VEHICLE_YEAR', param: q.param });
  const makes = await vehicleMakes(q.value.year);
  if (makes.length === 0)
    return apiError(request, 404, 'NOT_FOUND', { messageId: 'ERROR_API_VEHICLE_NO_YEAR', values: { year: q.value.year }, param: 'year' });
  return NextResponse.json({ makes }, { headers: CACHE_HEADERS });
}
