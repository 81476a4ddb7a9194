'use client';
// The quick-view dialog's place in the site frame (section 4, Quick view). The dialog itself
// (QuickView: loading, modal focus, fades) and its content (QuickViewBody: gallery, options, add to
// cart) are chunks of their own, fetched together on the first request: a card's button calls
// useQuickView.getState().open(slug) and the dialog opens QUICK_VIEW_DELAY_MS later, time enough for
// both while the product loads. So no page loads the dialog's code before a shopper asks for it.
import { Suspense, useEffect } from 'react';
import { onDemand } from '@/ui/on-demand';
import { useQuickView } from '@/features/catalog/quick-view-store';

const dialog = onDemand<object>('quick-view', () => import('./QuickView').then((m) => m.QuickView));

export function QuickViewHost() {
  const wanted = useQuickView((s) => s.slug !== null);

  // Tests and other features' scripts can reach the store without importing it.
  useEffect(() => {
    (window as unknown as { axleQuickView?: typeof useQuickView }).axleQuickView = useQuickView;
  }, []);

  // Both chunks at once, rather than the content's only once the dialog's has arrived.
  useEffect(() => {
    if (!wanted) return;
    dialog.preload();
    import('./QuickViewBody').catch(() => {});
  }, [wanted]);

  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <dialog.Component />
    </Suspense>
  );
}
