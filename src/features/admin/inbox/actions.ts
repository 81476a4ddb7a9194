'use server';
// Staff mark contact messages read or unread; the role is checked on every call.
import { revalidatePath } from 'next/cache';
import { parseRowId } from '@/db/row-id';
import { staffFor } from '../access';
import { markMessage } from './queries';

export async function setMessageRead(form: FormData): Promise<void> {
  const staff = await staffFor('inbox');
  const id = parseRowId(typeof form.get('id') === 'string' ? (form.get('id') as string) : null);
  if (!staff || !id) return;
  if (await markMessage(id, form.get('read') === '1', { id: staff.id, email: staff.email }))
    revalidatePath('/[locale]/admin/(staff)/inbox', 'page');
}
