'use server';
// Track order (/track-order): an order number plus the billing email shows that order. Any mismatch,
// unknown number or malformed input answers the same translated "not found", so the form never tells
// whether an order number exists.
import { z } from 'zod';
import { FORM_CONTROL_CHARACTERS, PRINTABLE_TEXT } from '@/ui/zod';
import { fieldErrors, type FieldErrors } from '@/ui/form-errors';
import { getLocale } from 'next-intl/server';
import { countryOptions } from '@/server/countries';
import { isLocale } from '@/i18n/routing';
import { headers } from 'next/headers';
import { clientAddress } from '@/features/rate-limits/model';
import type { OrderView } from './model';
import { trackedOrder } from './track';

export type TrackOrderState =
  | { status: 'idle' }
  | { status: 'invalid'; errors: FieldErrors<'number' | 'email'>; number: string; email: string }
  | { status: 'not-found'; number: string; email: string }
  | { status: 'limited'; number: string; email: string }
  | { status: 'found'; order: OrderView; countries: { code: string; name: string }[]; number: string; email: string };

const trackSchema = z.object({
  number: z
    .string()
    .regex(PRINTABLE_TEXT, FORM_CONTROL_CHARACTERS)
    .trim()
    .min(1, { error: 'ERROR_FORM_REQUIRED' })
    .max(40, { error: 'ERROR_TRACK_ORDER_NUMBER' }),
  email: z
    .string()
    .regex(PRINTABLE_TEXT, FORM_CONTROL_CHARACTERS)
    .trim()
    .min(1, { error: 'ERROR_FORM_REQUIRED' })
    .max(254)
    .pipe(z.email({ error: 'ERROR_FORM_INCORRECT_EMAIL' })),
});

export async function trackOrder(_prev: TrackOrderState, form: FormData): Promise<TrackOrderState> {
  const raw = { number: String(form.get('number') ?? ''), email: String(form.get('email') ?? '') };
  const parsed = trackSchema.safeParse(raw);
  if (!parsed.success) return { status: 'invalid', errors: fieldErrors(parsed.error), ...raw };
  const order = await trackedOrder(parsed.data.number, parsed.data.email, clientAddress(await headers()));
  if (order === 'limited') return { status: 'limited', ...raw };
  if (!order) return { status: 'not-found', ...raw };
  const locale = await getLocale();
  return { status: 'found', order, countries: await countryOptions(isLocale(locale) ? locale : 'en'), ...raw };
}
