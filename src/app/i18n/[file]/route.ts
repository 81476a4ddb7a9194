// GET /i18n/{locale}.json: the locale's complete catalogue, English merged underneath (section 7).
import { messagesFor } from '@/i18n/messages';
import { isLocale } from '@/i18n/routing';

export async function GET(_req: Request, { params }: RouteContext<'/i18n/[file]'>) {
  const { file } = await params;
  const locale = file.replace(/\.json$/, '');
  if (!file.endsWith('.json') || !isLocale(locale)) {
    return Response.json({ error: 'unknown locale', parameter: 'locale' }, { status: 404 });
  }
  return Response.json(messagesFor(locale), { headers: { 'Cache-Control': 'public, max-age=300' } });
}
