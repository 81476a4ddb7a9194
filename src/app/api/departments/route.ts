// GET /api/departments?locale=&v= -> the department tree (MenuNode[]) the header's departments menu
// and the mobile menu show, loaded when first opened rather than sent in every page. Asked with the
// tag of the tree the page was rendered with (routes.ts departmentsHref), the answer is that tree,
// so browsers keep it; asked with another (the departments changed since), it is the current tree,
// not kept.
import { NextResponse, type NextRequest } from 'next/server';
import { menuDepartments } from '@/features/layout/queries';
import { isLocale, routing } from '@/i18n/routing';
import { apiError, apiInternalError } from '@/server/api-error';

export async function GET(request: NextRequest) {
  const params = request.nextUrl.searchParams;
  const locale = params.get('locale');
  if (!isLocale(locale)) {
    return apiError(request, 400, 'INVALID_PARAMETER', {
      param: 'locale',
      messageId: 'ERROR_PARAM_LOCALE',
      values: { values: routing.locales.join(', ') },
    });
  }
  try {
    const { nodes, tag } = await menuDepartments(locale);
    const kept = params.get('v') === tag;
    return NextResponse.json(nodes, {
      headers: { 'Cache-Control': kept ? 'public, max-age=31536000, immutable' : 'no-cache' },
    });
  } catch (e) {
    return apiInternalError(request, 'departments', e);
  }
}
