'use client';
// The upload form: what the file holds, the file, and the options. The file goes to the server as the
// body of one request (the browser streams it from disk; nothing here reads it into memory), with a
// progress bar while it travels; then the browser goes to the import's page, where the dry run runs.
import { useId, useRef, useState, type FormEvent } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { IMPORT_KINDS, type ImportKind } from '@/features/catalog-import/model';
import { useRouter } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { Alert } from '@/ui/Alert';
import { Button } from '@/ui/Button';
import { KIND_LABELS, MAX_UPLOAD_BYTES } from '../model';
import { IMPORT_UPLOAD_ERRORS, uploadQuery } from '../schema';

const KIND_HINTS: Record<ImportKind, string> = {
  products: 'TEXT_ADMIN_IMPORT_KIND_PRODUCTS_HINT',
  fitment: 'TEXT_ADMIN_IMPORT_KIND_FITMENT_HINT',
  xref: 'TEXT_ADMIN_IMPORT_KIND_XREF_HINT',
};

type Upload = { state: 'idle' } | { state: 'sending'; percent: number } | { state: 'error'; message: string };

/** Sends the file; resolves with the new import's id or a message to show. */
function send(url: string, file: File, onProgress: (percent: number) => void): Promise<{ id: number } | { message: string | null }> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader('content-type', 'text/csv');
    xhr.responseType = 'json';
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => {
      const body = xhr.response as { id?: number; error?: { message?: string } } | null;
      if (xhr.status === 201 && typeof body?.id === 'number') resolve({ id: body.id });
      else resolve({ message: body?.error?.message ?? null });
    };
    xhr.onerror = () => resolve({ message: null });
    xhr.send(file);
  });
}

export function UploadForm() {
  const t = useTranslations();
  const locale = useLocale() as Locale;
  const router = useRouter();
  const [kind, setKind] = useState<ImportKind>('products');
  const [upload, setUpload] = useState<Upload>({ state: 'idle' });
  const [fileError, setFileError] = useState<string | null>(null);
  const [fileName, setFileName] = useState<string | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const sending = upload.state === 'sending';

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const file = fileRef.current?.files?.[0];
    if (!file) {
      setFileError(IMPORT_UPLOAD_ERRORS.file);
      fileRef.current?.focus();
      return;
    }
    if (file.size > MAX_UPLOAD_BYTES) {
      setFileError(IMPORT_UPLOAD_ERRORS.tooLarge);
      fileRef.current?.focus();
      return;
    }
    setFileError(null);
    setUpload({ state: 'sending', percent: 0 });
    const query = uploadQuery({
      kind,
      fileName: file.name,
      strict: form.get('strict') === '1',
      hideMissing: form.get('hideMissing') === '1',
      locale,
    });
    const result = await send(`/api/admin/import?${query}`, file, (percent) => setUpload({ state: 'sending', percent }));
    if ('id' in result) {
      router.push(`/admin/import/${result.id}`);
      return;
    }
    setUpload({ state: 'error', message: result.message ?? t(IMPORT_UPLOAD_ERRORS.failed) });
  }

  const fileHint = `${id}-file-hint`;
  const fileErrorId = `${id}-file-error`;
  return (
    <form
      onSubmit={submit}
      noValidate
      className="rounded-md border border-line bg-white"
      data-testid="import-upload-form"
      aria-labelledby={`${id}-title`}
    >
      <div className="border-b border-line px-5 py-4">
        <h2 id={`${id}-title`} className="text-base font-semibold text-ink">
          {t('HEADER_ADMIN_IMPORT_UPLOAD')}
        </h2>
        <p className="mt-1 text-sm text-muted">{t('TEXT_ADMIN_IMPORT_UPLOAD_LEAD')}</p>
      </div>
      <div className="grid gap-6 px-5 py-5 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-ink">{t('INPUT_ADMIN_IMPORT_KIND')}</legend>
          <div className="grid gap-2 sm:grid-cols-3">
            {IMPORT_KINDS.map((k) => (
              <label
                key={k}
                className={`flex cursor-pointer gap-2.5 rounded-md border px-3 py-3 transition-colors duration-(--duration-fade) ${kind === k ? 'border-brand bg-brand/5' : 'border-line hover:border-ink/30'}`}
              >
                <input
                  type="radio"
                  name="kind"
                  value={k}
                  checked={kind === k}
                  onChange={() => setKind(k)}
                  disabled={sending}
                  className="mt-0.5 size-4 shrink-0 accent-brand"
                />
                <span className="min-w-0">
                  <span className="block text-sm font-medium text-ink">{t(KIND_LABELS[k])}</span>
                  <span className="mt-0.5 block text-xs text-muted">{t(KIND_HINTS[k])}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <div className="space-y-4">
          <div>
            <label htmlFor={`${id}-file`} className="mb-1.5 block text-sm font-medium text-ink">
              {t('INPUT_ADMIN_IMPORT_FILE')}
              <span aria-hidden className="ms-0.5 text-brand">
                *
              </span>
            </label>
            {/* The native file input, transparent over a picker drawn in the page's language (the
                browser would label its own button in the browser's language, not the shop's). */}
            <div
              className={`group relative flex h-10 items-stretch overflow-hidden rounded-md border bg-white text-sm text-ink has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand has-[:disabled]:opacity-60 ${fileError ? 'border-brand' : 'border-line'}`}
            >
              <input
                ref={fileRef}
                id={`${id}-file`}
                type="file"
                name="file"
                accept=".csv,text/csv"
                required
                disabled={sending}
                onChange={(e) => {
                  setFileError(null);
                  setFileName(e.currentTarget.files?.[0]?.name ?? null);
                }}
                aria-invalid={fileError ? true : undefined}
                aria-describedby={[fileHint, fileError ? fileErrorId : ''].filter(Boolean).join(' ')}
                className="absolute inset-0 size-full cursor-pointer opacity-0 disabled:cursor-not-allowed"
              />
              <span
                aria-hidden
                className="flex shrink-0 items-center border-e border-line bg-surface px-4 font-medium transition-colors duration-(--duration-fade) group-hover:bg-line"
              >
                {t('BUTTON_ADMIN_IMPORT_CHOOSE_FILE')}
              </span>
              <span
                aria-hidden
                className={`flex min-w-0 items-center px-3 ${fileName ? 'text-ink' : 'text-muted'}`}
                data-testid="import-file-name"
              >
                <bdi className="truncate">{fileName ?? t('TEXT_ADMIN_IMPORT_NO_FILE')}</bdi>
              </span>
            </div>
            <p id={fileHint} className="mt-1 text-[13px] text-muted">
              {t('TEXT_ADMIN_IMPORT_FILE_HINT', { size: MAX_UPLOAD_BYTES / (1024 * 1024) })}
            </p>
            {fileError && (
              <p id={fileErrorId} className="mt-1 text-sm text-brand-dark">
                {t(fileError)}
              </p>
            )}
          </div>
          <div className="space-y-3">
            <label className="flex gap-2.5 text-sm text-ink">
              <input
                type="checkbox"
                name="strict"
                value="1"
                disabled={sending}
                className="mt-0.5 size-4 shrink-0 accent-brand"
                aria-describedby={`${id}-strict-hint`}
              />
              <span>
                {t('INPUT_ADMIN_IMPORT_STRICT')}
                <span id={`${id}-strict-hint`} className="mt-0.5 block text-xs text-muted">
                  {t('TEXT_ADMIN_IMPORT_STRICT_HINT')}
                </span>
              </span>
            </label>
            {kind === 'products' && (
              <label className="flex gap-2.5 text-sm text-ink">
                <input
                  type="checkbox"
                  name="hideMissing"
                  value="1"
                  disabled={sending}
                  className="mt-0.5 size-4 shrink-0 accent-brand"
                  aria-describedby={`${id}-hide-hint`}
                />
                <span>
                  {t('INPUT_ADMIN_IMPORT_HIDE_MISSING')}
                  <span id={`${id}-hide-hint`} className="mt-0.5 block text-xs text-muted">
                    {t('TEXT_ADMIN_IMPORT_HIDE_MISSING_HINT')}
                  </span>
                </span>
              </label>
            )}
          </div>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-4 border-t border-line bg-surface/50 px-5 py-4">
        <Button type="submit" size="sm" pending={sending}>
          {t('BUTTON_ADMIN_IMPORT_UPLOAD')}
        </Button>
        {sending && (
          <div className="flex min-w-48 flex-1 items-center gap-3" role="status">
            <progress
              value={upload.percent}
              max={100}
              className="h-2 w-full max-w-xs overflow-hidden rounded-full accent-brand"
              aria-label={t('TEXT_ADMIN_IMPORT_UPLOADING')}
            />
            <span className="text-sm text-muted tabular-nums">{t('TEXT_ADMIN_IMPORT_UPLOADING_PERCENT', { percent: upload.percent })}</span>
          </div>
        )}
        <p className="ms-auto text-xs text-muted">
          {t.rich('TEXT_ADMIN_IMPORT_CLI', {
            code: (chunks) => (
              <code dir="ltr" className="rounded bg-white px-1.5 py-0.5 font-mono text-ink">
                {chunks}
              </code>
            ),
          })}
        </p>
      </div>
      {upload.state === 'error' && <Alert className="mx-5 mb-4">{upload.message}</Alert>}
    </form>
  );
}
