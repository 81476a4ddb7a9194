'use server';
// The admin's product forms post here. Each action first asks who is calling (staffFor): a shopper or
// a visitor posting directly changes nothing and learns nothing but "not found". The work itself is
// service.ts, which checks the role again, validates and writes the change with its audit line.
// Answers are message ids; the forms translate them.
import { refresh } from 'next/cache';
import { formValues } from '@/features/account/schema';
import { staffFor } from '../access';
import type { FieldErrors } from '@/ui/form-errors';
import { bulkEditProducts, quickEditProduct, saveProduct } from './service';
import type { BulkOperation } from './schema';

export type ProductFormState = {
  status: 'idle' | 'saved' | 'error';
  /** A message id per field. */
  errors?: FieldErrors;
  /** A message id for the whole form. */
  alert?: string;
  /** What was typed, to refill the form after a refusal. */
  values?: Record<string, string>;
};

export type QuickEditState = ProductFormState & { saved?: number };
export type BulkState = {
  status: 'idle' | 'done' | 'error';
  errors?: FieldErrors;
  alert?: string;
  operation?: BulkOperation;
  changed?: number;
  at?: number;
};

const NOT_FOUND = { status: 'error', alert: 'ERROR_ADMIN_NOT_FOUND' } as const;

export async function saveProductAction(_previous: ProductFormState, form: FormData): Promise<ProductFormState> {
  const staff = await staffFor('products');
  if (!staff) return NOT_FOUND;
  const values = formValues(form);
  const result = await saveProduct(staff, values);
  if (!result.ok)
    return result.code === 'NOT_FOUND' ? NOT_FOUND : { status: 'error', errors: result.errors, alert: 'ERROR_ADMIN_FORM_INVALID', values };
  refresh();
  return { status: 'saved' };
}

export async function quickEditAction(previous: QuickEditState, form: FormData): Promise<QuickEditState> {
  const staff = await staffFor('products');
  if (!staff) return NOT_FOUND;
  const values = formValues(form);
  const result = await quickEditProduct(staff, values);
  if (!result.ok) return result.code === 'NOT_FOUND' ? NOT_FOUND : { status: 'error', errors: result.errors, values };
  refresh();
  return { status: 'saved', saved: (previous.saved ?? 0) + 1 };
}

export async function bulkEditAction(_previous: BulkState, form: FormData): Promise<BulkState> {
  const staff = await staffFor('products');
  if (!staff) return NOT_FOUND;
  const values = formValues(form);
  const ids = form.getAll('ids').filter((v): v is string => typeof v === 'string');
  const result = await bulkEditProducts(staff, { ...values, ids });
  if (!result.ok) return result.code === 'NOT_FOUND' ? NOT_FOUND : { status: 'error', errors: result.errors };
  refresh();
  return { status: 'done', operation: result.operation, changed: result.changed, at: Date.now() };
}
