import 'server-only';
// The JSON face of Better Auth under /api/auth: sign-in and sign-up bodies are checked with the
// forms' own schemas first, and every error answers in the shop's shape and words:
// { error: { code, message, param? } } with a 4xx status and the specification's codes.
import { crossSiteRequest } from '@/server/state-change';
import type { Database } from '@/db/client';
import { apiError as shopApiError } from '@/server/api-error';
import { getAuth } from './auth';
import { authCode } from './model';
import { fieldErrors } from '@/ui/form-errors';
import { signInSchema, signUpSchema, FORM_PASSWORD_MIN } from './schema';
import { log } from '@/server/log';

const MAX_BODY = 16_384;

/** The shop's JSON error (server/api-error.ts); Better Auth's codes (AUTH_…) read as their ERROR_API_AUTH_… message. */
const apiError = (request: Request, status: number, code: string, param?: string): Response =>
  shopApiError(request, status, code, { param, messageId: code.startsWith('ERROR_') ? code : `ERROR_API_${code}` });

/** Reads and checks a sign-in/sign-up body; a Response when it is refused. */
async function checkBody(request: Request, path: string): Promise<{ body: string } | Response> {
  const text = await request.text();
  if (text.length > MAX_BODY) return apiError(request, 413, 'ERROR_BAD_REQUEST');
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return apiError(request, 400, 'ERROR_BAD_REQUEST');
  }
  if (!json || typeof json !== 'object' || Array.isArray(json)) return apiError(request, 400, 'ERROR_BAD_REQUEST');
  const data = json as Record<string, unknown>;
  // The JSON sign-up has no "repeat password" field.
  const parsed =
    path === '/sign-in/email'
      ? signInSchema.safeParse({ email: data.email, password: data.password, remember: data.rememberMe })
      : signUpSchema.safeParse({ email: data.email, password: data.password, confirmPassword: data.password });
  if (!parsed.success) {
    const [param, code] = Object.entries(fieldErrors(parsed.error))[0]!;
    if (code === FORM_PASSWORD_MIN) return apiError(request, 400, 'AUTH_WEAK_PASSWORD', param);
    return apiError(request, 400, code!, param);
  }
  // Only the fields a shopper may set travel on; name fields start empty.
  const body =
    path === '/sign-in/email'
      ? { email: data.email, password: data.password, rememberMe: data.rememberMe !== false }
      : { email: data.email, password: data.password, name: '', firstName: '', lastName: '' };
  return { body: JSON.stringify(body) };
}

/** Handles a request to /api/auth/* with the given database's auth instance. */
export async function handleAuthRequest(request: Request, database?: Database): Promise<Response> {
  const auth = await getAuth(database);
  const url = new URL(request.url);
  const path = url.pathname.replace(/^.*\/api\/auth/, '');
  // Another site's page may not sign a shopper in or out (Better Auth checks origins only when
  // cookies come along); the shop's own pages may, under any address it is served at.
  if (request.method !== 'GET' && crossSiteRequest(request.headers, request.url)) return apiError(request, 403, 'ERROR_API_FOREIGN_ORIGIN');
  let forwarded = request;
  if (request.method === 'POST' && (path === '/sign-in/email' || path === '/sign-up/email')) {
    const checked = await checkBody(request, path);
    if (checked instanceof Response) return checked;
    const headers = new Headers(request.headers);
    headers.set('content-type', 'application/json');
    headers.delete('content-length');
    forwarded = new Request(request.url, { method: 'POST', headers, body: checked.body });
  }
  let response: Response;
  try {
    response = await auth.handler(forwarded);
  } catch (e) {
    log.error({ error: e instanceof Error ? e.message : e }, '[account] auth endpoint failed');
    return apiError(request, 500, 'AUTH_UNKNOWN');
  }
  if (response.ok || response.status < 400) return response;
  let code: string | undefined;
  let message: string | undefined;
  try {
    ({ code, message } = (await response.clone().json()) as { code?: string; message?: string });
  } catch {
    // Not JSON (e.g. a 404 for an unknown endpoint): answer with the status alone.
  }
  const mapped = authCode(code, response.status, message);
  const status = response.status >= 500 ? 500 : response.status;
  const out = apiError(
    request,
    status,
    mapped === 'AUTH_UNKNOWN' ? (response.status === 404 ? 'ERROR_NOT_FOUND' : 'ERROR_BAD_REQUEST') : mapped,
  );
  // Keep the limiter's Retry-After and any cookie Better Auth meant to set or clear.
  for (const h of ['x-retry-after', 'retry-after', 'set-cookie']) {
    const v = response.headers.get(h);
    if (v) out.headers.set(h, v);
  }
  return out;
}
