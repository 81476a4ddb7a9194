'use client';
// The mobile menu's drawer (specification sections 2 and 4), opened by MobileMenu's button. Its own
// chunk: nobody needs it before touching the button, which fetches it (see MobileMenu).
//
// - The kit's Dialog as a drawer (a native modal <dialog>, placement `start`): it slides in from the
//   reading direction's start (left in English and Russian, right in Arabic) over a dimmed backdrop,
//   in the collapse duration; the backdrop fades in the fade duration. It mounts already open on the
//   first opening, so that slide and fade start from @starting-style.
// - Modal: focus moves to its close button on open, Tab stays inside (passing over covered panels),
//   Escape, the backdrop, the close button and every link close it, focus returns to the menu
//   button, and the page behind does not scroll.
// - Link panels stack: a panel slides in from the end over the one it came from; Back pops one.
//   Closing resets to the root panel once the drawer has collapsed (COLLAPSE_MS after closing).
// - It is rendered into <body> (the top layer needs no portal for its stacking, but the header that
//   holds the menu button is hidden on wide screens, and a dialog inside it would be too).
// Data comes from the server already resolved for the locale: names are strings, hrefs are built.
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { Dialog, DialogCloseButton } from '@/ui/Dialog';
import { TextWithArrow } from '@/ui/TextWithArrow';
import { CarIcon, CartIcon, ChevronBackIcon, ChevronNextIcon, HeartIcon, PhoneIcon, UserIcon } from '@/ui/icons';
import { telHref } from '@/routes';
import { MENU_ROOT_PANEL as ROOT, MENU_SHOP_PANEL as SHOP, mobileMenuPanels, type MenuNode } from '../../model';
import { MenuIndicator, MenuSettings } from './MobileMenuParts';
import { Code } from '@/ui/Code';
import { FetchPending } from '@/ui/FetchedPanel';
import { useFetchedOnce } from '@/ui/fetched-once';

export type MobileMenuDrawerProps = {
  open: boolean;
  /** Closes the drawer and gives focus back to the menu button. */
  onClose: () => void;
  /** The dialog's id, which the menu button names in aria-controls. */
  id: string;
  /** Where the department tree comes from (routes.ts departmentsHref): fetched as the drawer first opens. */
  departmentsSource: string;
  phone: string;
  account?: ReactNode;
};

/** Mirrors --duration-collapse in src/ui/tokens.css: the drawer's slide, after which panels reset. */
const COLLAPSE_MS = 350;

const row =
  'flex min-h-12 w-full items-center gap-3 px-5 py-2 text-start text-[15px] font-medium text-ink transition-colors duration-(--duration-fade) hover:bg-surface hover:text-brand focus-visible:bg-surface focus-visible:text-brand focus-visible:outline-none active:bg-line';
export function MobileMenuDrawer({ open, onClose, id: dialogId, departmentsSource, phone, account }: MobileMenuDrawerProps) {
  const t = useTranslations();
  const tree = useFetchedOnce<MenuNode[]>(departmentsSource, true);
  const departments = tree.status === 'ready' ? tree.value : [];
  const [stack, setStack] = useState<string[]>([]);
  const drawer = useRef<HTMLDivElement>(null);
  const resetTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  /** What to focus once the panel stack has re-rendered (a panel's Back button, or the item that opened a panel). */
  const pendingFocus = useRef<string | null>(null);
  const titleId = useId();

  const close = useCallback(() => {
    onClose();
    clearTimeout(resetTimer.current);
    resetTimer.current = setTimeout(() => setStack([]), COLLAPSE_MS);
  }, [onClose]);

  const push = (key: string) => {
    pendingFocus.current = `[data-panel="${key}"] [data-back]`;
    setStack((s) => [...s, key]);
  };
  const pop = () => {
    const top = stack.at(-1);
    if (!top) return;
    const below = stack.at(-2) ?? ROOT;
    pendingFocus.current = `[data-panel="${below}"] [data-opens="${top}"]`;
    setStack(stack.slice(0, -1));
  };

  // A reopening within the slide keeps the panels.
  useEffect(() => {
    if (open) clearTimeout(resetTimer.current);
  }, [open]);

  // Move focus with the panels.
  useEffect(() => {
    const selector = pendingFocus.current;
    pendingFocus.current = null;
    if (selector) drawer.current?.querySelector<HTMLElement>(selector)?.focus({ preventScroll: true });
  }, [stack]);

  // While open, the browser's Back closes the menu too.
  useEffect(() => {
    if (!open) return;
    window.addEventListener('popstate', close);
    return () => window.removeEventListener('popstate', close);
  }, [open, close]);

  useEffect(() => () => clearTimeout(resetTimer.current), []);

  const panels = mobileMenuPanels(departments, t('LINK_SHOP'));
  const top = stack.at(-1) ?? ROOT;
  /** Where a panel sits: in view, covered by a newer one (start side), or waiting off the end side. */
  const place = (key: string): 'current' | 'under' | 'ahead' =>
    key === top ? 'current' : key === ROOT || stack.includes(key) ? 'under' : 'ahead';
  const panelClass = (key: string) => {
    const where = place(key);
    // Visibility changes at once when a panel comes into view, and only after the slide when it
    // leaves, so it stays painted while it moves and is unfocusable once it is gone.
    const motion = 'duration-(--duration-collapse) ease-(--ease-out-panel)';
    if (where === 'current') return `visible translate-x-0 transition-[translate] ${motion}`;
    if (where === 'under') return `invisible -translate-x-1/4 rtl:translate-x-1/4 transition-[translate,visibility] ${motion}`;
    return `invisible translate-x-full rtl:-translate-x-full transition-[translate,visibility] ${motion}`;
  };

  const linkProps = { onClick: close };

  return createPortal(
    <Dialog
      open={open}
      onClose={close}
      placement="start"
      id={dialogId}
      aria-labelledby={titleId}
      data-testid="mobile-menu"
      data-open={open}
      className="w-[min(22.5rem,calc(100vw-2.75rem))]"
    >
      <div ref={drawer} className="flex h-full flex-col">
        <div className="flex h-14 shrink-0 items-center justify-between border-b border-line ps-5 pe-1.5">
          <h2 id={titleId} className="flex items-center gap-2 text-lg font-bold text-ink">
            <span aria-hidden className="h-5 w-1 rounded-full bg-brand" />
            {t('HEADER_MENU')}
          </h2>
          <DialogCloseButton label={t('BUTTON_CLOSE_MENU')} onClick={close} size="lg" />
        </div>

        <div className="relative flex-1 overflow-hidden">
          {/* Root panel: settings, indicators, the main links and the phone. */}
          <div
            data-panel={ROOT}
            inert={top !== ROOT}
            className={`absolute inset-0 flex flex-col overflow-y-auto overscroll-contain bg-white ${panelClass(ROOT)}`}
          >
            <MenuSettings titleId={titleId} onChoose={close} />

            <ul className="mx-3 mt-5 grid grid-cols-4 border-y border-line py-3">
              <MenuIndicator href="/wishlist" label={t('LINK_WISHLIST')} icon={<HeartIcon size={22} />} onClick={close} />
              <MenuIndicator href="/account/login" label={t('LINK_ACCOUNT')} icon={<UserIcon size={22} />} onClick={close} />
              <MenuIndicator href="/cart" label={t('LINK_CART')} icon={<CartIcon size={22} />} onClick={close} />
              <MenuIndicator href="/account/garage" label={t('LINK_GARAGE')} icon={<CarIcon size={22} />} onClick={close} />
            </ul>

            {account && (
              // Its links and sign-out close the menu; after the click's own action, so a form still submits.
              <div className="mx-3 mt-3" onClick={(e) => (e.target as HTMLElement).closest('a[href], [data-close]') && setTimeout(close)}>
                {account}
              </div>
            )}

            <nav aria-label={t('NAV_MAIN')} className="py-2">
              <ul>
                <li>
                  <Link href="/" className={row} {...linkProps}>
                    {t('LINK_HOME')}
                  </Link>
                </li>
                <li>
                  <button type="button" className={row} data-opens={SHOP} aria-expanded={stack.includes(SHOP)} onClick={() => push(SHOP)}>
                    <span className="flex-1">{t('LINK_SHOP')}</span>
                    <ChevronNextIcon size={18} className="text-muted rtl:-scale-x-100" />
                  </button>
                </li>
                <li>
                  <Link href="/demo/blog/classic-right-sidebar" className={row} {...linkProps}>
                    {t('LINK_BLOG')}
                  </Link>
                </li>
                <li>
                  <Link href="/account/dashboard" className={row} {...linkProps}>
                    {t('LINK_ACCOUNT')}
                  </Link>
                </li>
                <li>
                  <Link href="/track-order" className={row} {...linkProps}>
                    {t('LINK_TRACK_ORDER')}
                  </Link>
                </li>
                <li>
                  <Link href="/about-us" className={row} {...linkProps}>
                    {t('LINK_ABOUT_US')}
                  </Link>
                </li>
                <li>
                  <Link href="/contact-us" className={row} {...linkProps}>
                    {t('LINK_CONTACT_US')}
                  </Link>
                </li>
              </ul>
            </nav>

            <div className="mt-auto p-5 pt-2">
              <a
                href={telHref(phone)}
                className="flex items-center gap-3 rounded-xl border border-line p-3 transition-colors duration-(--duration-fade) hover:border-brand/40 hover:bg-brand/5 focus-visible:outline-2 focus-visible:outline-brand"
              >
                <span
                  aria-hidden
                  className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand text-white shadow-[0_4px_12px_-4px_var(--color-brand)]"
                >
                  <PhoneIcon size={20} />
                </span>
                <span className="flex flex-col">
                  <span className="text-xs text-muted">{t('TEXT_CALL_US')}</span>
                  <span className="text-base font-semibold text-ink">
                    <Code>{phone}</Code>
                  </span>
                </span>
              </a>
            </div>
          </div>

          {panels.map((panel) => (
            <div
              key={panel.key}
              data-panel={panel.key}
              inert={panel.key !== top}
              role="group"
              aria-label={panel.title}
              className={`absolute inset-0 overflow-y-auto overscroll-contain bg-white shadow-[0_0_24px_rgb(0_0_0/0.12)] ${panelClass(panel.key)}`}
            >
              <button
                type="button"
                data-back
                onClick={pop}
                className="mt-1 flex h-11 items-center gap-1 rounded-lg ps-3 pe-4 text-sm font-medium text-muted transition-colors duration-(--duration-fade) hover:text-brand focus-visible:text-brand focus-visible:outline-none"
              >
                <ChevronBackIcon size={18} className="rtl:-scale-x-100" />
                {t('BUTTON_BACK')}
              </button>
              <h3 className="px-5 pt-1 text-xl font-bold text-ink">{panel.title}</h3>
              <Link
                href={panel.allHref}
                onClick={close}
                className="mx-5 mt-1 mb-2 inline-block py-3 text-sm font-semibold text-brand hover:text-brand-dark focus-visible:underline focus-visible:outline-none"
              >
                <TextWithArrow text={t('TEXT_ALL_IN_CATEGORY', { name: panel.title })} size={16} />
              </Link>
              {panel.key === SHOP && tree.status !== 'ready' && (
                <FetchPending state={tree} failed={t('TEXT_DEPARTMENTS_UNAVAILABLE')} className="border-t border-line px-5 py-4" />
              )}
              <ul className="border-t border-line pb-4">
                {panel.items.map((item) => (
                  <li key={item.key} className="border-b border-line/70">
                    {item.opens ? (
                      <button
                        type="button"
                        className={row}
                        data-opens={item.opens}
                        aria-expanded={stack.includes(item.opens)}
                        onClick={() => push(item.opens!)}
                      >
                        <span className="flex-1">{item.label}</span>
                        <ChevronNextIcon size={18} className="text-muted rtl:-scale-x-100" />
                      </button>
                    ) : (
                      <Link href={item.href!} className={row} onClick={close}>
                        {item.label}
                      </Link>
                    )}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </div>
    </Dialog>,
    document.body,
  );
}
