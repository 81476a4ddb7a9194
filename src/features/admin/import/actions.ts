'use server';
// The import page's one action: apply a checked dry run. Staff with the products area only (anyone
// else learns nothing but "not found"); the claim refuses an import that is not checked, or whose
// dry run cannot be applied; the apply itself runs after the answer, in the background, and the
// page follows it by refreshing.
import { refresh } from 'next/cache';
import { after } from 'next/server';
import { staffFor } from '../access';
import { importIdOf } from './schema';
import { claimStep, runStep } from './service';

export type ApplyState = { status: 'idle' | 'started' | 'error'; alert?: string };

export async function applyImportAction(_previous: ApplyState, form: FormData): Promise<ApplyState> {
  const staff = await staffFor('products');
  if (!staff) return { status: 'error', alert: 'ERROR_ADMIN_NOT_FOUND' };
  const id = importIdOf(form.get('id'));
  if (id === null) return { status: 'error', alert: 'ERROR_ADMIN_NOT_FOUND' };
  const claimed = await claimStep(staff, id, 'apply');
  if (!claimed.ok)
    return { status: 'error', alert: claimed.code === 'NOT_FOUND' ? 'ERROR_ADMIN_NOT_FOUND' : 'ERROR_ADMIN_IMPORT_NOT_READY' };
  after(() => runStep(id, 'apply', { id: staff.id, email: staff.email }));
  refresh();
  return { status: 'started' };
}
