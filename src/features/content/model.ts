// The content feature owns what the store says about itself rather than what it sells: the home
// page blocks (slideshow, features, product rows and columns, popular categories, brands, latest
// posts), the static pages (about us, contact us, terms, FAQ) and the newsletter subscription.
// Products themselves belong to `catalog`; this feature only arranges catalog cards on the home page.
//
// Decisions:
// - Slides and the features strip are store configuration (seed/data/store.ts), not database rows:
//   they change with a deploy, like the theme. Their images are rendered by the seed.
// - Blog posts link to the specification's blog-post route with the post's slug in the query, so the
//   blog feature can show the right post there; `blogPostHref` is the one place to change it.
// - Zod schemas live in schema.ts, so the client components that import this file ship no zod.
// - The newsletter is double opt-in (service.ts): subscribing stores a pending address and emails a
//   confirm link; only confirmed, not unsubscribed addresses are subscribers (the admin's list and
//   export). The form answers "check your inbox" in every case, so nobody can probe who is
//   subscribed: a confirmed address gets no new email, a pending one gets a new link.
// - The confirm link confirms on GET (the email says "one click"; it only does what the address's
//   owner asked for, and a second use is harmless). The unsubscribe link opens a page with a button
//   (a POST): mail scanners and link prefetchers open every link of an email, and the confirmation
//   email carries both links, so an unsubscribe on GET would undo the confirmation behind the
//   person's back.
// - Newsletter and contact form are rate-limited per client address in the shared rate_limits
//   table (NEWSLETTER_LIMIT, CONTACT_LIMIT), so every app instance counts together. Over the limit
//   the shopper sees a translated "try again later"; the data is not stored. The emails they send
//   are limited per recipient too (NEWSLETTER_EMAIL_LIMIT, CONTACT_ACKNOWLEDGEMENT_LIMIT), so the
//   forms cannot be used to flood someone else's inbox from many client addresses.
// - The static pages' texts (about, terms, FAQ) are store configuration in seed/data, like the
//   slides; the about page adds live numbers from the database. The store's contact details are the
//   owner's settings (features/settings), read for each page.
import type { Localized } from '@/db/schema/common';
import type { RateRule } from '@/features/rate-limits/model';
import { localePath, type Locale } from '@/i18n/routing';

/** A blog post as the home page's latest-news block shows it. */
export type PostCard = {
  id: number;
  slug: string;
  title: Localized;
  excerpt: Localized;
  image: string | null;
  author: string;
  /** ISO timestamp. */
  publishedAt: string;
};

export type BrandCard = { slug: string; name: string; image: string | null; productsCount: number };

export type CategoryLink = { id: number; slug: string; name: Localized; layout: 'categories' | 'products'; itemsCount: number };

/** A department with its image and its largest subcategories. */
export type PopularCategory = CategoryLink & { image: string | null; children: CategoryLink[] };

/** A slide as the slideshow renders it (from the store's configured slides). */
export type HomeSlide = {
  slug: string;
  title: Localized;
  text: Localized;
  cta: Localized;
  href: string;
  eyebrow?: Localized;
  /** What the picture shows, e.g. the department's name; the title when absent. */
  imageAlt?: Localized;
};

export type FeatureIcon = 'delivery' | 'support' | 'payment' | 'returns' | 'fitment';

/** One promise of the features strip under the slideshow (free shipping, support...). */
export type HomeFeature = { icon: FeatureIcon; title: Localized; text: Localized };

/** Where the store's texts (seed/data/store*.ts) name the free-delivery threshold; the shipping setting fills it in. */
const FREE_SHIPPING_FROM = '{freeShippingFrom}';
// The sentence that holds the token: up to the next full stop (Latin or Arabic), never across a tag.
const PROMISE_SENTENCE = /\s*[^.!?؟<>\s][^.!?؟<>]*\{freeShippingFrom\}[^.!?؟<>]*[.!?؟]?/g;

/**
 * A store text with the shop's free-delivery threshold written in (`amount`, formatted). When
 * shipping is never free (`amount` null), the sentence that promised it goes; a text that was
 * nothing but that promise becomes null, for the caller to leave out.
 */
export function withShopFacts(text: string, amount: string | null): string | null {
  if (!text.includes(FREE_SHIPPING_FROM)) return text;
  if (amount !== null) return text.split(FREE_SHIPPING_FROM).join(amount);
  const left = text
    .replace(PROMISE_SENTENCE, '')
    .replace(/(^|>)\s+/g, '$1')
    .trim();
  return left.replace(/<[^>]*>/g, '').trim() ? left : null;
}

/** The same for each language of a text; null when any language's text is only the promise. */
export function localizedWithShopFacts(text: Localized, amount: string | null): Localized | null {
  const out: Record<string, string> = {};
  for (const [lang, value] of Object.entries(text)) {
    if (typeof value !== 'string') continue;
    const filled = withShopFacts(value, amount);
    if (filled === null) return null;
    out[lang] = filled;
  }
  return out as Localized;
}

/** The product list filtered to one brand (filter query parameters: behaviour notes, Catalog). */
export const brandHref = (slug: string) => `/catalog/products?filter_brand=${encodeURIComponent(slug)}`;

export const blogPostHref = (slug: string) => `/demo/blog/post-full-width?post=${encodeURIComponent(slug)}`;

export const BLOG_HREF = '/demo/blog/classic-right-sidebar';

/** The wide and the square banner the seed renders for a slide (seed/images.ts `renderBannerImage`). */
export const slideImages = (slug: string) => ({
  desktop: { src: `/media/slides/${slug}-1920x600.webp`, width: 1920, height: 600 },
  mobile: { src: `/media/slides/${slug}-mobile-800x800.webp`, width: 800, height: 800 },
});

// Newsletter -------------------------------------------------------------------------------------

export const NEWSLETTER_EMAIL_MAX = 254;

export type NewsletterState = {
  status: 'idle' | 'subscribed' | 'error';
  /** Translated, ready to show. */
  message: string;
  /** What the shopper typed, to put back in the field after an error. */
  email?: string;
};

export const NEWSLETTER_IDLE: NewsletterState = { status: 'idle', message: '' };

/** At most `max` attempts per client address in `windowSeconds`. */
export const NEWSLETTER_LIMIT: RateRule = { max: 20, windowSeconds: 600 };
export const CONTACT_LIMIT: RateRule = { max: 10, windowSeconds: 600 };
/** Confirmation emails to one address: a person who lost one asks again, a flood stops here. */
export const NEWSLETTER_EMAIL_LIMIT: RateRule = { max: 3, windowSeconds: 3600 };
/** Acknowledgements to one sender address (the message itself always reaches the shop). */
export const CONTACT_ACKNOWLEDGEMENT_LIMIT: RateRule = { max: 3, windowSeconds: 3600 };

/** How long a confirm link works; a later subscription sends a new one. */
export const NEWSLETTER_CONFIRM_MS = 7 * 24 * 3600 * 1000;
/** The token of a newsletter link: 32 random bytes, base64url. */
const NEWSLETTER_TOKEN = /^[A-Za-z0-9_-]{43}$/;
export const isNewsletterToken = (v: unknown): v is string => typeof v === 'string' && NEWSLETTER_TOKEN.test(v);

/** What a newsletter link finds: a subscription in some state, or nothing (a wrong, replaced or expired link). */
export type NewsletterLinkState = 'pending' | 'confirmed' | 'unsubscribed' | 'invalid';

export const NEWSLETTER_CONFIRM_PATH = '/newsletter/confirm';
export const NEWSLETTER_UNSUBSCRIBE_PATH = '/newsletter/unsubscribe';
/** A newsletter page with its token, as the router spells it in `locale` (relative to the shop's origin). */
export const newsletterHref = (locale: Locale, path: typeof NEWSLETTER_CONFIRM_PATH | typeof NEWSLETTER_UNSUBSCRIBE_PATH, token: string) =>
  `${localePath(locale, path)}?token=${encodeURIComponent(token)}`;

// Contact form -----------------------------------------------------------------------------------

export const CONTACT_LIMITS = { name: 100, subject: 200, message: 5000, messageMin: 10 } as const;
export const CONTACT_FIELDS = ['name', 'email', 'subject', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

export type ContactState = {
  status: 'idle' | 'sent' | 'error';
  /** Translated, ready to show (the confirmation, or what went wrong as a whole). */
  message: string;
  /** Errors by field, as message ids (the form's <Field>s translate them). */
  fieldErrors?: Partial<Record<ContactField, string>>;
  /** What the shopper typed, to put back after an error. */
  values?: Partial<Record<ContactField, string>>;
};

export const CONTACT_IDLE: ContactState = { status: 'idle', message: '' };
