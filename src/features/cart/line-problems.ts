// Whether a cart line can still be ordered as it is, judged on the product as the shop has it now: the
// option rule (every option of the product chosen once, by slug or by name in any language) is the one
// the order itself is priced by (checkout's priceOrder uses resolveOptions), so the cart page, the
// drop-down and the checkout warn about exactly the lines the order would refuse. Pure rules, no I/O.
import type { CartItemOption } from './line-options';
import type { Localized } from '@/db/schema/common';
import type { StockStatus } from '@/features/kept-products/model';

/** A purchase option of a product as the catalogue has it, with its values. */
export type CatalogOption = { slug: string; name: Localized; values: { slug: string; name: Localized }[] };

/** One option a line asks for: by slug when it has them, else by the names the shopper saw. */
type OptionChoice = Pick<CartItemOption, 'name' | 'value' | 'optionSlug' | 'valueSlug'>;

const same = (names: Localized, text: string) => {
  const t = text.trim().toLocaleLowerCase();
  return t !== '' && Object.values(names).some((n) => typeof n === 'string' && n.toLocaleLowerCase() === t);
};

/** The product's option choices for this line, in the product's option order, or null when they are not a valid full choice. */
export function resolveOptions(
  product: { options: CatalogOption[] },
  requested: OptionChoice[],
): { option: CatalogOption; value: CatalogOption['values'][number] }[] | null {
  if (requested.length !== product.options.length) return null;
  const chosen = new Map<string, CatalogOption['values'][number]>();
  for (const r of requested) {
    const option = product.options.find((o) => (r.optionSlug ? o.slug === r.optionSlug : same(o.name, r.name)));
    if (!option || chosen.has(option.slug)) return null;
    const value = option.values.find((v) => (r.valueSlug ? v.slug === r.valueSlug : same(v.name, r.value)));
    if (!value) return null;
    chosen.set(option.slug, value);
  }
  return product.options.map((option) => ({ option, value: chosen.get(option.slug)! }));
}

/** Why a cart line cannot be ordered as it is: the product is gone, its options are not a full valid choice, or it is sold out. */
export type LineProblem = 'product' | 'options' | 'out-of-stock';

/** The message that tells the shopper what is wrong with a line, per problem. */
export const LINE_PROBLEM_MESSAGES = {
  product: 'TEXT_CART_LINE_UNAVAILABLE',
  options: 'TEXT_CART_LINE_NEEDS_OPTIONS',
  'out-of-stock': 'TEXT_CART_LINE_OUT_OF_STOCK',
} as const satisfies Record<LineProblem, string>;

/**
 * What stops this cart line from being ordered, judged on the product as the shop has it now (the same
 * option rule the order uses), or null when nothing does. `product` undefined: the shop no longer sells it.
 * Stock beyond what is left is the server's call at checkout: the browser does not know the count.
 */
export function lineProblem(
  line: { options: OptionChoice[] },
  product: { options: CatalogOption[]; stockStatus: StockStatus } | undefined,
): LineProblem | null {
  if (!product) return 'product';
  if (!resolveOptions(product, line.options)) return 'options';
  if (product.stockStatus === 'out-of-stock') return 'out-of-stock';
  return null;
}
