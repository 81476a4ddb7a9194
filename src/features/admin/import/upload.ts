import 'server-only';
// POST /api/admin/import?kind=…&name=…[&strict=1][&hideMissing=1]&locale=…, the file's bytes as the
// body: stores the upload and starts its dry run in the background. In this order: staff with the
// products area or 404 (nobody else learns the route exists), a page of another site 403, options
// 400, a declared size over the cap 413 before a byte is read, then the body as a stream (413 when
// it grows past the cap). Answers 201 { id } and the browser goes to the import's page.
import { after, NextResponse, type NextRequest } from 'next/server';
import { apiError } from '@/server/api-error';
import { crossSiteRequest } from '@/server/state-change';
import { staffFor } from '../access';
import { MAX_UPLOAD_BYTES } from './model';
import { IMPORT_UPLOAD_ERRORS, parseUploadQuery, uploadLocale } from './schema';
import { claimStep, runStep, storeUpload } from './service';
import { log } from '@/server/log';
import { errorFields } from '@/server/render-errors';

const NO_STORE = { 'Cache-Control': 'private, no-store' };

function refuse(request: NextRequest, status: number, code: string, messageId: string): Response {
  const locale = uploadLocale(request.nextUrl.searchParams);
  return apiError(request, status, code, { messageId, locale, details: { messageId }, headers: NO_STORE });
}

/** The request's body as byte pieces, read as they arrive. */
async function* bodyOf(request: NextRequest): AsyncGenerator<Uint8Array> {
  if (!request.body) return;
  const reader = request.body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      yield value;
    }
  } finally {
    reader.releaseLock();
  }
}

export async function uploadImport(request: NextRequest): Promise<Response> {
  const staff = await staffFor('products');
  if (!staff) return refuse(request, 404, 'NOT_FOUND', 'ERROR_ADMIN_NOT_FOUND');
  if (crossSiteRequest(request.headers, request.url)) return refuse(request, 403, 'FOREIGN_ORIGIN', 'ERROR_API_FOREIGN_ORIGIN');
  const parsed = parseUploadQuery(request.nextUrl.searchParams);
  if (!parsed.ok) return refuse(request, 400, 'INVALID_PARAMETER', parsed.error);
  const declared = Number(request.headers.get('content-length') ?? NaN);
  if (declared > MAX_UPLOAD_BYTES) return refuse(request, 413, 'TOO_LARGE', IMPORT_UPLOAD_ERRORS.tooLarge);

  let stored: Awaited<ReturnType<typeof storeUpload>>;
  try {
    stored = await storeUpload(staff, parsed.options, bodyOf(request));
  } catch (error) {
    // The connection dropped mid-file (the transaction kept nothing of it), or the database failed.
    log.error(errorFields(error), '[import] upload not stored');
    return refuse(request, 400, 'UPLOAD_FAILED', IMPORT_UPLOAD_ERRORS.failed);
  }
  if (!stored.ok) {
    return stored.code === 'TOO_LARGE'
      ? refuse(request, 413, 'TOO_LARGE', IMPORT_UPLOAD_ERRORS.tooLarge)
      : refuse(request, 404, 'NOT_FOUND', 'ERROR_ADMIN_NOT_FOUND');
  }
  const claimed = await claimStep(staff, stored.id, 'check');
  if (claimed.ok) after(() => runStep(stored.id, 'check', { id: staff.id, email: staff.email }));
  return NextResponse.json({ id: stored.id }, { status: 201, headers: NO_STORE });
}
