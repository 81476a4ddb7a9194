// Product feature: the pure rules of the product page and the quick view (specification sections 2,
// 3 and 5). It owns: colour validation and swatch brightness classes, the add-to-cart form's option
// and quantity rules, the number input's clamping, the page title rule, the review limits, and the
// allow-list that sanitises a product description before it is rendered as HTML. No I/O here.
//
// Decisions where the specification is silent:
// - Every option of a product is required; the form names the ones still missing.
// - Reviews: author 2-60 characters, content 10-2000, rating a whole number 1-5 (checked by
//   review-input.ts); at most REVIEW_LIMIT.max reviews per client address in REVIEW_LIMIT.windowSeconds.
// - Descriptions keep only simple formatting tags and drop every attribute, so stored HTML can never
//   run script or restyle the page.
import { MAX_LINE_QUANTITY, type CartItemOption } from '@/features/cart/model';
import type { RateRule } from '@/features/rate-limits/model';
import type { ColorClass } from '@/ui/swatch';

export const REVIEWS_PER_PAGE = 8;
export const REVIEW_SORTS = ['newest', 'oldest', 'highest', 'lowest'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];
export const REVIEW_LIMIT: RateRule = { max: 5, windowSeconds: 10 * 60 };
/** Gallery main slider speed (section 2): how long choosing a thumbnail takes to glide to its slide. */
export const GALLERY_SPEED_MS = 400;
/** Zoom viewer background opacity (section 9). */
export const ZOOM_BG_OPACITY = 0.9;

export type GalleryLayout = 'product-full' | 'product-sidebar' | 'quickview';

// ---- Options and quantity (section 5, Add to cart) ----

/**
 * `name` in the shopper's language; `text`, when known, the name in every language (kept on the cart
 * line); `swatch`, a colour's swatch class (null: no valid colour), worked out where the product is
 * read (purchasable.ts), so the browser's form carries no colour rules.
 */
type OptionValue = { slug: string; name: string; color: string | null; swatch: ColorClass | null; text?: Text };
export type ProductOptionView = { slug: string; name: string; type: 'default' | 'color'; values: OptionValue[]; text?: Text };

export type OptionCheck = { ok: true; options: CartItemOption[] } | { ok: false; missing: string[] };

/** Every option must have one of its own values chosen; the answer lists the cart line's options or the missing option names. */
export function checkOptions(productOptions: ProductOptionView[], chosen: Record<string, string | undefined>): OptionCheck {
  const missing: string[] = [];
  const options: CartItemOption[] = [];
  for (const o of productOptions) {
    const value = o.values.find((v) => v.slug === chosen[o.slug]);
    if (!value) missing.push(o.name);
    else
      options.push({
        name: o.name,
        value: value.name,
        optionSlug: o.slug,
        valueSlug: value.slug,
        ...(o.text && value.text ? { label: { name: o.text, value: value.text } } : {}),
      });
  }
  return missing.length ? { ok: false, missing } : { ok: true, options };
}

export const QUANTITY_MIN = 1;
export const QUANTITY_MAX = MAX_LINE_QUANTITY;
/** Holding a spinner button repeats after this delay, then every SPINNER_INTERVAL_MS (section 9). */
export const SPINNER_DELAY_MS = 300;
export const SPINNER_INTERVAL_MS = 50;

/**
 * What the number input holds after the shopper types `raw`: '' when cleared, the minimum for text
 * that is not a number, otherwise the whole number clamped to [min, max].
 */
export function normalizeQuantity(raw: string, min = QUANTITY_MIN, max = QUANTITY_MAX): number | '' {
  if (raw.trim() === '') return '';
  const n = Number(raw.trim());
  if (!Number.isFinite(n)) return min;
  return Math.min(max, Math.max(min, Math.trunc(n)));
}

/** One spinner step (±1) from the current value; an empty field steps from the minimum. */
export function stepQuantity(value: number | '', delta: 1 | -1, min = QUANTITY_MIN, max = QUANTITY_MAX): number {
  const from = value === '' ? min - (delta > 0 ? 1 : 0) : value;
  return Math.min(max, Math.max(min, from + delta));
}

// ---- Page title (section 2) ----

/** "text — name", or only the product name when there is no text. */
export const productPageTitle = (name: string, text?: string | null) => (text && text.trim() ? `${text.trim()} — ${name}` : name);

// ---- Reviews ----

export const REVIEW_LIMITS = { authorMin: 2, authorMax: 60, contentMin: 10, contentMax: 2000 } as const;

/** The {min} and {max} a field's error message names. */
export const reviewErrorValues = (field: string): Record<string, number> =>
  field === 'author'
    ? { min: REVIEW_LIMITS.authorMin, max: REVIEW_LIMITS.authorMax }
    : field === 'content'
      ? { min: REVIEW_LIMITS.contentMin, max: REVIEW_LIMITS.contentMax }
      : {};
/** A review as the form sends it, checked and trimmed (review-input.ts). */
export type ReviewInput = { author: string; rating: number; content: string };
export type ReviewField = keyof ReviewInput;
export type ReviewErrors = Partial<Record<ReviewField, string>>;

/** Reviews page and sort from the query string: anything malformed falls back to page 1, newest. */
export function parseReviewsQuery(page: unknown, sort: unknown): { page: number; sort: ReviewSort } {
  const p = typeof page === 'string' && /^[1-9][0-9]{0,5}$/.test(page) ? Number(page) : 1;
  const s = REVIEW_SORTS.includes(sort as ReviewSort) ? (sort as ReviewSort) : 'newest';
  return { page: p, sort: s };
}

export const pageCount = (total: number, perPage = REVIEWS_PER_PAGE) => Math.max(1, Math.ceil(total / perPage));

// ---- What the add-to-cart form needs (the page and the quick view share it) ----

type Text = { en: string; ru?: string; ar?: string };

export type PurchasableProduct = {
  id: number;
  slug: string;
  sku: string;
  partNumber: string;
  name: Text;
  /** USD cents. */
  price: number;
  compareAtPrice: number | null;
  stockStatus: 'in-stock' | 'out-of-stock' | 'on-backorder';
  rating: number;
  reviewsCount: number;
  image: string | null;
  brand: string | null;
  options: {
    slug: string;
    name: Text;
    type: 'default' | 'color';
    values: { slug: string; name: Text; color: string | null; swatch: ColorClass | null }[];
  }[];
};

/** The options in the shopper's language, as checkOptions wants them. */
export function localizeOptions(options: PurchasableProduct['options'], localize: (t: Text) => string): ProductOptionView[] {
  return options.map((o) => ({
    slug: o.slug,
    name: localize(o.name),
    text: o.name,
    type: o.type,
    values: o.values.map((v) => ({ slug: v.slug, name: localize(v.name), color: v.color, swatch: v.swatch, text: v.name })),
  }));
}

// ---- Tags ----

/** A tag: its slug (what links and queries use) and its name in every language. */
export type NamedTag = { slug: string; name: Text };

/**
 * The product's tag slugs, in their order, each with its name from `names`; a slug without a name
 * reads as itself with spaces for its hyphens, as tags read before they had names.
 */
export function namedTags(slugs: string[], names: { slug: string; name: Text }[]): NamedTag[] {
  const bySlug = new Map(names.map((n) => [n.slug, n.name]));
  return slugs.map((slug) => ({ slug, name: bySlug.get(slug) ?? { en: slug.replace(/-/g, ' ') } }));
}
