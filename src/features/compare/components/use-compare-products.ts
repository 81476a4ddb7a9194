'use client';
// Fresh product data (price, stock, attributes, options) for product ids kept in the browser, from
// GET /api/compare. While it loads, or if it fails, the page shows the stored copies.
import { useEffect, useState } from 'react';
import type { CompareProduct } from '../queries';

export function useCompareProducts(ids: number[], enabled: boolean): { products: Map<number, CompareProduct>; loading: boolean } {
  const key = ids.join(',');
  const [state, setState] = useState<{ key: string; products: Map<number, CompareProduct> }>({ key: '', products: new Map() });
  useEffect(() => {
    if (!enabled || key === '') return;
    const controller = new AbortController();
    fetch(`/api/compare?ids=${key}`, { signal: controller.signal })
      .then((r) => (r.ok ? r.json() : { products: [] }))
      .then((body: { products: CompareProduct[] }) => setState({ key, products: new Map(body.products.map((p) => [p.id, p])) }))
      .catch((e: unknown) => {
        if ((e as Error).name !== 'AbortError') console.warn('[axle] could not load product details', e);
      });
    return () => controller.abort();
  }, [key, enabled]);
  return { products: state.products, loading: enabled && key !== '' && state.key !== key };
}
