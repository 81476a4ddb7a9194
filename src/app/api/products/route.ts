// GET /api/products?<filter_*, sort, limit, page | after | before, search, category, locale>
// Answers { items, sort, navigation, filters } (section 7); a bad parameter is a 400 naming it.
import { NextResponse, type NextRequest } from 'next/server';
import { parseListingQuery } from '@/features/catalog/query-string';
import { listProducts } from '@/features/catalog/listing';
import { categoryBySlug } from '@/features/catalog/queries';
import { apiError, apiInternalError, apiLocale } from '@/server/api-error';

export async function GET(request: NextRequest) {
  const params = request.nextUrl.searchParams;
  const parsed = parseListingQuery(params);
  if (!parsed.ok) return apiError(request, 400, 'INVALID_PARAMETER', parsed.error);
  const query = parsed.value;
  try {
    let categoryId: number | undefined;
    const slug = params.get('category');
    if (slug !== null) {
      const category = /^[a-z0-9-]{1,100}$/.test(slug) ? await categoryBySlug(slug) : null;
      if (!category || category.type !== 'shop') {
        return apiError(request, 400, 'INVALID_PARAMETER', {
          param: 'category',
          messageId: 'ERROR_CATEGORY_UNKNOWN',
          values: { slug: slug.slice(0, 100) },
        });
      }
      categoryId = category.id;
    }
    const { items, sort, navigation, filters } = await listProducts(query, {
      categoryId,
      vehicleId: query.filters.vehicle ?? null,
      locale: apiLocale(request),
    });
    return NextResponse.json({ items, sort, navigation, filters });
  } catch (e) {
    return apiInternalError(request, 'catalog', e);
  }
}
