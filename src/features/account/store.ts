'use client';
// Who is signed in, as the browser knows it. The pages' HTML is the same for every shopper (so the
// page cache can give a signed-in shopper the copy it gives anyone), and the header's account menu,
// the mobile account links and the garage's sync learn the shopper here:
// - no signed-in hint cookie (model.ts SIGNED_IN_COOKIE): a visitor, and nothing is asked;
// - a hint: /api/account/me is asked once per hint value, and the answer is remembered for the tab
//   (sessionStorage), so the next page of the same session shows the shopper without asking again.
// The hint changes at sign-in, sign-out and a saved profile; it is looked at again on each new page,
// when the tab comes back into view, and when an account form's action has finished.
import { useEffect } from 'react';
import { usePathname } from 'next/navigation';
import { create } from 'zustand';
import { SIGNED_IN_COOKIE, type CurrentUser } from './model';
import { failureOf, shopApi } from '@/ui/shop-api';

const ACCOUNT_ME_URL = '/api/account/me';
const REMEMBERED_KEY = 'axle:signed-in';

type Known = { user: CurrentUser | null; hint: string | null };

const useKnown = create<Known>(() => ({ user: null, hint: null }));

function currentHint(): string | null {
  const pair = document.cookie.split('; ').find((c) => c.startsWith(`${SIGNED_IN_COOKIE}=`));
  const value = pair?.slice(SIGNED_IN_COOKIE.length + 1);
  return value ? value : null;
}

const text = (v: unknown) => (typeof v === 'string' ? v : '');

/** A user as the API or the tab's memory gave it, or null when it is not one. */
function readUser(raw: unknown): CurrentUser | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const u = raw as Record<string, unknown>;
  if (typeof u.id !== 'string' || typeof u.email !== 'string' || !u.email) return null;
  return { id: u.id, email: u.email, firstName: text(u.firstName), lastName: text(u.lastName), phone: text(u.phone) || null };
}

function remembered(hint: string): Known | null {
  try {
    const saved = JSON.parse(sessionStorage.getItem(REMEMBERED_KEY) ?? 'null') as { hint?: unknown; user?: unknown } | null;
    return saved?.hint === hint ? { hint, user: readUser(saved.user) } : null;
  } catch {
    return null;
  }
}

function remember(known: Known) {
  try {
    if (known.hint === null) sessionStorage.removeItem(REMEMBERED_KEY);
    else sessionStorage.setItem(REMEMBERED_KEY, JSON.stringify(known));
  } catch {
    // A browser without storage asks again on the next page.
  }
}

let asking: { hint: string; answer: Promise<void> } | null = null;

/** Brings what the browser knows in step with the hint cookie; asks the server only for a new hint. */
export function syncSignedIn(): Promise<void> {
  const hint = currentHint();
  if (hint === useKnown.getState().hint) return Promise.resolve();
  if (hint === null) {
    remember({ user: null, hint: null });
    useKnown.setState({ user: null, hint: null });
    return Promise.resolve();
  }
  const saved = remembered(hint);
  if (saved) {
    useKnown.setState(saved);
    return Promise.resolve();
  }
  if (asking?.hint === hint) return asking.answer;
  const answer = shopApi<{ user?: unknown }>(ACCOUNT_ME_URL, { cache: 'no-store' })
    .then((data) => {
      // A hint that changed meanwhile (signed out in another tab) is asked about on its own.
      if (currentHint() !== hint) return;
      const known = { user: readUser(data.user), hint };
      remember(known);
      useKnown.setState(known);
    })
    .catch((e: unknown) => console.warn('[axle] who is signed in is not known', failureOf(e)))
    .finally(() => {
      if (asking?.hint === hint) asking = null;
    });
  asking = { hint, answer };
  return answer;
}

/** The signed-in shopper, or null for a visitor (and, for a moment after a page first loads, until the browser knows). */
export function useSignedIn(): CurrentUser | null {
  const pathname = usePathname();
  useEffect(() => void syncSignedIn(), [pathname]);
  useEffect(() => {
    const again = () => document.visibilityState === 'visible' && void syncSignedIn();
    document.addEventListener('visibilitychange', again);
    return () => document.removeEventListener('visibilitychange', again);
  }, []);
  return useKnown((s) => s.user);
}
