// The blog feature owns the blog's pages: the listings (classic, list and grid, with the sidebar on
// either side), the post pages (full width, sidebar on either side, without image), the sidebar
// (search, categories, latest posts, tags, newsletter) and the sanitising of post bodies.
//
// Decisions where the specification is silent:
// - Every blog route is one of the specification's demo paths; the layout is the last path segment
//   (`classic-right-sidebar`, `post-full-width`...). The listing state lives in the query string:
//   `page`, `category` (blog category slug), `tag` and `search`; the post is `?post=<slug>` (the
//   links the home page already makes), and a post page without one shows the newest post.
// - A listing shows 6 posts a page, so the seeded blog already has two pages.
// - Unknown layouts, posts, categories and a page past the end answer 404; malformed values
//   (page=abc, an over-long search) are read as their defaults rather than failing the page.
// - Bodies are stored as sanitised HTML, and sanitised again when rendered (an allow-list of tags,
//   no attributes but a safe href), so a bad row can never inject script.
// - Post tags are slugs (the `tag` filter and related posts use them); pages show each by its name
//   in the `tags` table in the page's language, "#" before it; a slug without a name reads as
//   itself with spaces for its hyphens (`tagName`).

type Localized = { en: string; ru?: string; ar?: string };

/** A tag's name in every language, from the `tags` table (`name`), or the slug itself when it has none. */
export const tagName = (slug: string, name: Localized | null | undefined): Localized => name ?? { en: slug.replace(/-/g, ' ') };

/** How a tag reads in the blog: "#" before its name. */
export const tagLabel = (name: string) => `#${name}`;

export const BLOG_PAGE_SIZE = 6;
const BLOG_SEARCH_MAX = 100;
export const BLOG_SLUG_MAX = 120;

const LIST_LAYOUTS = ['classic', 'list', 'grid'] as const;
export type BlogListLayout = (typeof LIST_LAYOUTS)[number];
export type SidebarPosition = 'start' | 'end';
const POST_LAYOUTS = ['full-width', 'left-sidebar', 'right-sidebar', 'without-image'] as const;
type BlogPostLayout = (typeof POST_LAYOUTS)[number];

export type BlogRoute =
  | { kind: 'list'; layout: BlogListLayout; sidebar: SidebarPosition }
  | { kind: 'post'; layout: BlogPostLayout; sidebar: SidebarPosition | null; image: boolean };

/** Every blog demo path segment of the specification, listings first. */
export const BLOG_ROUTE_SLUGS = [
  ...LIST_LAYOUTS.flatMap((l) => [`${l}-left-sidebar`, `${l}-right-sidebar`]),
  ...POST_LAYOUTS.map((l) => `post-${l}`),
];

/**
 * The page a blog path segment asks for, or null for an unknown one. "left" and "right" are the
 * template's names for the reading direction's start and end, so Arabic mirrors them.
 */
export function blogRouteFrom(slug: string): BlogRoute | null {
  const list = /^(classic|list|grid)-(left|right)-sidebar$/.exec(slug);
  if (list) return { kind: 'list', layout: list[1] as BlogListLayout, sidebar: list[2] === 'left' ? 'start' : 'end' };
  const post = /^post-(full-width|left-sidebar|right-sidebar|without-image)$/.exec(slug);
  if (!post) return null;
  const layout = post[1] as BlogPostLayout;
  const sidebar = layout === 'left-sidebar' ? 'start' : layout === 'right-sidebar' ? 'end' : null;
  return { kind: 'post', layout, sidebar, image: layout !== 'without-image' };
}

export type BlogListQuery = { page: number; category: string | null; tag: string | null; search: string | null };

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
const slugOrNull = (v: string | undefined) => {
  const s = v?.trim().toLowerCase();
  return s && s.length <= BLOG_SLUG_MAX && /^[\p{L}\p{N}-]+$/u.test(s) ? s : null;
};

/** The listing state from the query string; bad values read as their defaults. */
export function blogListQueryFrom(params: Record<string, string | string[] | undefined>): BlogListQuery {
  const pageText = first(params.page);
  const page = pageText && /^\d{1,6}$/.test(pageText) && Number(pageText) >= 1 ? Number(pageText) : 1;
  // Control characters (a NUL PostgreSQL would refuse) make the search unreadable: no search.
  const searchText = first(params.search)?.trim().slice(0, BLOG_SEARCH_MAX);
  const search = searchText && !/[\u0000-\u001f\u007f]/.test(searchText) ? searchText : null;
  return { page, category: slugOrNull(first(params.category)), tag: slugOrNull(first(params.tag)), search };
}

/** The query string of a listing state, without defaults, for links (pagination, filters). */
export function blogListSearch(q: Partial<BlogListQuery>): Record<string, string> {
  const out: Record<string, string> = {};
  if (q.category) out.category = q.category;
  if (q.tag) out.tag = q.tag;
  if (q.search) out.search = q.search;
  if (q.page && q.page > 1) out.page = String(q.page);
  return out;
}

export const pageCount = (total: number, size = BLOG_PAGE_SIZE) => Math.max(1, Math.ceil(total / size));

/** About how long a post takes to read, in whole minutes (200 words a minute, at least 1). */
export function readingMinutes(html: string): number {
  const words = html
    .replace(/<[^>]*>/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length;
  return Math.max(1, Math.round(words / 200));
}
