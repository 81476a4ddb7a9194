// What crosses the network for an import: the upload's query string (the body is the file itself)
// and the apply form. The upload form builds the query; the route handler parses it again here.
import '@/ui/zod';
import { z } from 'zod/mini';
import { parseRowId } from '@/db/row-id';
import { IMPORT_KINDS, type ImportKind } from '@/features/catalog-import/model';
import { isLocale, type Locale } from '@/i18n/routing';
import { cleanFileName } from './model';

export const IMPORT_UPLOAD_ERRORS = {
  kind: 'ERROR_ADMIN_IMPORT_KIND',
  file: 'ERROR_ADMIN_IMPORT_FILE_REQUIRED',
  tooLarge: 'ERROR_ADMIN_IMPORT_TOO_LARGE',
  failed: 'ERROR_ADMIN_IMPORT_UPLOAD_FAILED',
} as const;

const flag = z.optional(z.enum(['0', '1']));

const uploadSchema = z.object({
  kind: z.enum(IMPORT_KINDS, { error: IMPORT_UPLOAD_ERRORS.kind }),
  name: z
    .string({ error: IMPORT_UPLOAD_ERRORS.file })
    .check(z.minLength(1, IMPORT_UPLOAD_ERRORS.file), z.maxLength(1000, IMPORT_UPLOAD_ERRORS.file)),
  strict: flag,
  hideMissing: flag,
});

export type UploadOptions = { kind: ImportKind; fileName: string; strict: boolean; hideMissing: boolean };

/** The upload's options from its query string, or the message id of what is wrong with them. */
export function parseUploadQuery(params: URLSearchParams): { ok: true; options: UploadOptions } | { ok: false; error: string } {
  const parsed = uploadSchema.safeParse(
    Object.fromEntries(['kind', 'name', 'strict', 'hideMissing'].flatMap((k) => (params.has(k) ? [[k, params.get(k)]] : []))),
  );
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0]?.message ?? IMPORT_UPLOAD_ERRORS.failed };
  const { kind, name, strict, hideMissing } = parsed.data;
  // Hiding the products a file leaves out means something only for a products file.
  return {
    ok: true,
    options: { kind, fileName: cleanFileName(name), strict: strict === '1', hideMissing: kind === 'products' && hideMissing === '1' },
  };
}

/** The query string the upload form sends with the file. */
export function uploadQuery(o: { kind: ImportKind; fileName: string; strict: boolean; hideMissing: boolean; locale: Locale }): string {
  const q = new URLSearchParams({ kind: o.kind, name: o.fileName, locale: o.locale });
  if (o.strict) q.set('strict', '1');
  if (o.kind === 'products' && o.hideMissing) q.set('hideMissing', '1');
  return q.toString();
}

/** The locale an upload's answer is written in: the form's, else English. */
export const uploadLocale = (params: URLSearchParams): Locale => {
  const locale = params.get('locale');
  return isLocale(locale) ? locale : 'en';
};

/** The import an apply form names, or null. */
export const importIdOf = (raw: FormDataEntryValue | string | null | undefined): number | null =>
  typeof raw === 'string' ? parseRowId(raw) : null;
