// The reviews sort: a GET form that submits itself when the choice changes, so it also works before
// (and without) JavaScript with its button. No script of its own: the select is marked
// data-submit-on-change, which the product tabs (ProductTabs, around every panel) act on.
// @server-translated: its sort labels are translated where the form is drawn (scripts/messages/client-ids.ts).
import { useTranslations } from 'next-intl';
import { REVIEW_SORTS, type ReviewSort } from '../model';

const LABEL: Record<
  ReviewSort,
  'TEXT_SORT_REVIEWS_NEWEST' | 'TEXT_SORT_REVIEWS_OLDEST' | 'TEXT_SORT_REVIEWS_HIGHEST' | 'TEXT_SORT_REVIEWS_LOWEST'
> = {
  newest: 'TEXT_SORT_REVIEWS_NEWEST',
  oldest: 'TEXT_SORT_REVIEWS_OLDEST',
  highest: 'TEXT_SORT_REVIEWS_HIGHEST',
  lowest: 'TEXT_SORT_REVIEWS_LOWEST',
};

export function ReviewsSort({ sort, action }: { sort: ReviewSort; action: string }) {
  const t = useTranslations();
  return (
    <form method="get" action={`${action}#reviews`} className="flex items-center gap-2">
      <label htmlFor="reviews-sort" className="text-sm text-muted">
        {t('INPUT_SORT_REVIEWS')}
      </label>
      <select id="reviews-sort" name="sort" defaultValue={sort} data-submit-on-change className="reviews-sort-select">
        {REVIEW_SORTS.map((s) => (
          <option key={s} value={s}>
            {t(LABEL[s])}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" className="h-9 rounded-md border border-line px-3 text-sm">
          {t('INPUT_SORT_REVIEWS')}
        </button>
      </noscript>
    </form>
  );
}
