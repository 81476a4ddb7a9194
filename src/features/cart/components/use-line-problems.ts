'use client';
// Which cart lines cannot be ordered as they are, judged on the products as the shop has them now
// (GET /api/compare gives their current options and stock) with the order's own option rule
// (line-problems.ts lineProblem). The cart page and the checkout mark those lines, name them and offer
// the fix, so "Place order" is never the first to say a line is wrong. Until the answer arrives, or
// if it fails, no line is marked: the server still checks every line when the order is placed.
// The same answer gives lines saved before option labels were kept their names in every language
// (model.withOptionLabels), so they too show in the page's language from then on.
import { useEffect, useMemo } from 'react';
import { useFreshProducts } from '@/features/kept-products/components/use-fresh-products';
import type { StockStatus } from '@/features/kept-products/model';
import { lineProblem, type CatalogOption, type LineProblem } from '../line-problems';
import type { CartItem } from '../model';
import { useCart } from '../store';

/** What the cart reads of the shop's fresh answer: a product's purchase options (with their names) and its stock. */
type FreshProduct = { id: number; options: CatalogOption[]; stockStatus: StockStatus };

export function useLineProblems(items: CartItem[], enabled = true): Map<number, LineProblem> {
  // The API answers for at most 50 products; lines beyond them are left to the server's check.
  const ids = useMemo(() => [...new Set(items.map((i) => i.product.id))].sort((a, b) => a - b).slice(0, 50), [items]);
  const { products, loaded } = useFreshProducts<FreshProduct>(ids, enabled);
  useEffect(() => {
    if (loaded && items.some((item) => item.options.some((o) => !o.label))) useCart.getState().label(products);
  }, [loaded, products, items]);
  return useMemo(() => {
    const problems = new Map<number, LineProblem>();
    if (!loaded) return problems;
    for (const item of items) {
      if (!ids.includes(item.product.id)) continue;
      const problem = lineProblem(item, products.get(item.product.id));
      if (problem) problems.set(item.id, problem);
    }
    return problems;
  }, [items, ids, products, loaded]);
}
