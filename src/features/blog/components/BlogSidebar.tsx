// The blog sidebar: search, categories with post counts, the latest posts, tags and the newsletter.
// Search is a plain GET form to the listing, so it works before JavaScript loads.
import { ShopImage } from '@/ui/ShopImage';
import { getFormatter, getTranslations } from 'next-intl/server';
import { Link, getPathname } from '@/i18n/navigation';
import { localize } from '@/i18n/localized';
import type { Locale } from '@/i18n/routing';
import { SearchIcon } from '@/ui/icons';
import { BLOG_HREF, blogPostHref } from '@/features/content/model';
import { NewsletterForm } from '@/features/content/components/NewsletterForm';
import { latestPosts } from '@/features/content/queries';
import { blogCategories, blogTags } from '../queries';
import { tagLabel, type BlogListQuery } from '../model';

const box = 'rounded-lg border border-line bg-white p-5';
const heading = 'mb-4 text-base font-semibold text-ink';

export async function BlogSidebar({ locale, listPath = BLOG_HREF, query }: { locale: Locale; listPath?: string; query?: BlogListQuery }) {
  const t = await getTranslations();
  const format = await getFormatter();
  const [categories, latest, tags] = await Promise.all([blogCategories(), latestPosts(4), blogTags(16)]);
  return (
    <aside aria-label={t('NAV_BLOG_SIDEBAR')} className="flex flex-col gap-6" data-testid="blog-sidebar">
      <section className={box} aria-labelledby="blog-search-title">
        <h2 id="blog-search-title" className={heading}>
          {t('HEADER_SEARCH_BLOG')}
        </h2>
        <form
          role="search"
          action={getPathname({ href: listPath, locale })}
          method="get"
          className="flex h-11 items-stretch overflow-hidden rounded-md border border-line focus-within:border-brand"
        >
          <label htmlFor="blog-search" className="sr-only">
            {t('HEADER_SEARCH_BLOG')}
          </label>
          <input
            id="blog-search"
            name="search"
            type="search"
            defaultValue={query?.search ?? ''}
            maxLength={100}
            placeholder={t('INPUT_BLOG_SEARCH_PLACEHOLDER')}
            className="min-w-0 flex-1 bg-transparent px-3 text-[15px] outline-none placeholder:text-muted"
          />
          <button
            type="submit"
            aria-label={t('BUTTON_SEARCH')}
            className="flex w-11 items-center justify-center text-muted hover:text-brand"
          >
            <SearchIcon size={18} />
          </button>
        </form>
      </section>

      <section className={box} aria-labelledby="blog-categories-title">
        <h2 id="blog-categories-title" className={heading}>
          {t('HEADER_CATEGORIES')}
        </h2>
        <ul className="divide-y divide-line text-[15px]">
          {categories.map((c) => {
            const active = query?.category === c.slug;
            return (
              <li key={c.slug}>
                <Link
                  href={{ pathname: listPath, query: { category: c.slug } }}
                  aria-current={active ? 'page' : undefined}
                  className={`flex items-center justify-between gap-3 py-2 hover:text-brand ${active ? 'font-semibold text-brand' : 'text-ink'}`}
                >
                  <span>{localize(c.name, locale)}</span>
                  <span className="rounded-full bg-surface px-2 text-xs leading-5 text-muted">{c.postsCount}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      </section>

      <section className={box} aria-labelledby="blog-latest-title">
        <h2 id="blog-latest-title" className={heading}>
          {t('HEADER_LATEST_POSTS')}
        </h2>
        <ul className="flex flex-col gap-4">
          {latest.map((p) => (
            <li key={p.id} className="flex gap-3">
              <Link
                href={blogPostHref(p.slug)}
                tabIndex={-1}
                aria-hidden
                className="relative block size-16 shrink-0 overflow-hidden rounded-md bg-surface"
              >
                {p.image && <ShopImage src={p.image} alt="" fill sizes="64px" className="object-cover" />}
              </Link>
              <div className="min-w-0">
                <Link href={blogPostHref(p.slug)} className="line-clamp-2 text-sm font-medium leading-snug text-ink hover:text-brand">
                  {localize(p.title, locale)}
                </Link>
                <time dateTime={p.publishedAt} className="mt-1 block text-xs text-muted">
                  {format.dateTime(new Date(p.publishedAt), { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' })}
                </time>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section className={box} aria-labelledby="blog-tags-title">
        <h2 id="blog-tags-title" className={heading}>
          {t('HEADER_TAGS')}
        </h2>
        <ul className="flex flex-wrap gap-2">
          {tags.map(({ tag, name }) => (
            <li key={tag}>
              <Link
                href={{ pathname: listPath, query: { tag } }}
                aria-current={query?.tag === tag ? 'page' : undefined}
                className={`inline-block rounded-md border px-2.5 py-1 text-[13px] transition-colors hover:border-brand hover:text-brand ${query?.tag === tag ? 'border-brand bg-brand text-white hover:text-white' : 'border-line text-ink'}`}
              >
                {tagLabel(localize(name, locale))}
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section className="rounded-lg bg-[#1f2329] p-5" aria-labelledby="blog-newsletter-title">
        <h2 id="blog-newsletter-title" className="mb-2 text-base font-semibold text-white">
          {t('HEADER_NEWSLETTER')}
        </h2>
        <p className="mb-4 text-sm leading-relaxed text-white/75">{t('TEXT_NEWSLETTER_INTRO')}</p>
        <NewsletterForm idPrefix="blog-newsletter" stacked />
      </section>
    </aside>
  );
}
