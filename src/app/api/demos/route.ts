// GET /api/demos?locale= -> the header's Demos menu (DemoMenuGroup[][]: its columns of groups,
// titles and labels in that language), loaded when the menu first opens rather than sent in every
// page (issue 21). It changes only with a new release of the shop, so browsers keep it for an hour:
// within the first hour after an upgrade a visitor may see the previous release's labels.
import { NextResponse, type NextRequest } from 'next/server';
import { getTranslations } from 'next-intl/server';
import { demoMenuColumns } from '@/features/demos/model';
import { HEADER_DEMO_SLUGS } from '@/features/layout/model';
import { apiInternalError } from '@/server/api-error';
import { localeQuery } from '@/server/api-locale';

export async function GET(request: NextRequest) {
  const locale = localeQuery(request);
  if (locale instanceof Response) return locale;
  try {
    const t = await getTranslations({ locale });
    return NextResponse.json(demoMenuColumns(HEADER_DEMO_SLUGS, t), {
      headers: { 'Cache-Control': 'public, max-age=3600' },
    });
  } catch (e) {
    return apiInternalError(request, 'demos', e);
  }
}
