// The admin's catalogue import against a real PostgreSQL, as staff and an admin: an import moving
// checking → checked → applying → applied with the engine's one audit line, a strict dry run or an
// unreadable file that cannot be applied, and a run whose heartbeat stopped shown as failed. Storing
// uploads and who may upload and apply are upload.db.test.ts; the stand-ins are test-suite.ts.
import {
  adminImportSuite,
  applyImportAction,
  background,
  drain,
  form,
  importById,
  recentImports,
  uploadImport,
  uploadRequest,
} from './test-suite';
import { and, eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../../../tests/integration/databases';
import { auditLog, catalogImports } from '@/db/schema';
import { shownStatus } from './model';

describeEachDatabase('the admin catalogue import', (database, url) => {
  const { people, prefix, as, q, statusOf, productsCsv } = adminImportSuite(database, url);

  for (const who of ['staff', 'admin'] as const) {
    it(`${who}: an upload moves checking → checked → applying → applied, with the engine's one audit line`, async () => {
      as(who);
      const code = `OK${who}`;
      const res = await uploadImport(uploadRequest(productsCsv(code), { kind: 'products', name: `${code}.csv`, strict: '0' }));
      expect(res.status).toBe(201);
      const { id } = (await res.json()) as { id: number };
      expect(await statusOf(id)).toBe('checking');
      expect(background.tasks).toHaveLength(1);

      // Applying before the dry run is over is refused.
      expect(await applyImportAction({ status: 'idle' }, form({ id: String(id) }))).toEqual({
        status: 'error',
        alert: 'ERROR_ADMIN_IMPORT_NOT_READY',
      });

      await drain();
      const checked = (await importById(id, database()))!;
      expect(checked.status).toBe('checked');
      expect(checked.createdByEmail).toBe(people[who].email);
      expect(checked.report).toMatchObject({ dryRun: true, applied: false, rows: 2, created: 1, rejected: 1 });
      expect(checked.report!.rejections).toEqual([
        expect.objectContaining({ line: 3, column: 'price', reason: 'ERROR_IMPORT_BAD_PRICE', value: 'abc' }),
      ]);
      expect(checked.rowsRead).toBe(2);
      expect(await q('SELECT 1 FROM products WHERE sku = $1', [`${prefix}-${code}`])).toEqual([]);

      expect(await applyImportAction({ status: 'idle' }, form({ id: String(id) }))).toEqual({ status: 'started' });
      expect(await statusOf(id)).toBe('applying');
      // A second click, or another instance, finds it taken.
      expect(await applyImportAction({ status: 'idle' }, form({ id: String(id) }))).toEqual({
        status: 'error',
        alert: 'ERROR_ADMIN_IMPORT_NOT_READY',
      });
      await drain();

      const applied = (await importById(id, database()))!;
      expect(applied.status).toBe('applied');
      expect(applied.appliedByEmail).toBe(people[who].email);
      expect(applied.appliedReport).toMatchObject({ dryRun: false, applied: true, created: 1, rejected: 1 });
      const [product] = await q<{ price: number; name: { en: string } }>('SELECT price, name FROM products WHERE sku = $1', [
        `${prefix}-${code}`,
      ]);
      expect(product).toMatchObject({ price: 1990, name: { en: `Import test part ${code}` } });
      const lines = await database()
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'catalog.import'), eq(auditLog.entityKey, `${code}.csv`)));
      expect(lines).toHaveLength(1);
      expect(lines[0]!.actorEmail).toBe(people[who].email);

      // Applied once is applied: the action refuses it again.
      expect(await applyImportAction({ status: 'idle' }, form({ id: String(id) }))).toEqual({
        status: 'error',
        alert: 'ERROR_ADMIN_IMPORT_NOT_READY',
      });
      const listed = (await recentImports(database())).find((r) => r.id === id);
      expect(listed).toMatchObject({ status: 'applied', counts: { rows: 2, created: 1, rejected: 1, fileProblems: 0 } });
    });
  }

  it('a strict dry run with a rejected row cannot be applied', async () => {
    as('staff');
    const res = await uploadImport(uploadRequest(productsCsv('STRICT'), { kind: 'products', name: 'strict.csv', strict: '1' }));
    const { id } = (await res.json()) as { id: number };
    await drain();
    expect((await importById(id, database()))!.report).toMatchObject({ strict: true, rejected: 1 });
    expect(await applyImportAction({ status: 'idle' }, form({ id: String(id) }))).toEqual({
      status: 'error',
      alert: 'ERROR_ADMIN_IMPORT_NOT_READY',
    });
    expect(await statusOf(id)).toBe('checked');
  });

  it('a file the engine cannot read is checked with its file problem, and cannot be applied', async () => {
    as('staff');
    const res = await uploadImport(uploadRequest('name_en,price\nX,1\n', { kind: 'products', name: 'no-sku.csv' }));
    const { id } = (await res.json()) as { id: number };
    await drain();
    const found = (await importById(id, database()))!;
    expect(found.status).toBe('checked');
    expect(found.report!.fileProblems).toEqual([expect.objectContaining({ reason: 'ERROR_IMPORT_MISSING_COLUMN', column: 'sku' })]);
    expect(await applyImportAction({ status: 'idle' }, form({ id: String(id) }))).toEqual({
      status: 'error',
      alert: 'ERROR_ADMIN_IMPORT_NOT_READY',
    });
  });

  it('a run whose heartbeat stopped two minutes ago shows as failed', async () => {
    as('staff');
    const res = await uploadImport(uploadRequest(productsCsv('DEAD'), { kind: 'products', name: 'dead.csv' }));
    const { id } = (await res.json()) as { id: number };
    background.tasks.length = 0; // the process "dies" before its dry run
    expect(shownStatus((await importById(id, database()))!)).toEqual({ status: 'checking', error: null });
    await database()
      .update(catalogImports)
      .set({ updatedAt: sql`now() - interval '3 minutes'` })
      .where(eq(catalogImports.id, id));
    expect(shownStatus((await importById(id, database()))!)).toEqual({ status: 'failed', error: 'ERROR_ADMIN_IMPORT_INTERRUPTED' });
  });
});
