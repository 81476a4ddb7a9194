// The add-review form's check (specification section 5), shared by the browser (ReviewForm, which
// loads this module when the shopper starts on the form, so listings and product pages do not carry
// zod in their first load) and the server (reviews.ts, which checks again). Limits and message
// values: model.ts.
import { FORM_CONTROL_CHARACTERS, PRINTABLE_TEXT } from '@/ui/zod';
import { fieldErrors } from '@/ui/form-errors';
import { z } from 'zod/mini';
import { REVIEW_LIMITS, type ReviewErrors, type ReviewField, type ReviewInput } from './model';

/**
 * The add-review form. Error messages are message ids, so the client and the server show the same
 * translated text.
 */
export const reviewInputSchema = z.object({
  author: z
    .string({ error: 'ERROR_FORM_REQUIRED' })
    .check(
      z.regex(PRINTABLE_TEXT, { error: FORM_CONTROL_CHARACTERS }),
      z.trim(),
      z.minLength(1, { error: 'ERROR_FORM_REQUIRED' }),
      z.minLength(REVIEW_LIMITS.authorMin, { error: 'ERROR_REVIEW_AUTHOR_LENGTH' }),
      z.maxLength(REVIEW_LIMITS.authorMax, { error: 'ERROR_REVIEW_AUTHOR_LENGTH' }),
    ),
  rating: z.coerce
    .number({ error: 'ERROR_REVIEW_RATING' })
    .check(z.int({ error: 'ERROR_REVIEW_RATING' }), z.gte(1, { error: 'ERROR_REVIEW_RATING' }), z.lte(5, { error: 'ERROR_REVIEW_RATING' })),
  content: z
    .string({ error: 'ERROR_FORM_REQUIRED' })
    .check(
      z.regex(PRINTABLE_TEXT, { error: FORM_CONTROL_CHARACTERS }),
      z.trim(),
      z.minLength(1, { error: 'ERROR_FORM_REQUIRED' }),
      z.minLength(REVIEW_LIMITS.contentMin, { error: 'ERROR_REVIEW_CONTENT_LENGTH' }),
      z.maxLength(REVIEW_LIMITS.contentMax, { error: 'ERROR_REVIEW_CONTENT_LENGTH' }),
    ),
});
/** Field errors (message ids) of a review form, or the cleaned input. */
export function checkReview(raw: Record<string, unknown>): { ok: true; review: ReviewInput } | { ok: false; errors: ReviewErrors } {
  // An empty rating field is "no rating", not zero.
  const input = { ...raw, rating: raw.rating === '' || raw.rating == null ? undefined : raw.rating };
  const parsed = reviewInputSchema.safeParse(input);
  if (parsed.success) return { ok: true, review: parsed.data };
  return { ok: false, errors: fieldErrors<ReviewField>(parsed.error) };
}
