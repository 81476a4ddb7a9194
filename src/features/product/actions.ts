'use server';
// The add-review form's server action. Input is validated again here (the browser's check is only a
// convenience); answers carry translated messages so the form shows them as they are.
import { headers } from 'next/headers';
import { revalidatePath } from 'next/cache';
import { getTranslations } from 'next-intl/server';
import { clientAddress } from '@/features/rate-limits/model';
import { reviewErrorValues, type ReviewErrors, type ReviewField } from './model';
import { addReview } from './reviews';

export type ReviewFormState = {
  status: 'idle' | 'ok' | 'error';
  /** Translated form-level message (success, rate limit, not found). */
  message?: string;
  /** Translated message per field. */
  errors?: Partial<Record<ReviewField, string>>;
  /** Increments on success, so the form can reset itself. */
  submitted?: number;
};

const clientKey = async () => clientAddress(await headers());

export async function submitReview(previous: ReviewFormState, form: FormData): Promise<ReviewFormState> {
  const t = await getTranslations();
  const productId = Number(form.get('productId'));
  const result = await addReview(
    productId,
    { author: form.get('author') ?? '', rating: form.get('rating') ?? '', content: form.get('content') ?? '' },
    await clientKey(),
  );
  if (result.ok) {
    const slug = String(form.get('slug') ?? '');
    if (/^[a-z0-9-]{1,200}$/.test(slug)) revalidatePath(`/[locale]/(shop)/products/${slug}`, 'page');
    return { status: 'ok', message: t('TEXT_REVIEW_ADDED'), submitted: (previous.submitted ?? 0) + 1 };
  }
  if (result.code === 'INVALID') {
    const errors: ReviewErrors = {};
    for (const [field, id] of Object.entries(result.errors) as [ReviewField, string][])
      errors[field] = t(id as 'ERROR_FORM_REQUIRED', reviewErrorValues(field));
    return { status: 'error', errors, message: t('ERROR_REVIEW_FORM') };
  }
  return { status: 'error', message: t(result.code === 'RATE_LIMITED' ? 'ERROR_REVIEW_RATE_LIMITED' : 'ERROR_PRODUCT_NOT_FOUND') };
}
