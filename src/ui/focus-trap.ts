// Keeps Tab and Shift+Tab inside an open dialog or drawer (the quick view, the mobile menu): from the
// last control Tab goes to the first, and back. One rule for every modal surface of the shop.
import type { KeyboardEvent } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select, textarea, [tabindex]:not([tabindex="-1"])';

/** Handles a Tab key press inside `container`; `reachable` says which of its controls count (hidden or inert ones do not). */
export function keepFocusInside(e: KeyboardEvent, container: HTMLElement | null, reachable: (el: HTMLElement) => boolean): void {
  if (e.key !== 'Tab' || !container) return;
  const items = [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(reachable);
  const first = items[0];
  const last = items.at(-1);
  if (!first || !last) return;
  if (e.shiftKey && document.activeElement === first) {
    e.preventDefault();
    last.focus();
  } else if (!e.shiftKey && document.activeElement === last) {
    e.preventDefault();
    first.focus();
  }
}
