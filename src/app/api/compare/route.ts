import { NextResponse, type NextRequest } from 'next/server';
import { compareProducts, MAX_COMPARE_IDS } from '@/features/compare/queries';
import { messagesFor } from '@/i18n/messages';

/**
 * GET /api/compare?ids=12,7,40: the products of a compare list or wishlist, fresh from the database,
 * with their attributes, in the order asked. Unknown ids are left out.
 */
export async function GET(request: NextRequest) {
  const raw = request.nextUrl.searchParams.get('ids') ?? '';
  const parts = raw === '' ? [] : raw.split(',');
  if (parts.length > MAX_COMPARE_IDS || parts.some((p) => !/^\d{1,9}$/.test(p) || Number(p) < 1)) {
    const code = 'ERROR_API_INVALID_IDS';
    return NextResponse.json({ error: { code, message: messagesFor('en')[code] ?? code, param: 'ids' } }, { status: 400 });
  }
  const products = await compareProducts(parts.map(Number));
  return NextResponse.json({ products }, { headers: { 'Cache-Control': 'no-store' } });
}
