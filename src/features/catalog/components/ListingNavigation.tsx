'use client';
// The listing's one way to change its URL: a transition, so the current list stays in place (dimmed,
// aria-busy) until the next one is ready, and nothing jumps (section 4: the loading flag).
// A page change (pagination, pressed below the grid) then brings the shopper to the top of the new
// results, with the keyboard focus there; a filter or sort change leaves the page where it is.
// A control that shows what was just chosen (a filter checkbox) passes `optimistic`: it runs inside
// the same transition, so its useOptimistic state shows the choice at once and falls back to the
// URL's own when the transition ends (committed, failed, or overtaken by a newer navigation).
import { createContext, useContext, useEffect, useRef, useTransition, type ComponentProps, type ReactNode } from 'react';
import { Link, useRouter } from '@/i18n/navigation';

type NavigateOptions = { toResults?: boolean; optimistic?: () => void };
type Nav = { pending: boolean; navigate: (href: string, options?: NavigateOptions) => void };

const Ctx = createContext<Nav>({ pending: false, navigate: () => {} });

export function ListingNavigation({ children }: { children: ReactNode }) {
  const router = useRouter();
  const [pending, start] = useTransition();
  const toResults = useRef(false);
  const navigate: Nav['navigate'] = (href, options) => {
    toResults.current = options?.toResults ?? false;
    start(() => {
      options?.optimistic?.();
      router.push(href, { scroll: false });
    });
  };
  useEffect(() => {
    if (pending || !toResults.current) return;
    toResults.current = false;
    // The results column (ListingPage marks it, with tabIndex={-1}).
    const results = document.querySelector<HTMLElement>('[data-listing-results]');
    if (!results) return;
    if (results.getBoundingClientRect().top < 0) results.scrollIntoView({ block: 'start' });
    results.focus({ preventScroll: true });
  }, [pending]);
  return <Ctx.Provider value={{ pending, navigate }}>{children}</Ctx.Provider>;
}

export const useListingNavigation = () => useContext(Ctx);

/** A real link (crawlable, opens in a new tab) that, clicked, navigates inside the listing's transition. */
export function ListingLink({
  href,
  onClick,
  toResults,
  ...rest
}: Omit<ComponentProps<typeof Link>, 'href'> & { href: string; toResults?: boolean }) {
  const { navigate } = useListingNavigation();
  return (
    <Link
      href={href}
      scroll={false}
      {...rest}
      onClick={(e) => {
        onClick?.(e);
        if (e.defaultPrevented || e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
        e.preventDefault();
        navigate(href, { toResults });
      }}
    />
  );
}

/** The list area: dimmed and busy while the next list loads. */
export function ListingBusy({ children, className = '' }: { children: ReactNode; className?: string }) {
  const { pending } = useListingNavigation();
  return (
    <div
      aria-busy={pending}
      data-loading={pending || undefined}
      className={`transition-opacity duration-150 ${pending ? 'pointer-events-none opacity-50' : ''} ${className}`}
    >
      {children}
    </div>
  );
}
