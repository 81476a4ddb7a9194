// A blog post in one of the four post layouts: full width, sidebar at the start or the end, or
// without the picture. Below the body: tags, the previous and next posts, and related posts.
import { ShopImage } from '@/ui/ShopImage';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { localize } from '@/i18n/localized';
import type { Locale } from '@/i18n/routing';
import { ChevronBackIcon, ChevronNextIcon } from '@/ui/icons';
import { BLOG_HREF, blogPostHref } from '@/features/content/model';
import { RichText } from '@/ui/RichText';
import { sanitizeHtml } from '@/ui/sanitize-html';
import { readingMinutes, tagLabel, type SidebarPosition } from '../model';
import { adjacentPosts, relatedPosts, type BlogPost } from '../queries';
import { BlogSidebar } from './BlogSidebar';
import { PostCard } from './PostCard';
import { PostMeta } from './PostMeta';

type Props = { locale: Locale; post: BlogPost; sidebar: SidebarPosition | null; image: boolean };

export async function PostPage({ locale, post, sidebar, image }: Props) {
  const t = await getTranslations();
  const [{ older, newer }, related] = await Promise.all([adjacentPosts(post), relatedPosts(post, sidebar ? 2 : 3)]);
  const title = localize(post.title, locale);
  const html = sanitizeHtml(localize(post.body, locale));

  const article = (
    <article className="min-w-0" data-testid="blog-post">
      <header className={sidebar ? '' : 'mx-auto max-w-[820px] text-center'}>
        <nav aria-label={t('NAV_BREADCRUMB')} className="mb-4 text-sm text-muted">
          <Link href="/" className="hover:text-brand">
            {t('LINK_HOME')}
          </Link>
          <span aria-hidden className="mx-2">
            /
          </span>
          <Link href={BLOG_HREF} className="hover:text-brand">
            {t('HEADER_BLOG')}
          </Link>
        </nav>
        <PostMeta post={post} locale={locale} className={sidebar ? '' : 'justify-center'} />
        <h1 className="mt-4 text-3xl font-bold leading-tight tracking-tight text-ink md:text-[40px]">{title}</h1>
        <p className="mt-3 text-sm text-muted">{t('TEXT_READING_TIME', { minutes: readingMinutes(html) })}</p>
      </header>
      {image && post.image && (
        <div className={`relative mt-8 aspect-[16/9] overflow-hidden rounded-lg bg-surface ${sidebar ? '' : 'mx-auto max-w-[1100px]'}`}>
          <ShopImage src={post.image} alt={title} fill priority sizes="(min-width: 1350px) 1100px, 100vw" className="object-cover" />
        </div>
      )}
      <div className={`mt-8 ${sidebar ? '' : 'mx-auto max-w-[760px]'}`}>
        <p className="mb-6 text-lg leading-relaxed text-ink">{localize(post.excerpt, locale)}</p>
        <RichText html={html} />
        {post.tags.length > 0 && (
          <div className="mt-10 flex flex-wrap items-center gap-2 border-t border-line pt-6">
            <span className="me-1 text-sm font-semibold text-ink">{t('HEADER_TAGS')}:</span>
            {post.tags.map((tag) => (
              <Link
                key={tag.slug}
                href={{ pathname: BLOG_HREF, query: { tag: tag.slug } }}
                className="rounded-md border border-line px-2.5 py-1 text-[13px] hover:border-brand hover:text-brand"
                data-testid="post-tag"
              >
                {tagLabel(localize(tag.name, locale))}
              </Link>
            ))}
          </div>
        )}
        {(older || newer) && (
          <nav aria-label={t('NAV_POST_NAVIGATION')} className="mt-8 grid grid-cols-[minmax(0,1fr)] gap-4 sm:grid-cols-2">
            {older ? (
              <Link href={blogPostHref(older.slug)} className="group rounded-lg border border-line p-4 hover:border-brand">
                <span className="flex items-center gap-1 text-xs font-medium uppercase tracking-wide text-muted">
                  <ChevronBackIcon size={12} className="rtl:-scale-x-100" />
                  {t('LINK_PREVIOUS_POST')}
                </span>
                <span className="mt-1 block font-semibold leading-snug text-ink group-hover:text-brand">
                  {localize(older.title, locale)}
                </span>
              </Link>
            ) : (
              <span />
            )}
            {newer && (
              <Link href={blogPostHref(newer.slug)} className="group rounded-lg border border-line p-4 text-end hover:border-brand">
                <span className="flex items-center justify-end gap-1 text-xs font-medium uppercase tracking-wide text-muted">
                  {t('LINK_NEXT_POST')}
                  <ChevronNextIcon size={12} className="rtl:-scale-x-100" />
                </span>
                <span className="mt-1 block font-semibold leading-snug text-ink group-hover:text-brand">
                  {localize(newer.title, locale)}
                </span>
              </Link>
            )}
          </nav>
        )}
      </div>
      {related.length > 0 && (
        <section aria-labelledby="related-posts-title" className="mt-14">
          <h2 id="related-posts-title" className="mb-5 text-2xl font-bold text-ink">
            {t('HEADER_RELATED_POSTS')}
          </h2>
          <div className={`grid grid-cols-[minmax(0,1fr)] gap-6 sm:grid-cols-2 ${sidebar ? '' : 'lg:grid-cols-3'}`}>
            {related.map((p) => (
              <PostCard key={p.id} post={p} layout="grid" locale={locale} />
            ))}
          </div>
        </section>
      )}
    </article>
  );

  return (
    <main className="border-t border-line" data-testid="blog-post-page">
      {sidebar ? (
        <div
          className={`mx-auto grid w-full max-w-[1350px] grid-cols-[minmax(0,1fr)] gap-10 px-4 py-10 sm:px-6 ${sidebar === 'start' ? 'lg:grid-cols-[300px_minmax(0,1fr)]' : 'lg:grid-cols-[minmax(0,1fr)_300px]'}`}
        >
          {article}
          <div className={sidebar === 'start' ? 'lg:order-first' : ''}>
            <BlogSidebar locale={locale} />
          </div>
        </div>
      ) : (
        <div className="mx-auto w-full max-w-[1350px] px-4 py-10 sm:px-6">{article}</div>
      )}
    </main>
  );
}
