// A blog listing: title band, the posts in the route's layout, pagination and the sidebar on the
// route's side. Filters (category, tag, search) show as a removable note above the posts.
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { localize } from '@/i18n/localized';
import type { Locale } from '@/i18n/routing';
import { CloseIcon } from '@/ui/icons';
import { PageHeader } from '@/features/content/components/pages/PageHeader';
import { pageCount, tagLabel, type BlogListLayout, type BlogListQuery, type SidebarPosition } from '../model';
import { blogCategories, blogPosts, blogTagName } from '../queries';
import { BlogPagination } from './BlogPagination';
import { BlogSidebar } from './BlogSidebar';
import { PostCard } from './PostCard';

const LIST_CLASS: Record<BlogListLayout, string> = {
  classic: 'flex flex-col gap-8',
  list: 'flex flex-col gap-6',
  grid: 'grid gap-6 sm:grid-cols-2',
};

type Props = { locale: Locale; pathname: string; layout: BlogListLayout; sidebar: SidebarPosition; query: BlogListQuery };

export async function BlogListPage({ locale, pathname, layout, sidebar, query }: Props) {
  const t = await getTranslations();
  const [{ items, total }, categories, tag] = await Promise.all([
    blogPosts(query, locale),
    blogCategories(),
    query.tag ? blogTagName(query.tag) : null,
  ]);
  const category = query.category ? categories.find((c) => c.slug === query.category) : null;
  if (query.category && !category) notFound();
  const pages = pageCount(total);
  if (query.page > pages) notFound();

  const filter = category
    ? t('TEXT_BLOG_FILTER_CATEGORY', { name: localize(category.name, locale) })
    : tag
      ? t('TEXT_BLOG_FILTER_TAG', { tag: tagLabel(localize(tag, locale)) })
      : query.search
        ? t('TEXT_BLOG_FILTER_SEARCH', { search: query.search })
        : null;

  return (
    <main data-testid="blog-list" data-layout={layout}>
      <PageHeader title={t('HEADER_BLOG')} crumbs={[]}>
        <p className="mt-2 text-[15px] text-[#595f66]">{t('TEXT_POSTS_COUNT', { count: total })}</p>
      </PageHeader>
      <div
        className={`mx-auto grid w-full max-w-[1350px] grid-cols-[minmax(0,1fr)] gap-10 px-4 py-10 sm:px-6 ${sidebar === 'start' ? 'lg:grid-cols-[300px_minmax(0,1fr)]' : 'lg:grid-cols-[minmax(0,1fr)_300px]'}`}
      >
        <div className="min-w-0">
          {filter && (
            <p className="mb-6 flex flex-wrap items-center gap-3 rounded-md bg-surface px-4 py-3 text-[15px]" data-testid="blog-filter">
              <span className="font-medium text-ink">{filter}</span>
              <Link href={pathname} className="ms-auto inline-flex items-center gap-1 text-sm text-brand hover:underline">
                <CloseIcon size={14} />
                {t('LINK_SHOW_ALL_POSTS')}
              </Link>
            </p>
          )}
          {items.length === 0 ? (
            <p className="rounded-lg border border-dashed border-line px-6 py-12 text-center text-muted">{t('TEXT_BLOG_NO_POSTS')}</p>
          ) : (
            <div className={LIST_CLASS[layout]}>
              {items.map((p, i) => (
                <PostCard key={p.id} post={p} layout={layout} locale={locale} priority={i === 0} />
              ))}
            </div>
          )}
          <BlogPagination pathname={pathname} query={query} pages={pages} />
        </div>
        <div className={sidebar === 'start' ? 'lg:order-first' : ''}>
          <BlogSidebar locale={locale} listPath={pathname} query={query} />
        </div>
      </div>
    </main>
  );
}
