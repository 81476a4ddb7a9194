'use client';
// After a client-side page change the browser leaves the keyboard focus on <body> (or on a link that
// no longer exists), so a keyboard or screen-reader user starts again from the top of the document.
// Here focus moves to the new page's main heading instead (Next's own route announcer reads the new
// title aloud). Only a change of path counts: a listing's filters, sort and pages change the query
// string and keep the focus where the shopper is (pagination brings it to the results itself,
// ListingNavigation). A dialog that is open keeps its focus.
import { useEffect, useRef } from 'react';
import { usePathname } from 'next/navigation';

export function RouteFocus() {
  const pathname = usePathname();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    if (document.querySelector('dialog[open], [aria-modal="true"]')) return;
    const heading = document.querySelector<HTMLElement>('#content h1') ?? document.querySelector<HTMLElement>('main');
    if (!heading) return;
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.classList.add('outline-none');
    heading.focus({ preventScroll: true });
  }, [pathname]);
  return null;
}
