import { describe, expect, it } from 'vitest';
import { optionText, sameOptions, withOptionLabels, type CartItemOption } from './line-options';
import { addToCart, emptyCart, type Charges } from './model';
import type { CartProduct } from '@/features/kept-products/model';

/** The shop's charges as the owner set them: $25 shipping, free from $200, 20 % tax. */
const charges: Charges = { shipping: 2500, freeShippingFrom: 20000, taxBasisPoints: 2000 };

const headlight: CartProduct = { id: 9, slug: 'headlight', name: { en: 'Headlight' }, sku: 'HL-9', price: 12000, image: null };
const red = { name: 'Color', value: 'Red' };
const large = { name: 'Size', value: 'Large' };

describe('option sets', () => {
  it('are equal with the same name/value pairs in any order', () => {
    expect(sameOptions([red, large], [large, red])).toBe(true);
    expect(sameOptions([], [])).toBe(true);
  });

  it('differ by a value, a name, or a pair more or less', () => {
    expect(sameOptions([red], [{ name: 'Color', value: 'Blue' }])).toBe(false);
    expect(sameOptions([red], [{ name: 'Colour', value: 'Red' }])).toBe(false);
    expect(sameOptions([red], [red, large])).toBe(false);
    expect(sameOptions([red, large], [])).toBe(false);
  });

  it('do not confuse pairs whose texts run together', () => {
    expect(sameOptions([{ name: 'a b', value: 'c' }], [{ name: 'a', value: 'b c' }])).toBe(false);
  });
});

describe("option names in the page's language", () => {
  // A lamp style chosen on the English page: the texts as shown then, the slugs, and the names in every language.
  const smoked: CartItemOption = {
    name: 'Lamp style',
    value: 'Smoked lens',
    optionSlug: 'lamp-style',
    valueSlug: 'smoked-lens',
    label: {
      name: { en: 'Lamp style', ru: 'Исполнение фонаря', ar: 'طراز المصباح' },
      value: { en: 'Smoked lens', ru: 'Тонированное стекло', ar: 'عدسة مدخّنة' },
    },
  };
  const savedBeforeLabels: CartItemOption = {
    name: 'Lamp style',
    value: 'Smoked lens',
    optionSlug: 'lamp-style',
    valueSlug: 'smoked-lens',
  };
  const lampOptions = {
    options: [
      {
        slug: 'lamp-style',
        name: smoked.label!.name,
        values: [
          { slug: 'clear-lens', name: { en: 'Clear lens' } },
          { slug: 'smoked-lens', name: smoked.label!.value },
        ],
      },
    ],
  };

  it("shows a line's option in the page's language, whatever language it was added in", () => {
    expect(optionText(smoked, 'ru')).toEqual({ name: 'Исполнение фонаря', value: 'Тонированное стекло' });
    expect(optionText(smoked, 'ar')).toEqual({ name: 'طراز المصباح', value: 'عدسة مدخّنة' });
    expect(optionText(smoked, 'en')).toEqual({ name: 'Lamp style', value: 'Smoked lens' });
  });

  it('falls back to English for a language the option has no name in, and to the saved texts without names', () => {
    expect(optionText({ ...smoked, label: { name: { en: 'Lamp style' }, value: { en: 'Smoked lens' } } }, 'ar')).toEqual({
      name: 'Lamp style',
      value: 'Smoked lens',
    });
    expect(optionText(savedBeforeLabels, 'ru')).toEqual({ name: 'Lamp style', value: 'Smoked lens' });
  });

  it('counts the same choice made on the Russian and the English page as one line', () => {
    const inRussian: CartItemOption = { ...smoked, name: 'Исполнение фонаря', value: 'Тонированное стекло' };
    let cart = addToCart(emptyCart(), headlight, [smoked], 1, charges);
    cart = addToCart(cart, headlight, [inRussian], 2, charges);
    expect(cart.items.map((i) => i.quantity)).toEqual([3]);
  });

  it("names a line saved without names from the product's current options, by slug", () => {
    const cart = addToCart(emptyCart(), headlight, [savedBeforeLabels], 1, charges);
    const labelled = withOptionLabels(cart, new Map([[headlight.id, lampOptions]]));
    expect(labelled.items[0]!.options).toEqual([{ ...savedBeforeLabels, label: smoked.label }]);
    expect(optionText(labelled.items[0]!.options[0]!, 'ru').value).toBe('Тонированное стекло');
  });

  it('leaves labelled lines, unknown products and options the product no longer has as they are', () => {
    const labelled = addToCart(emptyCart(), headlight, [smoked], 1, charges);
    expect(withOptionLabels(labelled, new Map([[headlight.id, lampOptions]]))).toBe(labelled);
    const old = addToCart(emptyCart(), headlight, [savedBeforeLabels], 1, charges);
    expect(withOptionLabels(old, new Map())).toBe(old);
    expect(withOptionLabels(old, new Map([[headlight.id, { options: [] }]]))).toBe(old);
  });
});
