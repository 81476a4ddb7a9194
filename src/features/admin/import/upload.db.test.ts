// The admin's catalogue uploads against a real PostgreSQL, as the people who might call it: a stored
// upload giving back its bytes, the size cap, and the upload route and the apply action for a shopper
// and a visitor (they get "not found" and change nothing), from another site, or of an unknown kind.
// The stand-ins are test-suite.ts.
import {
  adminImportSuite,
  applyImportAction,
  background,
  drain,
  form,
  pieces,
  storeUpload,
  storedFile,
  uploadImport,
  uploadRequest,
} from './test-suite';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../../../../tests/integration/databases';
import { catalogImportChunks } from '@/db/schema';
import { CHUNK_BYTES, MAX_UPLOAD_BYTES } from './model';

describeEachDatabase('the admin catalogue upload', (database, url) => {
  const { people, prefix, as, q, importCount, statusOf, productsCsv } = adminImportSuite(database, url);

  it('stores an upload in pieces of a megabyte and gives back exactly its bytes', async () => {
    const parts: Buffer[] = [];
    async function* recorded() {
      for await (const p of pieces(CHUNK_BYTES * 2 + 12_345, 300_001)) {
        parts.push(Buffer.from(p));
        yield p;
      }
    }
    const stored = await storeUpload(
      people.staff,
      { kind: 'products', fileName: 'big.csv', strict: false, hideMissing: false },
      recorded(),
      database(),
    );
    expect(stored).toMatchObject({ ok: true, sizeBytes: CHUNK_BYTES * 2 + 12_345 });
    if (!stored.ok) return;
    const chunks = await database()
      .select({ seq: catalogImportChunks.seq, size: sql<number>`octet_length(${catalogImportChunks.data})` })
      .from(catalogImportChunks)
      .where(eq(catalogImportChunks.importId, stored.id))
      .orderBy(catalogImportChunks.seq);
    expect(chunks).toEqual([
      { seq: 0, size: CHUNK_BYTES },
      { seq: 1, size: CHUNK_BYTES },
      { seq: 2, size: 12_345 },
    ]);
    const back: Buffer[] = [];
    for await (const c of storedFile(stored.id, database())) back.push(c);
    expect(Buffer.concat(back).equals(Buffer.concat(parts))).toBe(true);
  });

  it('refuses a file past the cap and keeps nothing of it', async () => {
    const before = await importCount();
    const stored = await storeUpload(
      people.admin,
      { kind: 'products', fileName: 'huge.csv', strict: false, hideMissing: false },
      pieces(MAX_UPLOAD_BYTES + 1, 4 * CHUNK_BYTES),
      database(),
    );
    expect(stored).toEqual({ ok: false, code: 'TOO_LARGE' });
    expect(await importCount()).toBe(before);
    as('admin');
    const res = await uploadImport(
      uploadRequest('sku\n', { kind: 'products', name: 'huge.csv', locale: 'ru' }, { 'content-length': String(MAX_UPLOAD_BYTES + 1) }),
    );
    expect(res.status).toBe(413);
    expect(((await res.json()) as { error: { message: string } }).error.message).toContain('50 МБ');
    expect(await importCount()).toBe(before);
  });

  describe('who may upload and apply', () => {
    for (const who of ['shopper', 'visitor'] as const) {
      it(`a ${who} gets "not found" and changes nothing`, async () => {
        const before = await importCount();
        as(who);
        const res = await uploadImport(uploadRequest(productsCsv('NOPE'), { kind: 'products', name: 'x.csv' }));
        expect(res.status).toBe(404);
        expect(await importCount()).toBe(before);
        expect(
          await storeUpload(
            who === 'shopper' ? people.shopper : null,
            { kind: 'products', fileName: 'x.csv', strict: false, hideMissing: false },
            pieces(10, 10),
            database(),
          ),
        ).toEqual({ ok: false, code: 'NOT_FOUND' });

        // An import staff checked stays checked when a shopper or visitor tries to apply it.
        as('staff');
        const staffRes = await uploadImport(uploadRequest(productsCsv(`W${who}`), { kind: 'products', name: 'w.csv' }));
        const { id } = (await staffRes.json()) as { id: number };
        await drain();
        expect(await statusOf(id)).toBe('checked');
        as(who);
        expect(await applyImportAction({ status: 'idle' }, form({ id: String(id) }))).toEqual({
          status: 'error',
          alert: 'ERROR_ADMIN_NOT_FOUND',
        });
        expect(background.tasks).toEqual([]);
        expect(await statusOf(id)).toBe('checked');
        expect(await q('SELECT 1 FROM products WHERE sku = $1', [`${prefix}-W${who}`])).toEqual([]);
      });
    }

    it('refuses an upload posted from another site', async () => {
      as('admin');
      const before = await importCount();
      const res = await uploadImport(
        uploadRequest(productsCsv('FOREIGN'), { kind: 'products', name: 'x.csv' }, { origin: 'https://evil.example' }),
      );
      expect(res.status).toBe(403);
      expect(await importCount()).toBe(before);
    });

    it('refuses an unknown kind with a translated 400', async () => {
      as('staff');
      const res = await uploadImport(uploadRequest('a\n', { kind: 'orders', name: 'x.csv' }));
      expect(res.status).toBe(400);
    });
  });
});
