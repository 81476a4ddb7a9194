'use client';
// Fresh product data (price, stock, attributes, options) for product ids kept in the browser, from
// GET /api/compare. While it loads, or if it fails, the page shows the stored copies.
import { useEffect, useState } from 'react';
import type { CompareProduct } from '../queries';

/** `loaded`: the shop answered for exactly these ids (an id it left out is no longer sold). */
export function useCompareProducts(
  ids: number[],
  enabled: boolean,
): { products: Map<number, CompareProduct>; loading: boolean; loaded: boolean } {
  const key = ids.join(',');
  const [state, setState] = useState<{ key: string; products: Map<number, CompareProduct>; ok: boolean }>({
    key: '',
    products: new Map(),
    ok: false,
  });
  useEffect(() => {
    if (!enabled || key === '') return;
    const controller = new AbortController();
    fetch(`/api/compare?ids=${key}`, { signal: controller.signal })
      .then(async (r) => ({ ok: r.ok, body: (r.ok ? await r.json() : { products: [] }) as { products: CompareProduct[] } }))
      .then(({ ok, body }) => setState({ key, products: new Map(body.products.map((p) => [p.id, p])), ok }))
      .catch((e: unknown) => {
        if ((e as Error).name !== 'AbortError') console.warn('[axle] could not load product details', e);
      });
    return () => controller.abort();
  }, [key, enabled]);
  return {
    products: state.products,
    loading: enabled && key !== '' && state.key !== key,
    loaded: enabled && key !== '' && state.key === key && state.ok,
  };
}
