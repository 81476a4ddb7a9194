// Shapes of the hand-written reference data the seed composes the catalog from.
import type { Localized } from '../../db/schema/common';
import type { Drawing } from '../art';

/** Every text here must carry all three languages. */
export type L = Required<Localized>;

/** A part a leaf category sells, e.g. "Headlight Assembly". Product names are composed from it. */
export type PartSeed = {
  /** Unique across the whole catalog, kebab-case. */
  slug: string;
  name: L;
  /** Product type slug (see attributes.ts) whose attribute groups this part shows. */
  type: string;
  /** USD price range in whole dollars, realistic for the part. */
  price: [number, number];
  /** 'vehicle': usually fits a list of vehicles; 'universal': usually fits all vehicles. */
  fitment: 'vehicle' | 'universal';
  /** Fitment position the part is sold for, when it makes sense (brake pads: front/rear). */
  positions?: ('front' | 'rear' | 'left' | 'right')[];
  /** Option slugs from options.ts this part is offered with (e.g. ['color'], ['side']); may be empty. */
  options?: string[];
};

export type LeafCategorySeed = { slug: string; name: L; parts: PartSeed[] };
type SubcategorySeed = { slug: string; name: L; children: LeafCategorySeed[] };
/** A department: level 1 of the three-level tree. `art`: the drawings its banners show. */
export type DepartmentSeed = {
  slug: string;
  name: L;
  art: Drawing[];
  children: SubcategorySeed[];
};

export type BrandSeed = { slug: string; name: string; country: string /* ISO 3166 alpha-2 */ };
export type CountrySeed = { code: string; name: L };

type AttributeValueSeed = { slug: string; name: L; color?: string /* #hex, colour attribute only */ };
export type AttributeSeed = { slug: string; name: L; values: AttributeValueSeed[] };
/** A product type lists attribute groups (by attribute slug) for the specification tab. */
export type ProductTypeSeed = {
  slug: string;
  name: L;
  groups: { slug: string; name: L; attributes: string[] }[];
};

type OptionValueSeed = { slug: string; name: L; color?: string };
export type OptionSeed = { slug: string; name: L; type: 'default' | 'color'; values: OptionValueSeed[] };

export type BlogCategorySeed = { slug: string; name: L };
export type BlogPostSeed = {
  slug: string;
  title: L;
  excerpt: L;
  /** Simple HTML: <p>, <h2>, <ul>/<li>, <strong>, <em>, <blockquote>. */
  body: L;
  author: string;
  categories: string[];
  tags: string[];
  /** ISO date. */
  publishedAt: string;
};
