'use client';
// A shop page that failed to render (a query the database did not answer): the translated error
// page inside the site frame, which rendered. See ../error.tsx for the status.
import { ShopErrorPage } from '@/features/layout/components/ShopErrorPage';

export default function ShopError({ error, retry }: { error: unknown; retry: () => void }) {
  return <ShopErrorPage error={error} retry={retry} />;
}
