import { NextResponse, type NextRequest } from 'next/server';
import { vehicleModels } from '@/features/vehicles/queries';
import { parseCascade } from '@/features/vehicles/schema';
import { CACHE_HEADERS } from '@/features/vehicles/api';
import { apiError } from '@/server/api-error';

/** GET /api/vehicles/models?year=2014&make=honda: the models of that make in that year. */
export async function GET(request: NextRequest) {
  const q = parseCascade(request.nextUrl.searchParams, ['year', 'make']);
  if (!q.ok)
    return apiError(request, 400, 'INVALID_PARAMETER', {
      messageId: q.param === 'year' ? 'ERROR_API_VEHICLE_YEAR' : 'ERROR_API_VEHICLE_SLUG',
      values: { param: q.param },
      param: q.param,
    });
  const models = await vehicleModels(q.value.year, q.value.make);
  if (models.length === 0)
    return apiError(request, 404, 'NOT_FOUND', { messageId: 'ERROR_API_VEHICLE_NO_MAKE', values: { year: q.value.year }, param: 'make' });
  return NextResponse.json({ models }, { headers: CACHE_HEADERS });
}
