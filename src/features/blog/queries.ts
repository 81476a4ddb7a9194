import 'server-only';
// Reads of the blog: listings with their filters, one post with its neighbours, and the sidebar's
// categories and tags. Posts dated in the future are not published yet and never shown.
import { db } from '@/db/client';
import type { Localized } from '@/db/schema/common';
import type { Locale } from '@/i18n/routing';
import { BLOG_PAGE_SIZE, tagName, type BlogListQuery } from './model';

export type BlogCategory = { id: number; slug: string; name: Localized; postsCount: number };
export type BlogPostSummary = {
  id: number;
  slug: string;
  title: Localized;
  excerpt: Localized;
  image: string | null;
  author: string;
  /** In the post's order: the slug (filters and links) with its name in every language. */
  tags: BlogTagName[];
  /** ISO timestamp. */
  publishedAt: string;
  categories: { slug: string; name: Localized }[];
};
export type BlogPost = BlogPostSummary & { body: Localized };
type BlogTagName = { slug: string; name: Localized };
export type BlogTag = { tag: string; name: Localized; postsCount: number };

type Row = {
  id: number;
  slug: string;
  title: Localized;
  excerpt: Localized;
  image: string | null;
  author: string;
  tags: { slug: string; name: Localized | null }[] | null;
  published_at: Date;
  categories: { slug: string; name: Localized }[] | null;
  body?: Localized;
};

const SELECT = `
  SELECT p.id, p.slug, p.title, p.excerpt, p.image, p.author, p.published_at,
         (SELECT json_agg(json_build_object('slug', u.slug, 'name', t.name) ORDER BY u.n)
            FROM unnest(p.tags) WITH ORDINALITY AS u(slug, n) LEFT JOIN tags t ON t.slug = u.slug) AS tags,
         (SELECT json_agg(json_build_object('slug', c.slug, 'name', c.name) ORDER BY c.position, c.id)
            FROM blog_post_categories pc JOIN categories c ON c.id = pc.category_id
           WHERE pc.post_id = p.id) AS categories`;

const toSummary = (r: Row): BlogPostSummary => ({
  id: r.id,
  slug: r.slug,
  title: r.title,
  excerpt: r.excerpt,
  image: r.image,
  author: r.author,
  tags: (r.tags ?? []).map((t) => ({ slug: t.slug, name: tagName(t.slug, t.name) })),
  publishedAt: r.published_at.toISOString(),
  categories: r.categories ?? [],
});

const likePattern = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * One page of posts, newest first, filtered by category slug, tag and a search of the title and
 * excerpt in the shopper's language (or English), with the total for pagination.
 */
export async function blogPosts(q: BlogListQuery, locale: Locale, pageSize = BLOG_PAGE_SIZE, database = db()) {
  const where = ['p.published_at <= now()'];
  const args: unknown[] = [];
  if (q.category) {
    args.push(q.category);
    where.push(`EXISTS (SELECT 1 FROM blog_post_categories pc JOIN categories c ON c.id = pc.category_id
                         WHERE pc.post_id = p.id AND c.type = 'blog' AND c.slug = $${args.length})`);
  }
  if (q.tag) {
    args.push(q.tag);
    where.push(`$${args.length} = ANY(p.tags)`);
  }
  if (q.search) {
    args.push(likePattern(q.search), locale);
    const [pat, loc] = [`$${args.length - 1}`, `$${args.length}`];
    where.push(
      `(coalesce(p.title->>${loc}, p.title->>'en') ILIKE ${pat} OR coalesce(p.excerpt->>${loc}, p.excerpt->>'en') ILIKE ${pat} OR p.title->>'en' ILIKE ${pat})`,
    );
  }
  const filter = where.join(' AND ');
  args.push(pageSize, (q.page - 1) * pageSize);
  const [{ rows }, { rows: count }] = await Promise.all([
    database.$client.query<Row>(
      `${SELECT} FROM blog_posts p WHERE ${filter} ORDER BY p.published_at DESC, p.id DESC LIMIT $${args.length - 1} OFFSET $${args.length}`,
      args,
    ),
    database.$client.query<{ total: number }>(`SELECT count(*)::int AS total FROM blog_posts p WHERE ${filter}`, args.slice(0, -2)),
  ]);
  return { items: rows.map(toSummary), total: count[0]?.total ?? 0 };
}

/** A published post by slug, or the newest one when no slug is given; null when there is none. */
export async function blogPost(slug: string | null, database = db()): Promise<BlogPost | null> {
  const { rows } = await database.$client.query<Row>(
    `${SELECT}, p.body FROM blog_posts p
      WHERE p.published_at <= now() AND ($1::text IS NULL OR p.slug = $1)
      ORDER BY p.published_at DESC, p.id DESC LIMIT 1`,
    [slug],
  );
  const r = rows[0];
  return r ? { ...toSummary(r), body: r.body ?? { en: '' } } : null;
}

/** The posts published just before and just after a post (the post page's navigation). */
export async function adjacentPosts(post: Pick<BlogPost, 'id' | 'publishedAt'>, database = db()) {
  const q = (op: '<' | '>', dir: 'DESC' | 'ASC') =>
    database.$client.query<Row>(
      `${SELECT} FROM blog_posts p
        WHERE p.published_at <= now() AND (p.published_at, p.id) ${op} ($1::timestamptz, $2::int)
        ORDER BY p.published_at ${dir}, p.id ${dir} LIMIT 1`,
      [post.publishedAt, post.id],
    );
  const [older, newer] = await Promise.all([q('<', 'DESC'), q('>', 'ASC')]);
  return { older: older.rows[0] ? toSummary(older.rows[0]) : null, newer: newer.rows[0] ? toSummary(newer.rows[0]) : null };
}

/** Other posts sharing a category or a tag with this one, the most related and newest first. */
export async function relatedPosts(post: Pick<BlogPost, 'id' | 'tags'>, limit: number, database = db()) {
  const { rows } = await database.$client.query<Row>(
    `${SELECT} FROM blog_posts p
      WHERE p.published_at <= now() AND p.id <> $1
      ORDER BY (SELECT count(*) FROM blog_post_categories a JOIN blog_post_categories b ON a.category_id = b.category_id
                 WHERE a.post_id = p.id AND b.post_id = $1)
               + cardinality(ARRAY(SELECT unnest(p.tags) INTERSECT SELECT unnest($2::text[]))) DESC,
               p.published_at DESC, p.id DESC
      LIMIT $3`,
    [post.id, post.tags.map((t) => t.slug), limit],
  );
  return rows.map(toSummary);
}

/** Blog categories in the store's order with their published post counts ("Blog categories", section 7). */
export async function blogCategories(database = db()): Promise<BlogCategory[]> {
  const { rows } = await database.$client.query<{ id: number; slug: string; name: Localized; posts_count: number }>(
    `SELECT c.id, c.slug, c.name,
            (SELECT count(*)::int FROM blog_post_categories pc JOIN blog_posts p ON p.id = pc.post_id
              WHERE pc.category_id = c.id AND p.published_at <= now()) AS posts_count
       FROM categories c WHERE c.type = 'blog' ORDER BY c.position, c.id`,
  );
  return rows.map((r) => ({ id: r.id, slug: r.slug, name: r.name, postsCount: r.posts_count }));
}

/** The tags of published posts, the most used first, with their names. */
export async function blogTags(limit: number, database = db()): Promise<BlogTag[]> {
  const { rows } = await database.$client.query<{ tag: string; name: Localized | null; posts_count: number }>(
    `SELECT u.tag, (SELECT t.name FROM tags t WHERE t.slug = u.tag) AS name, u.posts_count
       FROM (SELECT t.tag, count(*)::int AS posts_count FROM blog_posts p, unnest(p.tags) AS t(tag)
              WHERE p.published_at <= now() GROUP BY t.tag ORDER BY posts_count DESC, t.tag LIMIT $1) u
      ORDER BY u.posts_count DESC, u.tag`,
    [limit],
  );
  return rows.map((r) => ({ tag: r.tag, name: tagName(r.tag, r.name), postsCount: r.posts_count }));
}

/** A tag's name in every language (the listing's "posts tagged" note), or the slug itself when it has none. */
export async function blogTagName(slug: string, database = db()): Promise<Localized> {
  const { rows } = await database.$client.query<{ name: Localized }>('SELECT name FROM tags WHERE slug = $1', [slug]);
  return tagName(slug, rows[0]?.name);
}
