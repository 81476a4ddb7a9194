import { describe, expect, it } from 'vitest';
import { localizedWithShopFacts, withShopFacts } from './model';

describe("the store texts' free-delivery promise", () => {
  it('names the threshold of the shipping setting', () => {
    expect(withShopFacts('Delivery is free on orders over {freeShippingFrom}. Orders ship daily.', '$150.00')).toBe(
      'Delivery is free on orders over $150.00. Orders ship daily.',
    );
    expect(withShopFacts('التوصيل مجاني للطلبات التي تتجاوز {freeShippingFrom}.', '€92.00')).toBe(
      'التوصيل مجاني للطلبات التي تتجاوز €92.00.',
    );
  });

  it('drops the promise when shipping is never free, keeping the rest of the text', () => {
    expect(withShopFacts('Orders ship daily. Delivery is free on orders over {freeShippingFrom}. Returns take 30 days.', null)).toBe(
      'Orders ship daily. Returns take 30 days.',
    );
    expect(withShopFacts('<p>Delivery is free on orders over {freeShippingFrom}. Times are estimates.</p>', null)).toBe(
      '<p>Times are estimates.</p>',
    );
    expect(withShopFacts('يستغرق التوصيل يومين. التوصيل مجاني للطلبات التي تتجاوز {freeShippingFrom}.', null)).toBe(
      'يستغرق التوصيل يومين.',
    );
  });

  it('leaves out a text that was nothing but the promise', () => {
    expect(withShopFacts('On all orders over {freeShippingFrom}.', null)).toBeNull();
    expect(
      localizedWithShopFacts({ en: 'On all orders over {freeShippingFrom}.', ru: 'Для всех заказов от {freeShippingFrom}.' }, null),
    ).toBeNull();
    expect(
      localizedWithShopFacts({ en: 'On all orders over {freeShippingFrom}.', ru: 'Для всех заказов от {freeShippingFrom}.' }, '$200.00'),
    ).toEqual({ en: 'On all orders over $200.00.', ru: 'Для всех заказов от $200.00.' });
  });

  it('leaves texts without the promise as they are', () => {
    expect(withShopFacts('Orders ship daily.', null)).toBe('Orders ship daily.');
  });
});
