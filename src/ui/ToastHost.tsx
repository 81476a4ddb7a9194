'use client';
// Where the toasts appear: render it once in the locale layout. It renders nothing until the first
// toast is on its way (toasts.ts), then mounts the container (ToastContainerHost, its own chunk
// with react-toastify and its stylesheet). The container is fixed to the viewport, so mounting it
// late moves nothing on the page.
import { Suspense, useSyncExternalStore } from 'react';
import { onDemand } from './on-demand';
import { subscribeToToasts, toastsWanted } from './toasts';

const container = onDemand<object>('toasts', () => import('./ToastContainerHost').then((m) => m.ToastContainerHost));

export function ToastHost() {
  const wanted = useSyncExternalStore(subscribeToToasts, toastsWanted, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <container.Component />
    </Suspense>
  );
}
