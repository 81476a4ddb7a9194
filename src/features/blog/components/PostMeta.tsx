// The line above a post's title: its categories (linking to the filtered listing), date and author.
import { getFormatter, getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { localize } from '@/i18n/localized';
import type { Locale } from '@/i18n/routing';
import { BLOG_HREF } from '@/features/content/model';
import type { BlogPostSummary } from '../queries';

export async function PostMeta({ post, locale, className = '' }: { post: BlogPostSummary; locale: Locale; className?: string }) {
  const t = await getTranslations();
  const format = await getFormatter();
  return (
    <p className={`flex flex-wrap items-center gap-x-2 gap-y-1 text-xs font-medium uppercase tracking-wide text-muted ${className}`}>
      {post.categories.map((c) => (
        <Link
          key={c.slug}
          href={{ pathname: BLOG_HREF, query: { category: c.slug } }}
          className="rounded-sm bg-brand/10 px-2 py-0.5 text-brand-dark hover:bg-brand hover:text-white"
        >
          {localize(c.name, locale)}
        </Link>
      ))}
      <time dateTime={post.publishedAt}>
        {format.dateTime(new Date(post.publishedAt), { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })}
      </time>
      <span aria-hidden>·</span>
      <span>{t('TEXT_BY_AUTHOR', { author: post.author })}</span>
    </p>
  );
}
