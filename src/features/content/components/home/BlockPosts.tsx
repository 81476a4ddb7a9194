// Latest news: the newest blog posts with picture, date, title and excerpt.
//
// The pictures are served as they are, not through the image optimiser: a post's picture is a
// 1200x675 WebP of 10-15 KB (the seed's), and on a cold cache the optimiser made it wait behind
// every other picture's first encoding, so the cards were still blank seconds after they scrolled
// into view (issue 25). They load lazily (Chromium starts 1,250 px or more ahead); until then the
// frame is the surface colour.
import { ShopImage } from '@/ui/ShopImage';
import { getFormatter, getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { localize } from '@/i18n/localized';
import type { Locale } from '@/i18n/routing';
import { ChevronNextIcon } from '@/ui/icons';
import { BLOG_HREF, blogPostHref, type PostCard } from '../../model';
import { BlockHeader, CONTAINER } from './BlockHeader';

export async function BlockPosts({ locale, posts }: { locale: Locale; posts: PostCard[] }) {
  if (posts.length === 0) return null;
  const t = await getTranslations();
  const format = await getFormatter();
  return (
    <section aria-labelledby="latest-news-title" className={CONTAINER}>
      <BlockHeader id="latest-news-title" title={t('HEADER_LATEST_NEWS')} link={{ href: BLOG_HREF, label: t('LINK_ALL_POSTS') }} />
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {posts.map((p, i) => {
          const title = localize(p.title, locale);
          const href = blogPostHref(p.slug);
          return (
            <li key={p.id} className={`group flex news-card ${i === 2 ? 'sm:max-lg:hidden' : ''}`}>
              <Link href={href} tabIndex={-1} aria-hidden className="news-card-picture">
                {p.image && <ShopImage src={p.image} alt={title} width={1200} height={675} unoptimized className="news-card-image" />}
              </Link>
              <div className="flex flex-1 flex-col p-5">
                <p className="news-card-meta">
                  <time dateTime={p.publishedAt}>
                    {format.dateTime(new Date(p.publishedAt), { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })}
                  </time>
                  <span aria-hidden>·</span>
                  <span>{t('TEXT_BY_AUTHOR', { author: p.author })}</span>
                </p>
                <h3 className="text-lg font-semibold leading-snug">
                  <Link
                    href={href}
                    className="hover:text-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
                  >
                    {title}
                  </Link>
                </h3>
                <p className="news-card-excerpt">{localize(p.excerpt, locale)}</p>
                <Link href={href} className="news-card-more">
                  {t('LINK_READ_MORE')}
                  <span className="sr-only">: {title}</span>
                  <ChevronNextIcon size={14} className="rtl:-scale-x-100" />
                </Link>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
