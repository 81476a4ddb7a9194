'use client';
// A drop-down that opens on click (not hover only), closes on outside click, Escape, focus leaving
// it, or choosing an item, and moves between its items with the arrow keys, Home and End.
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

type Props = {
  /** The button's content; `label` is its accessible name when the content is only an icon. */
  trigger: ReactNode;
  label?: string;
  /** The panel; as a function it also hears whether the panel is open (e.g. to load its content on first open). */
  children: ReactNode | ((close: () => void, open: boolean) => ReactNode);
  /** Called when the button is pointed at or focused: a sign it may open soon (to fetch its content). */
  onIntent?: () => void;
  /** Where the panel opens, in reading-direction terms. */
  align?: 'start' | 'end';
  buttonClassName?: string;
  panelClassName?: string;
  className?: string;
};

const ITEMS = 'a[href], button:not([disabled]), [role="menuitem"], [role="menuitemradio"]';

export function Dropdown({
  trigger,
  label,
  children,
  onIntent,
  align = 'start',
  buttonClassName = '',
  panelClassName = '',
  className = '',
}: Props) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const id = useId();
  const close = useCallback(() => setOpen(false), []);

  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [open]);

  const items = () => [...(panel.current?.querySelectorAll<HTMLElement>(ITEMS) ?? [])];
  const focusItem = (index: number) => {
    const list = items();
    if (list.length) list[(index + list.length) % list.length]!.focus();
  };
  // Opened from the keyboard: focus the first item, or, when the content is still being fetched
  // (fetched on first use), the first item once it is there, unless focus has moved on meanwhile.
  const focusFirstItem = () => {
    const el = panel.current;
    if (!el || items().length) return focusItem(0);
    const observer = new MutationObserver(() => {
      if (!items().length) return;
      observer.disconnect();
      if (document.activeElement === button.current) focusItem(0);
    });
    observer.observe(el, { childList: true, subtree: true });
    setTimeout(() => observer.disconnect(), 10_000);
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && open) {
      e.preventDefault();
      setOpen(false);
      button.current?.focus();
      return;
    }
    const list = items();
    const current = list.indexOf(document.activeElement as HTMLElement);
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      if (!open) {
        setOpen(true);
        requestAnimationFrame(focusFirstItem);
      } else focusItem(current + 1);
    } else if (e.key === 'ArrowUp' && open) {
      e.preventDefault();
      focusItem(current <= 0 ? -1 : current - 1);
    } else if (e.key === 'Home' && open) {
      e.preventDefault();
      focusItem(0);
    } else if (e.key === 'End' && open) {
      e.preventDefault();
      focusItem(-1);
    }
  };

  return (
    <div
      ref={root}
      className={`relative ${className}`}
      onKeyDown={onKeyDown}
      onBlur={(e) => {
        if (open && !root.current?.contains(e.relatedTarget as Node | null) && e.relatedTarget) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={id}
        aria-label={label}
        onClick={() => setOpen((o) => !o)}
        onPointerEnter={onIntent}
        onFocus={onIntent}
        className={buttonClassName}
      >
        {trigger}
      </button>
      <div
        ref={panel}
        id={id}
        hidden={!open}
        onClick={(e) => {
          if ((e.target as HTMLElement).closest('a[href], [data-close]')) setOpen(false);
        }}
        className={`absolute top-full z-50 mt-1 ${align === 'end' ? 'end-0' : 'start-0'} ${panelClassName}`}
      >
        {typeof children === 'function' ? children(close, open) : children}
      </div>
    </div>
  );
}
