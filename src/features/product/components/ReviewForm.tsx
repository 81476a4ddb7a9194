'use client';
// The add-review form: author, rating 1-5, content. Checked in the browser with the same rules as
// the server (review-input.ts checkReview), then sent to the submitReview server action, which checks again,
// applies the rate limit and stores the review; the page then re-renders with it first. The check
// (with zod) is its own chunk, fetched when the shopper first focuses a field and awaited on submit,
// so the product page does not load it up front.
import { startTransition, useActionState, useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { StarIcon } from '@/ui/icons';
import { REVIEW_LIMITS, reviewErrorValues, type ReviewField } from '../model';
import { submitReview, type ReviewFormState } from '../actions';

const loadCheck = () => import('../review-input');
const preloadCheck = () => void loadCheck();

export function ReviewForm({ productId, slug }: { productId: number; slug: string }) {
  const t = useTranslations();
  const [state, action, pending] = useActionState<ReviewFormState, FormData>(submitReview, { status: 'idle' });
  const [clientErrors, setClientErrors] = useState<Partial<Record<ReviewField, string>> | null>(null);
  const [rating, setRating] = useState(0);
  const form = useRef<HTMLFormElement>(null);

  // After a stored review the form starts over; after a refused one the shopper's text stays.
  const [seen, setSeen] = useState(state.submitted);
  if (state.submitted !== seen) {
    setSeen(state.submitted);
    setRating(0);
  }
  useEffect(() => {
    if (state.submitted) form.current?.reset();
  }, [state.submitted]);

  const errors = clientErrors ?? state.errors ?? {};
  const message = clientErrors ? t('ERROR_REVIEW_FORM') : state.message;
  const ok = !clientErrors && state.status === 'ok';

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    // Sent by hand: a form action would clear the fields even when the server refuses the review.
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    const { checkReview } = await loadCheck();
    const checked = checkReview({ author: data.get('author') ?? '', rating: data.get('rating') ?? '', content: data.get('content') ?? '' });
    if (!checked.ok) {
      const translated: Partial<Record<ReviewField, string>> = {};
      for (const [field, id] of Object.entries(checked.errors) as [ReviewField, string][])
        translated[field] = t(id as 'ERROR_FORM_REQUIRED', reviewErrorValues(field));
      setClientErrors(translated);
      const first = Object.keys(checked.errors)[0];
      form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setClientErrors(null);
    startTransition(() => action(data));
  };

  const field =
    'w-full rounded-md border bg-white px-3 text-[15px] text-ink outline-none focus-visible:border-brand focus-visible:ring-2 focus-visible:ring-brand/20';
  const border = (f: ReviewField) => (errors[f] ? 'border-nofit' : 'border-line');
  const error = (f: ReviewField) =>
    errors[f] && (
      <p id={`review-${f}-error`} className="text-sm text-nofit">
        {errors[f]}
      </p>
    );

  return (
    <form
      ref={form}
      action={action}
      onSubmit={(e) => void onSubmit(e)}
      onFocus={preloadCheck}
      noValidate
      className="flex flex-col gap-4"
      data-testid="review-form"
      aria-labelledby="write-review-title"
    >
      <h3 id="write-review-title" className="text-lg font-semibold text-ink">
        {t('HEADER_WRITE_REVIEW')}
      </h3>
      <input type="hidden" name="productId" value={productId} />
      <input type="hidden" name="slug" value={slug} />
      {message && (
        <p
          role={ok ? 'status' : 'alert'}
          className={`rounded-md border px-3 py-2 text-sm ${ok ? 'border-fit/30 bg-fit/5 text-[#125f28]' : 'border-nofit/30 bg-nofit/5 text-nofit'}`}
        >
          {message}
        </p>
      )}
      <fieldset className="flex flex-col gap-1.5" aria-describedby={errors.rating ? 'review-rating-error' : undefined}>
        <legend className="mb-1.5 text-sm font-semibold text-ink">{t('INPUT_REVIEW_RATING')}</legend>
        <div className="flex w-fit gap-1">
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n} className="cursor-pointer">
              <input type="radio" name="rating" value={n} checked={rating === n} onChange={() => setRating(n)} className="peer sr-only" />
              <span className="sr-only">{t('TEXT_STARS', { count: n })}</span>
              <StarIcon
                size={28}
                className={`rounded-sm peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand ${rating >= n ? 'text-[#ffb400]' : 'text-[#d0d0d0] hover:text-[#ffd36b]'}`}
              />
            </label>
          ))}
        </div>
        {error('rating')}
      </fieldset>
      <div className="flex flex-col gap-1.5">
        <label htmlFor="review-author" className="text-sm font-semibold text-ink">
          {t('INPUT_REVIEW_AUTHOR')}
        </label>
        <input
          id="review-author"
          name="author"
          autoComplete="name"
          maxLength={REVIEW_LIMITS.authorMax}
          aria-invalid={!!errors.author || undefined}
          aria-describedby={errors.author ? 'review-author-error' : undefined}
          className={`${field} h-11 ${border('author')}`}
        />
        {error('author')}
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor="review-content" className="text-sm font-semibold text-ink">
          {t('INPUT_REVIEW_CONTENT')}
        </label>
        <textarea
          id="review-content"
          name="content"
          rows={5}
          maxLength={REVIEW_LIMITS.contentMax}
          aria-invalid={!!errors.content || undefined}
          aria-describedby={errors.content ? 'review-content-error' : undefined}
          className={`${field} py-2 ${border('content')}`}
        />
        {error('content')}
      </div>
      <button
        type="submit"
        disabled={pending}
        aria-busy={pending || undefined}
        className="inline-flex h-11 w-fit items-center gap-2 rounded-md bg-brand px-6 font-semibold text-white transition-colors hover:bg-brand-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink disabled:opacity-70"
      >
        {pending && <span aria-hidden className="size-4 animate-spin rounded-full border-2 border-current border-e-transparent" />}
        {t('BUTTON_POST_REVIEW')}
      </button>
    </form>
  );
}
