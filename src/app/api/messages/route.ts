// GET /api/messages?locale=&part= -> the texts a part the browser loads on demand (a drawer, a
// dialog, a menu's panel) needs beyond the page's, fetched with its code (ui/on-demand.tsx) rather
// than sent in every page (issue 21; which ids: scripts/messages/client-ids.ts). The answer changes
// only with a new build, but nothing in the address says which build: the browser asks again each
// visit and the tag of the answer's content lets it keep what it has (304).
import { createHash } from 'node:crypto';
import type { NextRequest } from 'next/server';
import { isClientMessagePart, partMessagesFor } from '@/i18n/client-messages';
import { apiError } from '@/server/api-error';
import { localeQuery } from '@/server/api-locale';

const answers = new Map<string, { body: string; tag: string }>();

export function GET(request: NextRequest) {
  const locale = localeQuery(request);
  if (locale instanceof Response) return locale;
  const part = request.nextUrl.searchParams.get('part');
  if (!isClientMessagePart(part)) {
    return apiError(request, 400, 'INVALID_PARAMETER', { param: 'part', messageId: 'ERROR_API_BAD_PARAMETER', values: { param: 'part' } });
  }
  let answer = answers.get(`${locale}:${part}`);
  if (!answer) {
    const body = JSON.stringify(partMessagesFor(locale, part));
    answer = { body, tag: `"${createHash('sha1').update(body).digest('base64url').slice(0, 16)}"` };
    answers.set(`${locale}:${part}`, answer);
  }
  const headers = { 'Cache-Control': 'no-cache', ETag: answer.tag };
  if (request.headers.get('if-none-match') === answer.tag) return new Response(null, { status: 304, headers });
  return new Response(answer.body, { headers: { ...headers, 'Content-Type': 'application/json' } });
}
