'use client';
// While a step runs, the page asks the server for itself again every second (router.refresh keeps
// the scroll and the client state); the page stops rendering this once the step is over.
import { useEffect } from 'react';
import { useRouter } from '@/i18n/navigation';

export function AutoRefresh({ every = 1000 }: { every?: number }) {
  const router = useRouter();
  useEffect(() => {
    const timer = window.setInterval(() => router.refresh(), every);
    return () => window.clearInterval(timer);
  }, [router, every]);
  return null;
}
