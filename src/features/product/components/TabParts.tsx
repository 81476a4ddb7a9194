'use client';
// Parts of the product tabs loaded on demand with their texts (ui/on-demand.tsx), out of the product
// page's first JavaScript: the add-review form (ReviewForm: fields, checks, the server action) and the
// compatible vehicles' search field (VehicleListFilter, with its narrowing). A part's chunk is fetched
// when the tabs come near the screen, and the part is shown once its tab is open (at once when the
// page opens on it). Until then a placeholder of its size stands in, so opening the tab moves nothing
// when the part arrives, and a part fetched beforehand shows in the same frame as its tab.
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { onDemand, type OnDemand } from '@/ui/on-demand';
import type { VehicleListFilterProps } from './VehicleListFilter';

type ReviewFormProps = { productId: number; slug: string };

const reviewForm = onDemand<ReviewFormProps>('review-form', () => import('./ReviewForm').then((m) => m.ReviewForm));
const vehicleFilter = onDemand<VehicleListFilterProps>('vehicle-list-filter', () =>
  import('./VehicleListFilter').then((m) => m.VehicleListFilter),
);

/** The placeholder's element (a callback ref). */
type Slot = (el: HTMLDivElement | null) => void;

function TabPart<P extends object>({ part, props, placeholder }: { part: OnDemand<P>; props: P; placeholder: (slot: Slot) => ReactNode }) {
  const [shown, setShown] = useState(false);
  const [el, slot] = useState<HTMLDivElement | null>(null);

  useEffect(() => {
    if (!el || shown) return;
    const seen = (entries: IntersectionObserverEntry[]) => entries.some((e) => e.isIntersecting);
    // A hidden tab panel has no box, so the slot intersects only once its tab is open; the wide
    // margin makes that anywhere on the page.
    const open = new IntersectionObserver((entries) => seen(entries) && setShown(true), { rootMargin: '1000% 0px' });
    open.observe(el);
    const tabs = el.closest('[role="tabpanel"]')?.parentElement;
    const near = new IntersectionObserver((entries) => seen(entries) && part.preload(), { rootMargin: '50% 0px' });
    if (tabs) near.observe(tabs);
    return () => {
      open.disconnect();
      near.disconnect();
    };
  }, [el, shown, part]);

  if (!shown) return placeholder(slot);
  return (
    <Suspense fallback={placeholder(slot)}>
      <part.Component {...props} />
    </Suspense>
  );
}

/** The add-review form's place in the reviews tab. */
export function ReviewFormOnDemand(props: ReviewFormProps) {
  return (
    <TabPart
      part={reviewForm}
      props={props}
      placeholder={(slot) => <div ref={slot} aria-hidden className="h-[417px]" data-testid="review-form-placeholder" />}
    />
  );
}

/**
 * The search field over the compatible vehicles. Its placeholder is the field's row: a block of the
 * field's size and the count as the server wrote it (`count`, in the page's HTML), wrapping as the row
 * does.
 */
export function VehicleListFilterOnDemand({ count, ...props }: VehicleListFilterProps & { count: ReactNode }) {
  return (
    <TabPart
      part={vehicleFilter}
      props={props}
      placeholder={(slot) => (
        <div ref={slot} className="flex flex-wrap items-center gap-3" data-testid="vehicle-filter-placeholder">
          <div aria-hidden className="h-10 w-full max-w-sm" />
          {count}
        </div>
      )}
    />
  );
}
