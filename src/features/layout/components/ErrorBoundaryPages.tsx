'use client';
// The error boundaries' pages (app/global-error.tsx, app/[locale]/error.tsx and
// app/[locale]/(shop)/error.tsx) as chunks of their own. Next loads every boundary's module with
// every page, shown or not: the pages themselves (texts in three languages, the picture, the
// buttons) were 6 kB gzipped of each page's first JavaScript. On the server the chunk is at hand, so
// a failed render's HTML carries the page as before; the browser fetches it only to hydrate one.
import { Suspense } from 'react';
import { onDemand } from '@/ui/on-demand';
import type { ShopErrorPageProps } from './ShopErrorPage';
import type { GlobalErrorPageProps } from './GlobalErrorPage';

const shopPage = onDemand<ShopErrorPageProps>(() => import('./ShopErrorPage').then((m) => m.ShopErrorPage));
const globalPage = onDemand<GlobalErrorPageProps>(() => import('./GlobalErrorPage').then((m) => m.GlobalErrorPage));

export function ShopErrorBoundaryPage(props: ShopErrorPageProps) {
  return (
    <Suspense fallback={null}>
      <shopPage.Component {...props} />
    </Suspense>
  );
}

export function GlobalErrorBoundaryPage(props: GlobalErrorPageProps) {
  return (
    <Suspense fallback={null}>
      <globalPage.Component {...props} />
    </Suspense>
  );
}
