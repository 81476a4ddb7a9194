import { NextResponse, type NextRequest } from 'next/server';
import { MAX_FIT_LINES, parseFitQuery } from '@/features/cart/fit';
import { lineFits } from '@/features/cart/fit-queries';
import { apiError } from '@/server/api-error';

/**
 * GET /api/cart/fits?lines=12.3,40.0: how each cart line's product fits the line's vehicle
 * ("productId.vehicleId", 0 for none) — { fits: [{ productId, vehicleId, fit, qualifiers, vehicle }] },
 * products the shop does not sell left out. The same for every shopper (catalogue data only), so
 * browsers and caches may keep it a minute and use it a while longer while it is refreshed.
 */
export async function GET(request: NextRequest) {
  const pairs = parseFitQuery(request.nextUrl.searchParams.get('lines'));
  if (!pairs) return apiError(request, 400, 'ERROR_API_INVALID_FIT_LINES', { param: 'lines', values: { max: MAX_FIT_LINES } });
  const fits = [...(await lineFits(pairs)).values()];
  return NextResponse.json({ fits }, { headers: { 'Cache-Control': 'public, max-age=60, stale-while-revalidate=600' } });
}
