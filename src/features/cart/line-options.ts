// Cart line options: the purchase options a line was added with (name/value as the shopper saw them,
// their slugs, and `label`, both names in every shop language), how a line shows them in the page's
// language, when two lines' options are the same choice, and labelling lines saved before labels were
// kept. Pure rules, no I/O; the cart rules in model.ts use them and re-export them, so other features
// keep importing them from the cart's model.
import type { Localized } from '@/db/schema/common';
import type { Cart } from './model';

/** An option's and its chosen value's names in every shop language. */
export type CartOptionLabel = { name: Localized; value: Localized };

export type CartItemOption = { name: string; value: string; optionSlug?: string; valueSlug?: string; label?: CartOptionLabel };

type Language = keyof Localized;

/** The option as the page shows it: its names in `locale` (else English) when the line has them, else the saved texts. */
export function optionText(option: CartItemOption, locale: Language): { name: string; value: string } {
  const { label } = option;
  if (!label) return { name: option.name, value: option.value };
  return { name: label.name[locale] ?? label.name.en, value: label.value[locale] ?? label.value.en };
}

const pairKey = (o: CartItemOption) =>
  JSON.stringify(o.optionSlug && o.valueSlug ? ['slug', o.optionSlug, o.valueSlug] : [o.name, o.value]);

/** True when both lists hold the same set of option name/value pairs, in any order. */
export function sameOptions(a: CartItemOption[], b: CartItemOption[]): boolean {
  const left = new Set(a.map(pairKey));
  const right = new Set(b.map(pairKey));
  return left.size === right.size && [...left].every((key) => right.has(key));
}

/** A product's purchase options as the shop has them now, with their names in every language. */
export type LabelSource = { options: { slug: string; name: Localized; values: { slug: string; name: Localized }[] }[] };

/**
 * Gives the options of lines saved without names in every language (carts from before labels were
 * kept) those names, found by slug among the product's current options. Lines already labelled, or
 * whose option the product no longer has, stay as they are; the same cart comes back when nothing changed.
 */
export function withOptionLabels(cart: Cart, products: Map<number, LabelSource>): Cart {
  let changed = false;
  const items = cart.items.map((item) => {
    const product = products.get(item.product.id);
    if (!product || item.options.every((o) => o.label)) return item;
    const options = item.options.map((o) => {
      if (o.label) return o;
      const option = product.options.find((x) => x.slug === o.optionSlug);
      const value = option?.values.find((v) => v.slug === o.valueSlug);
      if (!option || !value) return o;
      changed = true;
      return { ...o, label: { name: option.name, value: value.name } };
    });
    return { ...item, options };
  });
  return changed ? { ...cart, items } : cart;
}
