// A cart line judged before checkout, on the product as the shop has it now.
import { describe, expect, it } from 'vitest';
import { lineProblem, type CatalogOption } from './line-problems';

const side: CatalogOption = {
  slug: 'side',
  name: { en: 'Side', ru: 'Сторона' },
  values: [
    { slug: 'left', name: { en: 'Left', ru: 'Левая' } },
    { slug: 'right', name: { en: 'Right', ru: 'Правая' } },
  ],
};
const mirror = { options: [side], stockStatus: 'in-stock' as const };
const soldOutOil = { options: [], stockStatus: 'out-of-stock' as const };
const backorderedOil = { options: [], stockStatus: 'on-backorder' as const };
const left = [{ optionSlug: 'side', valueSlug: 'left', name: '', value: '' }];

describe('a cart line judged before checkout', () => {
  it('cannot be ordered when its product is gone, its options are not a full choice, or it is sold out', () => {
    expect(lineProblem({ options: left }, undefined)).toBe('product');
    expect(lineProblem({ options: [] }, mirror)).toBe('options');
    expect(lineProblem({ options: [{ optionSlug: 'side', valueSlug: 'top', name: '', value: '' }] }, mirror)).toBe('options');
    expect(lineProblem({ options: [] }, soldOutOil)).toBe('out-of-stock');
  });

  it('is fine with every option chosen, by slug or by the name the shopper saw, or none on a product without options', () => {
    expect(lineProblem({ options: left }, mirror)).toBeNull();
    expect(lineProblem({ options: [{ name: 'сторона', value: 'ПРАВАЯ' }] }, mirror)).toBeNull();
    expect(lineProblem({ options: [] }, backorderedOil)).toBeNull();
  });
});
