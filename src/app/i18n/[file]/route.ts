// GET /i18n/{locale}.json: the locale's complete catalogue, English merged underneath (section 7), as
// its people write it. Read from disk: the build's own copy of the catalogues is precompiled for
// the formatter (next.config.ts), not for reading.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { isLocale, type Locale } from '@/i18n/routing';

const catalogue = async (locale: Locale): Promise<Record<string, string>> =>
  JSON.parse(await readFile(path.join(process.cwd(), 'messages', `${locale}.json`), 'utf8')) as Record<string, string>;

export async function GET(_req: Request, { params }: RouteContext<'/i18n/[file]'>) {
  const { file } = await params;
  const locale = file.replace(/\.json$/, '');
  if (!file.endsWith('.json') || !isLocale(locale)) {
    return Response.json({ error: 'unknown locale', parameter: 'locale' }, { status: 404 });
  }
  const messages = locale === 'en' ? await catalogue('en') : { ...(await catalogue('en')), ...(await catalogue(locale)) };
  return Response.json(messages, { headers: { 'Cache-Control': 'public, max-age=300' } });
}
