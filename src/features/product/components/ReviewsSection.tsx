// The reviews tab: the product's average, one page of reviews (8 a page, section 9) with sort and
// page links that keep the shopper on this tab, and the add-review form (loaded with the tab).
import { useFormatter, useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { Rating } from '@/ui/Rating';
import type { ReviewsPage } from '../product-page';
import { ReviewFormOnDemand } from './TabParts';
import { ReviewsSort } from './ReviewsSort';
import { productHref } from '@/routes';

type Props = { productId: number; slug: string; rating: number; reviews: ReviewsPage };

export function ReviewsSection({ productId, slug, rating, reviews }: Props) {
  const t = useTranslations();
  const format = useFormatter();
  const path = productHref(slug);
  const href = (page: number) =>
    `${path}?${new URLSearchParams({ reviews: String(page), ...(reviews.sort !== 'newest' ? { sort: reviews.sort } : {}) })}#reviews`;
  const from = (reviews.page - 1) * reviews.limit + 1;
  const to = from + reviews.items.length - 1;

  return (
    <div className="reviews-layout" data-testid="reviews">
      <section aria-labelledby="customer-reviews-title" className="flex flex-col gap-5">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="flex items-center gap-3">
            <h3 id="customer-reviews-title" className="text-lg font-semibold text-ink">
              {t('HEADER_CUSTOMER_REVIEWS')}
            </h3>
            <span className="flex items-center gap-2 text-sm text-muted" data-testid="reviews-summary">
              <Rating value={rating} size={16} />
              <span>{format.number(rating, { maximumFractionDigits: 1, minimumFractionDigits: 1 })}</span>
              <span>· {t('TEXT_REVIEWS', { count: reviews.total })}</span>
            </span>
          </div>
          {reviews.total > 1 && <ReviewsSort sort={reviews.sort} action={path} />}
        </div>

        {reviews.items.length === 0 ? (
          <p className="text-muted">{t('TEXT_NO_REVIEWS')}</p>
        ) : (
          <ol className="flex flex-col divide-y divide-line" data-testid="reviews-list">
            {reviews.items.map((r) => (
              <li key={r.id} className="flex gap-4 py-5 first:pt-0" data-review-id={r.id}>
                <span aria-hidden className="review-avatar">
                  {r.author.trim().charAt(0)}
                </span>
                <article className="flex min-w-0 flex-1 flex-col gap-1.5">
                  <header className="flex flex-wrap items-center justify-between gap-2">
                    <p className="font-semibold text-ink" data-testid="review-author" dir="auto">
                      {r.author}
                    </p>
                    <Rating value={r.rating} size={14} />
                  </header>
                  <p className="review-text" data-testid="review-content" dir="auto">
                    {r.content}
                  </p>
                  <time dateTime={r.date} className="text-xs text-muted">
                    {format.dateTime(new Date(r.date), { year: 'numeric', month: 'long', day: 'numeric' })}
                  </time>
                </article>
              </li>
            ))}
          </ol>
        )}

        {reviews.pages > 1 && (
          <nav
            aria-label={t('TEXT_REVIEWS_PAGINATION')}
            className="flex flex-wrap items-center justify-between gap-3 border-t border-line pt-4"
          >
            <p className="text-sm text-muted">{t('TEXT_REVIEWS_RANGE', { from, to, total: reviews.total })}</p>
            <ul className="flex flex-wrap gap-1">
              {Array.from({ length: reviews.pages }, (_, i) => i + 1).map((p) => (
                <li key={p}>
                  {p === reviews.page ? (
                    <span
                      aria-current="page"
                      className="grid size-9 place-items-center rounded-md bg-brand text-sm font-semibold text-white"
                    >
                      <span className="sr-only">{t('BUTTON_PAGE_NUMBER', { page: p })}</span>
                      <span aria-hidden>{p}</span>
                    </span>
                  ) : (
                    <Link
                      href={href(p)}
                      scroll={false}
                      aria-label={t('BUTTON_PAGE_NUMBER', { page: p })}
                      className="grid size-9 place-items-center rounded-md border border-line text-sm text-ink transition-colors hover:border-brand hover:text-brand focus-visible:outline-2 focus-visible:outline-brand"
                    >
                      {p}
                    </Link>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        )}
      </section>
      <aside className="reviews-form-box">
        <ReviewFormOnDemand productId={productId} slug={slug} />
      </aside>
    </div>
  );
}
