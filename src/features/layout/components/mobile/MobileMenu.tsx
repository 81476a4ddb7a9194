'use client';
// The mobile menu (specification sections 2 and 4): the header's menu button and the drawer it opens
// (MobileMenuDrawer: panels, settings, focus trap). The drawer is its own chunk, out of every page's
// first JavaScript: fetched when the button is pointed at (on a phone, as the finger lands) or
// focused, or at the latest on the first tap, and mounted from its first opening on; so is the
// department tree it lists (ui/fetched-once). The server sends the button alone.
import { Suspense, useCallback, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { MenuIcon } from '@/ui/icons';
import { onDemand } from '@/ui/on-demand';
import { fetchOnce } from '@/ui/fetched-once';
import type { MobileMenuDrawerProps } from './MobileMenuDrawer';

export type MobileMenuProps = {
  /** Where the drawer loads the department tree from when it first opens (routes.ts departmentsHref). */
  departmentsSource: string;
  /** The store phone as shown to people, e.g. "+1 (800) 060-0730". */
  phone: string;
  /** Look of the menu button, so each header variant can style it. */
  buttonClassName?: string;
  /** The account section (the account feature's MobileAccount), under the indicators. */
  account?: ReactNode;
};

const drawer = onDemand<MobileMenuDrawerProps>('mobile-menu', () => import('./MobileMenuDrawer').then((m) => m.MobileMenuDrawer));

export function MobileMenu({ departmentsSource, phone, buttonClassName = '', account }: MobileMenuProps) {
  const t = useTranslations();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const dialogId = useId();

  // The drawer's code and the department tree, both on their way before the tap lands.
  const preload = () => {
    drawer.preload();
    fetchOnce(departmentsSource).catch(() => {});
  };

  const close = useCallback(() => {
    setOpen(false);
    opener.current?.focus({ preventScroll: true });
  }, []);

  return (
    <>
      <button
        ref={opener}
        type="button"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
        onPointerEnter={preload}
        onFocus={preload}
        aria-label={t('BUTTON_OPEN_MENU')}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={opened ? dialogId : undefined}
        data-testid="mobile-menu-button"
        className={buttonClassName}
      >
        <MenuIcon size={24} />
      </button>
      {opened && (
        <Suspense fallback={null}>
          <drawer.Component
            open={open}
            onClose={close}
            id={dialogId}
            departmentsSource={departmentsSource}
            phone={phone}
            account={account}
          />
        </Suspense>
      )}
    </>
  );
}
