import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { localize } from '@/i18n/localized';
import type { Locale } from '@/i18n/routing';
import { BLOG_SLUG_MAX, blogListQueryFrom, blogRouteFrom } from '@/features/blog/model';
import { blogPost } from '@/features/blog/queries';
import { BlogListPage } from '@/features/blog/components/BlogListPage';
import { PostPage } from '@/features/blog/components/PostPage';

type Props = PageProps<'/[locale]/demo/blog/[layout]'>;

/** The post a post page shows: ?post=<slug>, or the newest post when absent; undefined when malformed. */
async function postFor(searchParams: Props['searchParams']) {
  const raw = (await searchParams).post;
  const slug = Array.isArray(raw) ? raw[0] : raw;
  if (slug !== undefined && (slug.length > BLOG_SLUG_MAX || !/^[\p{L}\p{N}-]+$/u.test(slug))) return null;
  return blogPost(slug ?? null);
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale, layout } = (await params) as { locale: Locale; layout: string };
  const route = blogRouteFrom(layout);
  const t = await getTranslations({ locale });
  if (route?.kind !== 'post') return { title: t('HEADER_BLOG') };
  const post = await postFor(searchParams);
  return post ? { title: localize(post.title, locale), description: localize(post.excerpt, locale) } : {};
}

export default async function BlogPage({ params, searchParams }: Props) {
  const { locale, layout } = (await params) as { locale: Locale; layout: string };
  setRequestLocale(locale);
  const route = blogRouteFrom(layout);
  if (!route) notFound();
  if (route.kind === 'list') {
    const query = blogListQueryFrom(await searchParams);
    return <BlogListPage locale={locale} pathname={`/demo/blog/${layout}`} layout={route.layout} sidebar={route.sidebar} query={query} />;
  }
  const post = await postFor(searchParams);
  if (!post) notFound();
  return <PostPage locale={locale} post={post} sidebar={route.sidebar} image={route.image} />;
}
