import { NextResponse, type NextRequest } from 'next/server';
import { vehicleMakes } from '@/features/vehicles/queries';
import { parseCascade } from '@/features/vehicles/schema';
import { apiError, CACHE_HEADERS } from '@/features/vehicles/api';

/** GET /api/vehicles/makes?year=2014: the makes of that year. */
export async function GET(request: NextRequest) {
  const q = parseCascade(request.nextUrl.searchParams, ['year']);
  if (!q.ok) return apiError(request, 400, 'INVALID_PARAMETER', 'ERROR_API_VEHICLE_YEAR', {}, q.param);
  const makes = await vehicleMakes(q.value.year);
  if (makes.length === 0) return apiError(request, 404, 'NOT_FOUND', 'ERROR_API_VEHICLE_NO_YEAR', { year: q.value.year }, 'year');
  return NextResponse.json({ makes }, { headers: CACHE_HEADERS });
}
