'use client';
// The account drop-down's content (AccountMenu): a visitor's sign-in form, a signed-in shopper's
// name, email, avatar, account links and sign out. Its own chunk, fetched when the account indicator
// is pointed at or focused, rendered from the drop-down's first opening on. The sign-in form (with
// its checks) is a further chunk, fetched at the same moment; until it has arrived a block of the
// form's size stands in for it, so the panel does not change size.
import { lazy, Suspense, type KeyboardEvent } from 'react';
import { useTranslations } from 'next-intl';
import { Link, usePathname } from '@/i18n/navigation';
import { displayName, type CurrentUser } from '../model';
import { ACCOUNT_LINKS } from './AccountLinks';
import { Avatar } from './Avatar';
import { SignOutButton } from './SignOutButton';
import { Code } from '@/ui/Code';

export type AccountPanelProps = { user: CurrentUser | null; demo: { email: string; password: string } | null };

const SignInForm = lazy(() => import('./SignInForm').then((m) => ({ default: m.SignInForm })));

/** The header's sign-in form; until its chunk has arrived, a block of its size. */
function MenuSignInForm({ next, demo }: { next: string; demo: AccountPanelProps['demo'] }) {
  // The compact form's height: two labelled fields, the remember-me box and the button.
  const placeholder = <div aria-hidden className="h-[240px]" data-testid="menu-sign-in-placeholder" />;
  return (
    <Suspense fallback={placeholder}>
      <SignInForm next={next} demo={demo} idPrefix="menu-sign-in" compact />
    </Suspense>
  );
}

const item =
  'block px-5 py-2 text-sm text-ink hover:bg-surface hover:text-brand focus-visible:bg-surface focus-visible:text-brand focus-visible:outline-none';

// Keys typed into the form's fields stay there instead of moving between the menu's items.
const keepKeysInFields = (e: KeyboardEvent) => {
  if (e.key !== 'Escape' && (e.target as HTMLElement).matches('input')) e.stopPropagation();
};

export function AccountPanel({ user, demo }: AccountPanelProps) {
  const t = useTranslations();
  const pathname = usePathname();
  if (user) {
    return (
      <div className="py-2" data-testid="account-menu">
        <Link href="/account/dashboard" className="flex items-center gap-3 border-b border-line px-5 pb-3 pt-2 hover:bg-surface">
          <Avatar user={user} size={44} />
          <span className="min-w-0">
            <span className="block truncate font-medium text-ink" data-testid="account-menu-name">
              {displayName(user)}
            </span>
            <Code className="block truncate text-sm text-muted">{user.email}</Code>
          </span>
        </Link>
        <ul className="border-b border-line py-2">
          {ACCOUNT_LINKS.map((l) => (
            <li key={l.href}>
              <Link href={l.href} className={item}>
                {t(l.label)}
              </Link>
            </li>
          ))}
        </ul>
        <div className="pt-2">
          <SignOutButton label={t('BUTTON_LOGOUT')} className={`${item} w-full text-start`} />
        </div>
      </div>
    );
  }
  return (
    <div className="p-5" onKeyDown={keepKeysInFields} data-testid="account-menu">
      <p className="mb-3 text-lg font-medium text-ink">{t('HEADER_LOGIN_TO_YOUR_ACCOUNT')}</p>
      <MenuSignInForm next={pathname} demo={demo} />
      <p className="mt-4 border-t border-line pt-3 text-center text-sm text-muted">
        <Link href="/account/login" className="font-medium text-brand hover:underline">
          {t('LINK_CREATE_ACCOUNT')}
        </Link>
      </p>
    </div>
  );
}
