'use client';
// Each cart line's fit for the vehicle it was added for, from GET /api/cart/fits: one request for all
// the lines, asked again only when the set of (product, vehicle) pairs changes, and shared by the
// drop-down, the cart page and the checkout (one answer per set while the page lives; the browser
// keeps it a minute across pages). Until it arrives, or if it fails, no line shows a fit: the server
// decides it again when the order is placed.
import { useEffect, useMemo, useState } from 'react';
import { fitQuery, type LineFitAnswer } from '../fit';
import type { CartItem } from '../model';
import { failureOf, shopApi } from '@/ui/shop-api';

type Answer = Map<string, LineFitAnswer>;
const answers = new Map<string, Promise<Answer>>();

function fitsFor(query: string): Promise<Answer> {
  let answer = answers.get(query);
  if (!answer) {
    answer = shopApi<{ fits: (LineFitAnswer & { productId: number; vehicleId: number | null })[] }>(`/api/cart/fits?lines=${query}`)
      .then((body) => new Map(body.fits.map((f) => [`${f.productId}.${f.vehicleId ?? 0}`, { fit: f.fit, qualifiers: f.qualifiers }])))
      .catch((e: unknown) => {
        answers.delete(query);
        console.warn('[axle] could not check the cart lines fit', failureOf(e));
        return new Map() as Answer;
      });
    answers.set(query, answer);
  }
  return answer;
}

/** The fit of each line by line id; a line missing from the map has no known fit yet. */
export function useLineFits(items: CartItem[], enabled = true): Map<number, LineFitAnswer> {
  const query = useMemo(() => fitQuery(items.map((i) => ({ productId: i.product.id, vehicleId: i.vehicle?.id ?? null }))), [items]);
  const [state, setState] = useState<{ query: string; answer: Answer }>({ query: '', answer: new Map() });
  useEffect(() => {
    if (!enabled || query === '') return;
    let live = true;
    void fitsFor(query).then((answer) => live && setState({ query, answer }));
    return () => {
      live = false;
    };
  }, [query, enabled]);
  return useMemo(() => {
    const fits = new Map<number, LineFitAnswer>();
    if (state.query !== query) return fits;
    for (const item of items) {
      const fit = state.answer.get(`${item.product.id}.${item.vehicle?.id ?? 0}`);
      if (fit) fits.set(item.id, fit);
    }
    return fits;
  }, [items, query, state]);
}
