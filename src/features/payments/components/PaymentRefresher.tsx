'use client';
// While the provider confirms a payment the shopper just made (its webhook may arrive a few seconds
// after the shopper is back), the order's page reads itself again every 3 seconds; the server then
// shows the order paid and this leaf is gone. After 2 minutes it stops and shows `late`.
import { useEffect, useState, type ReactNode } from 'react';
import { useRouter } from 'next/navigation';

const EVERY_MS = 3_000;
const FOR_MS = 120_000;

export function PaymentRefresher({ late }: { late: ReactNode }) {
  const router = useRouter();
  const [gaveUp, setGaveUp] = useState(false);
  useEffect(() => {
    const started = Date.now();
    const timer = setInterval(() => {
      if (Date.now() - started >= FOR_MS) {
        clearInterval(timer);
        setGaveUp(true);
      } else router.refresh();
    }, EVERY_MS);
    return () => clearInterval(timer);
  }, [router]);
  return gaveUp ? late : null;
}
