'use client';
// Fresh product data (price, stock, options, attributes...) for product ids kept in the browser, from
// GET /api/compare (the compare feature's read, which answers for wish list and cart ids alike). While
// it loads, or if it fails, the page shows the stored copies. Generic over what the caller reads of
// the answer (`Fresh`), so the cart and the wish list declare the fields they use rather than import
// the compare feature's whole product type. The same read gives a product card the copy a press keeps
// (product-copy.ts).
import { useEffect, useState } from 'react';
import { ShopApiError, failureOf, shopApi, wasAborted } from '@/ui/shop-api';

/** `loaded`: the shop answered for exactly these ids (an id it left out is no longer sold). */
export function useFreshProducts<Fresh extends { id: number }>(
  ids: number[],
  enabled: boolean,
): { products: Map<number, Fresh>; loading: boolean; loaded: boolean } {
  const key = ids.join(',');
  const [state, setState] = useState<{ key: string; products: Map<number, Fresh>; ok: boolean }>({
    key: '',
    products: new Map(),
    ok: false,
  });
  useEffect(() => {
    if (!enabled || key === '') return;
    const controller = new AbortController();
    shopApi<{ products: Fresh[] }>(`/api/compare?ids=${key}`, { signal: controller.signal })
      .then((body) => setState({ key, products: new Map(body.products.map((p) => [p.id, p])), ok: true }))
      .catch((e: unknown) => {
        if (wasAborted(e)) return;
        console.warn('[axle] could not load product details', failureOf(e));
        // Answered, but refused: the page keeps the stored copies and stops saying it loads.
        if (e instanceof ShopApiError) setState({ key, products: new Map(), ok: false });
      });
    return () => controller.abort();
  }, [key, enabled]);
  return {
    products: state.products,
    loading: enabled && key !== '' && state.key !== key,
    loaded: enabled && key !== '' && state.key === key && state.ok,
  };
}
