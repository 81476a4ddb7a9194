'use client';
// A shop page that failed to render (a query the database did not answer): the translated error
// page inside the site frame, which rendered. See ../error.tsx for the status.
import { ShopErrorBoundaryPage } from '@/features/layout/components/ErrorBoundaryPages';

export default function ShopError({ error, retry }: { error: unknown; retry: () => void }) {
  return <ShopErrorBoundaryPage error={error} retry={retry} />;
}
