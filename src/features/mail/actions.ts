'use server';
// Staff's action on the outbox: try a failed email again. The caller's role is checked first; anyone
// else changes nothing. The worker is woken at once (in a rendering process, wakeMailer tells the
// primary, where the worker runs).
import { revalidatePath } from 'next/cache';
import { db } from '@/db/client';
import { parseRowId } from '@/db/row-id';
import { staffFor } from '@/features/admin/access';
import { retryFailedMail } from './upkeep';
import { wakeMailer } from './wake';

export async function retryEmail(form: FormData): Promise<void> {
  const staff = await staffFor('orders');
  const raw = form.get('id');
  const id = typeof raw === 'string' ? parseRowId(raw) : null;
  if (!staff || id === null) return;
  if (await retryFailedMail(db(), id, { id: staff.id, email: staff.email })) wakeMailer();
  revalidatePath('/[locale]/admin/(staff)/outbox/[id]', 'page');
}
