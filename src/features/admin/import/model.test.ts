import { describe, expect, it } from 'vitest';
import { emptyReport } from '@/features/catalog-import/model';
import { cleanFileName, fileSize, mayApply, shownStatus } from './model';
import { parseUploadQuery, uploadQuery } from './schema';

describe('the import status staff see', () => {
  it('is the stored status while the heartbeat is fresh, failed once a running step went quiet', () => {
    expect(shownStatus({ status: 'checking', stale: false, error: null })).toEqual({ status: 'checking', error: null });
    expect(shownStatus({ status: 'applying', stale: true, error: null })).toEqual({
      status: 'failed',
      error: 'ERROR_ADMIN_IMPORT_INTERRUPTED',
    });
    expect(shownStatus({ status: 'uploaded', stale: true, error: null }).status).toBe('failed');
    // A finished step is not "dead": it simply stopped beating.
    expect(shownStatus({ status: 'checked', stale: true, error: null })).toEqual({ status: 'checked', error: null });
    expect(shownStatus({ status: 'failed', stale: true, error: null })).toEqual({ status: 'failed', error: 'ERROR_ADMIN_IMPORT_CRASHED' });
  });
});

describe('whether a dry run may be applied', () => {
  const report = (changes: Partial<ReturnType<typeof emptyReport>>) => ({ ...emptyReport('products', true, false), ...changes });
  it('needs a readable file with a row that would be written', () => {
    expect(mayApply(null)).toBe(false);
    expect(mayApply(report({ rows: 3, rejected: 1 }))).toBe(true);
    expect(mayApply(report({ rows: 2, rejected: 2 }))).toBe(false);
    expect(mayApply(report({ rows: 0 }))).toBe(false);
    expect(mayApply(report({ rows: 3, fileProblems: [{ reason: 'ERROR_IMPORT_MISSING_COLUMN', column: 'sku' }] }))).toBe(false);
    expect(mayApply(report({ rows: 3, rejected: 1, strict: true }))).toBe(false);
    expect(mayApply(report({ rows: 3, strict: true }))).toBe(true);
  });
});

describe('the upload query', () => {
  it('round-trips the form options; hiding missing products only for a products file', () => {
    const q = new URLSearchParams(uploadQuery({ kind: 'products', fileName: 'feed.csv', strict: true, hideMissing: true, locale: 'ar' }));
    expect(parseUploadQuery(q)).toEqual({ ok: true, options: { kind: 'products', fileName: 'feed.csv', strict: true, hideMissing: true } });
    expect(parseUploadQuery(new URLSearchParams('kind=fitment&name=f.csv&hideMissing=1'))).toEqual({
      ok: true,
      options: { kind: 'fitment', fileName: 'f.csv', strict: false, hideMissing: false },
    });
  });
  it('refuses an unknown kind or a missing name with a message id', () => {
    expect(parseUploadQuery(new URLSearchParams('kind=orders&name=a.csv'))).toEqual({ ok: false, error: 'ERROR_ADMIN_IMPORT_KIND' });
    expect(parseUploadQuery(new URLSearchParams('kind=xref'))).toEqual({ ok: false, error: 'ERROR_ADMIN_IMPORT_FILE_REQUIRED' });
  });
  it('keeps a file name as its last segment, without control characters', () => {
    expect(cleanFileName('C:\\exports\\feed\u0007.csv')).toBe('feed.csv');
    expect(cleanFileName('   ')).toBe('upload.csv');
    expect(cleanFileName('x'.repeat(300))).toHaveLength(200);
  });
  it('says sizes in KB below a megabyte and MB from one', () => {
    expect(fileSize(500)).toEqual({ id: 'TEXT_ADMIN_IMPORT_SIZE_KB', size: 1 });
    expect(fileSize(5 * 1024 * 1024 + 300_000)).toEqual({ id: 'TEXT_ADMIN_IMPORT_SIZE_MB', size: 5.3 });
  });
});
