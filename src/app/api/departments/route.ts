// GET /api/departments?locale=&v= -> the department tree (MenuNode[]) the header's departments menu
// and the mobile menu show, loaded when first opened rather than sent in every page. Asked with the
// tag of the tree the page was rendered with (routes.ts departmentsHref), the answer is that tree,
// so browsers keep it; asked with another (the departments changed since), it is the current tree,
// not kept.
import { NextResponse, type NextRequest } from 'next/server';
import { menuDepartments } from '@/features/layout/queries';
import { apiInternalError } from '@/server/api-error';
import { localeQuery } from '@/server/api-locale';

export async function GET(request: NextRequest) {
  const params = request.nextUrl.searchParams;
  const locale = localeQuery(request);
  if (locale instanceof Response) return locale;
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
