'use client';
// The bulk actions over the list: what to do with the selected products (change their prices by a
// percentage, set their stock status, hide them as drafts, publish them) and how many are selected.
// The row checkboxes belong to this form through their `form` attribute (selection.ts), so the
// server renders them and this stays the one client piece above the table.
import { useActionState, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/ui/Button';
import { Input, Select } from '@/ui/Field';
import { fieldErrors, type FieldErrors } from '@/ui/form-errors';
import { bulkEditAction, type BulkState } from '../actions';
import { STOCK_LABELS, STOCK_STATUSES } from '../model';
import { BULK_OPERATIONS, bulkSchema, type BulkOperation } from '../schema';
import { BULK_FORM_ID, selectAll, useSelection } from './selection';

const OPERATION_LABELS: Record<BulkOperation, string> = {
  price: 'TEXT_ADMIN_BULK_PRICE',
  'stock-status': 'TEXT_ADMIN_BULK_STOCK_STATUS',
  hide: 'TEXT_ADMIN_BULK_HIDE',
  show: 'TEXT_ADMIN_BULK_SHOW',
};

export function BulkBar() {
  const t = useTranslations();
  const [state, formAction, pending] = useActionState(bulkEditAction, { status: 'idle' } as BulkState);
  const [operation, setOperation] = useState<BulkOperation>('price');
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  const { selected } = useSelection();
  const errors = clientErrors ?? state.errors ?? {};
  const alert = errors.ids ?? errors.operation ?? state.alert;

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    const form = new FormData(e.currentTarget);
    const value = (k: string) => (typeof form.get(k) === 'string' ? (form.get(k) as string) : undefined);
    const parsed = bulkSchema.safeParse({
      ids: form.getAll('ids'),
      operation: value('operation'),
      percent: value('percent'),
      stockStatus: value('stockStatus'),
    });
    if (parsed.success) return setClientErrors(null);
    e.preventDefault();
    setClientErrors(fieldErrors(parsed.error));
  };

  return (
    <section aria-labelledby="bulk-heading" className="mb-3 rounded-md border border-line bg-white px-4 py-3" data-testid="bulk-bar">
      <form id={BULK_FORM_ID} action={formAction} onSubmit={onSubmit} noValidate className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <div className="flex min-w-0 flex-1 basis-72 flex-wrap items-baseline gap-x-3 gap-y-1">
          <h2 id="bulk-heading" className="text-sm font-semibold text-ink">
            {t('HEADER_ADMIN_BULK')}
          </h2>
          <p className="text-sm text-muted" aria-live="polite" data-testid="bulk-count">
            {selected ? t('TEXT_ADMIN_SELECTED', { count: selected }) : t('TEXT_ADMIN_SELECT_HINT')}
            {selected > 0 && (
              <button
                type="button"
                onClick={() => selectAll(false)}
                className="ms-2 text-ink underline underline-offset-4 hover:text-brand"
              >
                {t('BUTTON_ADMIN_CLEAR_SELECTION')}
              </button>
            )}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <label className="sr-only" htmlFor="bulk-operation">
            {t('INPUT_ADMIN_BULK_ACTION')}
          </label>
          <div className="w-56">
            <Select
              id="bulk-operation"
              name="operation"
              value={operation}
              onChange={(e) => setOperation(e.currentTarget.value as BulkOperation)}
              compact
            >
              {BULK_OPERATIONS.map((o) => (
                <option key={o} value={o}>
                  {t(OPERATION_LABELS[o])}
                </option>
              ))}
            </Select>
          </div>
          {operation === 'price' && (
            <div dir="ltr" className="relative w-28">
              <label className="sr-only" htmlFor="bulk-percent">
                {t('INPUT_ADMIN_PERCENT')}
              </label>
              <Input
                id="bulk-percent"
                name="percent"
                inputMode="decimal"
                autoComplete="off"
                placeholder="+10"
                aria-invalid={errors.percent ? true : undefined}
                aria-describedby="bulk-percent-hint"
                compact
                className="pe-8 text-end"
                data-testid="bulk-percent"
              />
              <span aria-hidden className="pointer-events-none absolute end-3 top-2.5 text-sm text-muted">
                %
              </span>
            </div>
          )}
          {operation === 'stock-status' && (
            <div className="w-44">
              <label className="sr-only" htmlFor="bulk-stock-status">
                {t('INPUT_ADMIN_STOCK_STATUS')}
              </label>
              <Select id="bulk-stock-status" name="stockStatus" defaultValue="in-stock" compact>
                {STOCK_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {t(STOCK_LABELS[s])}
                  </option>
                ))}
              </Select>
            </div>
          )}
          <Button type="submit" size="sm" pending={pending} disabled={selected === 0} data-testid="bulk-apply">
            {t('BUTTON_ADMIN_APPLY_TO_SELECTED')}
          </Button>
        </div>
      </form>
      {operation === 'price' && (
        <p id="bulk-percent-hint" className={`mt-2 text-end text-xs ${errors.percent ? 'text-brand-dark' : 'text-muted'}`}>
          {t(errors.percent ?? 'TEXT_ADMIN_PERCENT_HINT')}
        </p>
      )}
      {alert && (
        <p role="alert" className="mt-2 text-sm text-brand-dark">
          {t(alert)}
        </p>
      )}
      {state.status === 'done' && !clientErrors && (
        <p role="status" key={state.at} className="mt-2 text-sm text-fit" data-testid="bulk-result">
          {t('TEXT_ADMIN_BULK_DONE', { count: state.changed ?? 0 })}
        </p>
      )}
    </section>
  );
}
