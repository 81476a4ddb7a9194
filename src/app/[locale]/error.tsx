'use client';
// A page whose site frame failed too (the shop layout reads the settings and the department menu
// from the database) or an admin page: the translated error page with a header of its own, inside
// the locale layout. Status 500 when it happened before the page began to stream (the only case
// today: no route streams behind a Suspense boundary). A shop page that fails alone shows it inside
// the site frame ((shop)/error.tsx); a failing locale layout shows app/global-error.tsx.
import { ShopErrorBoundaryPage } from '@/features/layout/components/ErrorBoundaryPages';

export default function LocaleError({ error, retry }: { error: unknown; retry: () => void }) {
  return <ShopErrorBoundaryPage error={error} retry={retry} standalone />;
}
