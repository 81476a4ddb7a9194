// A post in a blog listing, in the listing's layout: classic (large picture above), list (picture
// beside the text) or grid (compact card).
import { ShopImage } from '@/ui/ShopImage';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { localize } from '@/i18n/localized';
import type { Locale } from '@/i18n/routing';
import { ChevronNextIcon } from '@/ui/icons';
import { blogPostHref } from '@/features/content/model';
import type { BlogListLayout } from '../model';
import type { BlogPostSummary } from '../queries';
import { PostMeta } from './PostMeta';

const SHAPE: Record<BlogListLayout, { card: string; image: string; body: string; title: string; sizes: string }> = {
  classic: {
    card: 'flex flex-col',
    image: 'aspect-[16/9]',
    body: 'p-6 md:p-8',
    title: 'text-2xl md:text-[28px]',
    sizes: '(min-width: 1350px) 960px, (min-width: 1024px) 70vw, 100vw',
  },
  list: {
    card: 'flex flex-col sm:flex-row',
    image: 'aspect-[16/10] sm:aspect-auto sm:w-[42%] sm:shrink-0 sm:min-h-[220px]',
    body: 'p-5 md:p-6',
    title: 'text-xl',
    sizes: '(min-width: 1350px) 400px, (min-width: 640px) 40vw, 100vw',
  },
  grid: {
    card: 'flex flex-col',
    image: 'aspect-[16/10]',
    body: 'p-5',
    title: 'text-lg',
    sizes: '(min-width: 1350px) 470px, (min-width: 640px) 45vw, 100vw',
  },
};

export async function PostCard({
  post,
  layout,
  locale,
  priority = false,
}: {
  post: BlogPostSummary;
  layout: BlogListLayout;
  locale: Locale;
  priority?: boolean;
}) {
  const t = await getTranslations();
  const s = SHAPE[layout];
  const title = localize(post.title, locale);
  const href = blogPostHref(post.slug);
  return (
    <article
      className={`group overflow-hidden rounded-lg border border-line bg-white transition-shadow hover:shadow-[0_10px_32px_-12px_rgb(0_0_0/0.22)] ${s.card}`}
      data-testid="blog-post-card"
    >
      <Link href={href} tabIndex={-1} aria-hidden className={`relative block overflow-hidden bg-surface ${s.image}`}>
        {post.image && (
          <ShopImage
            src={post.image}
            alt=""
            fill
            sizes={s.sizes}
            priority={priority}
            className="object-cover transition-transform duration-500 group-hover:scale-105"
          />
        )}
      </Link>
      <div className={`flex flex-1 flex-col ${s.body}`}>
        <PostMeta post={post} locale={locale} className="mb-3" />
        <h2 className={`font-semibold leading-snug text-ink ${s.title}`}>
          <Link href={href} className="hover:text-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand">
            {title}
          </Link>
        </h2>
        <p className={`mt-3 text-[15px] leading-relaxed text-muted ${layout === 'grid' ? 'line-clamp-3' : ''}`}>
          {localize(post.excerpt, locale)}
        </p>
        <Link
          href={href}
          className="mt-auto inline-flex items-center gap-1 self-start pt-4 text-sm font-semibold text-brand hover:text-brand-dark hover:underline"
        >
          {t('LINK_READ_MORE')}
          <span className="sr-only">: {title}</span>
          <ChevronNextIcon size={14} className="rtl:-scale-x-100" />
        </Link>
      </div>
    </article>
  );
}
