// The shop's own addresses that pages link to, built in one place (next-intl's Link adds the
// language prefix). Pure strings, safe in server and client components alike.

/** A `tel:` address for a phone number as people write it: "+1 (800) 060-0730" → "tel:+18000600730". */
export const telHref = (phone: string) => `tel:${phone.replace(/[^+\d]/g, '')}`;

/** A product's page. */
export const productHref = (slug: string) => `/products/${slug}`;

/** Where a category link goes: its listing when its layout is products, else its subcategory page. */
export const categoryHref = (c: { slug: string; layout: 'categories' | 'products' | string }) =>
  c.layout === 'products' ? `/catalog/${c.slug}/products` : `/catalog/${c.slug}`;

/**
 * The department tree the header's menus load when first opened, in one language; `tag` (made from
 * the tree's content, layout/queries.ts menuDepartments) changes the address whenever a department
 * does, so browsers may keep it.
 */
export const departmentsHref = (locale: string, tag: string) => `/api/departments?locale=${locale}&v=${tag}`;

/** The header's Demos menu, in one language, loaded when first opened (app/api/demos). */
export const demosHref = (locale: string) => `/api/demos?locale=${locale}`;

/** The texts a part loaded on demand brings, in one language (app/api/messages, ui/on-demand.tsx). */
export const partMessagesHref = (locale: string, part: string) => `/api/messages?locale=${locale}&part=${part}`;
