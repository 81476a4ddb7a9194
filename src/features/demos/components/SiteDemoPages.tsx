// The template's /demo/site/components and /demo/site/typography pages: the shop's building blocks
// on one page, with real data (blog categories, a post body) rather than placeholder text.
import { getTranslations } from 'next-intl/server';
import { localize } from '@/i18n/localized';
import type { Locale } from '@/i18n/routing';
import { Rating } from '@/ui/Rating';
import { Price } from '@/ui/Price';
import { sanitizeHtml } from '@/ui/sanitize-html';
import { blogCategories, blogPost } from '@/features/blog/queries';
import { PageHeader } from '@/features/content/components/pages/PageHeader';
import { RichText } from '@/ui/RichText';

const section = 'rounded-lg border border-line p-6';
const h2 = 'mb-5 text-xl font-bold text-ink';
const button =
  'inline-flex h-11 items-center rounded-md px-6 text-[15px] font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand';

export async function ComponentsPage({ locale }: { locale: Locale }) {
  const t = await getTranslations();
  const categories = await blogCategories();
  return (
    <main data-testid="components-page">
      <PageHeader title={t('HEADER_COMPONENTS')} />
      <div className="mx-auto grid w-full max-w-[1350px] gap-6 px-4 py-10 sm:px-6 lg:grid-cols-2">
        <section className={section} aria-labelledby="demo-buttons">
          <h2 id="demo-buttons" className={h2}>
            {t('HEADER_BUTTONS')}
          </h2>
          <div className="flex flex-wrap gap-3">
            <button type="button" className={`${button} bg-brand text-white hover:bg-brand-dark`}>
              {t('BUTTON_SUBSCRIBE')}
            </button>
            <button type="button" className={`${button} bg-ink text-white hover:bg-brand`}>
              {t('BUTTON_CHECKOUT')}
            </button>
            <button type="button" className={`${button} border border-line text-ink hover:border-ink`}>
              {t('BUTTON_VIEW_CART')}
            </button>
            <button type="button" disabled className={`${button} cursor-not-allowed bg-surface text-muted`}>
              {t('BUTTON_SENDING')}
            </button>
          </div>
        </section>
        <section className={section} aria-labelledby="demo-alerts">
          <h2 id="demo-alerts" className={h2}>
            {t('HEADER_ALERTS')}
          </h2>
          <div className="space-y-3 text-[15px]">
            <p role="status" className="rounded-md border border-fit/30 bg-fit/10 px-4 py-3 text-[#125f28]">
              {t('TEXT_NEWSLETTER_SUBSCRIBED')}
            </p>
            <p className="rounded-md border border-unknown/30 bg-unknown/10 px-4 py-3 text-[#8a5300]">{t('ERROR_TOO_MANY_REQUESTS')}</p>
            <p className="rounded-md border border-nofit/30 bg-nofit/10 px-4 py-3 text-nofit">{t('ERROR_FORM_INCORRECT_EMAIL')}</p>
          </div>
        </section>
        <section className={section} aria-labelledby="demo-badges">
          <h2 id="demo-badges" className={h2}>
            {t('TEXT_BADGES')}
          </h2>
          <div className="flex flex-wrap items-center gap-3">
            <span className="rounded-sm bg-brand px-2 py-0.5 text-xs font-bold uppercase text-white">{t('BADGE_SALE')}</span>
            <span className="rounded-sm bg-[#3366cc] px-2 py-0.5 text-xs font-bold uppercase text-white">{t('BADGE_NEW')}</span>
            <span className="rounded-sm bg-[#b85c00] px-2 py-0.5 text-xs font-bold uppercase text-white">{t('BADGE_HOT')}</span>
            <Rating value={4} label={t('TEXT_RATING_LABEL', { value: 4, max: 5 })} />
            <Price cents={129900} className="text-lg font-bold text-ink" />
          </div>
        </section>
        <section className={section} aria-labelledby="demo-forms">
          <h2 id="demo-forms" className={h2}>
            {t('HEADER_FORMS')}
          </h2>
          <div className="grid gap-4 sm:grid-cols-2">
            <div>
              <label htmlFor="demo-name" className="mb-1.5 block text-sm font-medium">
                {t('INPUT_YOUR_NAME')}
              </label>
              <input id="demo-name" className="h-11 w-full rounded-md border border-line px-4 outline-none focus-visible:border-brand" />
            </div>
            <div>
              <label htmlFor="demo-email" className="mb-1.5 block text-sm font-medium">
                {t('INPUT_EMAIL_ADDRESS')}
              </label>
              <input
                id="demo-email"
                type="email"
                aria-invalid
                aria-describedby="demo-email-error"
                defaultValue="name@"
                className="h-11 w-full rounded-md border border-nofit px-4 outline-none"
              />
              <p id="demo-email-error" className="mt-1.5 text-sm text-nofit">
                {t('ERROR_FORM_INCORRECT_EMAIL')}
              </p>
            </div>
            <div className="sm:col-span-2">
              <label htmlFor="demo-message" className="mb-1.5 block text-sm font-medium">
                {t('INPUT_MESSAGE')}
              </label>
              <textarea
                id="demo-message"
                rows={3}
                className="w-full rounded-md border border-line px-4 py-3 outline-none focus-visible:border-brand"
              />
            </div>
          </div>
        </section>
        <section className={`${section} lg:col-span-2`} aria-labelledby="demo-table">
          <h2 id="demo-table" className={h2}>
            {t('HEADER_TABLES')}
          </h2>
          <div className="overflow-x-auto">
            <table className="w-full text-start text-[15px]">
              <thead className="bg-surface text-sm">
                <tr>
                  <th scope="col" className="px-4 py-2.5 text-start">
                    {t('HEADER_CATEGORIES')}
                  </th>
                  <th scope="col" className="px-4 py-2.5 text-end">
                    {t('HEADER_BLOG')}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-line">
                {categories.map((c) => (
                  <tr key={c.slug}>
                    <td className="px-4 py-2.5">{localize(c.name, locale)}</td>
                    <td className="px-4 py-2.5 text-end">{t('TEXT_POSTS_COUNT', { count: c.postsCount })}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      </div>
    </main>
  );
}

export async function TypographyPage({ locale }: { locale: Locale }) {
  const t = await getTranslations();
  const post = await blogPost(null);
  const sample = post ? localize(post.title, locale) : t('HEADER_TYPOGRAPHY');
  return (
    <main data-testid="typography-page">
      <PageHeader title={t('HEADER_TYPOGRAPHY')} />
      <div className="mx-auto grid w-full max-w-[1350px] gap-10 px-4 py-10 sm:px-6 lg:grid-cols-[360px_minmax(0,1fr)]">
        <section aria-labelledby="type-scale" className="space-y-4">
          <h2 id="type-scale" className="text-sm font-semibold uppercase tracking-wide text-muted">
            {t('HEADER_TYPE_SCALE')}
          </h2>
          <p className="text-4xl font-bold text-ink">{sample}</p>
          <p className="text-3xl font-bold text-ink">{sample}</p>
          <p className="text-2xl font-semibold text-ink">{sample}</p>
          <p className="text-xl font-semibold text-ink">{sample}</p>
          <p className="text-lg font-medium text-ink">{sample}</p>
          <p className="text-base text-ink">{sample}</p>
          <p className="text-sm text-muted">{sample}</p>
        </section>
        <section aria-labelledby="type-body">
          <h2 id="type-body" className="mb-4 text-sm font-semibold uppercase tracking-wide text-muted">
            {t('HEADER_TYPE_BODY')}
          </h2>
          {post && <RichText html={sanitizeHtml(localize(post.body, locale))} />}
        </section>
      </div>
    </main>
  );
}
