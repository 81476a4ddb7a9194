'use client';
// The header's account indicator and its drop-down (section 2): a visitor gets the sign-in form, a
// signed-in shopper their name, email, avatar, the account links and sign out. Who is signed in comes
// from the browser's store (store.ts), not the page's HTML, which every shopper shares. The drop-down's content
// (AccountPanel) and the sign-in form (with its checks) are chunks of their own: both are fetched when
// the shopper points at or focuses the indicator, or at the latest when the drop-down first opens;
// until then a block stands in for them (AccountPanel: one of the form's size).
import { Suspense, useState } from 'react';
import { useTranslations } from 'next-intl';
import { Dropdown } from '@/ui/Dropdown';
import { UserIcon } from '@/ui/icons';
import { onDemand } from '@/ui/on-demand';
import { useSignedIn } from '../store';
import type { AccountPanelProps } from './AccountPanel';
import { Avatar } from './Avatar';
import { Code } from '@/ui/Code';

type Props = { demo: { email: string; password: string } | null };

const panel = onDemand<AccountPanelProps>('account-panel', () => import('./AccountPanel').then((m) => m.AccountPanel));

/** The drop-down's content, from its first opening on. */
function Panel({ open, ...props }: AccountPanelProps & { open: boolean }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={<div aria-hidden className={props.user ? 'h-72' : 'h-[380px]'} />}>
      <panel.Component {...props} />
    </Suspense>
  );
}

export function AccountMenu({ demo }: Props) {
  const t = useTranslations();
  const user = useSignedIn();
  const preload = () => {
    panel.preload();
    if (!user) import('./SignInForm').catch(() => {});
  };
  const trigger = (
    <>
      {user ? <Avatar user={user} size={32} /> : <UserIcon size={26} />}
      <span className="hidden max-w-[160px] flex-col whitespace-nowrap text-start leading-tight xl:flex">
        <span className="truncate text-xs text-muted" data-testid="account-indicator-title">
          {user ? <Code>{user.email}</Code> : t('TEXT_HELLO')}
        </span>
        <span className="text-sm font-medium">{t('INDICATOR_ACCOUNT')}</span>
      </span>
    </>
  );
  return (
    <Dropdown
      align="end"
      label={user ? t('TEXT_ACCOUNT_MENU_OF', { email: user.email }) : t('INDICATOR_ACCOUNT')}
      trigger={trigger}
      onIntent={preload}
      buttonClassName="flex items-center gap-2 rounded-md px-2 py-1.5 hover:bg-surface"
      panelClassName="w-[300px] rounded-md border border-line bg-white shadow-xl"
    >
      {(_close, open) => <Panel open={open} user={user} demo={user ? null : demo} />}
    </Dropdown>
  );
}
