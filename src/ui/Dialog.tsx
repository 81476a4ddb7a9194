'use client';
// A modal dialog on the native <dialog> element, for the storefront and the back office alike. The
// browser does the hard parts: showModal() lifts it into the top layer (above every stacking
// context: no portal, no z-index), makes the page behind inert (clicks, focus and the screen reader
// stay inside), gives it the dialog role, and the page's direction applies inside, so right to
// left needs nothing. What this component adds:
// - It follows `open`: the owner's state is the one truth. Escape, a click on the backdrop and the
//   owner's close buttons all ask through `onClose`, which sets `open` to false; a dialog the browser
//   closes by itself (a second Escape it will not let a page refuse) reports through `onClose` too.
// - Tab wraps from the last control to the first and back instead of leaving for the browser's own
//   toolbar, as the shop's dialogs always did. Hidden and inert controls (a drawer's covered panels)
//   are passed over.
// - Focus goes to the first element marked `data-autofocus` (otherwise the browser's choice, the first
//   control), and on closing returns to what had it before the dialog opened.
// - The page behind does not scroll while a modal dialog is open (tokens.css).
// - Motion, from the tokens: `center` fades in and drops into place (--duration-modal); `start` is a
//   drawer that slides in from the reading direction's start edge (--duration-collapse) over a
//   fading backdrop (--duration-fade). Closing plays it backwards: `display` and `overlay` transition
//   discretely, so a closed dialog stays painted until its motion is over, and it is inert meanwhile.
// Name it: aria-labelledby with its heading's id (or aria-label).
import { useEffect, useRef, type DialogHTMLAttributes, type KeyboardEvent, type MouseEvent, type PointerEvent } from 'react';
import { CloseIcon } from './icons';

type DialogPlacement = 'center' | 'start';

const PLACEMENTS: Record<DialogPlacement, string> = {
  center:
    'm-auto max-h-[calc(100dvh-1.5rem)] w-[calc(100%-1.5rem)] overflow-y-auto overscroll-contain rounded-lg bg-white text-ink shadow-[0_24px_64px_-16px_rgb(0_0_0/0.45)] sm:max-h-[calc(100dvh-3rem)] sm:w-[calc(100%-3rem)] ' +
    '-translate-y-6 opacity-0 transition-[opacity,translate,display,overlay] transition-discrete duration-(--duration-modal) ease-(--ease-out-panel) open:translate-y-0 open:opacity-100 starting:open:-translate-y-6 starting:open:opacity-0 ' +
    'backdrop:bg-black/50 backdrop:opacity-0 backdrop:transition-opacity backdrop:duration-(--duration-modal) open:backdrop:opacity-100 starting:open:backdrop:opacity-0',
  start:
    'fixed inset-y-0 start-0 m-0 h-dvh max-h-none max-w-none overflow-hidden bg-white text-ink shadow-[0_0_40px_rgb(0_0_0/0.25)] ' +
    '-translate-x-full transition-[translate,display,overlay] transition-discrete duration-(--duration-collapse) ease-(--ease-out-panel) rtl:translate-x-full open:translate-x-0 starting:open:-translate-x-full starting:open:rtl:translate-x-full ' +
    'backdrop:bg-black/50 backdrop:opacity-0 backdrop:transition-opacity backdrop:duration-(--duration-fade) open:backdrop:opacity-100 starting:open:backdrop:opacity-0',
};

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Whether Tab can reach the control: not inside an inert part, and painted (not display:none nor visibility:hidden). */
function reachable(el: HTMLElement): boolean {
  if (el.closest('[inert]')) return false;
  return typeof el.checkVisibility === 'function' ? el.checkVisibility({ visibilityProperty: true }) : el.getClientRects().length > 0;
}

type DialogProps = Omit<DialogHTMLAttributes<HTMLDialogElement>, 'open' | 'onClose' | 'onCancel'> & {
  open: boolean;
  /** Asked to close: Escape, the backdrop, or the browser closed it. Set `open` to false. */
  onClose: () => void;
  placement?: DialogPlacement;
};

/**
 * Gives focus back to what had it before the dialog opened, unless the owner has put it somewhere
 * already (focus still inside the closed dialog, or on nothing, is nowhere a person can see).
 */
function giveFocusBack(returnTo: { current: HTMLElement | null }, dialog: HTMLDialogElement | null) {
  const back = returnTo.current;
  returnTo.current = null;
  const active = document.activeElement;
  if (back?.isConnected && (!active || active === document.body || dialog?.contains(active))) back.focus({ preventScroll: true });
}

export function Dialog({ open, onClose, placement = 'center', className = '', children, onKeyDown, ...props }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);
  const pressedOnBackdrop = useRef(false);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus({ preventScroll: true });
    } else if (!open && dialog.open) {
      dialog.close();
      giveFocusBack(returnTo, dialog);
    }
  }, [open]);

  // Unmounted while open (its owner went away): focus must not be left on nothing. (Only once the
  // element is gone: React's development double run of effects leaves it in place.)
  useEffect(() => {
    const dialog = ref.current;
    return () => {
      if (!dialog?.isConnected) giveFocusBack(returnTo, dialog);
    };
  }, []);

  // The backdrop is the dialog element itself outside its box; a press must start and end there, so
  // selecting text and letting go outside the box does not close it.
  const onBackdrop = (e: PointerEvent<HTMLDialogElement> | MouseEvent<HTMLDialogElement>) => {
    if (e.target !== e.currentTarget) return false;
    const box = e.currentTarget.getBoundingClientRect();
    return e.clientX < box.left || e.clientX > box.right || e.clientY < box.top || e.clientY > box.bottom;
  };

  const wrapTab = (e: KeyboardEvent<HTMLDialogElement>) => {
    onKeyDown?.(e);
    if (e.key !== 'Tab' || e.defaultPrevented) return;
    const items = [...e.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(reachable);
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
  };

  return (
    <dialog
      {...props}
      ref={ref}
      aria-modal="true"
      inert={!open || undefined}
      className={`${PLACEMENTS[placement]} ${className}`}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onClose={(e) => {
        if (open) onClose();
        giveFocusBack(returnTo, e.currentTarget);
      }}
      onPointerDown={(e) => {
        pressedOnBackdrop.current = onBackdrop(e);
      }}
      onClick={(e) => {
        if (pressedOnBackdrop.current && onBackdrop(e)) onClose();
        pressedOnBackdrop.current = false;
      }}
      onKeyDown={wrapTab}
    >
      {children}
    </dialog>
  );
}

/** The round × button of a dialog's corner or header; `size` 'lg' is the drawer's larger touch target. */
export function DialogCloseButton({
  label,
  onClick,
  size = 'md',
  className = '',
}: {
  label: string;
  onClick: () => void;
  size?: 'md' | 'lg';
  className?: string;
}) {
  return (
    <button
      type="button"
      data-autofocus
      onClick={onClick}
      aria-label={label}
      className={`grid shrink-0 place-items-center rounded-full text-muted transition-colors duration-(--duration-fade) hover:bg-surface hover:text-ink focus-visible:outline-2 focus-visible:outline-brand active:bg-line ${size === 'lg' ? 'size-11' : 'size-9'} ${className}`}
    >
      <CloseIcon size={size === 'lg' ? 22 : 20} />
    </button>
  );
}
