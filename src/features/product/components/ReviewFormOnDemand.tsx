'use client';
// The add-review form's place in the reviews tab. The form (ReviewForm: fields, checks, the server
// action) is its own chunk, out of the product page's first JavaScript: fetched when the tabs come
// near the screen, rendered once the reviews tab is open (at once when the page opens on it). Until
// then a block of the form's size stands in, so opening the tab moves nothing when the form arrives.
import { Suspense, useEffect, useRef, useState } from 'react';
import { onDemand } from '@/ui/on-demand';

type Props = { productId: number; slug: string };

const form = onDemand<Props>('review-form', () => import('./ReviewForm').then((m) => m.ReviewForm));

export function ReviewFormOnDemand(props: Props) {
  const [shown, setShown] = useState(false);
  const slot = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const el = slot.current;
    if (!el || shown) return;
    const seen = (entries: IntersectionObserverEntry[]) => entries.some((e) => e.isIntersecting);
    // A hidden tab panel has no box, so the slot intersects only once its tab is open; the wide
    // margin makes that anywhere on the page.
    const open = new IntersectionObserver((entries) => seen(entries) && setShown(true), { rootMargin: '1000% 0px' });
    open.observe(el);
    const tabs = el.closest('[role="tabpanel"]')?.parentElement;
    const near = new IntersectionObserver((entries) => seen(entries) && form.preload(), { rootMargin: '50% 0px' });
    if (tabs) near.observe(tabs);
    return () => {
      open.disconnect();
      near.disconnect();
    };
  }, [shown]);

  const placeholder = <div ref={slot} aria-hidden className="h-[417px]" data-testid="review-form-placeholder" />;
  if (!shown) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <form.Component {...props} />
    </Suspense>
  );
}
