import { NextResponse, type NextRequest } from 'next/server';
import { compareProducts, MAX_COMPARE_IDS } from '@/features/compare/queries';
import { apiError } from '@/server/api-error';

/**
 * GET /api/compare?ids=12,7,40: the products of a compare list or wishlist, fresh from the database,
 * with their attributes, in the order asked. Unknown ids are left out.
 */
export async function GET(request: NextRequest) {
  const raw = request.nextUrl.searchParams.get('ids') ?? '';
  const parts = raw === '' ? [] : raw.split(',');
  if (parts.length > MAX_COMPARE_IDS || parts.some((p) => !/^\d{1,9}$/.test(p) || Number(p) < 1)) {
    return apiError(request, 400, 'ERROR_API_INVALID_IDS', { param: 'ids' });
  }
  const products = await compareProducts(parts.map(Number));
  return NextResponse.json({ products }, { headers: { 'Cache-Control': 'no-store' } });
}
